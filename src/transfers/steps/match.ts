import type { AlbumItem, ArtistItem, TrackItem } from '../../integrations/types.js';
import { isTransient, TrackMatcher } from '../../matching/trackMatcher.js';
import { isUpstreamError } from '../../integrations/errors.js';
import { matchAlbum, matchArtist } from '../../matching/libraryMatcher.js';
import type { MatchOutcome } from '../../matching/types.js';
import type { PipelineDeps, Side, TransferContext } from '../context.js';
import { pendingItems, saveMatches, type PendingItem } from '../store/items.js';

export const MATCH_CHUNK = 200;

/**
 * How long one slice of a chunk should take. A chunk is 200 items; into a service that allows 9
 * calls a second it takes over 20 s, and the people watching would see nothing move for that long.
 * Slices are sized from the rate measured on the one before, so each is reported about this often,
 * however fast the destination answers (on a fast one a slice is the whole chunk). The chunk is
 * still recorded once, at its end: reporting costs a Redis write, not a database one.
 */
const SLICE_TARGET_MS = 400;
const FIRST_SLICE = 25;
/** The last slice size of each transfer in this process, so that its next chunk starts at the pace measured. */
const sliceSizes = new Map<string, number>();

/** How a match step tells the people watching how far it is. */
export interface MatchReport {
  /** After each slice is matched: its outcomes, and the group its last item is in. */
  onSlice?(slice: { matched: number; unmatched: number; failed: number; groupIndex: number }): Promise<void>;
}

type AnyOutcome = MatchOutcome<unknown>;

/** Albums and artists one at a time, a few at once (one search each). */
async function matchEach<T>(items: T[], run: (item: T) => Promise<AnyOutcome>): Promise<AnyOutcome[]> {
  const out: AnyOutcome[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(8, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await run(items[i]);
      }
    }),
  );
  return out;
}

/** Source reads at once: they share the source's budget with the transfer's own reads. */
const SOURCE_READS_AT_ONCE = 4;

/**
 * Reads source tracks one by one for their ISRC; one that cannot be read is left out (it keeps
 * its text outcome), while a source that asks to wait fails the chunk, to be matched again later.
 */
async function readSourceTracks(source: Side, ids: string[]): Promise<Map<string, TrackItem>> {
  const found = new Map<string, TrackItem>();
  await Promise.all(
    Array.from({ length: Math.min(SOURCE_READS_AT_ONCE, ids.length) }, async (_, lane) => {
      for (let i = lane; i < ids.length; i += SOURCE_READS_AT_ONCE) {
        try {
          found.set(ids[i], await source.adapter.track(source.session, ids[i]));
        } catch (err) {
          if (!isUpstreamError(err) || isTransient(err)) throw err;
        }
      }
    }),
  );
  return found;
}

/**
 * Matches the next chunk of pending items of the transfer, in source order, and records each
 * outcome on its row. Answers how many were matched this time (0: nothing is left), the key of
 * the last of them, and the keys of the rows that did not match, for the unmatched queue.
 */
export async function matchNextChunk(
  deps: PipelineDeps,
  context: TransferContext,
  after?: [number, number],
  report: MatchReport = {},
): Promise<{ done: number; last: [number, number] | null; unmatched: [number, number][] }> {
  const transferId = context.transfer.id;
  const pending = await pendingItems(deps.sequelize, transferId, after, MATCH_CHUNK);
  if (pending.length === 0) {
    sliceSizes.delete(transferId);
    return { done: 0, last: null, unmatched: [] };
  }

  const outcomes: AnyOutcome[] = [];
  // A slice never splits one batched ISRC lookup: smaller ones would cost the destination calls.
  const smallest = Math.min(MATCH_CHUNK, context.destination.adapter.capabilities.isrcBatchSize ?? 1);
  let size = Math.max(smallest, sliceSizes.get(transferId) ?? FIRST_SLICE);
  for (let start = 0; start < pending.length;) {
    const slice = pending.slice(start, start + size);
    const began = Date.now();
    const sliced = await matchSlice(deps, context, slice);
    outcomes.push(...sliced);
    await report.onSlice?.({
      matched: sliced.filter((o) => o.status === 'matched').length,
      unmatched: sliced.filter((o) => o.status === 'unmatched').length,
      failed: sliced.filter((o) => o.status === 'failed').length,
      groupIndex: slice[slice.length - 1].group_index,
    });
    start += slice.length;
    // Grown at most twofold: a slice that met only cached items says little about the next.
    const perItem = Math.max(1, Date.now() - began) / slice.length;
    size = Math.max(smallest, Math.min(MATCH_CHUNK, size * 2, Math.round(SLICE_TARGET_MS / perItem)));
  }
  if (pending.length < MATCH_CHUNK) sliceSizes.delete(transferId);
  else {
    // Transfers that stop half-way leave their entry: the map is a hint, emptied before it grows.
    if (sliceSizes.size > 10_000) sliceSizes.clear();
    sliceSizes.set(transferId, size);
  }

  await saveMatches(deps.sequelize, transferId, pending, outcomes);
  const unmatched = pending
    .filter((_, i) => outcomes[i].status !== 'matched')
    .map((p) => [p.group_index, p.position] as [number, number]);
  const end = pending[pending.length - 1];
  return { done: pending.length, last: [end.group_index, end.position], unmatched };
}

/** Each item's outcome, in the order given. */
async function matchSlice(deps: PipelineDeps, context: TransferContext, pending: PendingItem[]): Promise<AnyOutcome[]> {
  const { destination } = context;
  const outcomes: AnyOutcome[] = new Array(pending.length);
  const tracks = pending.map((item, i) => ({ item, i })).filter(({ item }) => item.item_type === 'track');
  if (tracks.length) {
    const matcher = new TrackMatcher(destination.adapter, {
      sourceService: context.transfer.sourceService,
      cache: deps.cache,
      ...(context.source.adapter.capabilities.listedIsrc === false ||
      context.source.adapter.capabilities.listedDurations === false
        ? { sourceDetails: (ids: string[]) => readSourceTracks(context.source, ids) }
        : {}),
    });
    const found = await matcher.match(
      tracks.map(({ item }) => ({ id: (item.source as TrackItem).id, track: item.source as TrackItem })),
      destination.session,
    );
    tracks.forEach(({ i }, k) => (outcomes[i] = found[k]));
  }
  const others = pending.map((item, i) => ({ item, i })).filter(({ item }) => item.item_type !== 'track');
  const found = await matchEach(others, ({ item }) =>
    item.item_type === 'album'
      ? matchAlbum(destination.adapter, destination.session, item.source as AlbumItem)
      : matchArtist(destination.adapter, destination.session, item.source as ArtistItem),
  );
  others.forEach(({ i }, k) => (outcomes[i] = found[k]));
  return outcomes;
}
