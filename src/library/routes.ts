import { Router, type Request, type Response } from 'express';
import { adapterFor, type Adapters } from '../integrations/adapters.js';
import type { Capabilities, MusicServiceAdapter, Page, PageRequest, UserSession } from '../integrations/types.js';
import { unsupported } from '../integrations/errors.js';
import { limitParam, type PageParams } from '../http/pageParams.js';
import { validBody } from '../http/validate.js';
import { connectedUserOf } from '../users/userApiGuard.js';
import { userSession, type TokenDeps } from '../users/tokens.js';
import { presentArtist, presentPlaylist, presentPlaylistDetail, presentSavedAlbum, presentSearchResult, presentTrack } from './presenters.js';
import * as schemas from './schemas.js';

export interface LibraryDeps extends TokenDeps {
  adapters: Adapters;
  pages: PageParams;
}

type PageKind = keyof Capabilities['pageSize'];

const param = (req: Request, name: string) => String(req.params[name]);

/** B1-B8 and the library operations partners expect, under `/api/{integrationUserUUID}`. */
export function libraryRouter(deps: LibraryDeps): Router {
  const router = Router({ mergeParams: true });

  const context = (res: Response) => {
    const user = connectedUserOf(res);
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
    const { user, adapter, session } = context(res);
    const scope = `${user.id}:${list}`;
    const cursor = deps.pages.decode(req.query.nextParam, scope);
    const limit = limitParam(req.query.limitParam, adapter.capabilities.pageSize[kind]);
    const result = await read(adapter, session, { cursor, limit });
    res.json({ results: result.items.map(present), nextParam: deps.pages.encode(result.next, scope), totalItems: result.total });
  }

  /** Runs a write in the service's largest batches, in order. */
  async function inBatches(ids: string[], size: number, write: (batch: string[]) => Promise<void>) {
    for (let i = 0; i < ids.length; i += size) await write(ids.slice(i, i + size));
  }

  const require = (adapter: MusicServiceAdapter, capability: keyof Capabilities, operation: string) => {
    if (!adapter.capabilities[capability]) throw unsupported(adapter.id, operation);
  };

  // B1
  router.get('/playlists', (req, res) => page(req, res, 'playlists', 'playlists', (a, s, p) => a.playlists(s, p), presentPlaylist));

  // B2
  router.post('/playlists', validBody(schemas.createPlaylistBody), async (req, res) => {
    const { adapter, session } = context(res);
    const body = req.body as { name: string; description?: string; visibility?: 'public' | 'private' };
    const created = await adapter.createPlaylist(session, {
      name: body.name,
      ...(body.description !== undefined && adapter.capabilities.playlistDescription ? { description: body.description } : {}),
      ...(body.visibility && adapter.capabilities.playlistVisibility ? { isPublic: body.visibility === 'public' } : {}),
    });
    res.json(presentPlaylist(created));
  });

  // B3
  router.get('/playlists/:playlistId', async (req, res) => {
    const { adapter, session } = context(res);
    res.json(presentPlaylistDetail(await adapter.playlist(session, param(req, 'playlistId'))));
  });

  // B4: only what the service can change; asking for more answers 400 operationNotSupported.
  router.put('/playlists/:playlistId', validBody(schemas.updatePlaylistBody), async (req, res) => {
    const { adapter, session } = context(res);
    const body = req.body as { name?: string; description?: string; visibility?: 'public' | 'private' };
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
    const { adapter, session } = context(res);
    require(adapter, 'deletePlaylist', 'deletePlaylist');
    await adapter.deletePlaylist(session, param(req, 'playlistId'));
    res.status(204).end();
  });

  router.get('/playlists/:playlistId/items', (req, res) =>
    page(req, res, 'playlistItems', `playlist:${param(req, 'playlistId')}`, (a, s, p) => a.playlistItems(s, param(req, 'playlistId'), p), presentTrack),
  );

  router.post('/playlists/:playlistId/items', validBody(schemas.trackIdsBody), async (req, res) => {
    const { adapter, session } = context(res);
    const { trackIds } = req.body as { trackIds: string[] };
    await inBatches(trackIds, adapter.capabilities.batchSize.addPlaylistItems, (batch) => adapter.addPlaylistItems(session, param(req, 'playlistId'), batch));
    res.json({ added: trackIds.length });
  });

  router.delete('/playlists/:playlistId/items', validBody(schemas.removeItemsBody), async (req, res) => {
    const { adapter, session } = context(res);
    require(adapter, 'removePlaylistItems', 'removePlaylistItems');
    const { items } = req.body as { items: { id: string; entryId?: string | null }[] };
    const size = adapter.capabilities.batchSize.removePlaylistItems;
    for (let i = 0; i < items.length; i += size) {
      await adapter.removePlaylistItems(session, param(req, 'playlistId'), items.slice(i, i + size).map((it) => ({ id: it.id, entryId: it.entryId ?? null })));
    }
    res.json({ removed: items.length });
  });

  // B7 and the liked-tracks writes.
  router.get('/liked/tracks', (req, res) => page(req, res, 'likedTracks', 'liked', (a, s, p) => a.likedTracks(s, p), presentTrack));
  router.post('/liked/tracks', validBody(schemas.trackIdsBody), async (req, res) => {
    const { adapter, session } = context(res);
    require(adapter, 'likeTracks', 'likeTracks');
    const { trackIds } = req.body as { trackIds: string[] };
    await inBatches(trackIds, adapter.capabilities.batchSize.likeTracks, (batch) => adapter.likeTracks(session, batch));
    res.json({ added: trackIds.length });
  });
  router.delete('/liked/tracks', validBody(schemas.trackIdsBody), async (req, res) => {
    const { adapter, session } = context(res);
    require(adapter, 'unlikeTracks', 'unlikeTracks');
    const { trackIds } = req.body as { trackIds: string[] };
    await inBatches(trackIds, adapter.capabilities.batchSize.likeTracks, (batch) => adapter.unlikeTracks(session, batch));
    res.json({ removed: trackIds.length });
  });

  // B5 and the saved-albums list.
  router.get('/albums', (req, res) => page(req, res, 'albums', 'albums', (a, s, p) => a.savedAlbums(s, p), presentSavedAlbum));
  router.post('/albums', validBody(schemas.saveAlbumBody), async (req, res) => {
    const { adapter, session } = context(res);
    require(adapter, 'saveAlbums', 'saveAlbums');
    const { albumId } = req.body as { albumId: string };
    await adapter.saveAlbums(session, [albumId]);
    res.json({ albumId, saved: true });
  });
  router.delete('/albums', validBody(schemas.albumIdsBody), async (req, res) => {
    const { adapter, session } = context(res);
    require(adapter, 'unsaveAlbums', 'unsaveAlbums');
    const { albumIds } = req.body as { albumIds: string[] };
    await inBatches(albumIds, adapter.capabilities.batchSize.saveAlbums, (batch) => adapter.unsaveAlbums(session, batch));
    res.json({ removed: albumIds.length });
  });

  // Followed artists; B6 reads one artist.
  router.get('/artists', (req, res) => page(req, res, 'artists', 'artists', (a, s, p) => a.followedArtists(s, p), (artist) => presentArtist(artist)));
  router.post('/artists', validBody(schemas.artistIdsBody), async (req, res) => {
    const { adapter, session } = context(res);
    require(adapter, 'followArtists', 'followArtists');
    const { artistIds } = req.body as { artistIds: string[] };
    await inBatches(artistIds, adapter.capabilities.batchSize.followArtists, (batch) => adapter.followArtists(session, batch));
    res.json({ followed: artistIds.length });
  });
  router.delete('/artists', validBody(schemas.artistIdsBody), async (req, res) => {
    const { adapter, session } = context(res);
    require(adapter, 'unfollowArtists', 'unfollowArtists');
    const { artistIds } = req.body as { artistIds: string[] };
    await inBatches(artistIds, adapter.capabilities.batchSize.followArtists, (batch) => adapter.unfollowArtists(session, batch));
    res.json({ unfollowed: artistIds.length });
  });
  router.get('/artists/:artistId', async (req, res) => {
    const { adapter, session } = context(res);
    res.json(presentArtist(await adapter.artist(session, param(req, 'artistId'))));
  });

  // B8: ISRC search where the service has it; elsewhere a clear 400.
  router.post('/search', validBody(schemas.userSearchBody), async (req, res) => {
    const { user, adapter, session } = context(res);
    const body = req.body as { type: 'track' | 'album' | 'artist'; track?: string; artist?: string; album?: string; isrc?: string };
    const query = { track: body.track, artist: body.artist, album: body.album };
    if (body.isrc) {
      if (body.type !== 'track') throw unsupported(adapter.id, 'isrcSearchForAlbumsOrArtists');
      require(adapter, 'isrcSearch', 'isrcSearch');
      const tracks = await adapter.tracksByIsrc(session, body.isrc.toUpperCase());
      return void res.json({ results: tracks.map((t) => presentSearchResult('track', t)), nextParam: null, totalItems: tracks.length });
    }
    const scope = `${user.id}:search:${JSON.stringify([body.type, query])}`;
    const cursor = deps.pages.decode(req.query.nextParam, scope);
    const limit = limitParam(req.query.limitParam, adapter.capabilities.pageSize.search);
    const found =
      body.type === 'track' ? await adapter.searchTracks(session, query, { cursor, limit })
      : body.type === 'album' ? await adapter.searchAlbums(session, query, { cursor, limit })
      : await adapter.searchArtists(session, query, { cursor, limit });
    res.json({
      results: found.items.map((item) => presentSearchResult(body.type, item)),
      nextParam: deps.pages.encode(found.next, scope),
      totalItems: found.total,
    });
  });

  return router;
}
