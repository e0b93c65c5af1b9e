import { createECDH, createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { ServiceAlbum, ServiceArtist, ServiceTrack } from '../catalogue/types.js';
import type { EmulatedPlaylist, PlaylistEntry, Saved } from '../kit/library.js';

// Apple Music API resource objects: `{id, type, href, attributes}`, pages `{data, next, meta}`.

/** The MusicKit key the emulator trusts: whoever signs developer tokens with it is "our app". */
export interface DeveloperKey {
  teamId: string;
  keyId: string;
  /** PKCS#8 PEM, as APPLE_MUSIC_PRIVATE_KEY holds it. */
  privateKeyPem: string;
}

let derived: { key: DeveloperKey; publicKey: KeyObject } | null = null;

/**
 * The emulator's developer key, derived from a fixed seed so that every process (the emulator, the
 * web process, the workers, tests) arrives at the same P-256 key without handing a secret around.
 * It signs nothing but calls to a local emulator; the real service has never heard of it.
 */
export function emulatorDeveloperKey(): { key: DeveloperKey; publicKey: KeyObject } {
  if (derived) return derived;
  const d = createHash('sha256').update('apple-music-emulator/developer-key/1').digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey(); // 0x04 || x || y
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d: d.toString('base64url'),
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
  derived = {
    key: {
      teamId: 'EMULATORTM',
      keyId: 'EMULATORK1',
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
    publicKey: createPublicKey(privateKey),
  };
  return derived;
}

/** Apple's artwork: a size template, the largest size, and the colours it picks from the picture. */
const artwork = (url: string | null) =>
  url
    ? {
        width: 3000,
        height: 3000,
        url: url.replace(/\.jpg$/, '/{w}x{h}bb.jpg'),
        bgColor: '202020',
        textColor1: 'f0f0f0',
        textColor2: 'd0d0d0',
        textColor3: 'c6c6c6',
        textColor4: 'acacac',
      }
    : undefined;

/** Where a song stands on its album, and when the album came out. */
const placeOnAlbum = (track: ServiceTrack, album: ServiceAlbum | undefined) => ({
  trackNumber: album ? album.trackIds.indexOf(track.id) + 1 || 1 : 1,
  discNumber: 1,
  ...(album ? { releaseDate: album.releaseDate } : {}),
});

/** A catalog song. Apple leaves `playParams` out of a song the storefront cannot play. */
export function songObject(track: ServiceTrack, storefront: string, album?: ServiceAlbum) {
  const playable = !track.unavailableIn.includes(storefront.toUpperCase());
  return {
    id: track.id,
    type: 'songs',
    href: `/v1/catalog/${storefront}/songs/${track.id}`,
    attributes: {
      name: track.name,
      artistName: artistCredit(track.artists.map((a) => a.name)),
      albumName: track.album.name,
      ...placeOnAlbum(track, album),
      composerName: artistCredit(track.artists.map((a) => a.name)),
      hasLyrics: true,
      isAppleDigitalMaster: false,
      durationInMillis: track.durationMs,
      ...(track.isrc ? { isrc: track.isrc } : {}),
      ...(track.explicit ? { contentRating: 'explicit' } : {}),
      url: `https://music.apple.com/${storefront}/song/${track.id}`,
      artwork: artwork(track.imageUrl),
      previews: track.previewUrl ? [{ url: track.previewUrl }] : [],
      genreNames: ['Music'],
      ...(playable ? { playParams: { id: track.id, kind: 'song' } } : {}),
    },
    relationships: {
      albums: {
        href: `/v1/catalog/${storefront}/songs/${track.id}/albums`,
        data: [{ id: track.album.id, type: 'albums', href: `/v1/catalog/${storefront}/albums/${track.album.id}` }],
      },
      artists: {
        href: `/v1/catalog/${storefront}/songs/${track.id}/artists`,
        data: track.artists.map((a) => ({
          id: a.id,
          type: 'artists',
          href: `/v1/catalog/${storefront}/artists/${a.id}`,
        })),
      },
    },
  };
}

/** Apple credits artists in one line: "A", "A & B", "A, B & C". */
export function artistCredit(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
}

export function albumObject(album: ServiceAlbum, storefront: string) {
  return {
    id: album.id,
    type: 'albums',
    href: `/v1/catalog/${storefront}/albums/${album.id}`,
    attributes: {
      name: album.name,
      artistName: artistCredit(album.artists.map((a) => a.name)),
      trackCount: album.trackIds.length,
      ...(album.upc ? { upc: album.upc } : {}),
      releaseDate: album.releaseDate,
      genreNames: ['Music'],
      isSingle: album.kind === 'single',
      isCompilation: album.kind === 'compilation',
      isComplete: true,
      isMasteredForItunes: false,
      url: `https://music.apple.com/${storefront}/album/${album.id}`,
      artwork: artwork(album.imageUrl),
      playParams: { id: album.id, kind: 'album' },
    },
  };
}

export function artistObject(artist: ServiceArtist | { id: string; name: string }, storefront: string) {
  return {
    id: artist.id,
    type: 'artists',
    href: `/v1/catalog/${storefront}/artists/${artist.id}`,
    attributes: {
      name: artist.name,
      url: `https://music.apple.com/${storefront}/artist/${artist.id}`,
      genreNames: ['Music'],
      ...('imageUrl' in artist && artist.imageUrl ? { artwork: artwork(artist.imageUrl) } : {}),
    },
  };
}

/** A song in the user's library; `include=catalog` adds the catalog song (and its ISRC). */
export function librarySongObject(
  libraryId: string,
  track: ServiceTrack,
  storefront: string,
  withCatalog: boolean,
  album?: ServiceAlbum,
) {
  // A library song says nothing of when it was added: only albums and playlists carry dateAdded.
  return {
    id: libraryId,
    type: 'library-songs',
    href: `/v1/me/library/songs/${libraryId}`,
    attributes: {
      name: track.name,
      artistName: artistCredit(track.artists.map((a) => a.name)),
      albumName: track.album.name,
      ...placeOnAlbum(track, album),
      genreNames: ['Music'],
      hasLyrics: true,
      durationInMillis: track.durationMs,
      ...(track.explicit ? { contentRating: 'explicit' } : {}),
      artwork: artwork(track.imageUrl),
      playParams: { id: libraryId, kind: 'song', isLibrary: true, catalogId: track.id },
    },
    ...(withCatalog
      ? {
          relationships: {
            catalog: {
              href: `/v1/me/library/songs/${libraryId}/catalog`,
              data: [songObject(track, storefront, album)],
            },
          },
        }
      : {}),
  };
}

export const libraryEntryId = (entry: PlaylistEntry) => `i.${entry.entryId}`;
export const librarySavedId = (saved: Saved) => `i.${saved.id}`;

export function libraryPlaylistObject(playlist: EmulatedPlaylist, canEdit: boolean) {
  return {
    id: playlist.id,
    type: 'library-playlists',
    href: `/v1/me/library/playlists/${playlist.id}`,
    attributes: {
      name: playlist.name,
      ...(playlist.description ? { description: { standard: playlist.description } } : {}),
      canEdit,
      isPublic: playlist.isPublic,
      hasCatalog: false,
      dateAdded: playlist.createdAt,
      playParams: { id: playlist.id, kind: 'playlist', isLibrary: true },
    },
  };
}

/** An album in the library: what the listener sees of it, no barcode and no store link. */
export function libraryAlbumObject(album: ServiceAlbum, saved: Saved) {
  return {
    id: `l.${album.id}`,
    type: 'library-albums',
    href: `/v1/me/library/albums/l.${album.id}`,
    attributes: {
      name: album.name,
      artistName: artistCredit(album.artists.map((a) => a.name)),
      artwork: artwork(album.imageUrl),
      genreNames: ['Music'],
      trackCount: album.trackIds.length,
      releaseDate: album.releaseDate,
      dateAdded: saved.addedAt,
      playParams: { id: `l.${album.id}`, kind: 'album', isLibrary: true, catalogId: album.id },
    },
  };
}

export function libraryArtistObject(artist: ServiceArtist) {
  return {
    id: `r.${artist.id}`,
    type: 'library-artists',
    href: `/v1/me/library/artists/r.${artist.id}`,
    attributes: { name: artist.name },
    relationships: { catalog: { data: [{ id: artist.id, type: 'artists' }] } },
  };
}

/** Apple's error document; `status` and `code` are strings. */
export function appleError(status: number, code: string, title: string, detail: string) {
  return { errors: [{ id: `${code}-${Date.now().toString(36)}`, title, detail, status: String(status), code }] };
}

/** A page: `next` is root-relative and carries the offset only. */
export function page<T>(data: T[], total: number, offset: number, limit: number, path: string) {
  const next = offset + limit < total ? `${path}${path.includes('?') ? '&' : '?'}offset=${offset + limit}` : undefined;
  return { data, ...(next ? { next } : {}), meta: { total } };
}
