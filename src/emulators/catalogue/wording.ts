import type { CanonicalAlbum, CanonicalRecording, RecordingVersion } from './types.js';
import type { Random } from './random.js';

/**
 * How one service words the catalogue: the metadata habits a matcher must see through, and the
 * shape of its ids. Each emulator keeps its service's habits in its own folder (`habits.ts`);
 * what a service does not override is worded as the canonical catalogue has it. Every habit
 * draws from `random` exactly as often as it always has, so that catalogues stay the same.
 */
export interface CatalogueHabits {
  /** The track title as the service lists it. */
  title(recording: CanonicalRecording, featured: string[], mainArtist: string, random: Random): string;
  /** The artist's name as the service spells it. */
  artistName?(name: string, random: Random): string;
  albumTitle?(album: CanonicalAlbum, random: Random): string;
  /** Durations drift by a second or two between services. */
  durationMs?(durationMs: number, random: Random): number;
  isrc?(recording: CanonicalRecording, random: Random): string | null;
  /** A new id in the service's own format; a number of nine or ten digits unless it says. */
  newId?(random: Random): string;
  /**
   * The id of an artist, album or recording where the service's ids are not its own but derived
   * from the catalogue's keys (ListenBrainz's are MusicBrainz ids); drawn with `newId` otherwise.
   */
  idFor?(kind: 'artist' | 'album' | 'recording', key: string): string;
  /** Whether its tracks have preview clips (true unless it says). */
  previews?: boolean;
  /**
   * How the service's view draws its randomness. `first`: one of the five services the catalogue
   * was first measured with, which keep the streams they had (`always`: Spotify's, from which no
   * recording is ever absent). Any other service draws from a hash of its id, so that adding one
   * leaves every earlier catalogue, and every figure measured on it, exactly as it was.
   */
  stream?: 'always' | 'first';
}

export const BRACKETED: Record<RecordingVersion, string> = {
  live: ' (Live)',
  remix: ' (Remix)',
  acoustic: ' (Acoustic)',
  instrumental: ' (Instrumental)',
  karaoke: ' (Karaoke Version)',
  cover: '',
  'sped up': ' (Sped Up)',
  slowed: ' (Slowed)',
  'radio edit': ' (Radio Edit)',
};

export const stripDiacritics = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '');

/** `(feat. A, B)`, or nothing without featured artists. */
export const featuring = (featured: string[]) => (featured.length ? ` (feat. ${featured.join(', ')})` : '');
