import { QueryTypes, type Sequelize } from 'sequelize';
import { isUpstreamError } from '../integrations/errors.js';
import { readAllPages } from '../integrations/paging.js';
import type { Side } from '../transfers/context.js';

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

interface CopyRow {
  source_id: string;
  name: string;
  destination_id: string;
  destination_url: string | null;
  made_at: Date;
}

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
  const rows = await sequelize.query<CopyRow>(
    `SELECT g.source_id, g.name, g.destination_id, g.destination_url, coalesce(t.finished_at, t.created_at) AS made_at
       FROM transfers t JOIN transfer_groups g ON g.transfer_id = t.id
      WHERE t.account_id = $1 AND t.source_integration_user_id = $2 AND t.destination_integration_user_id = $3
        AND g.type = 'playlist' AND g.destination_id IS NOT NULL AND g.source_id = ANY($4::text[])
      ORDER BY t.created_at DESC LIMIT ${LOOKED_AT}`,
    {
      bind: [input.accountId, input.sourceUserId, input.destination.user.id, input.playlistIds],
      type: QueryTypes.SELECT,
    },
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
