import { Op } from 'sequelize';
import { Sync } from '../syncs/models.js';
import { IntegrationUser } from '../users/models.js';
import type { DashboardDeps } from './kit.js';
import { playlistNames, refKey, type PlaylistLabel } from './playlistNames.js';

/** What a page reads of a sync side's connected user. */
export type SideUser = Pick<
  IntegrationUser,
  'name' | 'email' | 'externalUserId' | 'integrationType' | 'deletedAt' | 'needsReauthSince'
>;

/** One side of a sync as a page shows it: the connected user, their service and the playlist. */
export interface SyncSide {
  userId: string;
  /** Null when the row is gone: a user deleted for good. */
  user: SideUser | null;
  service: string;
  /** Null for a destination the first run has not made yet. */
  playlistId: string | null;
  /** Null when no name was found: the page shows the id. */
  playlist: PlaylistLabel | null;
}

/** What a page reads of a sync itself. */
export type SyncFacts = Pick<
  Sync,
  | 'id'
  | 'externalUserId'
  | 'mode'
  | 'intervalMinutes'
  | 'paused'
  | 'pausedReason'
  | 'lastRun'
  | 'lastRunAt'
  | 'nextRunAt'
  | 'createdAt'
>;

/** A sync with both its sides; a page takes `SyncView<SyncFacts>`, which a stored sync is too. */
export interface SyncView<S extends SyncFacts = Sync> {
  sync: S;
  source: SyncSide;
  destination: SyncSide;
}

/** How many playlists one page may read from the services, and how long it waits for each. */
export interface NameReads {
  most: number;
  timeoutMs: number;
}

/** The account's live syncs, newest first; with `userId`, those where that user is a side. */
export function liveSyncs(accountId: string, options: { userId?: string; limit: number }): Promise<Sync[]> {
  const side = options.userId
    ? { [Op.or]: [{ sourceUserId: options.userId }, { destinationUserId: options.userId }] }
    : {};
  return Sync.findAll({
    where: { accountId, deletedAt: { [Op.is]: null }, ...side },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: options.limit,
  });
}

/** `syncs` of one account with their users and their playlists' names. */
export async function syncViews(
  deps: DashboardDeps,
  accountId: string,
  syncs: Sync[],
  reads: NameReads,
): Promise<SyncView[]> {
  const userIds = [...new Set(syncs.flatMap((s) => [s.sourceUserId, s.destinationUserId]))];
  const [users, names] = await Promise.all([
    userIds.length ? IntegrationUser.findAll({ where: { id: userIds, accountId } }) : Promise.resolve([]),
    playlistNames(deps, accountId, syncs, reads),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  const side = (userId: string, playlistId: string | null): SyncSide => {
    const user = byId.get(userId) ?? null;
    return {
      userId,
      user,
      service: user?.integrationType ?? '',
      playlistId,
      playlist: playlistId ? (names.get(refKey({ userId, playlistId })) ?? null) : null,
    };
  };
  return syncs.map((sync) => ({
    sync,
    source: side(sync.sourceUserId, sync.sourcePlaylistId),
    destination: side(sync.destinationUserId, sync.destinationPlaylistId),
  }));
}
