import type { Sync } from './models.js';

export interface SyncEntryCounts {
  /** Entries of the source the sync has put on the destination. */
  synced: number;
  /** Entries of the source no destination track was found for. */
  unmatched: number;
}

/** The Sync record; `types` gives each connected user's service, `counts` the sync's entries. */
export function presentSync(sync: Sync, types: ReadonlyMap<string, string>, counts: SyncEntryCounts) {
  return {
    syncUuid: sync.id,
    externalUserId: sync.externalUserId,
    source: {
      integrationUserUUID: sync.sourceUserId,
      integrationType: types.get(sync.sourceUserId)!,
      playlistId: sync.sourcePlaylistId,
    },
    destination: {
      integrationUserUUID: sync.destinationUserId,
      integrationType: types.get(sync.destinationUserId)!,
      playlistId: sync.destinationPlaylistId,
    },
    mode: sync.mode,
    intervalMinutes: sync.intervalMinutes,
    state: sync.paused ? ('paused' as const) : ('active' as const),
    pausedReason: sync.paused ? (sync.pausedReason ?? 'partner') : null,
    lastRun: sync.lastRun,
    lastRunAt: sync.lastRunAt?.toISOString() ?? null,
    // A paused sync has no next run: its schedule goes on, but each run it starts leaves at once.
    nextRunAt: sync.paused ? null : (sync.nextRunAt?.toISOString() ?? null),
    counts,
    createdAt: sync.createdAt.toISOString(),
  };
}
