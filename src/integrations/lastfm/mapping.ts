import type { AlbumItem, ArtistItem, ServiceProfile, TrackItem } from '../types.js';
import { albumId, artistId, isMbid, trackId } from './ids.js';

// Last.fm's JSON is its XML converted: text of an element in `#text`, attributes in `@attr`,
// every number a string, and a list of one element written as that element alone.

export interface LastfmImage {
  '#text': string;
  size: string;
}

/** An artist as lists name it: `{name, mbid, url}` today, `{"#text", mbid}` in older answers. */
export interface LastfmArtistRef {
  name?: string;
  '#text'?: string;
  mbid?: string;
  url?: string;
}

export interface LastfmLovedTrack {
  name: string;
  mbid?: string;
  url?: string;
  artist: LastfmArtistRef;
  album?: { '#text'?: string; mbid?: string };
  date?: { uts?: string; '#text'?: string };
  image?: LastfmImage[];
}

export interface LastfmTrackInfo {
  name: string;
  mbid?: string;
  url?: string;
  /** Milliseconds, as a string; "0" when unknown. */
  duration?: string;
  artist: LastfmArtistRef;
  album?: { artist?: string; title?: string; mbid?: string; url?: string; image?: LastfmImage[] };
}

export interface LastfmTrackMatch {
  name: string;
  artist: string;
  mbid?: string;
  url?: string;
  image?: LastfmImage[];
}

export interface LastfmAlbumMatch {
  name: string;
  artist: string;
  mbid?: string;
  url?: string;
  image?: LastfmImage[];
}

export interface LastfmAlbumInfo extends LastfmAlbumMatch {
  tracks?: { track?: OneOrMany<unknown> } | string;
}

export interface LastfmArtist {
  name: string;
  mbid?: string;
  url?: string;
  image?: LastfmImage[];
}

export interface LastfmUser {
  name: string;
  realname?: string;
  url?: string;
  country?: string;
  image?: LastfmImage[];
}

export type OneOrMany<T> = T | T[];

/**
 * The elements of a converted XML list: an array, one element alone, or nothing at all (an
 * empty list comes as `[]`, `""`, `"\n"` or a missing member, depending on the method).
 */
export function listOf<T>(value: OneOrMany<T> | string | null | undefined): T[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return [value];
  return [];
}

/** The members of a list wrapper (`{"track": [...]}`), which an empty list may leave a bare string. */
export function wrapped<T>(wrapper: unknown, member: string): T[] {
  if (!wrapper || typeof wrapper !== 'object') return [];
  return listOf((wrapper as Record<string, OneOrMany<T>>)[member]);
}

const SIZES = ['extralarge', 'mega', 'large', 'medium', 'small'];

/** The largest picture the service lists (300×300 when there), or null when every URL is empty. */
export function imageOf(images: LastfmImage[] | undefined): string | null {
  const usable = listOf(images).filter((i) => i && i['#text']);
  if (usable.length === 0) return null;
  const rank = (i: LastfmImage) => (SIZES.includes(i.size) ? SIZES.indexOf(i.size) : SIZES.length);
  return [...usable].sort((a, b) => rank(a) - rank(b))[0]['#text'];
}

export const artistName = (artist: LastfmArtistRef | string | undefined) =>
  typeof artist === 'string' ? artist : (artist?.name ?? artist?.['#text'] ?? '');

const blank = (value: string | undefined) => (value ? value : undefined);
/** A MusicBrainz id where Last.fm gives one (an empty string where it has none). */
const musicBrainzId = (value: string | undefined) => (value && isMbid(value) ? value : null);
const count = (value: string | undefined) => (value && Number(value) > 0 ? Number(value) : null);

function artistRef(artist: LastfmArtistRef | string): ArtistItem {
  const name = artistName(artist);
  const mbid = typeof artist === 'string' ? undefined : blank(artist.mbid);
  return { id: artistId(mbid, name), name, imageUrl: null, followers: null };
}

const trackBase = (name: string, artist: LastfmArtistRef | string, mbid: string | undefined) => ({
  id: trackId(blank(mbid), artistName(artist), name),
  entryId: null,
  name,
  isrc: null,
  mbid: musicBrainzId(mbid),
  artists: [artistRef(artist)],
  isAvailable: null,
  explicit: null,
  previewUrl: null,
  kind: 'track' as const,
});

/** A loved track (`user.getLovedTracks`); the date it was loved is when it joined the list. */
export function lovedTrackItem(track: LastfmLovedTrack): TrackItem {
  const artist = artistName(track.artist);
  const album = track.album?.['#text'];
  const uts = Number(track.date?.uts);
  return {
    ...trackBase(track.name, track.artist, track.mbid),
    durationMs: null,
    imageUrl: imageOf(track.image),
    album: album
      ? { id: albumId(blank(track.album?.mbid), artist, album), name: album, totalItems: null, artists: null }
      : null,
    dateAdded: uts > 0 ? new Date(uts * 1000).toISOString() : null,
    url: track.url ?? null,
  };
}

/** A track's own read (`track.getInfo`), the only answer with its duration (in milliseconds). */
export function trackInfoItem(track: LastfmTrackInfo): TrackItem {
  const album = track.album;
  const albumArtist = album?.artist ?? artistName(track.artist);
  return {
    ...trackBase(track.name, track.artist, track.mbid),
    durationMs: count(track.duration),
    imageUrl: imageOf(album?.image),
    album: album?.title
      ? {
          id: albumId(blank(album.mbid), albumArtist, album.title),
          name: album.title,
          totalItems: null,
          artists: [artistRef(albumArtist)],
          imageUrl: imageOf(album.image),
        }
      : null,
    dateAdded: null,
    url: track.url ?? null,
  };
}

/** A track found by `track.search`: its artist is a bare name. */
export function trackMatchItem(track: LastfmTrackMatch): TrackItem {
  return {
    ...trackBase(track.name, track.artist, track.mbid),
    durationMs: null,
    imageUrl: imageOf(track.image),
    album: null,
    dateAdded: null,
    url: track.url ?? null,
  };
}

/** An album of `album.search` or `album.getInfo` (with its track list, the number of tracks). */
export function albumItem(album: LastfmAlbumInfo): AlbumItem {
  const tracks = album.tracks === undefined ? null : wrapped(album.tracks, 'track').length;
  return {
    id: albumId(blank(album.mbid), album.artist, album.name),
    name: album.name,
    totalItems: tracks,
    imageUrl: imageOf(album.image),
    artists: [artistRef(album.artist)],
    upc: null,
    mbid: musicBrainzId(album.mbid),
    dateAdded: null,
    url: album.url ?? null,
  };
}

/** An artist of `artist.search` or `artist.getInfo`; Last.fm counts listeners, not followers. */
export function artistItem(artist: LastfmArtist): ArtistItem {
  return {
    id: artistId(blank(artist.mbid), artist.name),
    name: artist.name,
    imageUrl: imageOf(artist.image),
    followers: null,
    url: artist.url ?? null,
  };
}

let countries: Map<string, string> | undefined;

/** ISO 3166-1 alpha-2 of a country as Last.fm names it in English ("United Kingdom"); null for "None" or unknown. */
export function countryCode(name: string | undefined): string | null {
  if (!name) return null;
  if (!countries) {
    countries = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters)
      for (const b of letters) {
        const code = `${a}${b}`;
        const named = names.of(code);
        // The first code of a name wins: GB before the reserved UK, both "United Kingdom".
        if (named && named !== code && !countries.has(named.toLowerCase())) countries.set(named.toLowerCase(), code);
      }
  }
  return countries.get(name.trim().toLowerCase()) ?? null;
}

/** The listener of a session (`user.getInfo`): the user name is the id, the real name the name shown. */
export function profileOf(user: LastfmUser): ServiceProfile {
  return {
    id: user.name,
    name: user.realname ? user.realname : user.name,
    email: null,
    imageUrl: imageOf(user.image),
    country: countryCode(user.country),
    raw: user as unknown as Record<string, unknown>,
  };
}
