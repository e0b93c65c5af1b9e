import type { AlbumItem, ArtistItem, PlaylistItem, TrackItem } from '../types.js';

export interface DeezerArtist {
  id: number;
  name: string;
  picture_medium?: string | null;
  nb_fan?: number;
  link?: string;
}
export interface DeezerAlbum {
  id: number;
  title: string;
  cover_medium?: string | null;
  nb_tracks?: number;
  upc?: string;
  link?: string;
  artist?: DeezerArtist;
  time_add?: number;
}
export interface DeezerTrack {
  id: number;
  title: string;
  isrc?: string;
  duration?: number;
  readable?: boolean;
  explicit_lyrics?: boolean;
  preview?: string;
  link?: string;
  time_add?: number;
  artist?: DeezerArtist;
  contributors?: DeezerArtist[];
  album?: DeezerAlbum;
}
export interface DeezerPlaylist {
  id: number;
  title: string;
  description?: string;
  public?: boolean;
  nb_tracks?: number;
  picture_medium?: string | null;
  link?: string;
  creator?: { id: number };
  time_add?: number;
  checksum?: string;
}

const date = (seconds?: number) => (seconds ? new Date(seconds * 1000).toISOString() : null);

/** A picture link, unless it is Deezer's link for having none (an empty hash: `/images/artist//…`). */
const picture = (url: string | null | undefined) => (url && !/\/images\/[a-z]+\/\//.test(url) ? url : null);

export function artistItem(a: DeezerArtist): ArtistItem {
  return {
    id: String(a.id),
    name: a.name,
    imageUrl: picture(a.picture_medium),
    followers: a.nb_fan ?? null,
    url: a.link ?? null,
  };
}

export function albumItem(a: DeezerAlbum): AlbumItem {
  return {
    id: String(a.id),
    name: a.title,
    totalItems: a.nb_tracks ?? null,
    imageUrl: picture(a.cover_medium),
    artists: a.artist ? [artistItem(a.artist)] : null,
    // Deezer drops the UPC's leading zeros; 13-digit EAN form is restored by callers that compare.
    upc: a.upc ?? null,
    dateAdded: date(a.time_add),
    url: a.link ?? null,
  };
}

/** Durations arrive in seconds; items carry milliseconds. */
export function trackItem(t: DeezerTrack, entryId: string | null = null): TrackItem {
  const artists = t.contributors?.length ? t.contributors : t.artist ? [t.artist] : [];
  return {
    id: String(t.id),
    entryId,
    name: t.title,
    isrc: t.isrc ?? null,
    durationMs: t.duration === undefined ? null : t.duration * 1000,
    imageUrl: picture(t.album?.cover_medium),
    previewUrl: t.preview || null,
    album: t.album
      ? {
          id: String(t.album.id),
          name: t.album.title,
          totalItems: t.album.nb_tracks ?? null,
          artists: null,
          imageUrl: picture(t.album.cover_medium),
        }
      : null,
    artists: artists.map(artistItem),
    isAvailable: t.readable ?? null,
    dateAdded: date(t.time_add),
    explicit: t.explicit_lyrics ?? null,
    url: t.link ?? null,
    kind: 'track',
  };
}

export function playlistItem(p: DeezerPlaylist, userId: string | null): PlaylistItem {
  return {
    id: String(p.id),
    name: p.title,
    description: p.description ?? null,
    totalItems: p.nb_tracks ?? null,
    imageUrl: picture(p.picture_medium),
    dateAdded: date(p.time_add),
    isOwner: userId !== null && String(p.creator?.id) === userId,
    isPublic: p.public ?? null,
    url: p.link ?? null,
    // The checksum of the playlist's tracks: it changes whenever they do (and only then).
    version: p.checksum ?? null,
  };
}
