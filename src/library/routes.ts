import { Router, type Request, type Response } from 'express';
import type Joi from 'joi';
import { type Adapters } from '../integrations/adapters.js';
import { adapterFor } from '../http/adapterFor.js';
import type { Capabilities, MusicServiceAdapter, Page, PageRequest, UserSession } from '../integrations/types.js';
import { unsupported } from '../integrations/errors.js';
import type { PageParams } from '../http/pageParams.js';
import { bodyOf, queryOf, validBody, validQuery } from '../http/validate.js';
import { keyedRequestOf } from '../auth/idempotency.js';
import { connectedUserOf } from '../users/userApiGuard.js';
import { userSession, type TokenDeps } from '../users/tokens.js';
import {
  presentArtist,
  presentPlaylist,
  presentPlaylistDetail,
  presentSavedAlbum,
  presentSearchResult,
  presentTrack,
} from './presenters.js';
import * as schemas from './schemas.js';
import { addTracksOnce, createPlaylistOnce } from './keyedWrites.js';

export interface LibraryDeps extends TokenDeps {
  adapters: Adapters;
  pages: PageParams;
}

type PageKind = keyof Capabilities['pageSize'];

const param = (req: Request, name: string) => String(req.params[name]);

/** The spec's `limitParam` is adjusted to the limits of the service: never more than it allows. */
const limitOf = (limitParam: number | undefined, serviceMax: number) =>
  limitParam === undefined ? undefined : Math.min(limitParam, serviceMax);

/** B1-B8 and the library operations partners expect, under `/api/{integrationUserUUID}`. */
export function libraryRouter(deps: LibraryDeps): Router {
  const router = Router({ mergeParams: true });
  const paging = validQuery(schemas.pagingQuery, schemas.PAGING_CODES);

  const context = (req: Request) => {
    const user = connectedUserOf(req);
    const adapter = adapterFor(deps.adapters, user.integrationType);
    return { user, adapter, session: userSession(deps, adapter, user) };
  };

  /** Reads one page of a list, with `nextParam` signed for this user and list. */
  async function page<T, R>(
    req: Request,
    res: Response,
    kind: PageKind,
    list: string,
    read: (adapter: MusicServiceAdapter, session: UserSession, page: PageRequest) => Promise<Page<T>>,
    present: (item: T) => R,
  ) {
    const { user, adapter, session } = context(req);
    const scope = `${user.id}:${list}`;
    const { nextParam, limitParam } = queryOf(req, schemas.pagingQuery);
    const cursor = deps.pages.decode(nextParam, scope);
    const limit = limitOf(limitParam, adapter.capabilities.pageSize[kind]);
    const result = await read(adapter, session, { cursor, limit });
    res.json({
      results: result.items.map(present),
      nextParam: deps.pages.encode(result.next, scope),
      totalItems: result.total,
    });
  }

  /** Runs a write in the service's largest batches, in order. */
  async function inBatches(ids: string[], size: number, write: (batch: string[]) => Promise<void>) {
    for (let i = 0; i < ids.length; i += size) await write(ids.slice(i, i + size));
  }

  const require = (adapter: MusicServiceAdapter, capability: keyof Capabilities, operation: string) => {
    if (!adapter.capabilities[capability]) throw unsupported(adapter.id, operation);
  };

  /** A library write of ids in the service's largest batches; a service that cannot do it answers 400. */
  const batchWrite =
    <F extends string>(
      body: { schema: Joi.ObjectSchema<Record<F, string[]>>; field: F },
      capability: keyof Capabilities,
      batch: keyof Capabilities['batchSize'],
      answer: string,
      write: (adapter: MusicServiceAdapter, session: UserSession, ids: string[]) => Promise<void>,
    ) =>
    async (req: Request, res: Response) => {
      const { adapter, session } = context(req);
      require(adapter, capability, capability);
      const ids = bodyOf(req, body.schema)[body.field];
      await inBatches(ids, adapter.capabilities.batchSize[batch], (part) => write(adapter, session, part));
      res.json({ [answer]: ids.length });
    };

  // B1
  router.get('/playlists', paging, (req, res) =>
    page(req, res, 'playlists', 'playlists', (a, s, p) => a.playlists(s, p), presentPlaylist),
  );

  // B2
  router.post('/playlists', validBody(schemas.createPlaylistBody), async (req, res) => {
    const { adapter, session } = context(req);
    const keyed = keyedRequestOf(res);
    const body = bodyOf(req, schemas.createPlaylistBody);
    const created = await createPlaylistOnce(keyed, adapter, session, {
      name: body.name,
      ...(body.description !== undefined && adapter.capabilities.playlistDescription
        ? { description: body.description }
        : {}),
      ...(body.visibility && adapter.capabilities.playlistVisibility ? { isPublic: body.visibility === 'public' } : {}),
    });
    const answer = presentPlaylist(created);
    // The id the service gave is ours to record: kept before the answer leaves, not after.
    await keyed?.keep(200, answer);
    res.json(answer);
  });

  // B3
  router.get('/playlists/:playlistId', async (req, res) => {
    const { adapter, session } = context(req);
    res.json(presentPlaylistDetail(await adapter.playlist(session, param(req, 'playlistId'))));
  });

  // B4: only what the service can change; asking for more answers 400 operationNotSupported.
  router.put('/playlists/:playlistId', validBody(schemas.updatePlaylistBody), async (req, res) => {
    const { adapter, session } = context(req);
    const body = bodyOf(req, schemas.updatePlaylistBody);
    if (body.name !== undefined) require(adapter, 'renamePlaylist', 'renamePlaylist');
    if (body.description !== undefined) require(adapter, 'playlistDescription', 'playlistDescription');
    if (body.visibility !== undefined) require(adapter, 'playlistVisibility', 'playlistVisibility');
    await adapter.updatePlaylist(session, param(req, 'playlistId'), {
      name: body.name,
      description: body.description,
      isPublic: body.visibility === undefined ? undefined : body.visibility === 'public',
    });
    res.json(presentPlaylistDetail(await adapter.playlist(session, param(req, 'playlistId'))));
  });

  router.delete('/playlists/:playlistId', async (req, res) => {
    const { adapter, session } = context(req);
    require(adapter, 'deletePlaylist', 'deletePlaylist');
    await adapter.deletePlaylist(session, param(req, 'playlistId'));
    res.status(204).end();
  });

  router.get('/playlists/:playlistId/items', paging, (req, res) =>
    page(
      req,
      res,
      'playlistItems',
      `playlist:${param(req, 'playlistId')}`,
      (a, s, p) => a.playlistItems(s, param(req, 'playlistId'), p),
      presentTrack,
    ),
  );

  router.post('/playlists/:playlistId/items', validBody(schemas.trackIdsBody), async (req, res) => {
    const { adapter, session } = context(req);
    const { trackIds } = bodyOf(req, schemas.trackIdsBody);
    await addTracksOnce(keyedRequestOf(res), adapter, session, param(req, 'playlistId'), trackIds);
    res.json({ added: trackIds.length });
  });

  router.delete('/playlists/:playlistId/items', validBody(schemas.removeItemsBody), async (req, res) => {
    const { adapter, session } = context(req);
    require(adapter, 'removePlaylistItems', 'removePlaylistItems');
    const { items } = bodyOf(req, schemas.removeItemsBody);
    const size = adapter.capabilities.batchSize.removePlaylistItems;
    for (let i = 0; i < items.length; i += size) {
      await adapter.removePlaylistItems(
        session,
        param(req, 'playlistId'),
        items.slice(i, i + size).map((it) => ({ id: it.id, entryId: it.entryId ?? null })),
      );
    }
    res.json({ removed: items.length });
  });

  // B7 and the liked-tracks writes.
  router.get('/liked/tracks', paging, (req, res) =>
    page(req, res, 'likedTracks', 'liked', (a, s, p) => a.likedTracks(s, p), presentTrack),
  );
  router.post(
    '/liked/tracks',
    validBody(schemas.trackIdsBody),
    batchWrite({ schema: schemas.trackIdsBody, field: 'trackIds' }, 'likeTracks', 'likeTracks', 'added', (a, s, ids) =>
      a.likeTracks(s, ids),
    ),
  );
  router.delete(
    '/liked/tracks',
    validBody(schemas.trackIdsBody),
    batchWrite(
      { schema: schemas.trackIdsBody, field: 'trackIds' },
      'unlikeTracks',
      'likeTracks',
      'removed',
      (a, s, ids) => a.unlikeTracks(s, ids),
    ),
  );

  // B5 and the saved-albums list.
  router.get('/albums', paging, (req, res) =>
    page(req, res, 'albums', 'albums', (a, s, p) => a.savedAlbums(s, p), presentSavedAlbum),
  );
  router.post('/albums', validBody(schemas.saveAlbumBody), async (req, res) => {
    const { adapter, session } = context(req);
    require(adapter, 'saveAlbums', 'saveAlbums');
    const { albumId } = bodyOf(req, schemas.saveAlbumBody);
    await adapter.saveAlbums(session, [albumId]);
    res.json({ albumId, saved: true });
  });
  router.delete(
    '/albums',
    validBody(schemas.albumIdsBody),
    batchWrite(
      { schema: schemas.albumIdsBody, field: 'albumIds' },
      'unsaveAlbums',
      'saveAlbums',
      'removed',
      (a, s, ids) => a.unsaveAlbums(s, ids),
    ),
  );

  // Followed artists; B6 reads one artist.
  router.get('/artists', paging, (req, res) =>
    page(
      req,
      res,
      'artists',
      'artists',
      (a, s, p) => a.followedArtists(s, p),
      (artist) => presentArtist(artist),
    ),
  );
  router.post(
    '/artists',
    validBody(schemas.artistIdsBody),
    batchWrite(
      { schema: schemas.artistIdsBody, field: 'artistIds' },
      'followArtists',
      'followArtists',
      'followed',
      (a, s, ids) => a.followArtists(s, ids),
    ),
  );
  router.delete(
    '/artists',
    validBody(schemas.artistIdsBody),
    batchWrite(
      { schema: schemas.artistIdsBody, field: 'artistIds' },
      'unfollowArtists',
      'followArtists',
      'unfollowed',
      (a, s, ids) => a.unfollowArtists(s, ids),
    ),
  );
  router.get('/artists/:artistId', async (req, res) => {
    const { adapter, session } = context(req);
    res.json(presentArtist(await adapter.artist(session, param(req, 'artistId'))));
  });

  // B8: ISRC search where the service has it; elsewhere a clear 400.
  router.post('/search', validBody(schemas.userSearchBody), paging, async (req, res) => {
    const { user, adapter, session } = context(req);
    const body = bodyOf(req, schemas.userSearchBody);
    const query = { track: body.track, artist: body.artist, album: body.album };
    if (body.isrc) {
      if (body.type !== 'track') throw unsupported(adapter.id, 'isrcSearchForAlbumsOrArtists');
      require(adapter, 'isrcSearch', 'isrcSearch');
      const tracks = await adapter.tracksByIsrc(session, body.isrc.toUpperCase());
      return void res.json({
        results: tracks.map((t) => presentSearchResult('track', t)),
        nextParam: null,
        totalItems: tracks.length,
      });
    }
    const scope = `${user.id}:search:${JSON.stringify([body.type, query])}`;
    const { nextParam, limitParam } = queryOf(req, schemas.pagingQuery);
    const cursor = deps.pages.decode(nextParam, scope);
    const limit = limitOf(limitParam, adapter.capabilities.pageSize.search);
    const found =
      body.type === 'track'
        ? await adapter.searchTracks(session, query, { cursor, limit })
        : body.type === 'album'
          ? await adapter.searchAlbums(session, query, { cursor, limit })
          : await adapter.searchArtists(session, query, { cursor, limit });
    res.json({
      results: found.items.map((item) => presentSearchResult(body.type, item)),
      nextParam: deps.pages.encode(found.next, scope),
      totalItems: found.total,
    });
  });

  return router;
}
