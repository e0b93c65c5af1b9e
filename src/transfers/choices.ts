import { takeLock } from '../redisLock.js';
import type { TokenDeps } from '../users/tokens.js';
import type { Adapters } from '../integrations/adapters.js';
import { isUpstreamError } from '../integrations/errors.js';
import type { MusicServiceAdapter, UserSession } from '../integrations/types.js';
import { readAllPages } from '../integrations/paging.js';
import { destinationSide } from './context.js';
import type { Transfer } from './models.js';
import { TransferStore, type GroupRow, type ItemKey } from './store.js';
import { entriesOf } from './steps/write.js';

// "Use this one": a person takes the best guess of an item the transfer was not sure of, after
// the transfer ended. The track goes into the destination playlist where the source had it (or at
// its end, where the service cannot insert), once, however often the button is pressed.

export interface ChoiceDeps extends TokenDeps {
  adapters: Adapters;
}

export type ChoiceOutcome =
  /** Added now, or by an earlier press: `position` in the playlist, null when appended or saved. */
  | { kind: 'added' | 'already'; position: number | null }
  /** The playlist held the track already and takes no second copy (Deezer): recorded, nothing added. */
  | { kind: 'present' }
  /** Another press of the same button (or another item of this transfer) is being added right now. */
  | { kind: 'busy' }
  /** Nothing to choose here: no best guess, not this transfer's, or the transfer has not ended. */
  | { kind: 'notAllowed' }
  /** The destination did not take it; nothing was recorded and the person may try again. */
  | { kind: 'failed'; why: 'signInAgain' | 'unreachable' | 'refused' };

/** A claim whose request died before it finished: taken again after this long, once checked. */
const STALE_CLAIM_MS = 2 * 60_000;
/** How long one choice may hold its transfer's lock (a destination call or two). */
const LOCK_MS = 30_000;
const LOCK_WAIT_MS = 10_000;

/** How the person's choice is saved where the group is not a playlist. */
const SAVE = {
  likedTracks: { capability: 'likeTracks', save: 'likeTracks' },
  albums: { capability: 'saveAlbums', save: 'saveAlbums' },
  artists: { capability: 'followArtists', save: 'followArtists' },
} as const;

/** Whether a "Use this one" of this group would land at its place, at the end, or in the library. */
export function placementOf(
  adapter: MusicServiceAdapter,
  group: Pick<GroupRow, 'type'>,
): 'inserted' | 'appended' | 'saved' {
  if (group.type !== 'playlist') return 'saved';
  return adapter.capabilities.playlistInsert ? 'inserted' : 'appended';
}

/** Whether this group can take a chosen item at all. */
export function canChoose(adapter: MusicServiceAdapter, group: GroupRow): boolean {
  if (group.type === 'playlist') return Boolean(group.destination_id);
  return Boolean(adapter.capabilities[SAVE[group.type].capability]);
}

/**
 * Adds the best guess of report row `key` of a finished transfer to its destination and records
 * the choice on the row. Choices of one transfer are made one at a time, so that each counts the
 * ones before it when it works out its place.
 */
export async function useBestGuess(deps: ChoiceDeps, transfer: Transfer, key: ItemKey): Promise<ChoiceOutcome> {
  if (transfer.status !== 'completed' && transfer.status !== 'failed') return { kind: 'notAllowed' };
  const store = new TransferStore(deps.sequelize);
  const result = await store.result(transfer.id, key);
  const candidate = result?.row.candidate;
  if (!result || result.reason !== 'lowConfidence' || !candidate) return { kind: 'notAllowed' };
  if (result.row.chosen) return { kind: 'already', position: result.row.chosen.position };
  const group = await store.group(transfer.id, key[0]);
  const adapter = deps.adapters.get(transfer.destinationService as Parameters<Adapters['get']>[0]);
  if (!group || !adapter || !canChoose(adapter, group)) return { kind: 'notAllowed' };

  const release = await takeLock(deps.redis, `${deps.redisPrefix}:transfer-choice:${transfer.id}`, {
    lifeMs: LOCK_MS,
    waitMs: LOCK_WAIT_MS,
  });
  if (!release) return { kind: 'busy' };
  try {
    const claim = await store.claimChoice(transfer.id, key, candidate.id, STALE_CLAIM_MS);
    if (claim === 'missing') return { kind: 'notAllowed' };
    if (claim === 'busy') return { kind: 'busy' };
    if (claim === 'done') {
      const done = await store.result(transfer.id, key);
      return { kind: 'already', position: done?.row.chosen?.position ?? null };
    }
    const { session } = await destinationSide(deps, transfer);
    try {
      const placed = await place(store, adapter, session, transfer, group, key, candidate.id, claim === 'retaken');
      await store.confirmChoice(transfer.id, key, placed.position);
      return placed.present ? { kind: 'present' } : { kind: 'added', position: placed.position };
    } catch (err) {
      if (!isUpstreamError(err)) throw err;
      await store.releaseChoice(transfer.id, key);
      return {
        kind: 'failed',
        why: isUpstreamError(err, 'reauthRequired')
          ? 'signInAgain'
          : isUpstreamError(err, 'unavailable') || isUpstreamError(err, 'rateLimited')
            ? 'unreachable'
            : 'refused',
      };
    }
  } finally {
    await release();
  }
}

/**
 * Adds the track (or saves the item) and answers where it went in the playlist (null: appended or
 * saved), and whether it was there already.
 */
async function place(
  store: TransferStore,
  adapter: MusicServiceAdapter,
  session: UserSession,
  transfer: Transfer,
  group: GroupRow,
  key: ItemKey,
  destinationId: string,
  retaken: boolean,
): Promise<{ position: number | null; present?: boolean }> {
  if (group.type !== 'playlist') {
    await adapter[SAVE[group.type].save](session, [destinationId]);
    return { position: null };
  }
  const playlistId = group.destination_id!;
  const found = async () => {
    const at = await indexIn(adapter, session, playlistId, destinationId);
    return at === null ? null : { position: adapter.capabilities.playlistInsert ? at : null };
  };
  // The request before this one may have added it and died before saying so.
  const earlier = retaken ? await found() : null;
  if (earlier) return earlier;
  if (!adapter.capabilities.playlistInsert) {
    try {
      await adapter.addPlaylistItems(session, playlistId, [destinationId]);
    } catch (err) {
      // A playlist that holds a track once refuses it when another item of the playlist matched it.
      const held = adapter.capabilities.playlistDuplicates === false && isUpstreamError(err, 'rejected');
      const at = held ? await indexIn(adapter, session, playlistId, destinationId) : null;
      if (at === null) throw err;
      return { position: at, present: true };
    }
    return { position: null };
  }
  const before = await store.entriesBefore(transfer.id, key, {
    distinct: adapter.capabilities.playlistDuplicates === false,
  });
  // The person may have changed the playlist since: never past its end.
  const position = Math.min(before, await entriesOf(adapter, session, playlistId));
  await adapter.addPlaylistItems(session, playlistId, [destinationId], position);
  return { position };
}

/** Where a track is in a playlist, or null. */
async function indexIn(
  adapter: MusicServiceAdapter,
  session: UserSession,
  playlistId: string,
  trackId: string,
): Promise<number | null> {
  let index = 0;
  let found: number | null = null;
  await readAllPages(
    (p) => adapter.playlistItems(session, playlistId, p),
    adapter.capabilities.pageSize.playlistItems,
    async (items) => {
      for (const item of items) {
        if (found === null && item.id === trackId) found = index;
        index += 1;
      }
    },
  );
  return found;
}
