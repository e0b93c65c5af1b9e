import { QueryTypes, type Sequelize } from 'sequelize';
import { Sync } from './models.js';

// The syncs a listener asked for through the wizard: those the transfers of one transfer session
// made with "keep in sync", which the listener's own page lists and lets them stop.

/** One sync of a transfer session, with the playlist it keeps as the transfer saw it. */
export interface SessionSync {
  sync: Sync;
  /** The source playlist's name, as the transfer read it. */
  name: string;
  from: string;
  to: string;
  /** The copy's address on the destination, when the service gave one. */
  url: string | null;
}

/** The syncs the transfers of one session asked for, one row each, newest first; stopped ones too. */
export async function syncsOfSession(
  sequelize: Sequelize,
  session: { id: string; accountId: string },
): Promise<SessionSync[]> {
  const rows = await sequelize.query<{
    sync_id: string;
    name: string;
    source_service: string;
    destination_service: string;
    destination_url: string | null;
  }>(
    `SELECT DISTINCT ON (s.id) s.id AS sync_id, g.name, t.source_service, t.destination_service, g.destination_url
       FROM transfers t
       JOIN transfer_groups g ON g.transfer_id = t.id AND g.type = 'playlist' AND g.destination_id IS NOT NULL
       JOIN syncs s ON s.account_id = t.account_id AND s.source_user_id = t.source_integration_user_id
        AND s.source_playlist_id = g.source_id AND s.destination_user_id = t.destination_integration_user_id
        AND s.destination_playlist_id = g.destination_id
      WHERE t.transfer_session_id = $1 AND t.account_id = $2 AND t.keep_in_sync
      ORDER BY s.id, t.created_at DESC`,
    { bind: [session.id, session.accountId], type: QueryTypes.SELECT },
  );
  const syncs = new Map(
    (await Sync.findAll({ where: { id: rows.map((r) => r.sync_id) } })).map((sync) => [sync.id, sync]),
  );
  return rows
    .map((r) => ({
      sync: syncs.get(r.sync_id)!,
      name: r.name,
      from: r.source_service,
      to: r.destination_service,
      url: r.destination_url,
    }))
    .sort((a, b) => b.sync.createdAt.getTime() - a.sync.createdAt.getTime() || a.name.localeCompare(b.name));
}
