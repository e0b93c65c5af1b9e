import type { Sequelize, Transaction } from 'sequelize';
import { takeLock } from '../redisLock.js';
import type { TokenDeps } from '../users/tokens.js';
import type { Adapters } from '../integrations/adapters.js';
import { isUpstreamError } from '../integrations/errors.js';
import type { MusicServiceAdapter, TrackItem, UserSession } from '../integrations/types.js';
import { readAllPages } from '../integrations/paging.js';
import { MatchChoices } from '../matching/choices.js';
import { listenerDigest } from '../matching/evidence.js';
import { log } from '../log.js';
import { Account } from '../accounts/models.js';
import { IntegrationUser } from '../users/models.js';
import { destinationSide } from './context.js';
import { TransferSession, type Transfer } from './models.js';
import { hasEnded } from './statuses.js';
import type { StoredMatchResult } from './presenters.js';
import { groupOf, type GroupRow, type ItemKey } from './store/items.js';
import {
  claimChoice,
  confirmChoice,
  entriesBefore,
  releaseChoice,
  resultAt,
  unconfirmedChoice,
  type ChosenItem,
  type ResultRow,
} from './store/matchReport.js';
import { entriesOf } from './steps/write.js';
import type { KeptCounts } from './store/transfers.js';
import { transition } from './transition.js';

// "Use this one": after the transfer ended, a person takes for an item that was not moved either
// the best guess shown beside it or an item they found by searching the destination's catalogue.
// It goes into the destination playlist where the source had it (or at its end, where the service
// cannot insert), once, however often the button is pressed, and the transfer's counts follow: the
// item leaves "not moved" for "added" (or "already there", when the playlist held it).

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
  /** A found item nobody showed the person for this row: nothing was asked of the destination. */
  | { kind: 'notShown' }
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

/** Reasons whose best guess can be taken: a near miss, shown with how alike it is. */
const GUESS_REASONS = new Set(['lowConfidence', 'notFound']);
/** Every item not moved can be searched for, except one that found no room: the destination is full. */
const SEARCH_REASONS = new Set(['notFound', 'lowConfidence', 'regionLocked', 'cannotMatch', 'error']);

/** Whether the best guess beside a report row can be taken. */
export const canTakeGuess = (result: Pick<ResultRow, 'reason' | 'row'>): boolean =>
  GUESS_REASONS.has(result.reason) && Boolean(result.row.candidate);

/** Whether the person can search the destination for a report row's item. */
export const canSearchFor = (result: Pick<ResultRow, 'reason'>): boolean => SEARCH_REASONS.has(result.reason);

/**
 * Adds the best guess of report row `key` of a finished transfer to its destination and records
 * the choice on the row.
 */
export function useBestGuess(deps: ChoiceDeps, transfer: Transfer, key: ItemKey): Promise<ChoiceOutcome> {
  return choose(deps, transfer, key, null);
}

/** Whether the person was shown `destinationId` for report row `key`: a search of theirs answered it. */
export type ShownToPerson = (key: ItemKey, destinationId: string) => Promise<boolean>;

/**
 * Adds `destinationId`, an item the person found in the destination's catalogue, for report row
 * `key`, the same way as a best guess. Only an item they were shown for that row counts as found
 * (`shown`, or the row's best guess): a form names any id it likes, and an id of the catalogue no
 * one showed them would write whatever it names into the listener's library. The destination is
 * then asked for the item: an id it does not know is refused, and the one it knows is named on
 * the pages.
 */
export function useFoundItem(
  deps: ChoiceDeps,
  transfer: Transfer,
  key: ItemKey,
  destinationId: string,
  shown: ShownToPerson,
): Promise<ChoiceOutcome> {
  return choose(deps, transfer, key, { id: destinationId, shown });
}

const names = (artists: { name: string }[] | null | undefined) => (artists ?? []).map((a) => a.name);

/** The destination's own record of a found item, by the kind of item the row is, and a track's listing. */
async function lookUp(
  adapter: MusicServiceAdapter,
  session: UserSession,
  itemType: StoredMatchResult['itemType'],
  id: string,
): Promise<[ChosenItem, TrackItem | null]> {
  if (itemType === 'album') {
    const album = await adapter.album(session, id);
    return [{ id, name: album.name, artists: names(album.artists), url: album.url ?? null }, null];
  }
  if (itemType === 'artist') {
    const artist = await adapter.artist(session, id);
    return [{ id, name: artist.name, artists: [], url: artist.url ?? null }, null];
  }
  const track = await adapter.track(session, id);
  return [{ id, name: track.name, artists: names(track.artists), url: track.url ?? null }, track];
}

/**
 * The person's track choice as evidence for matching (src/matching/choices.ts): the account's at
 * once, everyone's once people of other accounts agree. Only where someone vouched for the person:
 * the partner opened the transfer session through the API (D1), or the account asked to learn from
 * its users' choices. Anyone can open a partner's public wizard link, and what they choose there
 * stays with that transfer. The item is in the playlist already: a choice that cannot be kept as
 * evidence is logged, never undone.
 */
async function keepAsEvidence(
  deps: ChoiceDeps,
  transfer: Transfer,
  row: StoredMatchResult,
  listing: TrackItem,
  country: string | null,
): Promise<void> {
  if (row.itemType !== 'track') return;
  try {
    const account = await Account.findByPk(transfer.accountId, {
      attributes: ['id', 'isEvaluationAccount', 'learnFromChoices'],
    });
    const session = transfer.transferSessionId
      ? await TransferSession.findByPk(transfer.transferSessionId, { attributes: ['id', 'launchCodeDigest'] })
      : null;
    if (!account || !(session?.launchCodeDigest || account.learnFromChoices)) return;
    const listener = await IntegrationUser.findByPk(transfer.sourceIntegrationUserId, {
      attributes: ['id', 'externalUserId'],
    });
    await new MatchChoices(deps.sequelize).choose({
      accountId: transfer.accountId,
      counts: !account.isEvaluationAccount,
      listener: listener ? listenerDigest(transfer.sourceService, listener.externalUserId) : null,
      sourceService: transfer.sourceService,
      destinationService: transfer.destinationService,
      // The report keeps the source listing whole: its kind says whether it is a catalogue item.
      source: row.source as StoredMatchResult['source'] & { kind?: TrackItem['kind'] },
      country,
      item: listing,
      score: row.candidate?.id === listing.id ? row.score : null,
    });
  } catch (err) {
    log.warn({ err, transferId: transfer.id }, 'a choice was added but not kept as matching evidence');
  }
}

/**
 * The transfer's counts after a choice, kept on its row with `transfer.updated` in the choice's
 * transaction: the partner heard the counts when the transfer ended, and they changed since.
 */
const announceTally =
  (deps: ChoiceDeps, transfer: Transfer) =>
  (counts: KeptCounts, transaction: Transaction): Promise<void> =>
    transition(
      deps.sequelize,
      transfer,
      { counts },
      { type: 'transfer.updated', data: { status: transfer.status, counts } },
      transaction,
    );

const failure = (err: unknown): ChoiceOutcome => ({
  kind: 'failed',
  why: isUpstreamError(err, 'reauthRequired')
    ? 'signInAgain'
    : isUpstreamError(err, 'unavailable') || isUpstreamError(err, 'rateLimited')
      ? 'unreachable'
      : 'refused',
});

/**
 * Adds the best guess (`found` null) or the found item of a report row. Choices of one transfer
 * are made one at a time, so that each counts the ones before it when it works out its place.
 */
async function choose(
  deps: ChoiceDeps,
  transfer: Transfer,
  key: ItemKey,
  found: { id: string; shown: ShownToPerson } | null,
): Promise<ChoiceOutcome> {
  const picked = found?.id ?? null;
  if (!hasEnded(transfer)) return { kind: 'notAllowed' };
  const { sequelize } = deps;
  const result = await resultAt(sequelize, transfer.id, key);
  if (!result) return { kind: 'notAllowed' };
  if (result.row.chosen) return { kind: 'already', position: result.row.chosen.position };
  const candidate = result.row.candidate;
  if (picked === null ? !canTakeGuess(result) : !canSearchFor(result)) return { kind: 'notAllowed' };
  if (found && found.id !== candidate?.id && !(await found.shown(key, found.id))) return { kind: 'notShown' };
  const group = await groupOf(sequelize, transfer.id, key[0]);
  const adapter = deps.adapters.get(transfer.destinationService as Parameters<Adapters['get']>[0]);
  if (!group || !adapter || !canChoose(adapter, group)) return { kind: 'notAllowed' };

  const release = await takeLock(deps.redis, `${deps.redisPrefix}:transfer-choice:${transfer.id}`, {
    lifeMs: LOCK_MS,
    waitMs: LOCK_WAIT_MS,
  });
  if (!release) return { kind: 'busy' };
  try {
    let session: UserSession;
    let item: ChosenItem;
    let listing: TrackItem | null = null;
    try {
      ({ session } = await destinationSide(deps, transfer));
      if (picked === null) {
        item = {
          id: candidate!.id,
          name: candidate!.name,
          artists: names(candidate!.artists),
          url: candidate!.url ?? null,
        };
        // The report keeps the best guess as the destination listed it.
        listing = candidate as TrackItem;
      } else [item, listing] = await lookUp(adapter, session, result.row.itemType, picked);
    } catch (err) {
      if (!isUpstreamError(err)) throw err;
      return failure(err);
    }
    const earlier = await unconfirmedChoice(sequelize, transfer.id, key);
    const claim = await claimChoice(sequelize, transfer.id, key, item.id, STALE_CLAIM_MS, item);
    if (claim === 'missing') return { kind: 'notAllowed' };
    if (claim === 'busy') return { kind: 'busy' };
    if (claim === 'done') {
      const done = await resultAt(sequelize, transfer.id, key);
      return { kind: 'already', position: done?.row.chosen?.position ?? null };
    }
    try {
      // A request before this one may have added its item and died before saying so.
      if (claim === 'retaken' && earlier && earlier !== item.id) {
        const before = await placedAlready(adapter, session, group, earlier);
        if (before) {
          await confirmChoice(sequelize, transfer.id, key, before.position, {
            reachedId: earlier,
            keep: announceTally(deps, transfer),
          });
          return { kind: 'already', position: before.position };
        }
      }
      const placed = await place(sequelize, adapter, session, transfer, group, key, item.id, claim === 'retaken');
      await confirmChoice(sequelize, transfer.id, key, placed.position, {
        alreadyThere: Boolean(placed.present),
        keep: announceTally(deps, transfer),
      });
      if (listing) await keepAsEvidence(deps, transfer, result.row, listing, session.country);
      return placed.present ? { kind: 'present' } : { kind: 'added', position: placed.position };
    } catch (err) {
      if (!isUpstreamError(err)) throw err;
      await releaseChoice(sequelize, transfer.id, key);
      return failure(err);
    }
  } finally {
    await release();
  }
}

/** Where an earlier add of a playlist's item went, when it reached the playlist; null otherwise (or not a playlist). */
async function placedAlready(
  adapter: MusicServiceAdapter,
  session: UserSession,
  group: GroupRow,
  destinationId: string,
): Promise<{ position: number | null } | null> {
  if (group.type !== 'playlist') return null;
  const at = await indexIn(adapter, session, group.destination_id!, destinationId);
  return at === null ? null : { position: adapter.capabilities.playlistInsert ? at : null };
}

/**
 * Adds the track (or saves the item) and answers where it went in the playlist (null: appended or
 * saved), and whether it was there already.
 */
async function place(
  sequelize: Sequelize,
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
  // The request before this one may have added it and died before saying so.
  const earlier = retaken ? await placedAlready(adapter, session, group, destinationId) : null;
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
  const before = await entriesBefore(sequelize, transfer.id, key, {
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
