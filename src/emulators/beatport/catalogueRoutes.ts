import { Router, type Request, type Response } from 'express';
import type { Catalogue, ServiceTrack } from '../catalogue/types.js';
import type { BeatportWire } from './wire.js';
import { pageOf, paged } from './paging.js';

const notFound = (res: Response) => void res.status(404).json({ detail: 'Not found.' });
const invalidPage = (res: Response) => void res.status(404).json({ detail: 'Invalid page.' });

const SEARCH_TYPES = ['tracks', 'releases', 'artists', 'labels'] as const;
type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * `/v4/catalog/…`: tracks, releases and artists by id or filter, and the search service. A store
 * sells by territory: a track it may not sell in the listener's country is not in their catalogue
 * (its `available_worldwide` says only that some territory lacks it).
 */
export function catalogueRoutes(
  catalogue: Catalogue,
  wire: (req: Request) => BeatportWire,
  countryOf: (res: Response) => string | null,
): Router {
  const router = Router();
  const view = catalogue.view('beatport');
  const sold = (res: Response) => {
    const country = countryOf(res);
    return (track: ServiceTrack) => !country || !track.unavailableIn.includes(country);
  };
  const allTracks = () =>
    catalogue.recordings.map((r) => view.trackIdFor(r.key)).flatMap((id) => (id ? [view.track(id)!] : []));
  const allReleases = () =>
    catalogue.albums.map((a) => view.albumIdFor(a.key)).flatMap((id) => (id ? [view.album(id)!] : []));

  // Filters are exact (`isrc`, `upc`); without one the whole catalogue pages by.
  router.get('/catalog/tracks/', (req, res) => {
    const isrc = typeof req.query.isrc === 'string' ? req.query.isrc.trim().toUpperCase() : null;
    const tracks = (isrc !== null ? view.tracksByIsrc(isrc) : allTracks()).filter(sold(res));
    const page = paged(req, tracks, (t) => wire(req).listedTrack(t));
    if (!page) return invalidPage(res);
    res.json(page);
  });
  router.get('/catalog/tracks/:id/', (req, res) => {
    const track = view.track(req.params.id);
    if (!track || !sold(res)(track)) return notFound(res);
    res.json(wire(req).track(track));
  });

  router.get('/catalog/releases/', (req, res) => {
    const upc = typeof req.query.upc === 'string' ? req.query.upc.trim() : null;
    const releases = allReleases().filter((r) => upc === null || r.upc === upc);
    const page = paged(req, releases, (r) => wire(req).release(r));
    if (!page) return invalidPage(res);
    res.json(page);
  });
  router.get('/catalog/releases/:id/', (req, res) => {
    const album = view.album(req.params.id);
    if (!album) return notFound(res);
    res.json(wire(req).release(album));
  });

  router.get('/catalog/artists/:id/', (req, res) => {
    const artist = view.artist(req.params.id);
    if (!artist) return notFound(res);
    res.json(wire(req).artist(artist));
  });

  // The search service answers each kind under its own key ("tracks": […]), not under `results`.
  router.get('/catalog/search/', (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q.trim() : '';
    if (!q) return void res.status(400).json({ q: ['This field is required.'] });
    const asked = typeof req.query.type === 'string' ? req.query.type : null;
    if (asked !== null && !SEARCH_TYPES.includes(asked as SearchType))
      return void res.status(400).json({ type: [`"${asked}" is not a valid choice.`] });
    const page = pageOf(req);
    if (!page) return invalidPage(res);
    const offset = (page.page - 1) * page.perPage;
    const types = asked ? [asked as SearchType] : SEARCH_TYPES;
    const body: Record<string, unknown[]> = {};
    for (const type of types) {
      if (type === 'tracks')
        body.tracks = view
          .searchTracks({ text: q }, offset, page.perPage)
          .items.filter(sold(res))
          .map((t) => wire(req).listedTrack(t));
      else if (type === 'releases')
        body.releases = view.searchAlbums({ text: q }, offset, page.perPage).items.map((a) => wire(req).release(a));
      else if (type === 'artists')
        body.artists = view.searchArtists({ text: q }, offset, page.perPage).items.map((a) => wire(req).artist(a));
      else body.labels = [];
    }
    res.json(body);
  });

  return router;
}
