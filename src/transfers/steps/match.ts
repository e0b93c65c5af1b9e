import { QueryTypes } from 'sequelize';
import type { AlbumItem, ArtistItem, TrackItem } from '../../integrations/types.js';
import { TrackMatcher } from '../../matching/trackMatcher.js';
import { matchAlbum, matchArtist } from '../../matching/libraryMatcher.js';
import type { MatchOutcome } from '../../matching/types.js';
import type { PipelineDeps, TransferContext } from '../context.js';

export const MATCH_CHUNK = 200;

interface PendingItem {
  group_index: number;
  position: number;
  item_type: 'track' | 'album' | 'artist';
  source: TrackItem | AlbumItem | ArtistItem;
}

type AnyOutcome = MatchOutcome<unknown>;

/** Albums and artists one at a time, a few at once (one search each). */
async function matchEach<T>(items: T[], run: (item: T) => Promise<AnyOutcome>): Promise<AnyOutcome[]> {
  const out: AnyOutcome[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(8, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await run(items[i]);
    }
  }));
  return out;
}

/**
 * Matches the next chunk of pending items of the transfer, in source order, and records each
 * outcome on its row. Answers how many were matched this time (0: nothing is left), the key of
 * the last of them, and the keys of the rows that did not match, for the unmatched queue.
 */
export async function matchNextChunk(deps: PipelineDeps, context: TransferContext, after?: [number, number]): Promise<{ done: number; last: [number, number] | null; unmatched: [number, number][] }> {
  const { sequelize } = deps;
  const transferId = context.transfer.id;
  // Chunks are matched in order, so the pending items all follow the last chunk's end: starting the
  // scan there skips the index entries of items already matched, which would make it quadratic.
  const [fromGroup, fromPosition] = after ?? [-1, -1];
  const pending = await sequelize.query<PendingItem>(
    `SELECT group_index, position, item_type, source FROM transfer_items
     WHERE transfer_id = $1 AND status = 'pending' AND (group_index, position) > ($3, $4) ORDER BY group_index, position LIMIT $2`,
    { bind: [transferId, MATCH_CHUNK, fromGroup, fromPosition], type: QueryTypes.SELECT },
  );
  if (pending.length === 0) return { done: 0, last: null, unmatched: [] };

  const { destination } = context;
  const outcomes: AnyOutcome[] = new Array(pending.length);
  const tracks = pending.map((item, i) => ({ item, i })).filter(({ item }) => item.item_type === 'track');
  if (tracks.length) {
    const matcher = new TrackMatcher(destination.adapter, { sourceService: context.transfer.sourceService, cache: deps.cache });
    const found = await matcher.match(tracks.map(({ item }) => ({ id: (item.source as TrackItem).id, track: item.source as TrackItem })), destination.session);
    tracks.forEach(({ i }, k) => (outcomes[i] = found[k]));
  }
  const others = pending.map((item, i) => ({ item, i })).filter(({ item }) => item.item_type !== 'track');
  const found = await matchEach(others, ({ item }) =>
    item.item_type === 'album' ? matchAlbum(destination.adapter, destination.session, item.source as AlbumItem) : matchArtist(destination.adapter, destination.session, item.source as ArtistItem),
  );
  others.forEach(({ i }, k) => (outcomes[i] = found[k]));

  await sequelize.query(
    `UPDATE transfer_items t SET status = u.status, reason = u.reason, destination_id = u.destination_id, score = u.score, candidate = u.candidate
     FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::real[], $8::jsonb[]) AS u(group_index, position, status, reason, destination_id, score, candidate)
     WHERE t.transfer_id = $1 AND t.group_index = u.group_index AND t.position = u.position AND t.status = 'pending'`,
    {
      bind: [
        transferId,
        pending.map((p) => p.group_index),
        pending.map((p) => p.position),
        outcomes.map((o) => o.status),
        outcomes.map((o) => o.reason),
        outcomes.map((o) => o.destinationId),
        outcomes.map((o) => o.score),
        outcomes.map((o) => (o.candidate ? JSON.stringify(o.candidate) : null)),
      ],
    },
  );
  const unmatched = pending.filter((_, i) => outcomes[i].status !== 'matched').map((p) => [p.group_index, p.position] as [number, number]);
  const end = pending[pending.length - 1];
  return { done: pending.length, last: [end.group_index, end.position], unmatched };
}
