import type { AlbumItem, ArtistItem } from '../integrations/types.js';
import { isUuid } from '../ids.js';

// A music service sends whatever its users typed (an upload's title, a playlist's credits), of
// any length. The matcher reads at most this much of each listing, so that matching one track
// costs the same at worst whatever a listing holds. The longest names in the labeled sets are
// about 220 characters and 13 credits: no real listing is cut.

/** Characters of one title, album name or artist credit that the matcher reads. */
export const MAX_TEXT_LENGTH = 500;

/** Artist credits of one listing that the matcher reads. */
export const MAX_CREDITS = 50;

/**
 * Names of one credit list that the matcher compares, and their characters in all: every name of
 * one side is compared with every name of the other, so these bound that product. The labeled
 * sets' longest list is 15 names of 184 characters.
 */
export const MAX_ARTIST_NAMES = 30;
export const MAX_ARTIST_TEXT = 1_000;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The text cut to `MAX_TEXT_LENGTH`, never between the two halves of one character. */
export function bounded(text: string): string {
  if (text.length <= MAX_TEXT_LENGTH) return text;
  const end = isHighSurrogate(text.charCodeAt(MAX_TEXT_LENGTH - 1)) ? MAX_TEXT_LENGTH - 1 : MAX_TEXT_LENGTH;
  return text.slice(0, end);
}

/** The first `MAX_CREDITS` credits, each bounded. */
export function boundedCredits(credits: string[]): string[] {
  return credits.slice(0, MAX_CREDITS).map(bounded);
}

/** The texts of a track listing that the matcher reads. */
interface TrackTexts {
  name: string;
  artists: string[];
  album: string | null;
  isrc: string | null;
  mbid?: string | null;
}

/** The listing as the matcher reads it: every text bounded. */
export function boundedTrack<T extends TrackTexts>(track: T): T {
  return {
    ...track,
    name: bounded(track.name),
    artists: boundedCredits(track.artists),
    album: track.album === null ? null : bounded(track.album),
    isrc: track.isrc === null ? null : bounded(track.isrc),
    // An id that is not a UUID identifies nothing.
    mbid: track.mbid && isUuid(track.mbid) ? track.mbid : null,
  };
}

/** A saved artist as the matcher reads it: its name bounded. */
export function boundedArtist(artist: ArtistItem): ArtistItem {
  return { ...artist, name: bounded(artist.name) };
}

/** A saved album as the matcher reads it: its name and credits bounded. */
export function boundedAlbum(album: AlbumItem): AlbumItem {
  return {
    ...album,
    name: bounded(album.name),
    artists: album.artists === null ? null : album.artists.slice(0, MAX_CREDITS).map(boundedArtist),
  };
}
