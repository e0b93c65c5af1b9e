import type { AlbumItem, AlbumRef, ArtistItem, PlaylistItem, TrackItem } from '../types.js';
import { listOf } from './context.js';

// Subsonic's ID3 objects (`Child` songs, `AlbumID3`, `ArtistID3`, `Playlist`), as far as the
// adapter reads them. Ids are opaque strings of each server's own making; durations are whole
// seconds; times are ISO 8601. OpenSubsonic servers add `musicBrainzId`, `isrc` (a list) and
// `artists`; they come from the person's own file tags, so any of them may be missing or empty.

export interface SubsonicArtistRef {
  id?: string;
  name: string;
}
export interface SubsonicSong {
  id: string;
  title: string;
  album?: string;
  albumId?: string;
  artist?: string;
  artistId?: string;
  artists?: SubsonicArtistRef[];
  albumArtists?: SubsonicArtistRef[];
  duration?: number;
  starred?: string;
  isVideo?: boolean;
  type?: string;
  mediaType?: string;
  musicBrainzId?: string;
  /** A list in OpenSubsonic; a lone string from servers that predate the list. */
  isrc?: string[] | string;
  explicitStatus?: string;
}
export interface SubsonicAlbum {
  id: string;
  /** `name` in the ID3 model; old servers answer search3 with folder-model albums, `title` only. */
  name?: string;
  title?: string;
  artist?: string;
  artistId?: string;
  artists?: SubsonicArtistRef[];
  songCount?: number;
  starred?: string;
  musicBrainzId?: string;
  song?: SubsonicSong[];
}
export interface SubsonicArtist {
  id: string;
  name: string;
  artistImageUrl?: string;
  starred?: string;
  musicBrainzId?: string;
}
export interface SubsonicPlaylist {
  id: string;
  name: string;
  comment?: string;
  owner?: string;
  public?: boolean;
  songCount?: number;
  created?: string;
  changed?: string;
  readonly?: boolean;
  entry?: SubsonicSong[];
}
export interface SubsonicUser {
  username: string;
  email?: string;
}

const artistRef = (a: SubsonicArtistRef): ArtistItem => ({
  id: a.id || null,
  name: a.name,
  imageUrl: null,
  followers: null,
  url: null,
});

/** Every artist OpenSubsonic lists, else the one joined name plain Subsonic gives. */
function creditedArtists(list: SubsonicArtistRef[] | undefined, name: string | undefined, id: string | undefined) {
  if (list?.length) return list.map(artistRef);
  return name ? [artistRef({ id, name })] : null;
}

/** `""`, `[]` and a missing member say the same: the file carries no such tag. */
const tag = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

/** The first ISRC of a song's tags (a recording has one; a second is another pressing's). */
function isrcOf(value: string[] | string | undefined): string | null {
  const first = listOf(value)
    .map((v) => v.trim())
    .find(Boolean);
  return first ? first.toUpperCase() : null;
}

function explicitOf(status: string | undefined): boolean | null {
  if (status === 'explicit') return true;
  if (status === 'clean') return false;
  return null;
}

/**
 * No links: a server's web pages and cover art are behind the person's credentials, and a URL
 * carrying them would hand them to whoever sees it.
 */
export function trackItem(s: SubsonicSong, entryId: string | null = null): TrackItem {
  const album: AlbumRef | null =
    s.album || s.albumId
      ? {
          id: s.albumId || null,
          name: s.album ?? '',
          totalItems: null,
          artists: creditedArtists(s.albumArtists, undefined, undefined),
        }
      : null;
  const kind = s.isVideo ? 'video' : s.type === 'podcast' || s.mediaType === 'podcast' ? 'episode' : 'track';
  return {
    id: s.id,
    entryId,
    name: s.title,
    isrc: isrcOf(s.isrc),
    mbid: tag(s.musicBrainzId),
    durationMs: typeof s.duration === 'number' ? s.duration * 1000 : null,
    imageUrl: null,
    previewUrl: null,
    album,
    artists: creditedArtists(s.artists, s.artist, s.artistId),
    // A song a server lists is a file it holds and plays.
    isAvailable: true,
    dateAdded: s.starred ?? null,
    explicit: explicitOf(s.explicitStatus),
    url: null,
    kind,
  };
}

export function albumItem(a: SubsonicAlbum): AlbumItem {
  return {
    id: a.id,
    name: a.name ?? a.title ?? '',
    totalItems: a.songCount ?? a.song?.length ?? null,
    imageUrl: null,
    artists: creditedArtists(a.artists, a.artist, a.artistId),
    upc: null,
    mbid: tag(a.musicBrainzId),
    dateAdded: a.starred ?? null,
    url: null,
  };
}

export function artistItem(a: SubsonicArtist): ArtistItem {
  return {
    id: a.id,
    name: a.name,
    // Servers give a public image (Last.fm's, Spotify's) here, or their own link; only https is kept.
    imageUrl: a.artistImageUrl && /^https:\/\//.test(a.artistImageUrl) ? a.artistImageUrl : null,
    followers: null,
    url: null,
  };
}

/** User names are matched as servers match them at sign-in, without regard to case. */
export const sameUser = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();

export function playlistItem(p: SubsonicPlaylist, username: string): PlaylistItem {
  return {
    id: p.id,
    name: p.name,
    description: tag(p.comment),
    totalItems: p.songCount ?? p.entry?.length ?? null,
    imageUrl: null,
    dateAdded: p.created ?? null,
    // Smart and imported playlists are `readonly` even to their owner: not theirs to write.
    isOwner: sameUser(p.owner, username) && p.readonly !== true,
    isPublic: p.public ?? null,
    url: null,
    // `changed` moves with every write to the playlist; the count tells apart two within a second.
    version: p.changed ? `${p.changed}/${p.songCount ?? p.entry?.length ?? ''}` : null,
  };
}
