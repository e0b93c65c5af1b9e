import type { AlbumItem, AlbumRef, ArtistItem, Page, PlaylistItem, TrackItem } from '../types.js';

// Jellyfin's BaseItemDto (the members we read) into the adapter's items.

export interface NameIdPair {
  Name?: string | null;
  Id: string;
}

/** A BaseItemDto as `/Items`, `/Items/{itemId}`, `/Artists` and `/Playlists/{id}/Items` send it. */
export interface JellyfinItem {
  Id: string;
  Name?: string | null;
  Type?: string;
  RunTimeTicks?: number | null;
  ProviderIds?: Record<string, string | null> | null;
  Artists?: string[] | null;
  ArtistItems?: NameIdPair[] | null;
  AlbumArtists?: NameIdPair[] | null;
  Album?: string | null;
  AlbumId?: string | null;
  /** The entry's own id in a playlist: what removals and moves name. */
  PlaylistItemId?: string | null;
  ChildCount?: number | null;
  Etag?: string | null;
  LocationType?: string | null;
}

/** What every query of items answers. */
export interface JellyfinQueryResult {
  Items?: JellyfinItem[] | null;
  TotalRecordCount?: number;
  StartIndex?: number;
}

export interface JellyfinUser {
  Id: string;
  Name?: string | null;
}

/** Ticks of 100 ns: 10,000 to the millisecond. */
const TICKS_PER_MS = 10_000;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const MBID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The first MusicBrainz id under one of `keys` (the first key that holds one wins). Jellyfin joins
 * several ids under one key with `/` (an album by two artists, as recorded).
 */
export function mbidOf(item: JellyfinItem, ...keys: string[]): string | null {
  for (const key of keys) {
    const found = (item.ProviderIds?.[key] ?? '')
      .split('/')
      .map((part) => part.trim().toLowerCase())
      .find((part) => MBID.test(part));
    if (found) return found;
  }
  return null;
}

export const durationMs = (ticks: unknown): number | null => {
  const value = count(ticks);
  return value === null || value < 0 ? null : Math.round(value / TICKS_PER_MS);
};

// Items carry no image or page address we may hand on: both would be on the listener's own
// server, often inside their home network, and its address is theirs, not the partner's.

export function artistItem(item: NameIdPair): ArtistItem {
  return { id: item.Id, name: text(item.Name) ?? '', imageUrl: null, followers: null, url: null };
}

function artistsOf(item: JellyfinItem): ArtistItem[] | null {
  if (item.ArtistItems?.length) return item.ArtistItems.map(artistItem);
  if (item.Artists?.length) return item.Artists.map((name) => ({ id: null, name, imageUrl: null, followers: null }));
  return item.ArtistItems || item.Artists ? [] : null;
}

function albumRefOf(item: JellyfinItem): AlbumRef | null {
  const name = text(item.Album);
  if (!name && !item.AlbumId) return null;
  return {
    id: text(item.AlbumId),
    name: name ?? '',
    totalItems: null,
    artists: item.AlbumArtists ? item.AlbumArtists.map(artistItem) : null,
    imageUrl: null,
  };
}

/** A file the server knows of but does not have (`Virtual`) cannot be played. */
function available(item: JellyfinItem): boolean | null {
  if (item.LocationType === 'Virtual') return false;
  return item.LocationType ? true : null;
}

export function trackItem(item: JellyfinItem): TrackItem {
  return {
    id: item.Id,
    entryId: text(item.PlaylistItemId),
    name: text(item.Name) ?? '',
    // Jellyfin keeps no ISRC: no field, no filter, no provider id.
    isrc: null,
    // Servers up to 10.9 file the recording id under MusicBrainzTrack (as recorded); later ones
    // name it MusicBrainzRecording, which wins where both are given.
    mbid: mbidOf(item, 'MusicBrainzRecording', 'MusicBrainzTrack'),
    durationMs: durationMs(item.RunTimeTicks),
    imageUrl: null,
    previewUrl: null,
    album: albumRefOf(item),
    artists: artistsOf(item),
    isAvailable: available(item),
    dateAdded: null,
    explicit: null,
    url: null,
    kind: item.Type === 'MusicVideo' ? 'video' : 'track',
  };
}

export function albumItem(item: JellyfinItem): AlbumItem {
  return {
    id: item.Id,
    name: text(item.Name) ?? '',
    totalItems: count(item.ChildCount),
    imageUrl: null,
    artists: item.AlbumArtists?.length ? item.AlbumArtists.map(artistItem) : artistsOf(item),
    upc: null,
    mbid: mbidOf(item, 'MusicBrainzAlbum'),
    dateAdded: null,
    url: null,
  };
}

export function artistOf(item: JellyfinItem): ArtistItem {
  return artistItem(item);
}

/**
 * A playlist as a list of items names it. Jellyfin says nothing of its owner there: the listener's
 * list holds their own playlists and those others shared with them or opened to all, told apart
 * nowhere in the API, so each is taken as theirs.
 */
export function playlistItem(item: JellyfinItem, isPublic: boolean | null = null): PlaylistItem {
  return {
    id: item.Id,
    name: text(item.Name) ?? '',
    description: null,
    totalItems: count(item.ChildCount),
    imageUrl: null,
    dateAdded: null,
    isOwner: true,
    isPublic,
    url: null,
    // The item's ETag moves whenever the server saves the playlist, its entries among it.
    version: text(item.Etag),
  };
}

/** A page of a query: our cursor is Jellyfin's StartIndex, as a string. */
export function pageOf<T>(result: JellyfinQueryResult, start: number, map: (item: JellyfinItem) => T): Page<T> {
  const items = result.Items ?? [];
  const total = count(result.TotalRecordCount);
  const end = (count(result.StartIndex) ?? start) + items.length;
  return {
    items: items.map(map),
    next: items.length > 0 && total !== null && end < total ? String(end) : null,
    total,
  };
}
