import type { ServiceTrack } from '../catalogue/types.js';
import type { LibraryStore } from '../kit/library.js';
import { count, notAuthorized, notFound, one, required, type SubsonicMethod } from './calls.js';
import { album, albumWithSongs, artist, song, user } from './wire.js';

/**
 * The extensions the emulator implements, as `getOpenSubsonicExtensions` lists them: form POSTs of
 * any method (index.ts) and API keys for credentials (accounts.ts).
 */
export const EXTENSIONS = [
  { name: 'formPost', versions: [1] },
  { name: 'apiKeyAuthentication', versions: [1] },
] as const;

/** Reads and searches of the server's music, the user record and the extensions. */
export function catalogueMethods(library: LibraryStore): Record<string, SubsonicMethod> {
  const view = library.view;
  const albumsOf = (artistId: string) => {
    const ids = new Set<string>();
    for (const t of view.allTracks()) if (t.artists[0]?.id === artistId) ids.add(t.album.id);
    return [...ids].map((id) => view.album(id)!).filter(Boolean);
  };

  return {
    ping: { run: () => ({}) },
    getLicense: { run: () => ({ license: { valid: true } }) },
    getOpenSubsonicExtensions: {
      open: true,
      openSubsonic: true,
      run: () => ({ openSubsonicExtensions: EXTENSIONS.map((e) => ({ name: e.name, versions: [...e.versions] })) }),
    },
    getUser: {
      run(call) {
        // Only one's own record, unless an administrator asks.
        if (required(call, 'username').toLowerCase() !== call.user.id.toLowerCase()) throw notAuthorized();
        return { user: user(call.user) };
      },
    },
    getSong: {
      run(call) {
        const track = view.track(required(call, 'id'));
        if (!track) throw notFound();
        return { song: song(track, view) };
      },
    },
    getAlbum: {
      run(call) {
        const found = view.album(required(call, 'id'));
        if (!found) throw notFound('album');
        return { album: albumWithSongs(found, view) };
      },
    },
    getArtist: {
      run(call) {
        const found = view.artist(required(call, 'id'));
        if (!found) throw notFound('artist');
        const albums = albumsOf(found.id);
        return { artist: { ...artist(found, albums.length), album: albums.map((a) => album(a, view)) } };
      },
    },
    search3: {
      run(call) {
        // OpenSubsonic: an empty query (`""` as some clients send it) lists everything.
        const raw = (one(call, 'query') ?? '').trim();
        const text = raw === '""' ? '' : raw;
        const kinds = {
          artist: [count(call, 'artistCount', 20), count(call, 'artistOffset', 0, 1e9)],
          album: [count(call, 'albumCount', 20), count(call, 'albumOffset', 0, 1e9)],
          song: [count(call, 'songCount', 20), count(call, 'songOffset', 0, 1e9)],
        } as const;
        const everything = <T>(items: Iterable<T>, [size, offset]: readonly [number, number]) =>
          [...items].slice(offset, offset + size);
        const songs: ServiceTrack[] =
          kinds.song[0] === 0
            ? []
            : text
              ? view.searchTracks({ text }, kinds.song[1], kinds.song[0]).items
              : everything(view.allTracks(), kinds.song);
        const albums =
          kinds.album[0] === 0
            ? []
            : view.searchAlbums(text ? { text, album: text } : {}, kinds.album[1], kinds.album[0]).items;
        const artists =
          kinds.artist[0] === 0 ? [] : view.searchArtists(text ? { text } : {}, kinds.artist[1], kinds.artist[0]).items;
        return {
          searchResult3: {
            ...(artists.length ? { artist: artists.map((a) => artist(a, albumsOf(a.id).length)) } : {}),
            ...(albums.length ? { album: albums.map((a) => album(a, view)) } : {}),
            ...(songs.length ? { song: songs.map((t) => song(t, view)) } : {}),
          },
        };
      },
    },
  };
}
