import { Router } from 'express';
import Joi from 'joi';
import { QueryTypes } from 'sequelize';
import type { Queue } from 'bullmq';
import type { JobPayloads } from '../../queues.js';
import { notFound } from '../../http/errors.js';
import type { PageParams } from '../../http/pageParams.js';
import { bodyOf, queryOf, validBody, validQuery } from '../../http/validate.js';
import { PAGING_CODES, pagingParameters, type PagingQuery } from '../schemas.js';
import { connectedUserOf } from '../../users/userApiGuard.js';
import { presentArtist, presentPlaylist, presentSavedAlbum, presentTrack } from '../presenters.js';
import { latestCompletedSnapshot, latestSnapshot, requestSnapshot } from './commands.js';
import { LibrarySnapshot, SNAPSHOT_GROUPS, type SnapshotGroup } from './models.js';

const PAGE_MAX = 100;

export const requestSchema = Joi.object<{ groups?: SnapshotGroup[] }, true>({
  groups: Joi.array()
    .items(Joi.string().valid(...SNAPSHOT_GROUPS))
    .min(1)
    .unique(),
})
  .default({})
  .unknown(false);

/** The stored copy as partners see it. */
export function presentSnapshot(snapshot: LibrarySnapshot) {
  return {
    uuid: snapshot.id,
    status: snapshot.status,
    groups: snapshot.groups,
    counts: snapshot.counts,
    unsupportedGroups: snapshot.unsupported,
    errorCode: snapshot.errorCode,
    requestedAt: snapshot.createdAt.toISOString(),
    startedAt: snapshot.startedAt?.toISOString() ?? null,
    completedAt: snapshot.completedAt?.toISOString() ?? null,
  };
}

/** How each stored list is shown: the same resources as the live reads (B1-B8). */
function presenterOf(collection: string): ((item: never) => unknown) | null {
  if (collection === 'playlists') return presentPlaylist as never;
  if (collection === 'likedTracks' || /^playlist:.+/.test(collection)) return presentTrack as never;
  if (collection === 'savedAlbums') return presentSavedAlbum as never;
  if (collection === 'followedArtists') return ((artist: never) => presentArtist(artist)) as never;
  return null;
}

/** Which stored list to page through, and where. */
const itemsQuery = Joi.object<PagingQuery & { collection: string }>({
  collection: Joi.string()
    .required()
    .custom((name: string, helpers) => (presenterOf(name) ? name : helpers.error('any.invalid')))
    // joi reads `{name}` in a message as a reference: `\\{` keeps the brace as text.
    .messages({
      '*': 'collection must be playlists, playlist:\\{playlistId}, likedTracks, savedAlbums or followedArtists.',
    }),
  ...pagingParameters,
}).unknown(true);

/**
 * The stored copy of a user's library under `/api/{integrationUserUUID}/library/snapshot`: ask for
 * a fresh one (202, made by a worker), see its status and counts, and page through its lists.
 */
export function snapshotRouter(deps: { queue: Queue<JobPayloads['library-snapshot']>; pages: PageParams }): Router {
  const router = Router({ mergeParams: true });

  router.post('/library/snapshot', validBody(requestSchema), async (req, res) => {
    const { snapshot } = await requestSnapshot(deps.queue, connectedUserOf(req), bodyOf(req, requestSchema).groups);
    res.status(202).json(presentSnapshot(snapshot));
  });

  router.get('/library/snapshot', async (req, res) => {
    const snapshot = await latestSnapshot(connectedUserOf(req));
    if (!snapshot)
      throw notFound('librarySnapshotNotFound', 'No copy of this library was asked for yet: POST to this path first.');
    res.json(presentSnapshot(snapshot));
  });

  const itemsAsked = validQuery(itemsQuery, { collection: 'invalidCollection', ...PAGING_CODES });
  router.get('/library/snapshot/items', itemsAsked, async (req, res) => {
    const user = connectedUserOf(req);
    const { collection, nextParam, limitParam } = queryOf(req, itemsQuery);
    // The schema took only collections that have a presenter.
    const present = presenterOf(collection)!;
    const snapshot = await latestCompletedSnapshot(user);
    if (!snapshot) throw notFound('librarySnapshotNotFound', 'This library has no finished copy yet.');
    // Bound to this copy: a newer copy makes older cursors invalid rather than silently shifted.
    const scope = `${user.id}:snapshot:${snapshot.id}:${collection}`;
    const from = Number(deps.pages.decode(nextParam, scope) ?? 0);
    const limit = Math.min(limitParam ?? 50, PAGE_MAX);
    const [rows, [{ total }]] = await Promise.all([
      snapshot.sequelize.query<{ item: never }>(
        'SELECT item FROM library_snapshot_items WHERE snapshot_id = $1 AND collection = $2 AND position >= $3 ORDER BY position LIMIT $4',
        {
          bind: [snapshot.id, collection, from, limit],
          type: QueryTypes.SELECT,
        },
      ),
      snapshot.sequelize.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM library_snapshot_items WHERE snapshot_id = $1 AND collection = $2',
        { bind: [snapshot.id, collection], type: QueryTypes.SELECT },
      ),
    ]);
    const next = from + rows.length < total ? String(from + rows.length) : null;
    res.json({
      results: rows.map((row) => present(row.item)),
      nextParam: deps.pages.encode(next, scope),
      totalItems: total,
      snapshotUuid: snapshot.id,
      copiedAt: snapshot.completedAt?.toISOString() ?? null,
    });
  });

  return router;
}
