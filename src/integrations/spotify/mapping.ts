import type { AlbumItem, ArtistItem, PlaylistItem, TrackItem } from '../types.js';

// Spotify's JSON (the fields we read) into the adapter's items.

export interface SpotifyImage {
  url: string;
}
export interface SpotifyArtist {
  id: string | null;
  name: string;
  images?: SpotifyImage[];
  followers?: { total: number | null };
  external_urls?: { spotify?: string };
}
export interface SpotifyAlbum {
  id: string | null;
  name: string;
  total_tracks?: number;
  images?: SpotifyImage[];
  artists?: SpotifyArtist[];
  external_ids?: { upc?: string };
  external_urls?: { spotify?: string };
}
export interface SpotifyTrack {
  id: string | null;
  name: string;
  type?: string;
  duration_ms?: number;
  explicit?: boolean;
  is_local?: boolean;
  is_playable?: boolean;
  preview_url?: string | null;
  external_ids?: { isrc?: string };
  external_urls?: { spotify?: string };
  artists?: SpotifyArtist[];
  album?: SpotifyAlbum;
}
export interface SpotifyPlaylist {
  id: string;
  name: string;
  description?: string | null;
  public?: boolean | null;
  owner?: { id: string };
  tracks?: { total?: number };
  items?: { total?: number };
  images?: SpotifyImage[] | null;
  external_urls?: { spotify?: string };
  snapshot_id?: string;
}

const image = (images?: SpotifyImage[] | null) => images?.[0]?.url ?? null;

export function artistItem(a: SpotifyArtist): ArtistItem {
  return {
    id: a.id,
    name: a.name,
    imageUrl: image(a.images),
    followers: a.followers?.total ?? null,
    url: a.external_urls?.spotify ?? null,
  };
}

export function albumItem(a: SpotifyAlbum, addedAt: string | null = null): AlbumItem {
  return {
    id: a.id ?? '',
    name: a.name,
    totalItems: a.total_tracks ?? null,
    imageUrl: image(a.images),
    artists: a.artists?.map(artistItem) ?? null,
    upc: a.external_ids?.upc ?? null,
    dateAdded: addedAt,
    url: a.external_urls?.spotify ?? null,
  };
}

/** A track or episode; local files have no id of their own on the service. */
export function trackItem(
  t: SpotifyTrack,
  extra: { entryId?: string | null; addedAt?: string | null } = {},
): TrackItem {
  const local = t.is_local === true;
  return {
    id: t.id ?? `local:${t.name}`,
    entryId: extra.entryId ?? null,
    name: t.name,
    isrc: t.external_ids?.isrc ?? null,
    durationMs: t.duration_ms ?? null,
    imageUrl: image(t.album?.images),
    previewUrl: t.preview_url ?? null,
    album: t.album
      ? {
          id: t.album.id,
          name: t.album.name,
          totalItems: t.album.total_tracks ?? null,
          artists: t.album.artists?.map(artistItem) ?? null,
          imageUrl: image(t.album.images),
        }
      : null,
    artists: t.artists?.map(artistItem) ?? null,
    isAvailable: local ? false : (t.is_playable ?? null),
    dateAdded: extra.addedAt ?? null,
    explicit: t.explicit ?? null,
    url: t.external_urls?.spotify ?? null,
    kind: local ? 'local' : t.type === 'episode' ? 'episode' : 'track',
  };
}

export function playlistItem(p: SpotifyPlaylist, userId: string | null): PlaylistItem {
  return {
    id: p.id,
    name: p.name,
    description: p.description ?? null,
    totalItems: p.tracks?.total ?? p.items?.total ?? null,
    imageUrl: image(p.images),
    dateAdded: null,
    isOwner: userId !== null && p.owner?.id === userId,
    isPublic: p.public ?? null,
    url: p.external_urls?.spotify ?? null,
    // A new snapshot_id with every version of the playlist (the add and remove answers carry it).
    version: p.snapshot_id ?? null,
  };
}
