import { QueryTypes, type Sequelize } from 'sequelize';
import type { Sync, SyncRunSummary } from '../syncs/models.js';
import type { StoredMatchResult } from '../transfers/presenters.js';

// What a sync's page shows of its past. A sync keeps only its last run on its row; the runs before
// it are read back from the events each run wrote in the outbox, in the run's own transaction:
// `sync.run.completed` (what it added, removed and could not match), `sync.failed` and
// `sync.paused`. A run that found the source unchanged writes no event, so it shows only while it
// is the last run. The tracks no run could match are the sync's report rows (sync_results).

/** One past run, newest first on the page. */
export interface PastRun {
  finishedAt: Date;
  status: SyncRunSummary['status'];
  added: number;
  removed: number;
  unmatched: number;
  notes: string[];
  /** The listener who must sign in again, for a run that paused the sync. */
  refusedUserId: string | null;
}

/** A track of the source that no destination track was found for. */
export interface UnmatchedTrack {
  title: string;
  artists: string;
  reason: string;
  /** When the run that found it finished; null while that run is under way. */
  foundAt: Date | null;
}

const EVENT_STATUS = {
  'sync.run.completed': 'completed',
  'sync.failed': 'failed',
  'sync.paused': 'paused',
} as const;

/** Events this close to the row's last run are that run: the event is written in its transaction. */
const SAME_RUN_MS = 60_000;

/** The sync's latest runs, newest first, at most `limit`. */
export async function pastRuns(sequelize: Sequelize, sync: Sync, limit = 20): Promise<PastRun[]> {
  // The types and the key match the partial index of migration 0028, which this read relies on.
  const events = await sequelize.query<{ type: keyof typeof EVENT_STATUS; data: Record<string, unknown>; at: Date }>(
    `SELECT type, data, occurred_at AS at FROM outbox_events
      WHERE type IN ('sync.run.completed', 'sync.failed', 'sync.paused') AND data->>'syncUuid' = $1 AND account_id = $2
      ORDER BY seq DESC LIMIT $3`,
    { bind: [sync.id, sync.accountId, limit], type: QueryTypes.SELECT },
  );
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  const runs: PastRun[] = events.map((event) => ({
    finishedAt: new Date(event.at),
    status: EVENT_STATUS[event.type],
    added: count(event.data.added),
    removed: count(event.data.removed),
    unmatched: count(event.data.unmatched),
    notes: typeof event.data.reason === 'string' && event.type === 'sync.failed' ? [event.data.reason] : [],
    refusedUserId: typeof event.data.integrationUserUUID === 'string' ? event.data.integrationUserUUID : null,
  }));
  const last = sync.lastRun;
  if (last && sync.lastRunAt) {
    const newest = runs[0];
    const sameRun =
      newest &&
      newest.status === last.status &&
      Math.abs(newest.finishedAt.getTime() - sync.lastRunAt.getTime()) < SAME_RUN_MS;
    // The row's last run says what its event leaves out (its notes), or is the one without an event.
    if (sameRun) newest.notes = last.notes;
    else if (!newest || sync.lastRunAt > newest.finishedAt)
      runs.unshift({
        finishedAt: sync.lastRunAt,
        status: last.status,
        added: last.added,
        removed: last.removed,
        unmatched: last.unmatched,
        notes: last.notes,
        refusedUserId: null,
      });
  }
  return runs.slice(0, limit);
}

/** The tracks of the sync's source that its runs could not match, the latest found first. */
export async function unmatchedTracks(sequelize: Sequelize, sync: Sync, limit = 100): Promise<UnmatchedTrack[]> {
  const rows = await sequelize.query<{ reason: string; row: StoredMatchResult; finished_at: Date | null }>(
    `SELECT reason, row, finished_at FROM sync_results WHERE sync_id = $1 AND account_id = $2
      ORDER BY finished_at DESC NULLS FIRST, position LIMIT $3`,
    { bind: [sync.id, sync.accountId, limit], type: QueryTypes.SELECT },
  );
  return rows.map((r) => ({
    title: r.row.source.name,
    artists: (r.row.source.artists ?? []).map((a) => a.name).join(', '),
    reason: r.reason,
    foundAt: r.finished_at ? new Date(r.finished_at) : null,
  }));
}
