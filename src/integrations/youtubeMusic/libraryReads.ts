// Reads of a listener's YouTube library: their channel, playlists and entries, liked videos, subscriptions.
import { UpstreamError, unsupported } from '../errors.js';
import type { TrackItem, LibraryReads } from '../types.js';
import {
  channelItem,
  entryVideo,
  playlistItem,
  subscribedChannel,
  videoItem,
  type YoutubeChannel,
  type YoutubeSubscription,
  type YoutubePlaylist,
  type YoutubePlaylistItem,
  type YoutubeVideo,
} from './mapping.js';
import { QUOTA_COST } from './quota.js';
import type { YoutubeList, YoutubeMusicContext } from './context.js';

/** The adapter's reads of a listener's profile and library. */
export function libraryReads({ call, myChannel, channels, paged, videos }: YoutubeMusicContext): LibraryReads {
  return {
    async currentUser(user) {
      const body = await call<YoutubeList<YoutubeChannel>>('currentUser', 'channels', user, {
        searchParams: { part: 'snippet', mine: 'true' },
        cost: QUOTA_COST.read,
      });
      const channel = body.items[0];
      if (!channel) throw new UpstreamError('youtubeMusic', 'forbidden', 'this Google account has no YouTube channel');
      channels.set(user.key, channel.id);
      return {
        id: channel.id,
        name: channel.snippet?.title ?? null,
        email: null,
        imageUrl: channelItem(channel).imageUrl,
        country: channel.snippet?.country ?? null,
        raw: channel as unknown as Record<string, unknown>,
      };
    },

    async playlists(user, page) {
      const [mine, body] = await Promise.all([
        myChannel(user),
        call<YoutubeList<YoutubePlaylist>>('playlists', 'playlists', user, {
          searchParams: { part: 'snippet,status,contentDetails', mine: 'true', ...paged(page) },
          cost: QUOTA_COST.read,
        }),
      ]);
      return {
        items: body.items.map((p) => playlistItem(p, mine)),
        next: body.nextPageToken ?? null,
        total: body.pageInfo?.totalResults ?? null,
      };
    },
    async playlist(user, playlistId) {
      const [mine, body] = await Promise.all([
        myChannel(user),
        call<YoutubeList<YoutubePlaylist>>('playlist', 'playlists', user, {
          searchParams: { part: 'snippet,status,contentDetails', id: playlistId },
          cost: QUOTA_COST.read,
        }),
      ]);
      if (!body.items[0]) throw new UpstreamError('youtubeMusic', 'notFound', 'no such playlist');
      return playlistItem(body.items[0], mine);
    },
    async playlistItems(user, playlistId, page) {
      // The snippet names the video (resourceId); its details come from videos.list below.
      const body = await call<YoutubeList<YoutubePlaylistItem>>('playlistItems', 'playlistItems', user, {
        searchParams: { part: 'snippet', playlistId, ...paged(page) },
        cost: QUOTA_COST.read,
      });
      const details = await videos(
        user,
        body.items.map((i) => entryVideo(i).id),
      );
      const items: TrackItem[] = body.items.map((entry) => {
        const known = details.get(entryVideo(entry).id);
        // A deleted or private video stays in the playlist without details: it cannot be played.
        return known
          ? videoItem(known, {
              entryId: entry.id,
              dateAdded: entry.snippet?.publishedAt ?? null,
              country: user.country,
            })
          : { ...videoItem(entryVideo(entry), { entryId: entry.id }), isAvailable: false };
      });
      return { items, next: body.nextPageToken ?? null, total: body.pageInfo?.totalResults ?? null };
    },
    async likedTracks(user, page) {
      const body = await call<YoutubeList<YoutubeVideo>>('likedTracks', 'videos', user, {
        searchParams: { part: 'snippet,contentDetails', myRating: 'like', ...paged(page) },
        cost: QUOTA_COST.read,
      });
      return {
        items: body.items.map((v) => videoItem(v, { country: user.country })),
        next: body.nextPageToken ?? null,
        total: body.pageInfo?.totalResults ?? null,
      };
    },
    async savedAlbums() {
      throw unsupported('youtubeMusic', 'savedAlbums');
    },
    async followedArtists(user, page) {
      const body = await call<YoutubeList<YoutubeSubscription>>('followedArtists', 'subscriptions', user, {
        searchParams: { part: 'snippet', mine: 'true', ...paged(page) },
        cost: QUOTA_COST.read,
      });
      return {
        items: body.items.map(subscribedChannel),
        next: body.nextPageToken ?? null,
        total: body.pageInfo?.totalResults ?? null,
      };
    },
  };
}
