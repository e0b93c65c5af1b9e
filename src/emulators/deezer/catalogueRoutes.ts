// Catalogue reads (a track, also by `isrc:`, an album, an artist) and search, with Deezer's advanced search syntax.
import type { Request, Response, Router } from 'express';
import type { LibraryStore } from '../kit/library.js';
import { albumListItem, albumObject, artistListItem, artistObject, list, trackListItem, trackObject } from './wire.js';
import type { RouteHelpers } from './routeHelpers.js';

export function catalogueRoutes(router: Router, library: LibraryStore, helpers: RouteHelpers) {
  const view = library.view;
  const { fail, optionalUser } = helpers;

  router.get('/track/:id', (req, res) => {
    const id = String(req.params.id);
    const country = optionalUser(req)?.country ?? null;
    if (id.startsWith('isrc:')) {
      const [track] = view.tracksByIsrc(id.slice(5));
      return track ? void res.json(trackObject(track, view, country)) : fail(res, 'DataException', 'no data', 800);
    }
    const track = view.track(id);
    if (!track) return fail(res, 'DataException', 'no data', 800);
    res.json(trackObject(track, view, country));
  });
  router.get('/album/:id', (req, res) => {
    const album = view.album(String(req.params.id));
    if (!album) return fail(res, 'DataException', 'no data', 800);
    res.json(albumObject(album, view, optionalUser(req)?.country ?? null));
  });
  router.get('/artist/:id', (req, res) => {
    const artist = view.artist(String(req.params.id));
    if (!artist) return fail(res, 'DataException', 'no data', 800);
    res.json(artistObject(artist));
  });
}

export function searchRoutes(router: Router, library: LibraryStore, helpers: RouteHelpers) {
  const view = library.view;
  const { fail, fullUrl, paging, optionalUser } = helpers;

  const search = (kind: 'track' | 'album' | 'artist') => (req: Request, res: Response) => {
    const q = String(req.query.q ?? '');
    if (!q) return fail(res, 'MissingParameterException', 'Missing parameters: q', 501);
    const { index, limit } = paging(req);
    const query = parseQuery(q);
    const country = optionalUser(req)?.country ?? null;
    if (kind === 'track') {
      const found = view.searchTracks(query, index, limit);
      return void res.json(
        list(
          found.items.map((t) => trackListItem(t, view, country)),
          found.total,
          index,
          limit,
          fullUrl(req),
        ),
      );
    }
    if (kind === 'album') {
      const found = view.searchAlbums(query, index, limit);
      return void res.json(list(found.items.map(albumListItem), found.total, index, limit, fullUrl(req)));
    }
    const found = view.searchArtists(query, index, limit);
    res.json(
      list(
        found.items.map((a) => artistListItem(a)),
        found.total,
        index,
        limit,
        fullUrl(req),
      ),
    );
  };
  router.get('/search', search('track'));
  router.get('/search/track', search('track'));
  router.get('/search/album', search('album'));
  router.get('/search/artist', search('artist'));
}

/** Deezer's advanced search: free words plus `artist:"…"`, `track:"…"`, `album:"…"`. */
export function parseQuery(q: string): { text?: string; track?: string; artist?: string; album?: string } {
  const out: Record<string, string> = {};
  const rest = q.replace(
    /\b(track|artist|album):("([^"]*)"|\S+)/g,
    (_m, field: string, raw: string, quoted?: string) => {
      out[field] = quoted ?? raw;
      return ' ';
    },
  );
  if (rest.trim()) out.text = rest.trim();
  return out;
}
