import type { Response, Router } from 'express';
import type { LibraryStore } from '../kit/library.js';
import { PAGE_SIZE, pageLinks } from './wire.js';
import {
  badRequest,
  checkQuery,
  cursorOffset,
  encodeSearchId,
  fail,
  notFound,
  requiredCountry,
  values,
} from './jsonApi.js';
import { sendRelationship, sendResources, type GraphFor } from './graph.js';

// Catalogue reads (tracks, albums, artists, ISRC lookups with client credentials) and search.

export function catalogueRoutes(
  router: Router,
  library: LibraryStore,
  graphFor: GraphFor,
  countryQuery: (country: string) => string,
) {
  const view = library.view;
  const viewerOf = (res: Response) => library.user(res.locals.userKey as string);
  const single = (type: 'tracks' | 'albums' | 'artists', exists: (id: string) => unknown) =>
    router.get(`/${type}/:id`, (req, res) => {
      const country = requiredCountry(req, res);
      if (!country) return;
      if (!exists(req.params.id)) return notFound(res);
      sendResources(req, res, graphFor(res, country), type, [{ id: req.params.id, type }], {
        single: true,
        query: countryQuery(country),
      });
    });
  single('tracks', (id) => view.track(id));
  single('albums', (id) => view.album(id));
  single('artists', (id) => view.artist(id));

  router.get('/tracks', (req, res) => {
    // The spec lets user tokens in here only with the internal `r_usr` scope: third-party apps use client credentials.
    if (viewerOf(res)) return fail(res, 403, 'FORBIDDEN', 'This endpoint needs client credentials or the r_usr scope');
    const country = requiredCountry(req, res);
    if (!country || !checkQuery(req, res, ['id', 'isrc', 'owners.id'])) return;
    const offset = cursorOffset(req, res);
    if (offset === null) return;
    const [isrcs, idList, owners] = [
      values(req, 'filter[isrc]'),
      values(req, 'filter[id]'),
      values(req, 'filter[owners.id]'),
    ];
    if (!isrcs.length && !idList.length && !owners.length)
      return badRequest(res, 'At least one filter is required: filter[id], filter[isrc], filter[owners.id]');
    const graph = graphFor(res, country);
    const toRef = (track: { id: string }) => ({ id: track.id, type: 'tracks' });
    if (isrcs.length === 1) {
      // One ISRC pages: several releases may carry it.
      const all = view.tracksByIsrc(isrcs[0]);
      const refs = all.slice(offset, offset + PAGE_SIZE).map(toRef);
      return sendResources(req, res, graph, 'tracks', refs, {
        links: pageLinks(req.url, offset, refs.length, all.length),
        query: countryQuery(country),
      });
    }
    // Several ISRCs give one track each, unpaged; no track here is owned by a user.
    const found = isrcs.length
      ? isrcs.flatMap((isrc) => view.tracksByIsrc(isrc).slice(0, 1))
      : idList.flatMap((id) => view.track(id) ?? []);
    sendResources(req, res, graph, 'tracks', found.map(toRef), { query: countryQuery(country) });
  });

  router.get('/albums', (req, res) => {
    const country = requiredCountry(req, res);
    if (!country || !checkQuery(req, res, ['id'])) return;
    const idList = values(req, 'filter[id]');
    if (!idList.length) return badRequest(res, 'At least one filter is required: filter[id]');
    const refs = idList.filter((id) => view.album(id)).map((id) => ({ id, type: 'albums' }));
    sendResources(req, res, graphFor(res, country), 'albums', refs, { query: countryQuery(country) });
  });

  router.get('/albums/:id/relationships/items', (req, res) => {
    const country = requiredCountry(req, res);
    if (!country || !checkQuery(req, res, [])) return;
    if (!view.album(req.params.id)) return notFound(res);
    sendRelationship(
      req,
      res,
      graphFor(res, country),
      { id: req.params.id, type: 'albums' },
      'items',
      countryQuery(country),
    );
  });
}

export function searchRoutes(router: Router, graphFor: GraphFor, countryQuery: (country: string) => string) {
  router.get('/searchResults', (req, res) => {
    const country = requiredCountry(req, res);
    if (!country || !checkQuery(req, res, ['query'])) return;
    const query = req.query['filter[query]'];
    if (typeof query !== 'string' || !query.trim()) return badRequest(res, 'filter[query] is required');
    if (query.length > 256) return badRequest(res, 'filter[query] is longer than 256 characters');
    // One searchResults resource per query; its opaque id names the query for the relationship endpoints.
    sendResources(
      req,
      res,
      graphFor(res, country),
      'searchResults',
      [{ id: encodeSearchId(query), type: 'searchResults' }],
      { query: countryQuery(country) },
    );
  });
  for (const name of ['tracks', 'albums', 'artists']) {
    router.get(`/searchResults/:id/relationships/${name}`, (req, res) => {
      const country = requiredCountry(req, res);
      if (!country || !checkQuery(req, res, [])) return;
      sendRelationship(
        req,
        res,
        graphFor(res, country),
        { id: req.params.id, type: 'searchResults' },
        name,
        countryQuery(country),
      );
    });
  }
}
