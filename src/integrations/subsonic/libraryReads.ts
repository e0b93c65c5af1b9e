// A listener's library as read from their Subsonic server: who they are, their playlists and
// songs, and what they starred (songs, albums and artists are Subsonic's likes, saves and follows).
import { UpstreamError } from '../errors.js';
import { personOnServer, serverOf } from '../personalServers.js';
import type { LibraryReads, UserSession } from '../types.js';
import {
  albumItem,
  artistItem,
  playlistItem,
  sameUser,
  trackItem,
  type SubsonicAlbum,
  type SubsonicArtist,
  type SubsonicPlaylist,
  type SubsonicSong,
  type SubsonicUser,
} from './mapping.js';
import { PAGE, listOf, pageOf, type SubsonicContext } from './context.js';

/** A playlist's songs in order, as `getPlaylist` gives them, whole. */
export async function playlistSongs(
  ctx: SubsonicContext,
  operation: string,
  user: UserSession,
  playlistId: string,
): Promise<{ playlist: SubsonicPlaylist; songs: SubsonicSong[] }> {
  const body = await ctx.call<{ playlist?: SubsonicPlaylist }>(operation, 'getPlaylist', user, { id: playlistId });
  if (!body.playlist) throw new UpstreamError('subsonic', 'rejected', 'getPlaylist answered no playlist');
  return { playlist: body.playlist, songs: listOf(body.playlist.entry) };
}

/** Who a user name is on its server: `getUser` answers one's own record to anyone. */
export function userProfile(body: { user?: SubsonicUser }, typed: string, server: string) {
  const user = body.user;
  if (!user?.username) throw new UpstreamError('subsonic', 'rejected', 'getUser named no user');
  return {
    // The user name is the only name Subsonic keeps of a person, and what their server knows them by.
    id: personOnServer(server, user.username),
    name: user.username || typed,
    email: user.email || null,
    imageUrl: null,
    country: null,
    raw: user as unknown as Record<string, unknown>,
  };
}

export function libraryReads(ctx: SubsonicContext): LibraryReads {
  const starred = async (operation: string, user: UserSession) => {
    const body = await ctx.call<{
      starred2?: { song?: SubsonicSong[]; album?: SubsonicAlbum[]; artist?: SubsonicArtist[] };
    }>(operation, 'getStarred2', user);
    return body.starred2 ?? {};
  };

  return {
    async currentUser(user) {
      const username = await ctx.username(user);
      const server = serverOf('subsonic', await user.tokens());
      return userProfile(await ctx.call('currentUser', 'getUser', user, { username }), username, server);
    },

    /**
     * The listener's own playlists. `getPlaylists` also lists every other user's public ones; on a
     * server a household shares, those are theirs, not part of this listener's library.
     */
    async playlists(user, page) {
      const [username, body] = await Promise.all([
        ctx.username(user),
        ctx.call<{ playlists?: { playlist?: SubsonicPlaylist[] } }>('playlists', 'getPlaylists', user),
      ]);
      const own = listOf(body.playlists?.playlist).filter((p) => sameUser(p.owner, username));
      return pageOf(own, page, PAGE.playlists, (p) => playlistItem(p, username));
    },
    async playlist(user, playlistId) {
      const [username, { playlist }] = await Promise.all([
        ctx.username(user),
        playlistSongs(ctx, 'playlist', user, playlistId),
      ]);
      return playlistItem(playlist, username);
    },
    /** Entries have no ids of their own in Subsonic: an entry is its place, which `songIndexToRemove` takes. */
    async playlistItems(user, playlistId, page) {
      const { songs } = await playlistSongs(ctx, 'playlistItems', user, playlistId);
      return pageOf(songs, page, PAGE.playlistItems, (s, index) => trackItem(s, String(index)));
    },

    async likedTracks(user, page) {
      return pageOf(listOf((await starred('likedTracks', user)).song), page, PAGE.starred, (s) => trackItem(s));
    },
    async savedAlbums(user, page) {
      return pageOf(listOf((await starred('savedAlbums', user)).album), page, PAGE.starred, albumItem);
    },
    async followedArtists(user, page) {
      return pageOf(listOf((await starred('followedArtists', user)).artist), page, PAGE.starred, artistItem);
    },
  };
}
