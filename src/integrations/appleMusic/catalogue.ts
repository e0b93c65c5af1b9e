// Apple Music's catalogue: artists, songs and albums by id, search, and songs by ISRC.
import { unsupported } from '../errors.js';
import type { Page, PageRequest, SearchQuery, TrackItem, CatalogueReads, CatalogueUser } from '../types.js';
import { only, pageTarget, type ApplePage, type AppleMusicContext } from './context.js';
import {
  albumItem,
  artistItem,
  trackItem,
  type AppleAlbumAttributes,
  type AppleResource,
  type AppleSongAttributes,
} from './mapping.js';

/** Free text for Apple's search box: the song and artist words in one term. */
export function appleTerm(query: SearchQuery): string {
  return [query.track, query.artist, query.album].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

export function catalogue(ctx: AppleMusicContext): CatalogueReads {
  const { call, storefront, capabilities } = ctx;

  async function searchPage<W, T>(
    operation: string,
    type: 'songs' | 'albums' | 'artists',
    user: CatalogueUser,
    term: string,
    page: PageRequest,
    map: (item: W) => T,
  ): Promise<Page<T>> {
    const max = capabilities.pageSize.search;
    const target = pageTarget(
      `v1/catalog/${await storefront(user)}/search`,
      page,
      { term, types: type },
      Math.min(page.limit ?? max, max),
    );
    // Apple leaves a type out of `results` when nothing of that type matched.
    const body = await call<{ results: Partial<Record<string, { data: W[]; next?: string }>> }>(
      operation,
      target.path,
      user,
      { searchParams: target.searchParams },
    );
    const found = body.results[type];
    return { items: (found?.data ?? []).map(map), next: found?.next ?? null, total: null };
  }

  /** Songs by ISRC, keyed by upper-case ISRC; Apple takes 25 ISRCs a call, so longer lists go in batches. */
  async function byIsrcs(user: CatalogueUser, isrcs: string[]): Promise<Map<string, TrackItem[]>> {
    const wanted = [...new Set(isrcs.map((i) => i.toUpperCase()).filter((i) => /^[A-Z0-9]{12}$/.test(i)))];
    const found = new Map<string, TrackItem[]>();
    const batch = capabilities.isrcBatchSize!;
    for (let i = 0; i < wanted.length; i += batch) {
      for (const [isrc, tracks] of await isrcBatch(user, wanted.slice(i, i + batch))) found.set(isrc, tracks);
    }
    return found;
  }

  async function isrcBatch(user: CatalogueUser, wanted: string[]): Promise<Map<string, TrackItem[]>> {
    const found = new Map<string, TrackItem[]>();
    const sf = await storefront(user);
    const body = await call<ApplePage<AppleResource<AppleSongAttributes>>>(
      'tracksByIsrc',
      `v1/catalog/${sf}/songs`,
      user,
      { searchParams: { 'filter[isrc]': wanted.join(',') } },
    );
    const byId = new Map(body.data.map((song) => [song.id, trackItem(song)]));
    // `data` may hold one song per ISRC; `meta.filters.isrc` lists every song sharing it.
    const listed = body.meta?.filters?.isrc ?? {};
    const missing = [
      ...new Set(
        Object.values(listed)
          .flat()
          .map((ref) => ref.id),
      ),
    ].filter((id) => !byId.has(id));
    if (missing.length) {
      const more = await call<ApplePage<AppleResource<AppleSongAttributes>>>('track', `v1/catalog/${sf}/songs`, user, {
        searchParams: { ids: missing.slice(0, 300).join(',') },
      });
      for (const song of more.data) byId.set(song.id, trackItem(song));
    }
    for (const isrc of wanted) {
      const refs = listed[isrc];
      const tracks = refs
        ? refs.map((ref) => byId.get(ref.id)).filter((t): t is TrackItem => Boolean(t))
        : [...byId.values()].filter((t) => t.isrc?.toUpperCase() === isrc);
      found.set(isrc, tracks);
    }
    return found;
  }

  return {
    async artist(user, artistId) {
      const body = await call<ApplePage<AppleResource<{ name: string }>>>(
        'artist',
        `v1/catalog/${await storefront(user)}/artists/${encodeURIComponent(artistId)}`,
        user,
      );
      return artistItem(only(body, 'artist'));
    },
    async track(user, trackId) {
      const body = await call<ApplePage<AppleResource<AppleSongAttributes>>>(
        'track',
        `v1/catalog/${await storefront(user)}/songs/${encodeURIComponent(trackId)}`,
        user,
      );
      return trackItem(only(body, 'song'));
    },
    async album(user, albumId) {
      const body = await call<ApplePage<AppleResource<AppleAlbumAttributes>>>(
        'album',
        `v1/catalog/${await storefront(user)}/albums/${encodeURIComponent(albumId)}`,
        user,
      );
      return albumItem(only(body, 'album'));
    },
    searchTracks: (user, query, page) =>
      searchPage('searchTracks', 'songs', user, appleTerm(query), page, (s: AppleResource<AppleSongAttributes>) =>
        trackItem(s),
      ),
    searchAlbums: (user, query, page) =>
      searchPage(
        'searchAlbums',
        'albums',
        user,
        appleTerm({ album: query.album ?? query.track, artist: query.artist }),
        page,
        (a: AppleResource<AppleAlbumAttributes>) => albumItem(a),
      ),
    searchArtists: (user, query, page) =>
      searchPage(
        'searchArtists',
        'artists',
        user,
        query.artist ?? query.track ?? '',
        page,
        (a: AppleResource<{ name: string }>) => artistItem(a),
      ),
    async tracksByIsrc(user, isrc) {
      if (!/^[A-Z0-9]{12}$/i.test(isrc)) throw unsupported('appleMusic', 'tracksByIsrc with a malformed ISRC');
      return (await byIsrcs(user, [isrc])).get(isrc.toUpperCase()) ?? [];
    },
    tracksByIsrcs: byIsrcs,
  };
}
