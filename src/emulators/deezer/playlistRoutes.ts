// The listener's playlists: listed and created under `/user/me/playlists`, read, edited, deleted and their songs
// added, removed and reordered under `/playlist/:id`.
import { urlencoded, type Request, type Response, type Router } from 'express';
import type { LibraryStore, PlaylistEntry } from '../kit/library.js';
import { list, listChecksum, playlistChecksum, playlistListItem, playlistObject, trackListItem } from './wire.js';
import type { RouteHelpers } from './routeHelpers.js';
import { fieldAt } from '../../http/unchecked.js';

export function playlistRoutes(router: Router, library: LibraryStore, helpers: RouteHelpers) {
  const view = library.view;
  const { fail, fullUrl, user, paging } = helpers;

  router.get('/user/me/playlists', (req, res) => {
    const me = user(req, res);
    if (!me) return;
    const { index, limit } = paging(req);
    const all = library.userPlaylists(me);
    res.json(
      list(
        all.slice(index, index + limit).map((p) => playlistListItem(p, library.user(p.ownerKey)!)),
        all.length,
        index,
        limit,
        fullUrl(req),
        listChecksum(all.map((p) => `${p.id}:${p.version}`)),
      ),
    );
  });
  router.post('/user/me/playlists', (req, res) => {
    const me = user(req, res);
    if (!me) return;
    const title = String(req.query.title ?? '');
    if (!title) return fail(res, 'MissingParameterException', 'Missing parameters: title', 501);
    res.json({ id: Number(library.createPlaylist(me, { name: title, isPublic: true }).id) });
  });

  const playlistFor = (req: Request, res: Response, mustOwn: boolean) => {
    const me = user(req, res);
    if (!me) return undefined;
    const playlist = library.playlist(String(req.params.id));
    if (!playlist) return void fail(res, 'DataException', 'no data', 800);
    if (mustOwn && playlist.ownerKey !== me.key)
      return void fail(res, 'OAuthException', 'You must be the owner of this playlist', 200);
    return { me, playlist };
  };
  router.get('/playlist/:id', (req, res) => {
    const found = playlistFor(req, res, false);
    if (found) res.json(playlistObject(found.playlist, library.user(found.playlist.ownerKey)!, view, found.me.country));
  });
  router.post('/playlist/:id', (req, res) => {
    const found = playlistFor(req, res, true);
    if (!found) return;
    const q = req.query as Record<string, string>;
    if (q.title !== undefined) found.playlist.name = q.title;
    if (q.description !== undefined) found.playlist.description = q.description;
    if (q.public !== undefined) found.playlist.isPublic = q.public === 'true';
    library.touch(found.playlist);
    res.json(true);
  });
  router.delete('/playlist/:id', (req, res) => {
    const found = playlistFor(req, res, false);
    if (!found) return;
    library.deletePlaylist(found.me, found.playlist.id);
    res.json(true);
  });
  router.get('/playlist/:id/tracks', (req, res) => {
    const found = playlistFor(req, res, false);
    if (!found) return;
    const { index, limit } = paging(req);
    const entries = found.playlist.entries.slice(index, index + limit);
    res.json(
      list(
        entries.map((e) => trackListItem(view.track(e.trackId)!, view, found.me.country, e.addedAt)),
        found.playlist.entries.length,
        index,
        limit,
        fullUrl(req),
        playlistChecksum(found.playlist),
      ),
    );
  });
  const songs = (req: Request) =>
    String(req.query.songs ?? '')
      .split(',')
      .filter(Boolean);
  // Deezer takes a write's parameters in the query string or a form body; the body holds what a
  // URL cannot (a long playlist's whole order), up to 10,000 ids.
  router.post('/playlist/:id/tracks', urlencoded({ extended: false, limit: '256kb' }), (req, res) => {
    const found = playlistFor(req, res, true);
    if (!found) return;
    const asked = req.query.order ?? fieldAt(req.body, 'order');
    // `order` (and no `songs`) puts the playlist's tracks in that order: every one of them, each
    // once (a playlist holds a track only once), else the parameter is wrong. Answers `true`.
    if (asked !== undefined && req.query.songs === undefined) {
      const order = String(asked).split(',').filter(Boolean);
      if (order.length === 0) return fail(res, 'MissingParameterException', 'Missing parameters: order', 501);
      const byTrack = new Map(found.playlist.entries.map((e) => [e.trackId, e]));
      const entries = order.map((id) => byTrack.get(id));
      if (entries.some((e) => !e) || !library.setOrder(found.playlist, entries as PlaylistEntry[]))
        return fail(res, 'ParameterException', 'Wrong parameter', 500);
      return void res.json(true);
    }
    const ids = songs(req);
    if (ids.length === 0) return fail(res, 'MissingParameterException', 'Missing parameters: songs', 501);
    if (ids.some((id) => !view.track(id))) return fail(res, 'DataException', 'no data', 800);
    // Deezer refuses a song already in the playlist.
    if (ids.some((id) => found.playlist.entries.some((e) => e.trackId === id)))
      return fail(res, 'Exception', 'This song already exists in this playlist', 801);
    if (found.playlist.entries.length + ids.length > 10_000) return fail(res, 'Exception', 'Items limit exceeded', 100);
    library.addEntries(found.playlist, ids);
    res.json(true);
  });
  router.delete('/playlist/:id/tracks', (req, res) => {
    const found = playlistFor(req, res, true);
    if (!found) return;
    library.removeEntries(
      found.playlist,
      songs(req).map((trackId) => ({ trackId })),
    );
    res.json(true);
  });
}
