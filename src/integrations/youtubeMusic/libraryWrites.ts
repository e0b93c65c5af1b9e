// Writes to a listener's YouTube library: playlists and their entries, likes, subscriptions; one item per call.
import { UpstreamError, unsupported } from '../errors.js';
import type { UserSession, LibraryWrites } from '../types.js';
import { playlistItem, type YoutubePlaylist } from './mapping.js';
import { QUOTA_COST } from './quota.js';
import { isPermutation, planMoves } from '../playlistOrder.js';
import type { YoutubeList, YoutubeMusicContext } from './context.js';

/** The adapter's changes to a listener's library. */
export function libraryWrites({ call, write }: YoutubeMusicContext): LibraryWrites {
  async function subscriptionId(user: UserSession, channelId: string): Promise<string | null> {
    const body = await call<YoutubeList<{ id: string }>>('followedArtists', 'subscriptions', user, {
      searchParams: { part: 'id', mine: 'true', forChannelId: channelId },
      cost: QUOTA_COST.read,
    });
    return body.items[0]?.id ?? null;
  }

  return {
    async createPlaylist(user, changes) {
      const created = await call<YoutubePlaylist>('createPlaylist', 'playlists', user, {
        method: 'POST',
        searchParams: { part: 'snippet,status' },
        json: {
          snippet: { title: changes.name, description: changes.description ?? '' },
          status: { privacyStatus: changes.isPublic ? 'public' : 'private' },
        },
        cost: QUOTA_COST.write,
        idempotent: false,
      });
      return { ...playlistItem(created, null), isOwner: true, totalItems: 0 };
    },
    async updatePlaylist(user, playlistId, changes) {
      // playlists.update replaces the snippet: start from what is there.
      const current = await call<YoutubeList<YoutubePlaylist>>('playlist', 'playlists', user, {
        searchParams: { part: 'snippet,status', id: playlistId },
        cost: QUOTA_COST.read,
      });
      const playlist = current.items[0];
      if (!playlist) throw new UpstreamError('youtubeMusic', 'notFound', 'no such playlist');
      await write(
        'updatePlaylist',
        'PUT',
        'playlists',
        user,
        { part: 'snippet,status' },
        {
          id: playlistId,
          snippet: {
            title: changes.name ?? playlist.snippet?.title,
            description: changes.description ?? playlist.snippet?.description ?? '',
          },
          status: {
            privacyStatus:
              changes.isPublic === undefined
                ? (playlist.status?.privacyStatus ?? 'private')
                : changes.isPublic
                  ? 'public'
                  : 'private',
          },
        },
      );
    },
    async deletePlaylist(user, playlistId) {
      await write('deletePlaylist', 'DELETE', 'playlists', user, { id: playlistId });
    },
    async addPlaylistItems(user, playlistId, trackIds, position) {
      // One video per call, in order; a repeated insert would add it twice, so no blind retry.
      for (const [i, videoId] of trackIds.entries()) {
        await write(
          'addPlaylistItems',
          'POST',
          'playlistItems',
          user,
          { part: 'snippet' },
          {
            snippet: {
              playlistId,
              resourceId: { kind: 'youtube#video', videoId },
              ...(position === undefined ? {} : { position: position + i }),
            },
          },
          false,
        );
      }
    },
    async removePlaylistItems(user, _playlistId, items) {
      for (const item of items) {
        if (!item.entryId)
          throw new UpstreamError('youtubeMusic', 'rejected', 'YouTube removes playlist entries by their entryId');
        await write('removePlaylistItems', 'DELETE', 'playlistItems', user, { id: item.entryId });
      }
    },
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length))
        throw new RangeError('the order is not a permutation of the playlist’s entries');
      // One entry per call, to its absolute position once moved: the entries of a longest run
      // already in order stay, every other one is moved once, to where it belongs.
      const moves = planMoves(order, { maxRange: 1 });
      const entries = moves.map((move) => current[move.entries[0]]);
      if (entries.some((entry) => !entry.entryId))
        throw new UpstreamError('youtubeMusic', 'rejected', 'YouTube moves playlist entries by their entryId');
      // Each move leaves a whole playlist: when the quota runs out part way, the entries moved so
      // far stay moved, and a new order planned from a fresh read needs fewer moves.
      for (const [i, move] of moves.entries()) {
        await write(
          'reorderPlaylistItems',
          'PUT',
          'playlistItems',
          user,
          { part: 'snippet' },
          {
            id: entries[i].entryId,
            snippet: {
              playlistId,
              resourceId: { kind: 'youtube#video', videoId: entries[i].id },
              position: move.to,
            },
          },
          // Setting a position twice leaves the same order.
          true,
        );
      }
    },
    async likeTracks(user, trackIds) {
      for (const id of trackIds)
        await write('likeTracks', 'POST', 'videos/rate', user, { id, rating: 'like' }, undefined, true);
    },
    async unlikeTracks(user, trackIds) {
      for (const id of trackIds)
        await write('unlikeTracks', 'POST', 'videos/rate', user, { id, rating: 'none' }, undefined, true);
    },
    async saveAlbums() {
      throw unsupported('youtubeMusic', 'saveAlbums');
    },
    async unsaveAlbums() {
      throw unsupported('youtubeMusic', 'unsaveAlbums');
    },
    async followArtists(user, artistIds) {
      for (const channelId of artistIds) {
        if (await subscriptionId(user, channelId)) continue;
        await write(
          'followArtists',
          'POST',
          'subscriptions',
          user,
          { part: 'snippet' },
          { snippet: { resourceId: { kind: 'youtube#channel', channelId } } },
          false,
        );
      }
    },
    async unfollowArtists(user, artistIds) {
      for (const channelId of artistIds) {
        const id = await subscriptionId(user, channelId);
        if (id) await write('unfollowArtists', 'DELETE', 'subscriptions', user, { id });
      }
    },
  };
}
