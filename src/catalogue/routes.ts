import { Router } from 'express';
import type { Adapters } from '../integrations/adapters.js';
import type { ServiceId } from '../integrations/serviceIds.js';
import { isUpstreamError } from '../integrations/errors.js';
import type {
  AlbumItem,
  AppCallFor,
  ArtistItem,
  MusicServiceAdapter,
  SearchType,
  TrackItem,
} from '../integrations/types.js';
import { authOf } from '../auth/authenticate.js';
import { bodyOf, validBody } from '../http/validate.js';
import { searchBody } from './schemas.js';
import { searchCatalogue } from './search.js';
import { serviceName } from '../integrations/registry.js';

/** Results per source in a catalogue search (C1). */
const PER_SOURCE = 10;

// The spec types these fields as strings: an unknown value is the empty string.
function data(type: SearchType, item: TrackItem | AlbumItem | ArtistItem) {
  if (type === 'track') {
    const t = item as TrackItem;
    return {
      externalId: t.id,
      name: t.name,
      artistNames: t.artists?.map((a) => a.name) ?? null,
      albumName: t.album?.name ?? null,
      imageUrl: t.imageUrl ?? '',
      previewUrl: t.previewUrl,
      isrc: t.isrc ?? '',
      duration: t.durationMs,
      url: t.url ?? '',
    };
  }
  if (type === 'album') {
    const a = item as AlbumItem;
    return {
      externalId: a.id,
      name: a.name,
      artistNames: a.artists?.map((x) => x.name) ?? null,
      albumName: a.name,
      imageUrl: a.imageUrl ?? '',
      previewUrl: null,
      isrc: '',
      duration: null,
      url: a.url ?? '',
    };
  }
  const ar = item as ArtistItem;
  return {
    externalId: ar.id ?? '',
    name: ar.name,
    artistNames: [ar.name],
    albumName: null,
    imageUrl: ar.imageUrl ?? '',
    previewUrl: null,
    isrc: '',
    duration: null,
    url: ar.url ?? '',
  };
}

/**
 * Status of a catalogue-search item (our decision): `ok` for a result; a source that failed gives
 * one item with `data: null` and `unavailable` (could not be reached), `rateLimited`, `unsupported`
 * (cannot search without a user, or not configured here) or `error`. One failing source never fails
 * the others.
 */
function failureStatus(err: unknown): string {
  if (isUpstreamError(err, 'unavailable')) return 'unavailable';
  if (isUpstreamError(err, 'rateLimited')) return 'rateLimited';
  if (isUpstreamError(err, 'unsupported')) return 'unsupported';
  return 'error';
}

async function searchOne(
  adapter: MusicServiceAdapter | undefined,
  source: ServiceId,
  type: SearchType,
  query: { track?: string; artist?: string; album?: string },
  accountId: string,
) {
  // The app's own credentials, on the calling account's share of the service's budget.
  const app: AppCallFor = { accountId, appCredentials: true };
  if (!adapter || !adapter.capabilities.catalogueSearch) return [{ source, status: 'unsupported', type, data: null }];
  try {
    const items = await searchCatalogue(adapter, app, type, query, PER_SOURCE);
    return items.map((item) => ({ source, status: 'ok', type, data: data(type, item) }));
  } catch (err) {
    return [{ source, status: failureStatus(err), type, data: null }];
  }
}

/** C1 and C2 under `/public/search`. */
export function catalogueRouter(adapters: Adapters): Router {
  const router = Router();

  router.post('/', validBody(searchBody), async (req, res) => {
    const body = bodyOf(req, searchBody);
    const query = { track: body.track, artist: body.artist, album: body.album };
    const perSource = await Promise.all(
      body.sources.map((source) => searchOne(adapters.get(source), source, body.type, query, authOf(req).account.id)),
    );
    res.json({ tracks: perSource.flat() });
  });

  router.get('/introspection', (_req, res) => {
    res.json({
      sources: [...adapters.values()].map((adapter) => ({
        id: adapter.id,
        name: serviceName(adapter.id),
        types: adapter.capabilities.searchTypes ?? ['track', 'album', 'artist'],
        catalogueSearch: adapter.capabilities.catalogueSearch,
        isrcSearch: adapter.capabilities.isrcSearch,
        capabilities: adapter.capabilities,
      })),
    });
  });

  return router;
}
