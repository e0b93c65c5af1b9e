// A user's saved tracks and albums, Save/Remove Items to/from Library by URI, and followed artists.
import type { Request, Response, Router } from 'express';
import type { LibraryStore } from '../kit/library.js';
import { paging, spotifyError } from './wire.js';
import type { RouteHelpers } from './routeHelpers.js';

export function savedRoutes(router: Router, library: LibraryStore, helpers: RouteHelpers) {
  const view = library.view;
  const { requireUser, limits, fullUrl, market, wire, idsParam } = helpers;

  const savedList = (kind: 'liked' | 'albums') => (req: Request, res: Response) => {
    const user = requireUser(res);
    if (!user) return;
    const page = limits(req, 50);
    if (typeof page === 'string') return void res.status(400).json(spotifyError(400, page));
    const list = user[kind];
    const items = list
      .slice(page.offset, page.offset + page.limit)
      .map((s) =>
        kind === 'liked'
          ? { added_at: s.addedAt, track: wire(req).track(view.track(s.id)!, market(req)) }
          : { added_at: s.addedAt, album: wire(req).album(view.album(s.id)!, market(req)) },
      );
    res.json(paging(items, list.length, page.offset, page.limit, fullUrl(req)));
  };
  const savedWrite = (kind: 'liked' | 'albums', max: number, add: boolean) => (req: Request, res: Response) => {
    const user = requireUser(res);
    if (!user) return;
    const ids = idsParam(req, max);
    if (typeof ids === 'string') return void res.status(400).json(spotifyError(400, ids));
    if (ids.some((id) => !(kind === 'liked' ? view.track(id) : view.album(id))))
      return void res.status(400).json(spotifyError(400, 'Invalid id'));
    if (add) library.save(user[kind], ids);
    else library.unsave(user[kind], ids);
    res.status(200).end();
  };
  router.get('/me/tracks', savedList('liked'));
  router.put('/me/tracks', savedWrite('liked', 50, true));
  router.delete('/me/tracks', savedWrite('liked', 50, false));
  router.get('/me/albums', savedList('albums'));
  router.put('/me/albums', savedWrite('albums', 20, true));
  router.delete('/me/albums', savedWrite('albums', 20, false));

  // Save Items to Library and Remove Items from Library: tracks, albums, artists and playlists by
  // URI, at most 40 a call, in the query.
  const LIBRARY_KINDS = { track: 'liked', album: 'albums', artist: 'artists' } as const;
  const libraryWrite = (add: boolean) => (req: Request, res: Response) => {
    const user = requireUser(res);
    if (!user) return;
    const uris = typeof req.query.uris === 'string' ? req.query.uris.split(',').filter(Boolean) : [];
    if (uris.length === 0) return void res.status(400).json(spotifyError(400, 'Missing required parameter: uris'));
    if (uris.length > 40) return void res.status(400).json(spotifyError(400, 'Too many URIs: at most 40'));
    const parsed = uris.map((u) => /^spotify:(track|album|artist|playlist):(\w+)$/.exec(u));
    if (parsed.some((m) => !m)) return void res.status(400).json(spotifyError(400, 'Invalid URI'));
    for (const [, type, id] of parsed as RegExpExecArray[]) {
      const known =
        type === 'track'
          ? view.track(id)
          : type === 'album'
            ? view.album(id)
            : type === 'artist'
              ? view.artist(id)
              : library.playlist(id);
      if (!known) return void res.status(400).json(spotifyError(400, `Invalid URI: spotify:${type}:${id}`));
    }
    for (const [, type, id] of parsed as RegExpExecArray[]) {
      if (type === 'playlist') {
        if (add) user.playlistIds.includes(id) || user.playlistIds.unshift(id);
        else library.deletePlaylist(user, id);
        continue;
      }
      const list = user[LIBRARY_KINDS[type as keyof typeof LIBRARY_KINDS]];
      if (add) library.save(list, [id]);
      else library.unsave(list, [id]);
    }
    res.status(200).end();
  };
  router.put('/me/library', libraryWrite(true));
  router.delete('/me/library', libraryWrite(false));

  // Followed artists page by cursor (`after`), unlike the other lists.
  router.get('/me/following', (req, res) => {
    const user = requireUser(res);
    if (!user) return;
    if (req.query.type !== 'artist') return void res.status(400).json(spotifyError(400, 'Only valid type is artist'));
    const limit = req.query.limit === undefined ? 20 : Number(req.query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 50)
      return void res.status(400).json(spotifyError(400, 'Invalid limit'));
    const start = req.query.after ? user.artists.findIndex((a) => a.id === req.query.after) + 1 : 0;
    const slice = user.artists.slice(start, start + limit);
    const more = start + limit < user.artists.length;
    const next = more ? new URL(fullUrl(req)) : null;
    next?.searchParams.set('after', slice[slice.length - 1].id);
    res.json({
      artists: {
        href: fullUrl(req).toString(),
        items: slice.map((s) => wire(req).artist(view.artist(s.id)!)),
        limit,
        next: next?.toString() ?? null,
        // The spec's cursors are strings, never null: the last page has none to give.
        cursors: more ? { after: slice[slice.length - 1].id } : {},
        total: user.artists.length,
      },
    });
  });
  const follow = (add: boolean) => (req: Request, res: Response) => {
    const user = requireUser(res);
    if (!user) return;
    const ids = idsParam(req, 50);
    if (typeof ids === 'string') return void res.status(400).json(spotifyError(400, ids));
    if (add) library.save(user.artists, ids);
    else library.unsave(user.artists, ids);
    res.status(204).end();
  };
  router.put('/me/following', follow(true));
  router.delete('/me/following', follow(false));
}
