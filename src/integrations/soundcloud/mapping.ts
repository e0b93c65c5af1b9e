import { UpstreamError } from '../errors.js';
import { escapeRegExp } from '../text.js';
import type { AlbumItem, ArtistItem, PlaylistItem, TrackItem } from '../types.js';

// SoundCloud's resources (the public API's Track, Playlist and User) as our items. Our ids are the
// numeric part of SoundCloud's URNs (`soundcloud:tracks:123` is track `123`): the path parameters
// take URNs, so the adapter turns ids back into URNs on the way out.

export type UrnKind = 'tracks' | 'playlists' | 'users';

export interface SoundCloudUser {
  urn?: string;
  id?: number;
  kind?: string;
  username?: string;
  full_name?: string;
  avatar_url?: string | null;
  country?: string | null;
  followers_count?: number;
  permalink_url?: string;
}

export interface SoundCloudTrack {
  urn?: string;
  id?: number;
  kind?: string;
  title: string;
  duration?: number;
  isrc?: string | null;
  artwork_url?: string | null;
  permalink_url?: string;
  access?: 'playable' | 'preview' | 'blocked' | null;
  streamable?: boolean;
  user?: SoundCloudUser | null;
}

export interface SoundCloudPlaylist {
  urn?: string;
  id?: number;
  kind?: string;
  title: string;
  description?: string | null;
  sharing?: string;
  track_count?: number;
  artwork_url?: string | null;
  permalink_url?: string;
  playlist_type?: string | null;
  type?: string | null;
  ean?: string | null;
  user?: SoundCloudUser | null;
  tracks?: SoundCloudTrack[];
  last_modified?: string;
}

/** A list as `linked_partitioning=true` answers it. */
export interface SoundCloudCollection<T> {
  collection: T[];
  next_href?: string | null;
}

/** The kinds of set SoundCloud lists as releases rather than playlists. */
const RELEASE_TYPES = new Set(['album', 'ep', 'single', 'compilation', 'ep single']);

/** The URN of one of our ids; an id that already is a URN stays as it is. */
export function urnOf(kind: UrnKind, id: string): string {
  return /^soundcloud:[a-z-]+:/.test(id) ? id : `soundcloud:${kind}:${id}`;
}

/** Our id of a resource: the last part of its URN (older bodies carry a numeric `id` instead). */
export function idOf(resource: { urn?: string; id?: number }): string {
  if (resource.urn) return resource.urn.slice(resource.urn.lastIndexOf(':') + 1);
  if (resource.id !== undefined) return String(resource.id);
  // An answer we cannot read is the service's failure to answer as documented, not ours.
  throw new UpstreamError('soundcloud', 'unavailable', 'a SoundCloud resource without urn or id');
}

/** Whether a set is a release (album, EP, single, compilation) rather than a playlist. */
export function isRelease(playlist: SoundCloudPlaylist): boolean {
  return RELEASE_TYPES.has((playlist.playlist_type || playlist.type || '').toLowerCase());
}

const text = (value: string | null | undefined) => (value ? value : null);

/**
 * A SoundCloud account as an artist. On SoundCloud an artist is a user: the account that uploads
 * the artist's official tracks.
 */
export function artistItem(user: SoundCloudUser): ArtistItem {
  return {
    id: idOf(user),
    name: user.username ?? user.full_name ?? '',
    imageUrl: text(user.avatar_url),
    followers: user.followers_count ?? null,
    url: user.permalink_url ?? null,
  };
}

/**
 * The song's title as the uploader wrote it, less their own name in front ("Artist - Song" on the
 * artist's own account). Another name in front stays: a re-upload by someone else is not the
 * artist's, and must not be read as if it were.
 */
export function songTitle(title: string, uploader: string | null): string {
  if (!uploader) return title;
  const own = new RegExp(`^${escapeRegExp(uploader)}\\s+[-–—]\\s+(.+)$`, 'i').exec(title.trim());
  return own ? own[1].trim() : title;
}

/**
 * A track. Its only artist is the account that uploaded it: an official upload names the artist's
 * own account (its id is the artist's id, its name the artist's name), while a cover, bootleg, DJ
 * set or re-upload names whoever uploaded it. SoundCloud tracks belong to no album.
 */
export function trackItem(track: SoundCloudTrack): TrackItem {
  const artist = track.user ? artistItem(track.user) : null;
  return {
    id: idOf(track),
    entryId: null,
    name: songTitle(track.title, artist?.name ?? null),
    isrc: text(track.isrc)?.toUpperCase() ?? null,
    durationMs: track.duration ?? null,
    imageUrl: text(track.artwork_url) ?? text(track.user?.avatar_url),
    previewUrl: null,
    album: null,
    artists: artist ? [artist] : null,
    isAvailable: track.access === 'blocked' || track.streamable === false ? false : track.access ? true : null,
    dateAdded: null,
    explicit: null,
    url: track.permalink_url ?? null,
    kind: 'track',
  };
}

export function playlistItem(playlist: SoundCloudPlaylist, myUrn: string | null): PlaylistItem {
  return {
    id: idOf(playlist),
    name: playlist.title,
    description: text(playlist.description),
    totalItems: playlist.track_count ?? playlist.tracks?.length ?? null,
    imageUrl: text(playlist.artwork_url),
    dateAdded: null,
    isOwner: myUrn !== null && playlist.user?.urn === myUrn,
    isPublic: playlist.sharing ? playlist.sharing === 'public' : null,
    url: playlist.permalink_url ?? null,
    // last_modified: a playlist's tracks are written with a PUT of the whole playlist, which dates it.
    version: text(playlist.last_modified),
  };
}

/** A set of type album (or EP, single, compilation) as an album: SoundCloud has no other albums. */
export function albumItem(playlist: SoundCloudPlaylist): AlbumItem {
  return {
    id: idOf(playlist),
    name: playlist.title,
    totalItems: playlist.track_count ?? playlist.tracks?.length ?? null,
    imageUrl: text(playlist.artwork_url),
    artists: playlist.user ? [artistItem(playlist.user)] : null,
    upc: text(playlist.ean),
    dateAdded: null,
    url: playlist.permalink_url ?? null,
  };
}

/** ISO 3166-1 alpha-2 code of a country SoundCloud names in English ("Germany"); null when unknown. */
export function countryCode(country: string | null | undefined): string | null {
  if (!country) return null;
  if (/^[A-Z]{2}$/.test(country)) return country;
  return countryCodes().get(country.toLowerCase()) ?? null;
}

let codes: Map<string, string> | null = null;
function countryCodes(): Map<string, string> {
  if (codes) return codes;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  codes = new Map();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters)
    for (const b of letters) {
      const name = names.of(`${a}${b}`);
      if (name && name !== `${a}${b}`) codes.set(name.toLowerCase(), `${a}${b}`);
    }
  return codes;
}
