import { Router } from 'express';
import Joi from 'joi';
import { QueryTypes } from 'sequelize';
import type { Queue } from 'bullmq';
import type { JobPayloads } from '../../queues.js';
import { badRequest, notFound } from '../../http/errors.js';
import { limitParam, type PageParams } from '../../http/pageParams.js';
import { bodyOf, validBody } from '../../http/validate.js';
import { connectedUserOf } from '../../users/userApiGuard.js';
import { presentArtist, presentPlaylist, presentSavedAlbum, presentTrack } from '../presenters.js';
import { latestCompletedSnapshot, latestSnapshot, requestSnapshot } from './commands.js';
import { LibrarySnapshot, SNAPSHOT_GROUPS, type SnapshotGroup } from './models.js';
import { queueFor } from '../../queues.js';
import { requestIdOf } from '../../http/requestId.js';

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

/**
 * The stored copy of a user's library under `/api/{integrationUserUUID}/library/snapshot`: ask for
 * a fresh one (202, made by a worker), see its status and counts, and page through its lists.
 */
export function snapshotRouter(deps: { queue: Queue<JobPayloads['library-snapshot']>; pages: PageParams }): Router {
  const router = Router({ mergeParams: true });

  router.post('/library/snapshot', validBody(requestSchema), async (req, res) => {
    const { snapshot } = await requestSnapshot(
      queueFor(deps.queue, requestIdOf(req)),
      connectedUserOf(req),
      bodyOf(req, requestSchema).groups,
    );
    res.status(202).json(presentSnapshot(snapshot));
  });

  router.get('/library/snapshot', async (req, res) => {
    const snapshot = await latestSnapshot(connectedUserOf(req));
    if (!snapshot)
      throw notFound('librarySnapshotNotFound', 'No copy of this library was asked for yet: POST to this path first.');
    res.json(presentSnapshot(snapshot));
  });

  router.get('/library/snapshot/items', async (req, res) => {
    const user = connectedUserOf(req);
    const collection = typeof req.query.collection === 'string' ? req.query.collection : '';
    const present = presenterOf(collection);
    if (!present)
      throw badRequest(
        'invalidCollection',
        'collection must be playlists, playlist:{playlistId}, likedTracks, savedAlbums or followedArtists.',
      );
    const snapshot = await latestCompletedSnapshot(user);
    if (!snapshot) throw notFound('librarySnapshotNotFound', 'This library has no finished copy yet.');
    // Bound to this copy: a newer copy makes older cursors invalid rather than silently shifted.
    const scope = `${user.id}:snapshot:${snapshot.id}:${collection}`;
    const from = Number(deps.pages.decode(req.query.nextParam, scope) ?? 0);
    const limit = limitParam(req.query.limitParam, PAGE_MAX) ?? 50;
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
