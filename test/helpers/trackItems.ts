import type { Capabilities, MusicServiceAdapter, SearchQuery, TrackItem } from '../../src/integrations/types.js';
import { UpstreamError } from '../../src/integrations/errors.js';

/** A catalogue track as an adapter lists it, with what matching tests vary given. */
export function trackItem(id: string, name: string, artists: string[], extra: Partial<TrackItem> = {}): TrackItem {
  return {
    id,
    entryId: null,
    name,
    isrc: null,
    durationMs: 200_000,
    imageUrl: null,
    previewUrl: null,
    album: { id: null, name: 'Album', totalItems: null, artists: null },
    artists: artists.map((name) => ({ id: null, name, imageUrl: null, followers: null })),
    isAvailable: true,
    dateAdded: null,
    explicit: false,
    url: `https://music.example/${id}`,
    kind: 'track',
    ...extra,
  };
}

/** A destination service holding `catalogue`, counting what it is asked; search is a plain word match. */
export function fakeDestination(
  catalogue: TrackItem[],
  options: { isrcSearch?: boolean; batch?: number; failing?: 'rejected' | 'unavailable'; mbidLookup?: boolean } = {},
) {
  const asked = { isrc: 0, isrcBatches: 0, search: 0, mbid: 0 };
  const words = (s: string) => s.toLowerCase().split(/\W+/).filter(Boolean);
  const adapter = {
    id: 'appleMusic',
    capabilities: {
      isrcSearch: options.isrcSearch ?? true,
      isrcBatchSize: options.batch,
      mbidLookup: options.mbidLookup ?? false,
      pageSize: { search: 25 },
    } as unknown as Capabilities,
    async tracksByMbid(_user: unknown, mbid: string) {
      asked.mbid += 1;
      return catalogue.filter((t) => t.mbid === mbid);
    },
    async tracksByIsrc(_user: unknown, isrc: string) {
      asked.isrc += 1;
      if (options.failing) throw new UpstreamError('appleMusic', options.failing, 'refused');
      return catalogue.filter((t) => t.isrc === isrc);
    },
    ...(options.batch
      ? {
          async tracksByIsrcs(_user: unknown, isrcs: string[]) {
            asked.isrcBatches += 1;
            return new Map(isrcs.map((isrc) => [isrc, catalogue.filter((t) => t.isrc === isrc)]));
          },
        }
      : {}),
    async searchTracks(_user: unknown, query: SearchQuery) {
      asked.search += 1;
      if (options.failing) throw new UpstreamError('appleMusic', options.failing, 'refused');
      const wanted = words(`${query.track ?? ''} ${query.artist ?? ''}`);
      const hits = catalogue.filter((t) => {
        const have = new Set(words(`${t.name} ${t.artists?.map((a) => a.name).join(' ')}`));
        return wanted.filter((w) => have.has(w)).length >= wanted.length / 2;
      });
      return { items: hits.slice(0, 25), next: null, total: hits.length };
    },
  } as unknown as MusicServiceAdapter;
  return { adapter, asked };
}
