// YouTube's catalogue: channels and videos by id, and searches for music videos and channels.
import { UpstreamError, unsupported } from '../errors.js';
import { listenerOf, type Page, type TrackItem, type CatalogueReads } from '../types.js';
import {
  channelItem,
  searchedChannel,
  searchedVideo,
  videoItem,
  type YoutubeSearchResult,
  type YoutubeChannel,
} from './mapping.js';
import { QUOTA_COST } from './quota.js';
import type { YoutubeList, YoutubeMusicContext } from './context.js';

/** The adapter's catalogue reads, with a listener's session or the project's API key. */
export function catalogue({ call, paged, videos }: YoutubeMusicContext): CatalogueReads {
  return {
    async artist(user, artistId) {
      const body = await call<YoutubeList<YoutubeChannel>>('artist', 'channels', user, {
        searchParams: { part: 'snippet,statistics', id: artistId },
        cost: QUOTA_COST.read,
      });
      if (!body.items[0]) throw new UpstreamError('youtubeMusic', 'notFound', 'no such channel');
      return channelItem(body.items[0]);
    },
    async track(user, trackId) {
      const found = (await videos(user, [trackId])).get(trackId);
      if (!found) throw new UpstreamError('youtubeMusic', 'notFound', 'no such video');
      return videoItem(found, { country: listenerOf(user)?.country ?? null });
    },
    async album() {
      throw unsupported('youtubeMusic', 'album');
    },
    async searchTracks(user, query, page): Promise<Page<TrackItem>> {
      const q = [query.artist, query.track, query.album].filter(Boolean).join(' ');
      // An ISRC alone would spend 100 units on whatever YouTube finds for an empty query.
      if (!q) throw unsupported('youtubeMusic', 'searchTracks by ISRC');
      // Music videos only (category 10); 100 units a call, so durations are not fetched here.
      const body = await call<YoutubeList<YoutubeSearchResult>>('searchTracks', 'search', user, {
        searchParams: { part: 'snippet', type: 'video', videoCategoryId: '10', q, ...paged(page) },
        cost: QUOTA_COST.search,
      });
      return {
        items: body.items.map(searchedVideo),
        next: body.nextPageToken ?? null,
        total: body.pageInfo?.totalResults ?? null,
      };
    },
    async searchAlbums() {
      throw unsupported('youtubeMusic', 'searchAlbums');
    },
    async searchArtists(user, query, page) {
      const q = query.artist ?? query.track ?? '';
      if (!q) throw new UpstreamError('youtubeMusic', 'rejected', 'an artist search needs a name');
      const body = await call<YoutubeList<YoutubeSearchResult>>('searchArtists', 'search', user, {
        searchParams: { part: 'snippet', type: 'channel', q, ...paged(page) },
        cost: QUOTA_COST.search,
      });
      return {
        items: body.items.map(searchedChannel),
        next: body.nextPageToken ?? null,
        total: body.pageInfo?.totalResults ?? null,
      };
    },
    async tracksByIsrc() {
      throw unsupported('youtubeMusic', 'tracksByIsrc');
    },
  };
}
