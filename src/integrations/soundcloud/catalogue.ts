// SoundCloud's catalogue: artists, tracks and albums by id, and search (tracks cannot be looked up by ISRC).
import { unsupported } from '../errors.js';
import type { CatalogueReads } from '../types.js';
import {
  albumItem,
  artistItem,
  isRelease,
  trackItem,
  type SoundCloudPlaylist,
  type SoundCloudTrack,
  type SoundCloudUser,
} from './mapping.js';
import { EVERY_ACCESS, segment, type SoundCloudContext } from './context.js';

export function catalogue(ctx: SoundCloudContext): CatalogueReads {
  const { call, limit, list } = ctx;
  const text = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

  return {
    async artist(user, artistId) {
      return artistItem(await call<SoundCloudUser>('artist', `users/${segment('users', artistId)}`, user));
    },
    async track(user, trackId) {
      return trackItem(await call<SoundCloudTrack>('track', `tracks/${segment('tracks', trackId)}`, user));
    },
    async album(user, albumId) {
      return albumItem(
        await call<SoundCloudPlaylist>('album', `playlists/${segment('playlists', albumId)}`, user, {
          searchParams: { show_tracks: 'false' },
        }),
      );
    },
    async searchTracks(user, query, page) {
      // Tracks belong to no album on SoundCloud: the album's words would only miss.
      const q = text(query.track, query.artist);
      if (!q) throw unsupported('soundcloud', query.isrc ? 'searchTracks by ISRC' : 'searchTracks without words');
      return list<SoundCloudTrack, ReturnType<typeof trackItem>>(
        'searchTracks',
        'tracks',
        user,
        page,
        { q, access: EVERY_ACCESS, limit: limit(page), linked_partitioning: 'true' },
        trackItem,
      );
    },
    async searchAlbums(user, query, page) {
      const q = text(query.album ?? query.track, query.artist);
      if (!q) throw unsupported('soundcloud', 'searchAlbums without words');
      // Sets are searched together: only those of type album (EP, single, compilation) are albums.
      return list<SoundCloudPlaylist, ReturnType<typeof albumItem>>(
        'searchAlbums',
        'playlists',
        user,
        page,
        { q, show_tracks: 'false', limit: limit(page), linked_partitioning: 'true' },
        (p) => (isRelease(p) ? albumItem(p) : null),
      );
    },
    async searchArtists(user, query, page) {
      const q = query.artist ?? query.track;
      if (!q) throw unsupported('soundcloud', 'searchArtists without words');
      return list<SoundCloudUser, ReturnType<typeof artistItem>>(
        'searchArtists',
        'users',
        user,
        page,
        { q, limit: limit(page), linked_partitioning: 'true' },
        artistItem,
      );
    },
    async tracksByIsrc() {
      throw unsupported('soundcloud', 'tracksByIsrc');
    },
  };
}
