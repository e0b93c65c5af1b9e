import type { AlbumItem, ArtistItem, Page, PlaylistItem, TrackItem } from '../types.js';

// The metadata items of a Plex Media Server (the members we read) into the adapter's items.

/** One metadata item: a track, album, artist or playlist, as every PMS list and read sends it. */
export interface PlexMetadata {
  ratingKey?: string;
  key?: string;
  type?: string;
  title?: string;
  /** A track's artist where it is not the album's (a guest, a compilation). */
  originalTitle?: string;
  summary?: string;
  duration?: number;
  parentRatingKey?: string;
  parentTitle?: string;
  grandparentRatingKey?: string;
  grandparentTitle?: string;
  leafCount?: number;
  childCount?: number;
  userRating?: number;
  /** A dumb playlist's entry: what removals and moves name. */
  playlistItemID?: number | string;
  playlistType?: string;
  smart?: boolean;
  /** External ids, sent where `includeGuids=1` asks (and on a single item's read): `mbid://…` for MusicBrainz. */
  Guid?: { id?: string }[];
}

/** The envelope of every PMS answer. */
export interface PlexContainer {
  MediaContainer?: {
    size?: number;
    totalSize?: number;
    offset?: number;
    machineIdentifier?: string;
    Metadata?: PlexMetadata[];
    Directory?: { key?: string; type?: string; title?: string }[];
    Hub?: { type?: string; hubIdentifier?: string; Metadata?: PlexMetadata[] }[];
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
const key = (value: unknown): string | null =>
  typeof value === 'number' && Number.isInteger(value) ? String(value) : text(value);

const MBID = /^mbid:\/\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The MusicBrainz id among an item's Guids (a track's is its recording, an album's its release). */
export function mbidOf(item: PlexMetadata): string | null {
  for (const guid of Array.isArray(item.Guid) ? item.Guid : []) {
    const found = MBID.exec(typeof guid?.id === 'string' ? guid.id : '');
    if (found) return found[1].toLowerCase();
  }
  return null;
}

// Items carry no image or page address we may hand on: both would be on the listener's own
// server, often inside their home network, and need their token besides.

const artist = (id: unknown, name: unknown): ArtistItem => ({
  id: key(id),
  name: text(name) ?? '',
  imageUrl: null,
  followers: null,
  url: null,
});

/** The track's artists: its own where the file names one apart from the album's, else the album's. */
function trackArtists(item: PlexMetadata): ArtistItem[] | null {
  if (text(item.originalTitle)) return [artist(null, item.originalTitle)];
  if (text(item.grandparentTitle)) return [artist(item.grandparentRatingKey, item.grandparentTitle)];
  return null;
}

export function trackItem(item: PlexMetadata): TrackItem {
  const albumName = text(item.parentTitle);
  const albumArtist = text(item.grandparentTitle) ? [artist(item.grandparentRatingKey, item.grandparentTitle)] : null;
  return {
    id: key(item.ratingKey) ?? '',
    entryId: key(item.playlistItemID),
    name: text(item.title) ?? '',
    // Plex keeps no ISRC: no field, no filter.
    isrc: null,
    mbid: mbidOf(item),
    durationMs: count(item.duration),
    imageUrl: null,
    previewUrl: null,
    album:
      albumName || item.parentRatingKey
        ? {
            id: key(item.parentRatingKey),
            name: albumName ?? '',
            totalItems: null,
            artists: albumArtist,
            imageUrl: null,
          }
        : null,
    artists: trackArtists(item),
    isAvailable: null,
    dateAdded: null,
    explicit: null,
    url: null,
    kind: 'track',
  };
}

export function albumItem(item: PlexMetadata): AlbumItem {
  return {
    id: key(item.ratingKey) ?? '',
    name: text(item.title) ?? '',
    totalItems: count(item.leafCount),
    imageUrl: null,
    artists: text(item.parentTitle) ? [artist(item.parentRatingKey, item.parentTitle)] : null,
    upc: null,
    mbid: mbidOf(item),
    dateAdded: null,
    url: null,
  };
}

export const artistItem = (item: PlexMetadata): ArtistItem => artist(item.ratingKey, item.title);

/**
 * A playlist of the server's owner (the only listener we sign in to it). Plex keeps no marker
 * that moves with every change of its entries (`updatedAt` is in whole seconds), so none is given.
 */
export function playlistItem(item: PlexMetadata): PlaylistItem {
  return {
    id: key(item.ratingKey) ?? '',
    name: text(item.title) ?? '',
    description: text(item.summary),
    totalItems: count(item.leafCount),
    imageUrl: null,
    dateAdded: null,
    isOwner: true,
    isPublic: null,
    url: null,
    version: null,
  };
}

/** A page of a container: our cursor is the next `X-Plex-Container-Start`, as a string. */
export function pageOf<T>(body: PlexContainer, start: number, map: (item: PlexMetadata) => T): Page<T> {
  const container = body.MediaContainer ?? {};
  const items = Array.isArray(container.Metadata) ? container.Metadata : [];
  const total = count(container.totalSize) ?? count(container.size);
  const end = (count(container.offset) ?? start) + items.length;
  return {
    items: items.map(map),
    next: items.length > 0 && total !== null && end < total ? String(end) : null,
    total,
  };
}
