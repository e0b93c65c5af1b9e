// The reads of a listener's SoundCloud library: their profile, playlists and entries, likes, saved albums, follows.
import type { LibraryReads } from '../types.js';
import {
  albumItem,
  artistItem,
  countryCode,
  idOf,
  isRelease,
  playlistItem,
  trackItem,
  type SoundCloudCollection,
  type SoundCloudPlaylist,
  type SoundCloudTrack,
  type SoundCloudUser,
} from './mapping.js';
import { EVERY_ACCESS, PLAYLIST_TRACKS_PAGE, segment, type SoundCloudContext } from './context.js';

const SKIP = /#skip=(\d+)$/;

export function libraryReads(ctx: SoundCloudContext): LibraryReads {
  const { apiRoot, call, cursorLink, limit, list, myUrn, remember } = ctx;

  return {
    async currentUser(user) {
      const me = await call<SoundCloudUser>('currentUser', 'me', user);
      remember(user, me);
      return {
        id: idOf(me),
        name: me.full_name || me.username || null,
        // The Me object carries no e-mail address.
        email: null,
        imageUrl: me.avatar_url || null,
        country: countryCode(me.country),
        raw: me as Record<string, unknown>,
      };
    },

    async playlists(user, page) {
      const mine = await myUrn(user);
      return list<SoundCloudPlaylist, ReturnType<typeof playlistItem>>(
        'playlists',
        'me/playlists',
        user,
        page,
        { show_tracks: 'false', linked_partitioning: 'true', limit: limit(page) },
        (p) => playlistItem(p, mine),
      );
    },
    async playlist(user, playlistId) {
      const [mine, body] = await Promise.all([
        myUrn(user),
        call<SoundCloudPlaylist>('playlist', `playlists/${segment('playlists', playlistId)}`, user, {
          searchParams: { show_tracks: 'false' },
        }),
      ]);
      return playlistItem(body, mine);
    },
    async playlistItems(user, playlistId, page) {
      // Without a `limit` to ask for, a smaller page is cut from SoundCloud's page: the cursor is
      // the page's link with how many of its tracks were handed out already.
      const first = `${apiRoot}/playlists/${segment('playlists', playlistId)}/tracks?${new URLSearchParams({
        linked_partitioning: 'true',
        access: EVERY_ACCESS,
      })}`;
      const link = page.cursor ? cursorLink(page.cursor) : first;
      const skip = Number(SKIP.exec(link)?.[1] ?? 0);
      const at = link.replace(SKIP, '');
      const body = await call<SoundCloudCollection<SoundCloudTrack>>('playlistItems', at, user);
      const tracks = body.collection ?? [];
      const end = skip + limit(page, PLAYLIST_TRACKS_PAGE);
      return {
        items: tracks.slice(skip, end).map(trackItem),
        next: end < tracks.length ? `${at}#skip=${end}` : (body.next_href ?? null),
        total: null,
      };
    },

    likedTracks: (user, page) =>
      list<SoundCloudTrack, ReturnType<typeof trackItem>>(
        'likedTracks',
        'me/likes/tracks',
        user,
        page,
        { limit: limit(page), linked_partitioning: 'true' },
        trackItem,
      ),
    savedAlbums: (user, page) =>
      list<SoundCloudPlaylist, ReturnType<typeof albumItem>>(
        'savedAlbums',
        'me/likes/playlists',
        user,
        page,
        { limit: limit(page), linked_partitioning: 'true' },
        // Liked playlists that are not releases are not albums.
        (p) => (isRelease(p) ? albumItem(p) : null),
      ),
    followedArtists: (user, page) =>
      // The spec gives this list no `linked_partitioning`: it always answers a collection.
      list<SoundCloudUser, ReturnType<typeof artistItem>>(
        'followedArtists',
        'me/followings',
        user,
        page,
        { limit: limit(page) },
        artistItem,
      ),
  };
}
