import type { ServiceAlbum, ServiceArtist, ServiceCatalogue, ServiceTrack } from '../catalogue/types.js';
import type { EmulatedPlaylist, EmulatedUser } from '../kit/library.js';

// Deezer API object shapes. Durations are whole seconds on the wire.

export function artistObject(artist: { id: string; name: string }, full?: ServiceArtist) {
  return {
    id: Number(artist.id),
    name: artist.name,
    link: `https://www.deezer.com/artist/${artist.id}`,
    picture_medium: full?.imageUrl ?? null,
    ...(full ? { nb_fan: full.followers } : {}),
    type: 'artist',
  };
}

export function albumObject(album: ServiceAlbum) {
  return {
    id: Number(album.id),
    title: album.name,
    upc: album.upc?.replace(/^0+/, '') ?? undefined,
    link: `https://www.deezer.com/album/${album.id}`,
    cover_medium: album.imageUrl,
    nb_tracks: album.trackIds.length,
    release_date: album.releaseDate,
    artist: album.artists[0] ? artistObject(album.artists[0]) : undefined,
    type: 'album',
  };
}

export function trackObject(
  track: ServiceTrack,
  catalogue: ServiceCatalogue,
  country: string | null,
  addedAt?: string,
) {
  const album = catalogue.album(track.album.id);
  return {
    id: Number(track.id),
    readable: country ? !track.unavailableIn.includes(country) : true,
    title: track.name,
    title_short: track.name.replace(/ \(.*\)$/, ''),
    isrc: track.isrc ?? undefined,
    link: `https://www.deezer.com/track/${track.id}`,
    duration: Math.round(track.durationMs / 1000),
    rank: track.popularity * 10_000,
    explicit_lyrics: track.explicit,
    preview: track.previewUrl ?? '',
    ...(addedAt ? { time_add: Math.floor(Date.parse(addedAt) / 1000) } : {}),
    artist: artistObject(track.artists[0]),
    contributors: track.artists.map((a) => artistObject(a)),
    album: album
      ? { id: Number(album.id), title: album.name, cover_medium: album.imageUrl, type: 'album' }
      : { id: Number(track.album.id), title: track.album.name, cover_medium: null, type: 'album' },
    type: 'track',
  };
}

export function playlistObject(playlist: EmulatedPlaylist, owner: EmulatedUser) {
  return {
    id: Number(playlist.id),
    title: playlist.name,
    description: playlist.description,
    public: playlist.isPublic,
    nb_tracks: playlist.entries.length,
    link: `https://www.deezer.com/playlist/${playlist.id}`,
    picture_medium: null,
    checksum: `c${playlist.version}`,
    creator: { id: Number(owner.id), name: owner.displayName, type: 'user' },
    type: 'playlist',
  };
}

/** Deezer's list: `data`, `total`, and absolute `next`/`prev` URLs carrying `index`. */
export function list<T>(items: T[], total: number, index: number, limit: number, url: URL) {
  const at = (i: number) => {
    const u = new URL(url);
    u.searchParams.set('index', String(i));
    return u.toString();
  };
  return {
    data: items,
    total,
    ...(index + limit < total ? { next: at(index + limit) } : {}),
    ...(index > 0 ? { prev: at(Math.max(0, index - limit)) } : {}),
  };
}

/** Deezer answers errors with HTTP 200 and this body. */
export const deezerError = (type: string, message: string, code: number) => ({ error: { type, message, code } });
