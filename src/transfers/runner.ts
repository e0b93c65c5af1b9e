import { randomUUID } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { isUpstreamError, type UpstreamError } from '../integrations/errors.js';
import { upstreamToApiError } from '../http/upstreamErrors.js';
import { transition, type TransferEvent } from './transition.js';
import { log } from '../log.js';
import type { JobPayloads } from '../queues.js';
import { loadContext, type PipelineDeps, type TransferContext } from './context.js';
import { Transfer, type TransferSelection, type TransferStatus, type TransferStep } from './models.js';
import { hasEnded } from './statuses.js';
import { groupsOf, type ItemKey } from './store/items.js';
import { countUnrecorded } from './store/matchReport.js';
import { cancelRequested, transferCounts } from './store/transfers.js';
import { snapshotSelection } from './steps/snapshot.js';
import { MATCH_CHUNK, matchNextChunk } from './steps/match.js';
import { writeGroups } from './steps/write.js';
import { StepCancelled, StepStopped } from './steps/stop.js';
import { LiveProgressStore } from './liveProgress.js';
import { IntegrationUser } from '../users/models.js';
import { holdAccountAgainstConnects } from '../users/lockOrder.js';

/** Tries of one step before the transfer fails: with waits doubling from 2 s up to a minute, a service may be down for about half an hour. */
export const STEP_ATTEMPTS = 36;
const BACKOFF_TYPE = 'transfer-step';

/** BullMQ's backoff strategy for the `transfer` queue: doubling waits, at most a minute, so a service back up is used within a minute. */
export function transferBackoff(attemptsMade: number, type?: string): number {
  if (type !== BACKOFF_TYPE) return 2_000;
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, attemptsMade - 1));
}
const PROGRESS_EVERY_MS = 2_000;
const lastProgress = new Map<string, number>();

/**
 * Says, every `everyMs` until stopped, that a step of the transfer is running, so that the sweep
 * does not take the transfer for lost while the step goes on (a third of the quiet time leaves two
 * beats of margin). Written without touching `updated_at`, which says when the transfer changed.
 * Stopping waits for a beat under way, so that no beat of this step lands after it.
 */
export function keepStepAlive(transferId: string, everyMs: number): () => Promise<void> {
  let last: Promise<unknown> = Promise.resolve();
  const beat = () => {
    last = Transfer.update({ stepAliveAt: new Date() }, { where: { id: transferId }, silent: true }).catch(
      () => undefined,
    );
  };
  beat();
  const timer = setInterval(beat, everyMs);
  return async () => {
    clearInterval(timer);
    await last;
  };
}

/** Queues a step of a transfer; the job id makes a step queued twice run once. `after` tells a match step where the chunk before it ended. */
export async function enqueueStep(
  deps: Pick<PipelineDeps, 'queues'>,
  transferId: string,
  step: TransferStep,
  key: string | number = 0,
  after?: [number, number],
): Promise<void> {
  const jobId = `${transferId}.${step}.${key}`;
  // Recorded first: a job that exists is never taken for lost by the sweep.
  await Transfer.update({ currentJob: jobId }, { where: { id: transferId } });
  await deps.queues.transfer.add(
    step,
    { transferId, step, ...(after ? { after } : {}) },
    { jobId, attempts: STEP_ATTEMPTS, backoff: { type: BACKOFF_TYPE }, removeOnComplete: 1_000, removeOnFail: 5_000 },
  );
}

/** What a new transfer moves, between which connected users, on whose behalf. */
export interface NewTransfer {
  accountId: string;
  source: { id: string; service: string };
  destination: { id: string; service: string };
  selection: TransferSelection;
  transferSessionId?: string | null;
  wizardSessionId?: string | null;
  externalUserId?: string | null;
  /** Sync each chosen playlist into its copy once the transfer completes. */
  keepInSync?: boolean;
  /** Earlier copies to add the missing tracks to, by source playlist id, instead of new playlists. */
  updateCopies?: Record<string, string> | null;
}

/** Records a transfer and queues its first step. */
export async function startTransfer(deps: Pick<PipelineDeps, 'queues'>, input: NewTransfer): Promise<Transfer> {
  const transfer = await Transfer.create({
    id: randomUUID(),
    accountId: input.accountId,
    transferSessionId: input.transferSessionId ?? null,
    wizardSessionId: input.wizardSessionId ?? null,
    externalUserId: input.externalUserId ?? null,
    sourceIntegrationUserId: input.source.id,
    destinationIntegrationUserId: input.destination.id,
    sourceService: input.source.service,
    destinationService: input.destination.service,
    selection: input.selection,
    status: 'queued',
    counts: {},
    keepInSync: input.keepInSync ?? false,
    updateCopies: input.updateCopies ?? null,
  });
  await enqueueStep(deps, transfer.id, 'start');
  return transfer;
}

const ACTIVE: TransferStatus[] = ['queued', 'snapshotting', 'matching', 'writing'];

/** The step a transfer in this status goes on with; every step can run again with the same result. */
const STEP_OF: Partial<Record<TransferStatus, TransferStep>> = {
  queued: 'start',
  snapshotting: 'start',
  matching: 'match',
  writing: 'write',
};

/** Whether a job of the `transfer` queue waits, runs or is being retried. */
async function jobAlive(deps: Pick<PipelineDeps, 'queues'>, jobId: string | null): Promise<boolean> {
  const job = jobId ? await deps.queues.transfer.getJob(jobId) : null;
  const state = job ? await job.getState() : 'missing';
  return ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'].includes(state);
}

/**
 * Queues again the step a running transfer is in; a failing transfer's last step is its finish, as
 * is that of a paused one asked to stop (no step runs for it until then).
 */
const requeue = (deps: Pick<PipelineDeps, 'queues'>, transfer: Transfer, key: string) =>
  enqueueStep(
    deps,
    transfer.id,
    transfer.errorCode || transfer.status === 'waiting_for_destination' ? 'finish' : STEP_OF[transfer.status]!,
    `${key}${Date.now()}`,
  );

/**
 * Finds running transfers whose job is gone (Redis restarted without its data, say) and queues
 * their step again. A transfer whose job still waits, runs or is being retried is left alone, as is
 * one that changed, or whose step said it is alive (keepStepAlive), in the last `quietMs`: after
 * Redis was emptied a step still running has no job either.
 */
export async function requeueLostTransfers(deps: Pick<PipelineDeps, 'queues'>, quietMs: number): Promise<number> {
  const quietSince = new Date(Date.now() - quietMs);
  const stale = await Transfer.findAll({
    where: {
      [Op.and]: [
        // A paused transfer asked to stop has its finish to run (cancel.ts queues it).
        { [Op.or]: [{ status: ACTIVE }, { status: 'waiting_for_destination', cancelRequestedAt: { [Op.ne]: null } }] },
      ],
      updatedAt: { [Op.lt]: quietSince },
      [Op.or]: [{ stepAliveAt: { [Op.is]: null } }, { stepAliveAt: { [Op.lt]: quietSince } }],
    },
    limit: 500,
  });
  let requeued = 0;
  for (const transfer of stale) {
    if (await jobAlive(deps, transfer.currentJob)) continue;
    await requeue(deps, transfer, 'requeued');
    requeued += 1;
  }
  return requeued;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes a transfer on after its step ended with its job gone from Redis (emptied while the step
 * ran): BullMQ can then record neither the step's end nor its retry, and the job the step queued
 * next may have gone too. Left to the sweep, the transfer would wait `TRANSFER_QUIET_MS` after the
 * step's last heartbeat, and for ever where heartbeats go on. Answers whether a step was queued.
 *
 * When the transfer's job is still this step's, nothing else runs for it: its step is queued again
 * at once. When the step had queued another that is gone as well, that one may be running already
 * (taken before Redis was emptied); a running step beats every `aliveEveryMs`, so two beats without
 * one since `stoppedAt` say it is not, and only then is the transfer's step queued, never beside one
 * that runs: a write is never made twice.
 */
export async function resumeAfterLostJob(
  deps: Pick<PipelineDeps, 'queues'>,
  transferId: string,
  lostJobId: string,
  stoppedAt: number,
  aliveEveryMs: number,
): Promise<boolean> {
  const before = await Transfer.findByPk(transferId);
  if (!before || !ACTIVE.includes(before.status)) return false;
  if (before.currentJob !== lostJobId) {
    if (await jobAlive(deps, before.currentJob)) return false;
    await sleep(2 * aliveEveryMs + 250);
  }
  const transfer = await Transfer.findByPk(transferId);
  if (!transfer || !ACTIVE.includes(transfer.status) || transfer.currentJob !== before.currentJob) return false;
  if (transfer.currentJob !== lostJobId) {
    if ((transfer.stepAliveAt?.getTime() ?? 0) > stoppedAt) return false;
    if (await jobAlive(deps, transfer.currentJob)) return false;
  }
  await requeue(deps, transfer, 'resumed');
  log.info(
    { transferId, lostJob: lostJobId, step: transfer.currentJob },
    'a step ended with its job lost from Redis: taken on',
  );
  return true;
}

const counts = (deps: PipelineDeps, transferId: string) => transferCounts(deps.sequelize, transferId);
const live = (deps: PipelineDeps) => new LiveProgressStore(deps.redis, deps.redisPrefix);

/**
 * Queues the recording of unmatched rows (`null`: every unmatched and failed item of the
 * transfer). The `unmatched` queue's processor is the only writer of those rows.
 */
export async function queueUnmatched(
  deps: Pick<PipelineDeps, 'queues'>,
  transferId: string,
  items: ItemKey[] | null,
): Promise<void> {
  // While one "all" job waits, another is the same job; once it ran, it can be queued again.
  const options = items ? {} : { jobId: `${transferId}.unmatched.all`, removeOnComplete: true };
  if (!items) {
    // One that failed every try (the database away longer than its retries) is kept, and would keep
    // its transfer's finish waiting for ever: it is tried anew.
    const failed = await deps.queues.unmatched.getJob(options.jobId!);
    if (failed && (await failed.isFailed())) {
      // Two finishes may revive it at once: one of them finds it waiting already.
      await failed.retry('failed', { resetAttemptsMade: true }).catch(() => undefined);
      return;
    }
  }
  await deps.queues.unmatched.add(
    'record',
    { transferId, items },
    { attempts: 5, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: 1_000, ...options },
  );
}

/** A step that cannot end yet (the unmatched rows are still being recorded); it runs again in a moment. */
export class StepNotReady extends Error {}

/**
 * Records the transfer's counts and announces them, at most every PROGRESS_EVERY_MS unless forced:
 * counting reads every item of the transfer, which per chunk would make a large transfer quadratic.
 */
async function progress(
  deps: PipelineDeps,
  transfer: Transfer,
  fields: { status?: TransferStatus; currentGroup?: string | null } = {},
  force = false,
): Promise<void> {
  const last = lastProgress.get(transfer.id) ?? 0;
  if (!force && Date.now() - last < PROGRESS_EVERY_MS) {
    if (Object.entries(fields).some(([key, value]) => transfer.get(key) !== value)) await transfer.update(fields);
    return;
  }
  lastProgress.set(transfer.id, Date.now());
  const next = { ...fields, counts: await counts(deps, transfer.id) };
  const status = next.status ?? transfer.status;
  const currentGroup = next.currentGroup === undefined ? transfer.currentGroup : next.currentGroup;
  await transition(deps.sequelize, transfer, next, {
    type: 'transfer.progress',
    data: { counts: next.counts, currentGroup, status },
  });
  // The live counters follow the counted ones, undoing any drift of a step that ran twice.
  const { matched, unmatched, failed, written } = next.counts;
  await live(deps).set(transfer.id, { matched, unmatched, failed, written });
}

/** The event of a transfer's first step. */
export function startedEvent(transfer: Transfer): TransferEvent {
  return {
    type: 'transfer.started',
    data: { source: transfer.sourceService, destination: transfer.destinationService, groups: transfer.selection },
  };
}

async function start(deps: PipelineDeps, context: TransferContext): Promise<void> {
  const { transfer } = context;
  const first = !transfer.startedAt;
  await transition(
    deps.sequelize,
    transfer,
    { status: 'snapshotting', startedAt: transfer.startedAt ?? new Date() },
    first ? startedEvent(transfer) : null,
  );
  await live(deps).enter(transfer.id, 'reading', 0);
  await live(deps).set(transfer.id, { read: 0, expected: null, matched: 0, unmatched: 0, failed: 0, written: 0 });
  const total = await snapshotSelection(deps, context, {
    onRead: async (group, read, expected) => {
      // A large library takes a while to read: a request to stop ends the reading too.
      if (await cancelRequested(deps.sequelize, transfer.id)) throw new StepCancelled(transfer.id);
      await live(deps).set(transfer.id, { group, read, expected });
    },
  });
  await live(deps).set(transfer.id, { read: total, expected: total });
  await progress(deps, transfer, { status: 'matching' }, true);
  const [firstGroup] = await groupsOf(deps.sequelize, transfer.id);
  await live(deps).enter(transfer.id, 'matching', 0, firstGroup?.name ?? null);
  await enqueueStep(deps, transfer.id, 'match', 0);
}

async function match(deps: PipelineDeps, context: TransferContext, job: StepJob): Promise<void> {
  const { transfer } = context;
  let names: Map<number, string> | null = null;
  const { done, unmatched, last } = await matchNextChunk(deps, context, job.after, {
    onSlice: async ({ groupIndex, ...decided }) => {
      names ??= new Map((await groupsOf(deps.sequelize, transfer.id)).map((g) => [g.group_index, g.name]));
      await live(deps).add(transfer.id, decided);
      await live(deps).set(transfer.id, { group: names.get(groupIndex) ?? null });
    },
  });
  if (unmatched.length) await queueUnmatched(deps, transfer.id, unmatched);
  // A full chunk may have more behind it; a short one was the last.
  if (done === MATCH_CHUNK && last) {
    await progress(deps, transfer, { status: 'matching' });
    // The next chunk is a job of its own, keyed by the last item this one matched.
    await enqueueStep(deps, transfer.id, 'match', `${last[0]}.${last[1]}`, last);
    return;
  }
  await progress(deps, transfer, { status: 'writing' }, true);
  await live(deps).enter(transfer.id, 'writing', transfer.counts.written ?? 0);
  await enqueueStep(deps, transfer.id, 'write');
}

async function write(deps: PipelineDeps, context: TransferContext): Promise<void> {
  const { transfer } = context;
  const report = {
    unmatched: [] as [number, number][],
    onGroup: async (name: string) => {
      await progress(deps, transfer, { status: 'writing', currentGroup: name }, true);
      await live(deps).set(transfer.id, { group: name });
    },
    onWritten: (written: number) => live(deps).set(transfer.id, { written }),
  };
  await writeGroups(deps, context, report);
  if (report.unmatched.length) await queueUnmatched(deps, transfer.id, report.unmatched);
  await enqueueStep(deps, transfer.id, 'finish');
}

/**
 * The end of every transfer: once every unmatched and failed item has its report row, the transfer
 * says it completed; or failed when a step before decided so (its errorCode is set: that decision
 * came first); or cancelled when someone asked it to stop, the items it did not come to counted
 * `notReached`.
 */
async function finish(deps: RunnerDeps, context: TransferContext): Promise<void> {
  const { transfer } = context;
  if (hasEnded(transfer)) return;
  if ((await countUnrecorded(deps.sequelize, transfer.id)) > 0) {
    await queueUnmatched(deps, transfer.id, null);
    throw new StepNotReady(`transfer ${transfer.id} waits for its unmatched rows`);
  }
  const final = await counts(deps, transfer.id);
  const { pending: _pending, ...shown } = final;
  const ended = { counts: shown, currentGroup: null, finishedAt: new Date() };
  if (transfer.errorCode) {
    await transition(
      deps.sequelize,
      transfer,
      { status: 'failed', ...ended },
      { type: 'transfer.failed', data: { reason: transfer.errorCode } },
    );
  } else if (transfer.cancelRequestedAt) {
    await transition(
      deps.sequelize,
      transfer,
      { status: 'cancelled', ...ended },
      { type: 'transfer.cancelled', data: { counts: shown } },
    );
  } else {
    // Before the transfer says it completed: a finish that runs again then makes only the syncs missing.
    await deps.beforeCompleted(deps, transfer);
    await transition(
      deps.sequelize,
      transfer,
      { status: 'completed', ...ended },
      { type: 'transfer.completed', data: { counts: shown } },
    );
  }
  lastProgress.delete(transfer.id);
  await live(deps).forget(transfer.id);
}

type StepJob = JobPayloads['transfer'];

/**
 * The pipeline's deps, and what a transfer does last before it says it completed: make the syncs it
 * asked for. Syncs are built on transfers, so the process that runs the steps hands that in.
 */
export interface RunnerDeps extends PipelineDeps {
  beforeCompleted(deps: PipelineDeps, transfer: Transfer): Promise<void>;
}

const STEPS: Record<TransferStep, (deps: RunnerDeps, context: TransferContext, job: StepJob) => Promise<void>> = {
  start,
  match,
  write,
  finish,
};

/**
 * Runs one step of a transfer (a job of the `transfer` queue). Every step can run again after a
 * crash and ends where it would have. A refused destination token of a pre-authorized session
 * pauses the transfer until PUT target-auth; other refusals, and failures that outlast the
 * retries, fail it. A step told to stop (`attempt.stop`) ends before its next write, as `stopped`.
 */
export async function runTransferStep(
  deps: RunnerDeps,
  job: StepJob,
  attempt: { last: boolean; stop?: AbortSignal },
): Promise<string> {
  const { transferId, step } = job;
  const transfer = await Transfer.findByPk(transferId);
  if (!transfer || hasEnded(transfer)) return 'skipped';
  // A paused transfer runs only the finish a cancel queued for it.
  if (transfer.status === 'waiting_for_destination' && !(step === 'finish' && transfer.cancelRequestedAt))
    return 'skipped';
  // A transfer that is failing only waits for its report rows before it says so.
  if (transfer.errorCode && step !== 'finish') return 'skipped';
  // Asked to stop before this step began: reading and matching are left where they are. A write
  // step runs on, to count what an interrupted run of it sent, and stops before its first write.
  if (transfer.cancelRequestedAt && (step === 'start' || step === 'match')) {
    await enqueueStep(deps, transfer.id, 'finish', 'cancelled');
    return 'cancelled';
  }
  let context: TransferContext | null = null;
  try {
    context = await loadContext(deps, transferId);
    if (!context) return 'skipped';
    context.stop = attempt.stop;
    await STEPS[step](deps, context, job);
    return 'done';
  } catch (err) {
    if (err instanceof StepNotReady) return 'notReady';
    if (err instanceof StepStopped) return 'stopped';
    if (err instanceof StepCancelled) {
      await enqueueStep(deps, transfer.id, 'finish', 'cancelled');
      return 'cancelled';
    }
    if (isUpstreamError(err, 'reauthRequired') && context) {
      const refusal = err as UpstreamError;
      const loaded = context;
      const destinationRefused =
        refusal.service === loaded.destination.adapter.id &&
        loaded.session?.targetIntegrationUserId === transfer.destinationIntegrationUserId;
      // Decided holding the account (as a sign-in does) and the refused users' rows: a sign-in or
      // PUT target-auth that stores new tokens either committed first, and the step runs again
      // with them, or waits for this decision and then finds the transfer waiting for it.
      const outcome = await deps.sequelize.transaction(async (transaction) => {
        await holdAccountAgainstConnects(deps.sequelize, transaction, transfer.accountId);
        if (await refusedTokensReplaced(loaded, refusal, transaction)) return 'again' as const;
        if (!destinationRefused) return null;
        await transition(
          deps.sequelize,
          transfer,
          { status: 'waiting_for_destination', resumeStep: step },
          { type: 'transfer.waiting_for_destination', data: {} },
          transaction,
        );
        return 'waiting' as const;
      });
      if (outcome === 'again') {
        await enqueueStep(deps, transfer.id, step, `signedIn${Date.now()}`, job.after);
        return 'again';
      }
      if (outcome === 'waiting') return 'waiting';
    }
    if (isUpstreamError(err, 'reauthRequired') || attempt.last) {
      const code = isUpstreamError(err) ? upstreamToApiError(err as UpstreamError).code : 'transferFailed';
      log.warn({ transferId, step, err: (err as Error).message }, 'transfer failed');
      // Decided here, said by the finish step once every unmatched and failed item has its row. The
      // step it stopped in tells "Try again" whether the snapshot was whole; a failing finish keeps it.
      await transfer.update({ errorCode: code, ...(transfer.errorCode ? {} : { resumeStep: step }) });
      await enqueueStep(deps, transfer.id, 'finish', 'failed');
      return 'failed';
    }
    throw err;
  }
}

/**
 * Whether a refusal was of tokens that are no longer stored: a user of the refused service on this
 * transfer now holds other tokens than the step used, and is neither marked nor deleted. The
 * listener signed in again after the step read its tokens; the refusal says nothing of the new ones.
 */
async function refusedTokensReplaced(
  context: TransferContext,
  refusal: UpstreamError,
  transaction: Transaction,
): Promise<boolean> {
  for (const side of [context.source, context.destination]) {
    if (side.adapter.id !== refusal.service) continue;
    const stored = await IntegrationUser.findByPk(side.user.id, { transaction, lock: transaction.LOCK.SHARE });
    if (
      stored &&
      !stored.deletedAt &&
      !stored.needsReauthSince &&
      stored.authDataSealed !== null &&
      stored.authDataSealed !== side.user.authDataSealed
    )
      return true;
  }
  return false;
}
