// A storefront's catalogue: songs by id or ISRC, one song, album or artist, and search.
import type { Request, Response, Router } from 'express';
import type { LibraryStore } from '../kit/library.js';
import { albumObject, artistObject, songObject } from './wire.js';
import type { RouteHelpers } from './routeHelpers.js';

const SEARCH_PAGE = { default: 5, max: 25 };
const ISRC_FILTER_MAX = 25;
const IDS_MAX = 300;

export function catalogueRoutes(router: Router, library: LibraryStore, helpers: RouteHelpers) {
  const view = library.view;
  const { fail, paging } = helpers;

  // The catalogue of a storefront.
  router.get('/catalog/:storefront/songs', (req, res) => {
    const sf = String(req.params.storefront);
    const isrcs = String(req.query['filter[isrc]'] ?? '')
      .split(',')
      .filter(Boolean);
    const idList = String(req.query.ids ?? '')
      .split(',')
      .filter(Boolean);
    if (isrcs.length > ISRC_FILTER_MAX)
      return fail(res, 400, '40005', 'Invalid Parameter Value', `filter[isrc] takes at most ${ISRC_FILTER_MAX} values`);
    if (idList.length > IDS_MAX)
      return fail(res, 400, '40005', 'Invalid Parameter Value', `ids takes at most ${IDS_MAX} values`);
    if (isrcs.length) {
      const found = isrcs.map((isrc) => [isrc.toUpperCase(), view.tracksByIsrc(isrc)] as const);
      // `data` holds one song per ISRC; `meta.filters.isrc` lists every song sharing it.
      return void res.json({
        data: found.flatMap(([, tracks]) => tracks.slice(0, 1).map((t) => songObject(t, sf, view.album(t.album.id)))),
        meta: {
          filters: {
            isrc: Object.fromEntries(
              found.map(([isrc, tracks]) => [
                isrc,
                tracks.map((t) => ({ id: t.id, type: 'songs', href: `/v1/catalog/${sf}/songs/${t.id}` })),
              ]),
            ),
          },
        },
      });
    }
    if (idList.length === 0)
      return fail(res, 400, '40005', 'Invalid Parameter Value', 'ids or filter[isrc] is required');
    res.json({
      data: idList
        .map((id) => view.track(id))
        .filter((t) => t !== undefined)
        .map((t) => songObject(t, sf, view.album(t.album.id))),
    });
  });
  const one = (kind: 'songs' | 'albums' | 'artists') => (req: Request, res: Response) => {
    const sf = String(req.params.storefront);
    const id = String(req.params.id);
    const found = kind === 'songs' ? view.track(id) : kind === 'albums' ? view.album(id) : view.artist(id);
    if (!found) return fail(res, 404, '40400', 'Resource Not Found', 'Resource with requested id was not found');
    const data =
      kind === 'songs'
        ? songObject(view.track(id)!, sf, view.album(view.track(id)!.album.id))
        : kind === 'albums'
          ? albumObject(view.album(id)!, sf)
          : artistObject(view.artist(id)!, sf);
    res.json({ data: [data] });
  };
  router.get('/catalog/:storefront/songs/:id', one('songs'));
  router.get('/catalog/:storefront/albums/:id', one('albums'));
  router.get('/catalog/:storefront/artists/:id', one('artists'));
  router.get('/catalog/:storefront/search', (req, res) => {
    const sf = String(req.params.storefront);
    const term = String(req.query.term ?? '')
      .replace(/\+/g, ' ')
      .trim();
    if (!term) return fail(res, 400, '40005', 'Invalid Parameter Value', "Value of 'term' is required");
    const at = paging(req, res, SEARCH_PAGE);
    if (!at) return;
    const types = String(req.query.types ?? 'songs').split(',');
    const results: Record<string, unknown> = {};
    const next = (kind: string, total: number) =>
      at.offset + at.limit < total
        ? {
            next: `/v1/catalog/${sf}/search?term=${encodeURIComponent(term)}&types=${kind}&limit=${at.limit}&offset=${at.offset + at.limit}`,
          }
        : {};
    if (types.includes('songs')) {
      const found = view.searchTracks({ text: term }, at.offset, at.limit);
      if (found.items.length)
        results.songs = {
          href: req.originalUrl,
          data: found.items.map((t) => songObject(t, sf, view.album(t.album.id))),
          ...next('songs', found.total),
        };
    }
    if (types.includes('albums')) {
      const found = view.searchAlbums({ text: term }, at.offset, at.limit);
      if (found.items.length)
        results.albums = {
          href: req.originalUrl,
          data: found.items.map((a) => albumObject(a, sf)),
          ...next('albums', found.total),
        };
    }
    if (types.includes('artists')) {
      const found = view.searchArtists({ text: term }, at.offset, at.limit);
      if (found.items.length)
        results.artists = {
          href: req.originalUrl,
          data: found.items.map((a) => artistObject(a, sf)),
          ...next('artists', found.total),
        };
    }
    res.json({ results, meta: { results: { order: Object.keys(results), rawOrder: types } } });
  });
}
