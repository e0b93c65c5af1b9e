// Catalogue reads (a track, an album, an artist by id) and search, with Spotify's search query syntax.
import type { Router } from 'express';
import type { LibraryStore } from '../kit/library.js';
import { paging, spotifyError } from './wire.js';
import type { RouteHelpers } from './routeHelpers.js';

export function catalogueRoutes(router: Router, library: LibraryStore, helpers: RouteHelpers) {
  const view = library.view;
  const { market, wire } = helpers;

  router.get('/tracks/:id', (req, res) => {
    const track = view.track(req.params.id);
    if (!track) return void res.status(404).json(spotifyError(404, 'Resource not found'));
    res.json(wire(req).track(track, market(req)));
  });
  router.get('/albums/:id', (req, res) => {
    const album = view.album(req.params.id);
    if (!album) return void res.status(404).json(spotifyError(404, 'Resource not found'));
    res.json(wire(req).album(album, market(req)));
  });
  router.get('/artists/:id', (req, res) => {
    const artist = view.artist(req.params.id);
    if (!artist) return void res.status(404).json(spotifyError(404, 'Resource not found'));
    res.json(wire(req).artist(artist));
  });
}

export function searchRoutes(router: Router, library: LibraryStore, helpers: RouteHelpers) {
  const view = library.view;
  const { limits, fullUrl, market, wire } = helpers;

  router.get('/search', (req, res) => {
    const type = String(req.query.type ?? '');
    const q = String(req.query.q ?? '');
    if (!q) return void res.status(400).json(spotifyError(400, 'No search query'));
    if (!['track', 'album', 'artist'].includes(type))
      return void res.status(400).json(spotifyError(400, 'Bad search type field'));
    // Since 2026 a search page holds at most 10 items (5 by default).
    const page = limits(req, 10, 5);
    if (typeof page === 'string') return void res.status(400).json(spotifyError(400, page));
    const query = parseQuery(q);
    const url = fullUrl(req);
    if (type === 'track') {
      const found = view.searchTracks(query, page.offset, page.limit);
      return void res.json({
        tracks: paging(
          found.items.map((t) => wire(req).track(t, market(req))),
          found.total,
          page.offset,
          page.limit,
          url,
        ),
      });
    }
    if (type === 'album') {
      const found = view.searchAlbums(query, page.offset, page.limit);
      const albums = found.items.map((a) => wire(req).simplifiedAlbum(a));
      return void res.json({ albums: paging(albums, found.total, page.offset, page.limit, url) });
    }
    const found = view.searchArtists(query, page.offset, page.limit);
    res.json({
      artists: paging(
        found.items.map((a) => wire(req).artist(a)),
        found.total,
        page.offset,
        page.limit,
        url,
      ),
    });
  });
}

/** Spotify's search syntax: free words plus `track:`, `artist:`, `album:` and `isrc:` filters (quoted or not). */
export function parseQuery(q: string): {
  text?: string;
  track?: string;
  artist?: string;
  album?: string;
  isrc?: string;
} {
  const out: Record<string, string> = {};
  const rest = q.replace(
    /\b(track|artist|album|isrc):("([^"]*)"|\S+)/g,
    (_m, field: string, raw: string, quoted?: string) => {
      out[field] = `${out[field] ? `${out[field]} ` : ''}${quoted ?? raw}`;
      return ' ';
    },
  );
  if (rest.trim()) out.text = rest.trim();
  return out;
}
