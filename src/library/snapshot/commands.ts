import { Op } from 'sequelize';
import type { Queue } from 'bullmq';
import type { JobPayloads } from '../../queues.js';
import type { Adapters } from '../../integrations/adapters.js';
import { isUpstreamError, type UpstreamError } from '../../integrations/errors.js';
import { upstreamToApiError } from '../../http/upstreamErrors.js';
import { IntegrationUser } from '../../users/models.js';
import { userSession, type TokenDeps } from '../../users/tokens.js';
import { copyLibrary } from './copy.js';
import { LibrarySnapshot, SNAPSHOT_GROUPS, type SnapshotGroup } from './models.js';

/** A copy that has not moved for this long lost its job (a flushed Redis, say) and may be replaced. */
const STALLED_MS = 10 * 60_000;

/** Attempts of one copy before it is recorded as failed (the service down, its limits...). */
export const SNAPSHOT_ATTEMPTS = 4;

/** The newest stored copy of the user's library, finished or not. */
export function latestSnapshot(user: IntegrationUser): Promise<LibrarySnapshot | null> {
  return LibrarySnapshot.findOne({ where: { integrationUserId: user.id }, order: [['createdAt', 'DESC']] });
}

/** The newest finished copy, the one reads are answered from. */
export function latestCompletedSnapshot(user: IntegrationUser): Promise<LibrarySnapshot | null> {
  return LibrarySnapshot.findOne({
    where: { integrationUserId: user.id, status: 'completed' },
    order: [['completedAt', 'DESC']],
  });
}

/**
 * Asks for a fresh copy of the user's library. A copy already under way is returned instead of
 * starting a second one (both would write the same lists).
 */
export async function requestSnapshot(
  queue: Queue<JobPayloads['library-snapshot']>,
  user: IntegrationUser,
  groups: SnapshotGroup[] = [...SNAPSHOT_GROUPS],
): Promise<{ snapshot: LibrarySnapshot; created: boolean }> {
  const pending = await LibrarySnapshot.findOne({
    where: { integrationUserId: user.id, status: { [Op.in]: ['queued', 'running'] } },
    order: [['createdAt', 'DESC']],
  });
  if (pending && Date.now() - pending.updatedAt.getTime() < STALLED_MS) return { snapshot: pending, created: false };
  if (pending) await pending.update({ status: 'failed', errorCode: 'snapshotStalled', completedAt: new Date() });
  const snapshot = await LibrarySnapshot.create({
    accountId: user.accountId,
    integrationUserId: user.id,
    status: 'queued',
    groups,
    counts: {},
    unsupported: [],
  });
  await queue.add(
    'copy',
    { snapshotId: snapshot.id },
    {
      jobId: snapshot.id,
      attempts: SNAPSHOT_ATTEMPTS,
      backoff: { type: 'exponential', delay: 5_000 },
      removeOnComplete: 1_000,
      removeOnFail: 5_000,
    },
  );
  return { snapshot, created: true };
}

/** The error code a failed copy records: the one the partner API gives for the same failure. */
function failureCode(err: unknown): string {
  return isUpstreamError(err) ? upstreamToApiError(err as UpstreamError).code : 'snapshotFailed';
}

/**
 * Runs one copy (the `library-snapshot` job). Failures the next attempt may overcome are thrown
 * for the queue to retry; the last attempt, or a user who must sign in again, records `failed`.
 */
export async function runSnapshot(
  deps: TokenDeps & { adapters: Adapters },
  snapshotId: string,
  attempt: { last: boolean },
): Promise<string> {
  const snapshot = await LibrarySnapshot.findByPk(snapshotId);
  if (!snapshot || snapshot.status === 'completed' || snapshot.status === 'failed') return 'skipped';
  const user = await IntegrationUser.findByPk(snapshot.integrationUserId);
  // A7 deleted the user (and its copies) since the job was queued.
  if (!user || user.deletedAt) return 'gone';
  const adapter = deps.adapters.get(user.integrationType);
  if (!adapter) {
    await snapshot.update({ status: 'failed', errorCode: 'unknownIntegration', completedAt: new Date() });
    return 'failed';
  }
  await snapshot.update({ status: 'running', startedAt: snapshot.startedAt ?? new Date(), errorCode: null });
  try {
    const result = await copyLibrary(
      {
        sequelize: deps.sequelize,
        snapshotId,
        groups: snapshot.groups,
        progress: async (counts) => void (await snapshot.update({ counts })),
      },
      adapter,
      userSession(deps, adapter, user),
    );
    await deps.sequelize.transaction(async (transaction) => {
      await snapshot.update(
        { status: 'completed', counts: result.counts, unsupported: result.unsupported, completedAt: new Date() },
        { transaction },
      );
      // Only the newest finished copy is kept: older ones are what the partner asked to refresh.
      await LibrarySnapshot.destroy({
        where: {
          integrationUserId: user.id,
          status: { [Op.in]: ['completed', 'failed'] },
          id: { [Op.ne]: snapshotId },
        },
        transaction,
      });
    });
    return 'completed';
  } catch (err) {
    if (!(await LibrarySnapshot.count({ where: { id: snapshotId } }))) return 'gone';
    if (isUpstreamError(err, 'reauthRequired') || attempt.last) {
      await snapshot.update({ status: 'failed', errorCode: failureCode(err), completedAt: new Date() });
      return 'failed';
    }
    throw err;
  }
}
