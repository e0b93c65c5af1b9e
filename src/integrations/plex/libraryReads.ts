// A listener's library as read from their Plex server: who they are, their audio playlists and
// entries, and what they rated five stars: liked tracks, saved albums, followed artists.
import { UpstreamError } from '../errors.js';
import type { LibraryReads, Page, PageRequest, UserSession } from '../types.js';
import {
  albumItem,
  artistItem,
  pageOf,
  playlistItem,
  trackItem,
  type PlexContainer,
  type PlexMetadata,
} from './mapping.js';
import { plexHeaders, type PlexContext } from './context.js';
import { accountProfile, type PlexAccount } from './signIn.js';

/**
 * A like is a rating of ten (five stars): Plex has no like, save or follow, only `userRating`
 * (0–10) on any item, and five stars is the one mark a person sets to single a track, an album or
 * an artist out. The same rating reads and writes all three, so a library moves in and out whole.
 */
export const LIKED_RATING = 10;

/** The types of a music library's items, as the section's `type` filter names them. */
export const ITEM_TYPE = { artist: 8, album: 9, track: 10 } as const;

/** External ids come with list items only where asked for (a single item's read sends them always). */
export const WITH_GUIDS = { includeGuids: 1 } as const;

/** One item by ratingKey, held to the kind wanted: another kind under that key is not there. */
export async function itemOfType(
  ctx: PlexContext,
  operation: string,
  user: UserSession,
  id: string,
  type: 'track' | 'album' | 'artist' | 'playlist',
): Promise<PlexMetadata> {
  if (!/^\d{1,12}$/.test(id)) throw new UpstreamError('plex', 'notFound', `${id} is not a Plex ratingKey`);
  const body = await ctx.call(operation, user, {
    path: type === 'playlist' ? `playlists/${id}` : `library/metadata/${id}`,
    searchParams: type === 'playlist' ? undefined : WITH_GUIDS,
  });
  const item = body.MediaContainer?.Metadata?.[0];
  if (!item || item.type !== type) throw new UpstreamError('plex', 'notFound', `${id} is not a ${type}`);
  return item;
}

export function libraryReads(ctx: PlexContext): LibraryReads {
  const { call, window } = ctx;

  /** The items of one type the listener rated five stars, in the library's own order. */
  const rated = async <T>(
    operation: string,
    user: UserSession,
    page: PageRequest,
    type: number,
    map: (item: PlexMetadata) => T,
  ): Promise<Page<T>> => {
    const section = await ctx.musicSection(operation, user);
    // A server without a music library has nothing rated in it.
    if (section === null) return { items: [], next: null, total: 0 };
    const at = window(page);
    const body = await call(operation, user, {
      path: `library/sections/${encodeURIComponent(section)}/all`,
      searchParams: { type, userRating: LIKED_RATING, ...WITH_GUIDS },
      window: at,
    });
    return pageOf(body, at.start, map);
  };

  return {
    async currentUser(user) {
      // The server's token is the account's own for a server the account owns: plex.tv says whose.
      const { body } = await ctx.tv.call<PlexAccount>({
        operation: 'currentUser',
        path: 'api/v2/user',
        user,
        authorize: (t) => ({ headers: plexHeaders(ctx.config, t.accessToken) }),
        headers: plexHeaders(ctx.config),
      });
      return accountProfile(body && typeof body === 'object' ? body : {});
    },

    async playlists(user, page) {
      const at = window(page);
      const body: PlexContainer = await call('playlists', user, {
        path: 'playlists',
        // Smart playlists are rules, not entries: nothing a transfer could read or write.
        searchParams: { playlistType: 'audio', smart: 0 },
        window: at,
      });
      return pageOf(body, at.start, playlistItem);
    },
    async playlist(user, playlistId) {
      return playlistItem(await itemOfType(ctx, 'playlist', user, playlistId, 'playlist'));
    },
    async playlistItems(user, playlistId, page) {
      if (!/^\d{1,12}$/.test(playlistId)) throw new UpstreamError('plex', 'notFound', 'no such playlist');
      const at = window(page);
      const body = await call('playlistItems', user, {
        path: `playlists/${playlistId}/items`,
        searchParams: WITH_GUIDS,
        window: at,
      });
      return pageOf(body, at.start, trackItem);
    },

    likedTracks: (user, page) => rated('likedTracks', user, page, ITEM_TYPE.track, trackItem),
    savedAlbums: (user, page) => rated('savedAlbums', user, page, ITEM_TYPE.album, albumItem),
    followedArtists: (user, page) => rated('followedArtists', user, page, ITEM_TYPE.artist, artistItem),
  };
}
