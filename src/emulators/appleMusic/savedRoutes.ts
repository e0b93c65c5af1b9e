// The listener's saved songs, albums and artists, and adding songs and albums to the library.
import type { Router } from 'express';
import type { LibraryStore } from '../kit/library.js';
import { libraryAlbumObject, libraryArtistObject, librarySavedId, librarySongObject, page } from './wire.js';
import { LIBRARY_PAGE, type RouteHelpers } from './routeHelpers.js';

export function savedRoutes(router: Router, library: LibraryStore, helpers: RouteHelpers) {
  const view = library.view;
  const { fail, listener, paging, storefrontOf, withCatalog } = helpers;

  // The library's songs, albums and artists: what a listener "liked", saved and follows here.
  router.get('/me/library/songs', (req, res) => {
    const user = listener(req, res);
    const at = user && paging(req, res, LIBRARY_PAGE);
    if (!user || !at) return;
    const data = user.liked
      .slice(at.offset, at.offset + at.limit)
      .map((s) =>
        librarySongObject(
          librarySavedId(s),
          view.track(s.id)!,
          storefrontOf(user),
          withCatalog(req),
          view.album(view.track(s.id)!.album.id),
        ),
      );
    res.json(
      page(
        data,
        user.liked.length,
        at.offset,
        at.limit,
        `/v1/me/library/songs${withCatalog(req) ? '?include=catalog' : ''}`,
      ),
    );
  });
  router.get('/me/library/albums', (req, res) => {
    const user = listener(req, res);
    const at = user && paging(req, res, LIBRARY_PAGE);
    if (!user || !at) return;
    const data = user.albums
      .slice(at.offset, at.offset + at.limit)
      .map((s) => libraryAlbumObject(view.album(s.id)!, s));
    res.json(page(data, user.albums.length, at.offset, at.limit, '/v1/me/library/albums'));
  });
  router.get('/me/library/artists', (req, res) => {
    const user = listener(req, res);
    const at = user && paging(req, res, LIBRARY_PAGE);
    if (!user || !at) return;
    const data = user.artists
      .slice(at.offset, at.offset + at.limit)
      .map((s) => libraryArtistObject(view.artist(s.id)!));
    res.json(page(data, user.artists.length, at.offset, at.limit, '/v1/me/library/artists'));
  });
  router.post('/me/library', (req, res) => {
    const user = listener(req, res);
    if (!user) return;
    const list = (name: string) =>
      String(req.query[`ids[${name}]`] ?? '')
        .split(',')
        .filter(Boolean);
    const songs = list('songs');
    const albums = list('albums');
    if (songs.length + albums.length === 0)
      return fail(res, 400, '40005', 'Invalid Parameter Value', 'ids[songs] or ids[albums] is required');
    if (songs.some((id) => !view.track(id)) || albums.some((id) => !view.album(id)))
      return fail(res, 400, '40015', 'Insufficient Privileges', 'One or more ids cannot be added');
    library.save(user.liked, songs);
    library.save(user.albums, albums);
    res.status(202).end();
  });
}
