import { randomUUID } from 'node:crypto';
import { LiveProgressStore } from './liveProgress.js';
import { Transfer } from './models.js';
import { enqueueStep, startedEvent } from './runner.js';
import type { PipelineDeps } from './context.js';
import { copyWork } from './store/items.js';
import { hasChoices } from './store/matchReport.js';
import { transition } from './transition.js';

// "Try again" on a failed transfer. The failed one stays failed: `transfer.failed` told the partner
// it stopped for good, and D3 keeps its rows where it finished. The retry is a transfer of its own,
// made once however often the form is sent (a double click, a form sent again): the failed
// transfer names it, claimed by the statement that sets the name.
//
// Where the failed run had read the whole source, the retry takes over its snapshot, matches and
// playlists and goes on with the match step, which passes over what was matched to the write step,
// which goes on after what each playlist holds: nothing is created twice. Otherwise it starts
// afresh, as does a retry of a transfer whose best guesses the person took, since those are entries
// of its playlists the run did not write and a write going on could not tell where it stopped.

export type RetryDeps = Pick<PipelineDeps, 'sequelize' | 'queues' | 'redis' | 'redisPrefix'>;

/** The retry of a failed transfer: made now, or the one an earlier request made; null when it did not fail. */
export async function retryTransfer(deps: RetryDeps, failed: Transfer): Promise<string | null> {
  const id = randomUUID();
  const made = await deps.sequelize.transaction(async (transaction) => {
    const [claimed] = await Transfer.update(
      { retriedAs: id },
      { where: { id: failed.id, status: 'failed', retriedAs: null }, transaction },
    );
    if (claimed !== 1) return null;
    const goesOn =
      failed.resumeStep !== null &&
      failed.resumeStep !== 'start' &&
      !(await hasChoices(deps.sequelize, failed.id, transaction));
    const retry = await Transfer.create(
      {
        id,
        accountId: failed.accountId,
        transferSessionId: failed.transferSessionId,
        wizardSessionId: failed.wizardSessionId,
        externalUserId: failed.externalUserId,
        sourceIntegrationUserId: failed.sourceIntegrationUserId,
        destinationIntegrationUserId: failed.destinationIntegrationUserId,
        sourceService: failed.sourceService,
        destinationService: failed.destinationService,
        selection: failed.selection,
        keepInSync: failed.keepInSync,
        updateCopies: failed.updateCopies,
        status: 'queued',
        counts: {},
      },
      { transaction },
    );
    if (goesOn) {
      await copyWork(deps.sequelize, failed.id, id, transaction);
      const { pending: _pending, ...counts } = failed.counts;
      await transition(
        deps.sequelize,
        retry,
        { status: 'matching', startedAt: new Date(), counts },
        startedEvent(retry),
        transaction,
      );
    }
    return { retry, goesOn };
  });
  if (!made) {
    const now = await Transfer.findByPk(failed.id);
    return now?.retriedAs ?? null;
  }
  const { retry, goesOn } = made;
  if (goesOn) {
    const c = retry.counts;
    const live = new LiveProgressStore(deps.redis, deps.redisPrefix);
    const total = c.total ?? 0;
    const decided = (c.matched ?? 0) + (c.unmatched ?? 0) + (c.failed ?? 0);
    await live.set(id, {
      read: total,
      expected: total,
      matched: c.matched ?? 0,
      unmatched: c.unmatched ?? 0,
      failed: c.failed ?? 0,
      written: c.written ?? 0,
    });
    await live.enter(id, 'matching', decided);
  }
  // A process lost before this line leaves a transfer without a job, which the sweep queues again.
  await enqueueStep(deps, id, goesOn ? 'match' : 'start');
  return id;
}
