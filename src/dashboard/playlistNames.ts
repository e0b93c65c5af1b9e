import { QueryTypes } from 'sequelize';
import type { ServiceId } from '../integrations/serviceIds.js';
import type { Sync } from '../syncs/models.js';
import { IntegrationUser } from '../users/models.js';
import { userSession } from '../users/tokens.js';
import type { DashboardDeps } from './kit.js';

// A sync stores its playlists' ids, not their names. The dashboard names them from what is stored
// first: the user's stored library copy, a transfer that read or wrote the playlist (a sync made by
// "keep in sync" in the wizard), a run's report of what it could not match. What none of them
// knows is read from the service with the listener's tokens, briefly, and kept for a few minutes,
// so that a page never waits long on a slow service and shows the playlist's id when it must.

/** A playlist as the pages name it: its name and its address on the service, where known. */
export interface PlaylistLabel {
  name: string;
  url: string | null;
}

/** One playlist of one connected user. */
export interface PlaylistRef {
  userId: string;
  playlistId: string;
}

/** The names found, by `refKey`. */
export type PlaylistNames = Map<string, PlaylistLabel>;

export const refKey = (ref: PlaylistRef) => `${ref.userId}\n${ref.playlistId}`;

/** The playlists of `syncs`: each source, and each destination once the first run has made it. */
export function refsOf(syncs: Sync[]): PlaylistRef[] {
  return syncs.flatMap((s) => [
    { userId: s.sourceUserId, playlistId: s.sourcePlaylistId },
    ...(s.destinationPlaylistId ? [{ userId: s.destinationUserId, playlistId: s.destinationPlaylistId }] : []),
  ]);
}

/** Names read from a service are trusted this long: a renamed playlist shows its new name after it. */
const CACHE_LIFE_SECONDS = 600;

type Deps = Pick<DashboardDeps, 'sequelize' | 'redis' | 'redisPrefix' | 'keyring' | 'adapters'>;

const cacheKey = (deps: Deps, userId: string) => `${deps.redisPrefix}:dashboard-playlist-names:${userId}`;

async function storedNames(deps: Deps, accountId: string, refs: PlaylistRef[], syncs: Sync[]): Promise<PlaylistNames> {
  const found: PlaylistNames = new Map();
  const userIds = [...new Set(refs.map((r) => r.userId))];
  const playlistIds = [...new Set(refs.map((r) => r.playlistId))];
  const wanted = new Set(refs.map(refKey));
  // Older first, so that the newest name of each playlist is the one left in the map.
  const keep = (userId: string | null, playlistId: string | null, name: string | null, url: string | null = null) => {
    if (!userId || !playlistId || !name) return;
    const key = refKey({ userId, playlistId });
    if (wanted.has(key)) found.set(key, { name, url: url ?? found.get(key)?.url ?? null });
  };
  const bind = [accountId, userIds, playlistIds];
  const [transferred, reported, copied] = await Promise.all([
    deps.sequelize.query<{ su: string; sp: string | null; du: string; dp: string | null; name: string }>(
      `SELECT t.source_integration_user_id AS su, g.source_id AS sp,
              t.destination_integration_user_id AS du, g.destination_id AS dp, g.name
         FROM transfers t JOIN transfer_groups g ON g.transfer_id = t.id AND g.type = 'playlist'
        WHERE t.account_id = $1
          AND (t.source_integration_user_id = ANY($2::uuid[]) OR t.destination_integration_user_id = ANY($2::uuid[]))
          AND (g.source_id = ANY($3::text[]) OR g.destination_id = ANY($3::text[]))
        ORDER BY t.created_at`,
      { bind, type: QueryTypes.SELECT },
    ),
    syncs.length
      ? deps.sequelize.query<{ sync_id: string; name: string | null }>(
          `SELECT DISTINCT ON (sync_id) sync_id, row->'group'->>'name' AS name FROM sync_results
            WHERE sync_id = ANY($1::uuid[]) ORDER BY sync_id, finished_at DESC NULLS LAST`,
          { bind: [syncs.map((s) => s.id)], type: QueryTypes.SELECT },
        )
      : Promise.resolve([]),
    deps.sequelize.query<{ user_id: string; item_id: string; name: string | null; url: string | null }>(
      `SELECT s.integration_user_id AS user_id, i.item_id, i.item->>'name' AS name, i.item->>'url' AS url
         FROM library_snapshots s JOIN library_snapshot_items i ON i.snapshot_id = s.id AND i.collection = 'playlists'
        WHERE s.account_id = $1 AND s.integration_user_id = ANY($2::uuid[]) AND i.item_id = ANY($3::text[])
        ORDER BY s.created_at`,
      { bind, type: QueryTypes.SELECT },
    ),
  ]);
  for (const row of transferred) {
    keep(row.su, row.sp, row.name);
    keep(row.du, row.dp, row.name);
  }
  const syncOf = new Map(syncs.map((s) => [s.id, s]));
  for (const row of reported) {
    const sync = syncOf.get(row.sync_id);
    if (sync) keep(sync.sourceUserId, sync.sourcePlaylistId, row.name);
  }
  // The library copy last: it is what the service itself answered, with the playlist's address.
  for (const row of copied) keep(row.user_id, row.item_id, row.name, row.url);
  return found;
}

/** Settles within `ms`: the value, or null when it failed or took longer. */
function within<T>(work: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

/** Reads one playlist from its service; null when the user cannot be asked, or it fails or is slow. */
async function readFromService(deps: Deps, ref: PlaylistRef, timeoutMs: number): Promise<PlaylistLabel | null> {
  const user = await IntegrationUser.findByPk(ref.userId);
  // A listener who must sign in again cannot be asked; trying would only be refused.
  if (!user || user.deletedAt || user.needsReauthSince) return null;
  const adapter = deps.adapters.get(user.integrationType as ServiceId);
  if (!adapter) return null;
  const playlist = await within(adapter.playlist(userSession(deps, adapter, user), ref.playlistId), timeoutMs);
  if (!playlist?.name) return null;
  const label = { name: playlist.name, url: playlist.url };
  const key = cacheKey(deps, ref.userId);
  // A name that could not be kept is only read again next time.
  await deps.redis
    .multi()
    .hset(key, ref.playlistId, JSON.stringify(label))
    .expire(key, CACHE_LIFE_SECONDS)
    .exec()
    .catch(() => undefined);
  return label;
}

async function cachedNames(deps: Deps, refs: PlaylistRef[]): Promise<PlaylistNames> {
  const found: PlaylistNames = new Map();
  await Promise.all(
    refs.map(async (ref) => {
      const raw = await deps.redis.hget(cacheKey(deps, ref.userId), ref.playlistId);
      if (!raw) return;
      try {
        const label = JSON.parse(raw) as PlaylistLabel;
        if (typeof label.name === 'string') found.set(refKey(ref), label);
      } catch {
        // Not ours to trust: the playlist is read again.
      }
    }),
  );
  return found;
}

/**
 * The names of the playlists of `syncs` (all of one account): what is stored, then what was read
 * lately, then at most `read.most` read from the services now, each within `read.timeoutMs`.
 * A playlist left out is shown by its id.
 */
export async function playlistNames(
  deps: Deps,
  accountId: string,
  syncs: Sync[],
  read: { most: number; timeoutMs: number },
): Promise<PlaylistNames> {
  const refs = [...new Map(refsOf(syncs).map((r) => [refKey(r), r])).values()];
  if (refs.length === 0) return new Map();
  const names = await storedNames(deps, accountId, refs, syncs);
  const unknown = refs.filter((r) => !names.has(refKey(r)));
  for (const [key, label] of await cachedNames(deps, unknown)) names.set(key, label);
  const toRead = unknown.filter((r) => !names.has(refKey(r))).slice(0, read.most);
  const fresh = await Promise.all(toRead.map((ref) => readFromService(deps, ref, read.timeoutMs)));
  toRead.forEach((ref, i) => {
    const label = fresh[i];
    if (label) names.set(refKey(ref), label);
  });
  return names;
}
