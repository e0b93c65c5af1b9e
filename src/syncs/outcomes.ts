import { emitEvent } from '../webhooks/outbox.js';
import { IntegrationUser } from '../users/models.js';
import { holdAccountAgainstConnects } from '../users/lockOrder.js';
import { Sync, type SyncRunSummary } from './models.js';
import type { SyncDeps } from './deps.js';

// How a run ends on the sync: its summary and next run, and the event the partner reads, written
// together in one transaction.

/** The change markers the next run compares: the source's, and a mirror's destination's. */
export interface Markers {
  source: string | null;
  destination: string | null;
}

/** The run's summary on the sync, with its event when it changed the destination, in one transaction. */
export async function finish(
  deps: SyncDeps,
  sync: Sync,
  run: SyncRunSummary,
  now: () => Date,
  markers: Markers = { source: sync.sourceMarker, destination: sync.destinationMarker },
): Promise<SyncRunSummary> {
  const at = now();
  await deps.sequelize.transaction(async (transaction) => {
    // Read again under a lock: a sync deleted during the run says nothing more.
    const current = await Sync.findByPk(sync.id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!current || current.deletedAt) return;
    await current.update(
      {
        lastRun: run,
        lastRunAt: at,
        sourceMarker: markers.source,
        destinationMarker: markers.destination,
        nextRunAt: new Date(at.getTime() + current.intervalMinutes * 60_000),
      },
      { transaction },
    );
    await deps.sequelize.query(
      'UPDATE sync_results SET finished_at = :at WHERE sync_id = :id AND finished_at IS NULL',
      {
        replacements: { at, id: sync.id },
        transaction,
      },
    );
    if (run.status === 'completed')
      await emitEvent(deps.sequelize, transaction, sync.accountId, 'sync.run.completed', {
        syncUuid: sync.id,
        externalUserId: sync.externalUserId,
        added: run.added,
        removed: run.removed,
        unmatched: run.unmatched,
      });
  });
  return run;
}

/** A run that changed nothing and ended at `at`, for the reason given. */
export const stoppedRun = (status: 'paused' | 'failed', at: Date, reason: string): SyncRunSummary => ({
  status,
  startedAt: at.toISOString(),
  finishedAt: at.toISOString(),
  added: 0,
  removed: 0,
  unmatched: 0,
  notes: [reason],
});

/** A listener must sign in again: the sync waits for them, and says so once. */
export async function pause(deps: SyncDeps, syncId: string, refusal: Error, now: () => Date) {
  const at = now();
  const run = stoppedRun('paused', at, refusal.message);
  await deps.sequelize.transaction(async (transaction) => {
    const sync = await Sync.findByPk(syncId, { transaction, lock: transaction.LOCK.UPDATE });
    // A sync deleted meanwhile (with its user, say) is not paused; one paused already says so once.
    if (!sync || sync.deletedAt || sync.paused) return;
    // Whose tokens were refused: the user the refusal marked (a deleted one counts too). When
    // neither is marked any more, they signed in again while this run failed: the job tries again.
    // Read holding the account, which a sign-in holds while it connects, and the users' rows: a
    // sign-in or new token either came first (and is seen here) or waits for this pause, and a
    // sign-in then lifts it, as it lifts every sync it finds paused.
    await holdAccountAgainstConnects(deps.sequelize, transaction, sync.accountId);
    const users = await IntegrationUser.findAll({
      where: { id: [sync.destinationUserId, sync.sourceUserId] },
      transaction,
      lock: transaction.LOCK.SHARE,
    });
    const refused = users.find((u) => u.needsReauthSince || u.deletedAt);
    if (!refused) throw refusal;
    const integrationUserUUID = refused.id;
    await sync.update({ paused: true, pausedReason: 'authFailed', lastRun: run, lastRunAt: at }, { transaction });
    await emitEvent(deps.sequelize, transaction, sync.accountId, 'sync.paused', {
      syncUuid: sync.id,
      externalUserId: sync.externalUserId,
      reason: 'authFailed',
      integrationUserUUID,
    });
  });
  return run;
}

/** A run that failed for good: the sync says so, and `sync.failed` tells the partner. */
export async function failSyncRun(
  deps: SyncDeps,
  syncId: string,
  reason: string,
  now = () => new Date(),
): Promise<void> {
  const at = now();
  const run = stoppedRun('failed', at, reason);
  await deps.sequelize.transaction(async (transaction) => {
    const sync = await Sync.findByPk(syncId, { transaction });
    if (!sync || sync.deletedAt) return;
    await sync.update({ lastRun: run, lastRunAt: at }, { transaction });
    await emitEvent(deps.sequelize, transaction, sync.accountId, 'sync.failed', {
      syncUuid: sync.id,
      externalUserId: sync.externalUserId,
      reason,
    });
  });
}
