// The listener's library playlists: list, create, read, and their tracks (list, add).
import type { Request, Response, Router } from 'express';
import type { LibraryStore } from '../kit/library.js';
import { libraryEntryId, libraryPlaylistObject, librarySongObject, page } from './wire.js';
import { LIBRARY_PAGE, type RouteHelpers } from './routeHelpers.js';
import { fieldAt } from '../../http/unchecked.js';

/** The song ids of a list of resource identifiers; no list is an empty one. */
const songIds = (data: unknown): string[] =>
  Array.isArray(data) ? data.map((d) => String(fieldAt(d, 'id') ?? '')) : [];

export function playlistRoutes(router: Router, library: LibraryStore, helpers: RouteHelpers) {
  const view = library.view;
  const { fail, listener, paging, storefrontOf, withCatalog } = helpers;

  router.get('/me/library/playlists', (req, res) => {
    const user = listener(req, res);
    const at = user && paging(req, res, LIBRARY_PAGE);
    if (!user || !at) return;
    const all = library.userPlaylists(user);
    res.json(
      page(
        all.slice(at.offset, at.offset + at.limit).map((p) => libraryPlaylistObject(p, p.ownerKey === user.key)),
        all.length,
        at.offset,
        at.limit,
        '/v1/me/library/playlists',
      ),
    );
  });
  router.post('/me/library/playlists', (req, res) => {
    const user = listener(req, res);
    if (!user) return;
    const name = fieldAt(req.body, 'attributes', 'name');
    const description = fieldAt(req.body, 'attributes', 'description');
    if (typeof name !== 'string' || !name)
      return fail(res, 400, '40007', 'Invalid Request Body', 'attributes.name is required');
    const playlist = library.createPlaylist(user, {
      name,
      description: typeof description === 'string' ? description : undefined,
      isPublic: false,
    });
    const initial = songIds(fieldAt(req.body, 'relationships', 'tracks', 'data'));
    if (initial.some((id) => !view.track(id)))
      return fail(res, 400, '40008', 'Invalid Request Body', 'unknown song id');
    if (initial.length) library.addEntries(playlist, initial);
    res.status(201).json({ data: [libraryPlaylistObject(playlist, true)] });
  });

  const ownPlaylist = (req: Request, res: Response) => {
    const user = listener(req, res);
    if (!user) return undefined;
    const playlist = library.playlist(String(req.params.id));
    if (!playlist || !library.userPlaylists(user).includes(playlist))
      return void fail(res, 404, '40400', 'Resource Not Found', 'Resource with requested id was not found');
    return { user, playlist };
  };
  router.get('/me/library/playlists/:id', (req, res) => {
    const found = ownPlaylist(req, res);
    if (found) res.json({ data: [libraryPlaylistObject(found.playlist, found.playlist.ownerKey === found.user.key)] });
  });
  router.get('/me/library/playlists/:id/tracks', (req, res) => {
    const found = ownPlaylist(req, res);
    const at = found && paging(req, res, LIBRARY_PAGE);
    if (!found || !at) return;
    const entries = found.playlist.entries;
    const sf = storefrontOf(found.user);
    const data = entries.slice(at.offset, at.offset + at.limit).map((e) => {
      const track = view.track(e.trackId)!;
      return librarySongObject(libraryEntryId(e), track, sf, withCatalog(req), view.album(track.album.id));
    });
    res.json(
      page(
        data,
        entries.length,
        at.offset,
        at.limit,
        `/v1/me/library/playlists/${found.playlist.id}/tracks${withCatalog(req) ? '?include=catalog' : ''}`,
      ),
    );
  });
  router.post('/me/library/playlists/:id/tracks', (req, res) => {
    const found = ownPlaylist(req, res);
    if (!found) return;
    if (found.playlist.ownerKey !== found.user.key)
      return fail(res, 403, '40301', 'Forbidden', 'The playlist cannot be edited');
    const songs = songIds(fieldAt(req.body, 'data'));
    if (songs.length === 0 || songs.some((id) => !view.track(id)))
      return fail(res, 400, '40008', 'Invalid Request Body', 'data must list catalog songs');
    library.addEntries(found.playlist, songs);
    res.status(204).end();
  });
}
