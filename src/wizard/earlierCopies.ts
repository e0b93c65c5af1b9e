import type { Sequelize } from 'sequelize';
import { isUpstreamError } from '../integrations/errors.js';
import { readAllPages } from '../integrations/paging.js';
import type { Side } from '../transfers/context.js';
import { playlistCopies } from '../transfers/store/items.js';

// Running the wizard twice to the same account would copy every playlist a second time. Before a
// transfer starts, the wizard looks for the copies earlier transfers made of the chosen playlists
// into the same destination account, so the person can update those instead.

/** A copy an earlier transfer made of a chosen playlist, as the destination holds it now. */
export interface EarlierCopy {
  /** The source playlist's id. */
  sourceId: string;
  /** The source playlist's name when that transfer read it. */
  name: string;
  /** The copy on the destination. */
  destinationId: string;
  url: string | null;
  madeAt: Date;
  /** The destination said the copy is still among the listener's playlists; false: not asked, or it could not say. */
  seen: boolean;
}

/** How many earlier copies are looked at: enough for every playlist the wizard shows, a few times over. */
const LOOKED_AT = 2_000;

/**
 * The newest copy of each of `playlistIds` that earlier transfers between the same two accounts
 * made and the destination still lists among the listener's playlists (one read of the list: a
 * playlist the listener deleted is not there, even where the service still answers for it by id).
 * When the destination cannot be asked right now, the newest copy of each is answered unseen, and
 * the page says when it was made instead.
 */
export async function earlierCopies(
  sequelize: Sequelize,
  input: { accountId: string; sourceUserId: string; destination: Side; playlistIds: string[] },
): Promise<EarlierCopy[]> {
  if (!input.playlistIds.length) return [];
  const rows = await playlistCopies(
    sequelize,
    {
      accountId: input.accountId,
      sourceUserId: input.sourceUserId,
      destinationUserId: input.destination.user.id,
      playlistIds: input.playlistIds,
    },
    LOOKED_AT,
  );
  if (!rows.length) return [];
  const listed = await listedPlaylists(input.destination);
  const newest = new Map<string, EarlierCopy>();
  for (const row of rows) {
    if (newest.has(row.source_id)) continue;
    if (listed && !listed.has(row.destination_id)) continue;
    newest.set(row.source_id, {
      sourceId: row.source_id,
      name: row.name,
      destinationId: row.destination_id,
      url: listed?.get(row.destination_id) ?? row.destination_url,
      madeAt: new Date(row.made_at),
      seen: Boolean(listed),
    });
  }
  // In the order the person chose the playlists.
  return input.playlistIds.flatMap((id) => newest.get(id) ?? []);
}

/** The listener's playlists on the destination with their addresses, or null when the service cannot say now. */
async function listedPlaylists(destination: Side): Promise<Map<string, string | null> | null> {
  const { adapter, session } = destination;
  const listed = new Map<string, string | null>();
  try {
    await readAllPages(
      (page) => adapter.playlists(session, page),
      adapter.capabilities.pageSize.playlists,
      async (items) => {
        for (const p of items) listed.set(p.id, p.url);
      },
    );
  } catch (err) {
    if (!isUpstreamError(err)) throw err;
    return null;
  }
  return listed;
}
