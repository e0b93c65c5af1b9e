import type { ServiceAlbum, ServiceArtist, ServiceCatalogue, ServiceTrack } from '../catalogue/types.js';
import type { EmulatedPlaylist, EmulatedUser } from '../kit/library.js';

// Spotify Web API object shapes, built from the catalogue and the emulated libraries.

export const uri = (kind: string, id: string) => `spotify:${kind}:${id}`;

export function artistObject(artist: { id: string; name: string }, full?: ServiceArtist) {
  return {
    id: artist.id,
    name: artist.name,
    type: 'artist',
    uri: uri('artist', artist.id),
    external_urls: { spotify: `https://open.spotify.com/artist/${artist.id}` },
    ...(full
      ? {
          followers: { href: null, total: full.followers },
          images: full.imageUrl ? [{ url: full.imageUrl, height: 640, width: 640 }] : [],
          genres: [],
          popularity: 50,
        }
      : {}),
  };
}

export function albumObject(album: ServiceAlbum) {
  return {
    id: album.id,
    name: album.name,
    type: 'album',
    album_type: album.kind === 'single' ? 'single' : album.kind === 'compilation' ? 'compilation' : 'album',
    uri: uri('album', album.id),
    total_tracks: album.trackIds.length,
    release_date: album.releaseDate,
    images: album.imageUrl ? [{ url: album.imageUrl, height: 640, width: 640 }] : [],
    artists: album.artists.map((a) => artistObject(a)),
    external_urls: { spotify: `https://open.spotify.com/album/${album.id}` },
    external_ids: album.upc ? { upc: album.upc } : {},
  };
}

export function trackObject(track: ServiceTrack, catalogue: ServiceCatalogue, market: string | null) {
  const album = catalogue.album(track.album.id);
  return {
    id: track.id,
    name: track.name,
    type: 'track',
    uri: uri('track', track.id),
    duration_ms: track.durationMs,
    explicit: track.explicit,
    popularity: track.popularity,
    preview_url: track.previewUrl,
    is_local: false,
    external_ids: track.isrc ? { isrc: track.isrc } : {},
    external_urls: { spotify: `https://open.spotify.com/track/${track.id}` },
    artists: track.artists.map((a) => artistObject(a)),
    album: album
      ? albumObject(album)
      : { id: track.album.id, name: track.album.name, images: [], artists: [], total_tracks: track.album.totalItems },
    // With a market (the user's country), Spotify says whether the track can be played there.
    ...(market ? { is_playable: !track.unavailableIn.includes(market) } : {}),
  };
}

export function playlistObject(playlist: EmulatedPlaylist, owner: EmulatedUser) {
  return {
    id: playlist.id,
    name: playlist.name,
    description: playlist.description,
    public: playlist.isPublic,
    collaborative: false,
    type: 'playlist',
    uri: uri('playlist', playlist.id),
    snapshot_id: `snap${playlist.version}`,
    owner: { id: owner.id, display_name: owner.displayName, type: 'user', uri: uri('user', owner.id) },
    items: { href: null, total: playlist.entries.length },
    tracks: { href: null, total: playlist.entries.length },
    images: [],
    external_urls: { spotify: `https://open.spotify.com/playlist/${playlist.id}` },
  };
}

/** Spotify's paging object; `next` is a full URL, as the real API gives it. */
export function paging<T>(items: T[], total: number, offset: number, limit: number, url: URL) {
  const nextUrl = offset + limit < total ? new URL(url) : null;
  nextUrl?.searchParams.set('offset', String(offset + limit));
  nextUrl?.searchParams.set('limit', String(limit));
  return { href: url.toString(), items, limit, offset, total, next: nextUrl?.toString() ?? null, previous: null };
}

export const spotifyError = (status: number, message: string) => ({ error: { status, message } });
