// Reads of a Beatport listener's library: account, playlists and their entries. Beatport keeps no liked
// tracks, saved releases or followed artists.
import type { Page, PageRequest, TrackItem, UserSession, LibraryReads } from '../types.js';
import {
  playlistItem,
  profile,
  trackItem,
  type BeatportAccount,
  type BeatportPlaylist,
  type BeatportPlaylistEntry,
} from './mapping.js';
import { nextCursor, pageParams, totalOf, type BeatportPage } from './paging.js';
import { refuse, segment, type BeatportContext } from './context.js';

export function libraryReads({ get }: BeatportContext): LibraryReads {
  const list = async <W, T>(
    operation: string,
    path: string,
    user: UserSession,
    page: PageRequest,
    map: (item: W) => T,
  ): Promise<Page<T>> => {
    const asked = pageParams(page);
    const body = await get<BeatportPage<W>>(operation, path, user, asked);
    return { items: body.results.map(map), next: nextCursor(body.next, asked), total: totalOf(body.count) };
  };

  return {
    async currentUser(user) {
      return profile(await get<BeatportAccount>('currentUser', 'my/account/', user));
    },

    playlists: (user, page) =>
      list<BeatportPlaylist, ReturnType<typeof playlistItem>>('playlists', 'my/playlists/', user, page, playlistItem),
    async playlist(user, playlistId) {
      return playlistItem(await get<BeatportPlaylist>('playlist', `my/playlists/${segment(playlistId)}/`, user));
    },
    playlistItems: (user, playlistId, page) =>
      list<BeatportPlaylistEntry, TrackItem>(
        'playlistItems',
        `my/playlists/${segment(playlistId)}/tracks/`,
        user,
        page,
        (entry) => trackItem(entry.track, String(entry.id)),
      ),

    likedTracks: refuse('likedTracks'),
    savedAlbums: refuse('savedAlbums'),
    followedArtists: refuse('followedArtists'),
  };
}
