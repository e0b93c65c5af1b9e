import type { AlbumItem, ArtistItem, PlaylistItem, TrackItem } from '../types.js';

// Apple Music resources into the adapter's items.

export interface AppleArtwork {
  url: string;
  width?: number;
  height?: number;
}
export interface AppleSongAttributes {
  name: string;
  artistName?: string;
  albumName?: string;
  durationInMillis?: number;
  isrc?: string;
  contentRating?: string;
  url?: string;
  artwork?: AppleArtwork;
  previews?: { url: string }[];
  dateAdded?: string;
  playParams?: { id: string; kind: string; isLibrary?: boolean; catalogId?: string };
}
/** A link to other resources; `data` holds bare `{id, type, href}` unless Apple was asked to include them. */
interface AppleRelationship {
  data?: AppleResource<AppleSongAttributes>[];
}
export interface AppleResource<A> {
  id: string;
  type: string;
  href?: string;
  attributes?: A;
  relationships?: { catalog?: AppleRelationship; albums?: AppleRelationship; artists?: AppleRelationship };
}
export interface AppleAlbumAttributes {
  name: string;
  artistName?: string;
  trackCount?: number;
  upc?: string;
  url?: string;
  artwork?: AppleArtwork;
  dateAdded?: string;
  playParams?: { id: string; kind: string; catalogId?: string };
}
export interface ApplePlaylistAttributes {
  name: string;
  artwork?: AppleArtwork;
  description?: { standard?: string; short?: string };
  canEdit?: boolean;
  isPublic?: boolean;
  dateAdded?: string;
  playParams?: { id: string; globalId?: string };
}

/** Artwork URLs are templates: `{w}x{h}` becomes a size. */
export const artworkUrl = (artwork: AppleArtwork | undefined, size = 640) =>
  artwork?.url ? artwork.url.replace('{w}', String(size)).replace('{h}', String(size)) : null;

/**
 * Apple credits a song's artists in one line ("A & B"). The artist relationship gives ids but no
 * names, so an id is attached only where one artist stands behind the whole line.
 */
function credit(name: string | undefined, related?: AppleRelationship): ArtistItem[] | null {
  if (!name) return null;
  const ids = related?.data ?? [];
  return [{ id: ids.length === 1 ? ids[0].id : null, name, imageUrl: null, followers: null }];
}

/**
 * A catalog song or a library song. A library song's id for the partner is its catalog id (the
 * one every other call takes); its entry id is the library id. A song without `playParams`
 * cannot be played in the storefront.
 */
export function trackItem(song: AppleResource<AppleSongAttributes>): TrackItem {
  const attributes = song.attributes ?? ({ name: '' } as AppleSongAttributes);
  const isLibrary = song.type === 'library-songs';
  const catalog = song.relationships?.catalog?.data?.[0];
  const catalogId = isLibrary ? (attributes.playParams?.catalogId ?? catalog?.id ?? null) : song.id;
  const related = isLibrary ? catalog?.relationships : song.relationships;
  return {
    id: catalogId ?? song.id,
    entryId: isLibrary ? song.id : null,
    name: attributes.name,
    isrc: attributes.isrc ?? catalog?.attributes?.isrc ?? null,
    durationMs: attributes.durationInMillis ?? null,
    imageUrl: artworkUrl(attributes.artwork),
    previewUrl: attributes.previews?.[0]?.url ?? null,
    album: attributes.albumName
      ? { id: related?.albums?.data?.[0]?.id ?? null, name: attributes.albumName, totalItems: null, artists: null }
      : null,
    artists: credit(attributes.artistName, related?.artists),
    isAvailable: isLibrary ? (catalogId ? true : null) : Boolean(attributes.playParams),
    dateAdded: attributes.dateAdded ?? null,
    explicit: attributes.contentRating === undefined ? false : attributes.contentRating === 'explicit',
    url: attributes.url ?? catalog?.attributes?.url ?? null,
    kind: catalogId || !isLibrary ? 'track' : 'local',
  };
}

export function albumItem(album: AppleResource<AppleAlbumAttributes>): AlbumItem {
  const attributes = album.attributes ?? ({ name: '' } as AppleAlbumAttributes);
  return {
    id: album.type === 'library-albums' ? (attributes.playParams?.catalogId ?? album.id) : album.id,
    name: attributes.name,
    totalItems: attributes.trackCount ?? null,
    imageUrl: artworkUrl(attributes.artwork),
    artists: credit(attributes.artistName),
    upc: attributes.upc ?? null,
    dateAdded: attributes.dateAdded ?? null,
    url: attributes.url ?? null,
  };
}

export function artistItem(
  artist: AppleResource<{ name: string; url?: string; artwork?: AppleArtwork }> & {
    relationships?: { catalog?: { data?: { id: string }[] } };
  },
): ArtistItem {
  const catalogId = artist.type === 'library-artists' ? artist.relationships?.catalog?.data?.[0]?.id : artist.id;
  return {
    id: catalogId ?? artist.id,
    name: artist.attributes?.name ?? '',
    imageUrl: artworkUrl(artist.attributes?.artwork),
    followers: null,
    url: artist.attributes?.url ?? null,
  };
}

export function playlistItem(playlist: AppleResource<ApplePlaylistAttributes>): PlaylistItem {
  const attributes = playlist.attributes ?? ({ name: '' } as ApplePlaylistAttributes);
  return {
    id: playlist.id,
    name: attributes.name,
    // An empty `standard` is how Apple says there is none.
    description: attributes.description?.standard || attributes.description?.short || null,
    // Library playlists carry no track count; only reading their tracks tells.
    totalItems: null,
    imageUrl: artworkUrl(attributes.artwork),
    dateAdded: attributes.dateAdded ?? null,
    // Apple says only whether the listener can edit it: their own playlists.
    isOwner: attributes.canEdit ?? false,
    isPublic: attributes.isPublic ?? null,
    url: attributes.playParams?.globalId ? `https://music.apple.com/playlist/${attributes.playParams.globalId}` : null,
    // None: a library playlist's attributes (the documented page) carry dateAdded and no
    // lastModifiedDate or other marker of its tracks.
    version: null,
  };
}
