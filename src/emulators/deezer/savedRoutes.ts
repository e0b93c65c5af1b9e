// The listener's favourites: tracks, albums and artists under `/user/me/…`, listed, added and removed one at a time.
import type { Router } from 'express';
import type { EmulatedUser, LibraryStore, Saved } from '../kit/library.js';
import { albumListItem, artistListItem, favouriteTrackItem, list, listChecksum } from './wire.js';
import type { RouteHelpers } from './routeHelpers.js';

export function savedRoutes(router: Router, library: LibraryStore, helpers: RouteHelpers) {
  const view = library.view;
  const { fail, fullUrl, user, paging } = helpers;

  const favourites = (
    kind: 'liked' | 'albums' | 'artists',
    param: 'track_id' | 'album_id' | 'artist_id',
    present: (s: Saved, me: EmulatedUser) => unknown,
  ) => {
    const path = kind === 'liked' ? '/user/me/tracks' : `/user/me/${kind}`;
    router.get(path, (req, res) => {
      const me = user(req, res);
      if (!me) return;
      const { index, limit } = paging(req);
      res.json(
        list(
          me[kind].slice(index, index + limit).map((s) => present(s, me)),
          me[kind].length,
          index,
          limit,
          fullUrl(req),
          listChecksum(me[kind].map((saved) => saved.id)),
        ),
      );
    });
    const exists = (id: string) =>
      kind === 'liked' ? view.track(id) : kind === 'albums' ? view.album(id) : view.artist(id);
    router.post(path, (req, res) => {
      const me = user(req, res);
      if (!me) return;
      const id = String(req.query[param] ?? '');
      if (!id || !exists(id)) return fail(res, 'DataException', 'no data', 800);
      library.save(me[kind], [id]);
      res.json(true);
    });
    router.delete(path, (req, res) => {
      const me = user(req, res);
      if (!me) return;
      library.unsave(me[kind], [String(req.query[param] ?? '')]);
      res.json(true);
    });
  };
  favourites('liked', 'track_id', (s, me) => favouriteTrackItem(view.track(s.id)!, view, me.country, s.addedAt));
  favourites('albums', 'album_id', (s) => ({
    ...albumListItem(view.album(s.id)!),
    time_add: Math.floor(Date.parse(s.addedAt) / 1000),
  }));
  favourites('artists', 'artist_id', (s) => ({
    ...artistListItem(view.artist(s.id)!),
    time_add: Math.floor(Date.parse(s.addedAt) / 1000),
  }));
}
