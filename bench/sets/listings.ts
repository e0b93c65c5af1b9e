import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { ExportedTrack } from './exports.js';
import { writeJsonLines, type Label, type SetTrack } from './format.js';
import type { Random } from '../../src/emulators/catalogue/random.js';

// What the generated slices share: reading the real exports' titles and albums, how the Apple-like
// store lists a real track, and the rows and labels a slice is made of.

// ---------------------------------------------------------------------------------------------
// Reading titles and albums

export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export const VERSION_WORDS =
  /\b(remix(es|ed)?|rmx|mix|live|version|edit|remaster(ed)?|acoustic|instrumental|demo|karaoke|sped|slowed|nightcore|cover|unplugged|session|radio|extended|rework|bootleg|flip|vip|reprise|mono|stereo|orchestral|a ?cappella|re-?recorded|clean|explicit|dub|medley|mashup)\b/i;
export const ALBUM_WORDS =
  /\b(deluxe|edition|live|remaster(ed)?|version|expanded|anniversary|explicit|clean|single|ep|remix(es)?|hits|best|greatest|collection|anthology|essentials?|gold|vol|volume|soundtrack|ost|compilation|mixtape|b-sides|sessions?|unplugged|acoustic|tribute|karaoke|edit|special|bonus|tour|complete|reissue|re-issue)\b/i;
export const VARIOUS = new Set(['various artists', 'artisti vari', 'verschiedene interpreten', 'various', 'va']);
export const FEATURING = /^(feat\.?|ft\.?|featuring|with|con)\s/i;

/** The title without what stores append to it: " - Suffix" and bracketed groups. */
export function titleBase(name: string): string {
  const dash = name.indexOf(' - ');
  return (dash > 0 ? name.slice(0, dash) : name).replace(/\s*[([][^)\]]*[)\]]/g, '').trim();
}

/** One song by one lead artist, whatever version: a recording used in a case is in the slice once. */
export function songKey(track: ExportedTrack): string {
  return `${normalize(titleBase(track.name)) || normalize(track.name)}|${normalize(track.artists[0])}`;
}

/** A title with no version in it: only a featuring group may be bracketed. */
export function plainTitle(name: string): boolean {
  if (name.includes(' - ') || VERSION_WORDS.test(name)) return false;
  const groups = name.match(/[([][^)\]]*[)\]]/g) ?? [];
  return (
    groups.every((group) => FEATURING.test(group.slice(1))) && !/[()[\]]/.test(name.replace(/[([][^)\]]*[)\]]/g, ''))
  );
}

/** An artist's own album with a plain name, so that its editions and live albums can be named after it. */
export function plainAlbum(track: ExportedTrack): boolean {
  const album = track.album;
  if (!album || /[()[\]]/.test(album) || album.includes(' - ') || ALBUM_WORDS.test(album)) return false;
  if (VARIOUS.has(normalize(track.albumArtists[0] ?? ''))) return false;
  if (normalize(track.albumArtists[0] ?? '') !== normalize(track.artists[0])) return false;
  return normalize(album) !== normalize(titleBase(track.name));
}

export function isSingle(track: ExportedTrack): boolean {
  return normalize(track.album) === normalize(titleBase(track.name));
}

/** Names as a store credits them in one line: "A, B & C". */
export function creditLine(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
}

/** A tag appended the way Apple does: in parentheses, or in square brackets after a parenthesis. */
export function appleTag(name: string, tag: string): string {
  return /\)$/.test(name) ? `${name} [${tag}]` : `${name} (${tag})`;
}

// ---------------------------------------------------------------------------------------------
// Rows of a set

/** A listing's fields a case chooses; ids, service and ISRC are the builder's. */
export type Listed = Pick<SetTrack, 'name' | 'artists' | 'album' | 'durationMs' | 'explicit'>;

export class Builder {
  readonly source: SetTrack[] = [];
  readonly destination: SetTrack[] = [];
  readonly labels: Label[] = [];
  private ids = new Set<string>();

  constructor(private readonly rng: Random) {}

  private spotifyId(): string {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    for (;;) {
      let id = '';
      for (let i = 0; i < 22; i++) id += alphabet[this.rng.int(0, 61)];
      if (this.ids.has(id)) continue;
      this.ids.add(id);
      return id;
    }
  }

  private appleId(): string {
    for (;;) {
      const id = String(this.rng.int(1_000_000_000, 1_899_999_999));
      if (this.ids.has(id)) continue;
      this.ids.add(id);
      return id;
    }
  }

  /** A listing as Spotify gives it; no ISRC, as the sources the slice stands for list none. */
  sourceRow(row: Listed): SetTrack {
    const out: SetTrack = { id: this.spotifyId(), service: 'spotify', ...this.listing(row) };
    this.source.push(out);
    return out;
  }

  /** A listing as the Apple-like store gives it. */
  storeRow(row: Listed): SetTrack {
    const out: SetTrack = { id: this.appleId(), service: 'appleMusic', ...this.listing(row), available: true };
    this.destination.push(out);
    return out;
  }

  private listing(row: Listed) {
    const { name, artists, album, durationMs, explicit } = row;
    return { type: 'track' as const, name, artists, album, isrc: null, durationMs, explicit };
  }

  label(source: SetTrack, expected: SetTrack | null, facts: string[]): void {
    this.labels.push({
      sourceId: source.id,
      expect: expected ? 'matched' : 'none',
      destinationId: expected?.id ?? null,
      facts,
    });
  }
}

/** How the store titles and credits a track: "(feat. B)" in the title or B in the credit, "Album - Single". */
export interface StoreListing {
  name: string;
  artists: string[];
  album: string;
}

export function storeListing(track: ExportedTrack, rng: Random): StoreListing {
  let name = track.name;
  let artists = track.artists;
  // Spotify's "Song - Remastered 2011" is the store's "Song (Remastered 2011)".
  const dash = name.indexOf(' - ');
  if (dash > 0) name = appleTag(name.slice(0, dash), name.slice(dash + 3));
  const featured = name.match(/[([](?:feat\.?|ft\.?|featuring|with)\s([^)\]]*)[)\]]/i);
  // The store credits only the main artists when the title already names the featured ones.
  if (artists.length > 1 && featured && rng.chance(0.5)) {
    const named = normalize(featured[1]);
    artists = artists.filter((artist, i) => i === 0 || !named.includes(normalize(artist)));
  } else if (artists.length > 1 && !featured && !/[()[\]]/.test(name) && rng.chance(0.4)) {
    name = `${name} (feat. ${creditLine(artists.slice(1))})`;
    artists = artists.slice(0, 1);
  }
  let album = track.album;
  const albumDash = album.match(
    /^(.*) - ((?:.*\b)?(?:deluxe|edition|remaster(?:ed)?|version|expanded|anniversary)\b.*)$/i,
  );
  if (albumDash) album = `${albumDash[1]} (${albumDash[2]})`;
  if (isSingle(track)) album = `${album} - Single`;
  return { name, artists, album };
}

/** The same recording in another store: lengths agree to within about a second. */
export function storeDuration(rng: Random, ms: number): number {
  return Math.max(1_000, ms + rng.int(-1_200, 1_200));
}

// ---------------------------------------------------------------------------------------------
// Drawing real tracks and writing a slice

/**
 * One track a song, of a length a store would list: a second listing of a song (a remaster,
 * another version) would be a second right answer the labels do not know of.
 */
export function distinctSongs(exported: ExportedTrack[]): ExportedTrack[] {
  const bySong = new Map<string, ExportedTrack>();
  const isrcs = new Set<string>();
  for (const track of exported) {
    const key = songKey(track);
    if (bySong.has(key) || (track.isrc && isrcs.has(track.isrc))) continue;
    if (track.durationMs < 30_000 || track.durationMs > 20 * 60_000) continue;
    bySong.set(key, track);
    if (track.isrc) isrcs.add(track.isrc);
  }
  return [...bySong.values()];
}

/** Draws `n` tracks that fit, each track at most once over all draws. */
export type Draw = (n: number, fits: (track: ExportedTrack) => boolean) => ExportedTrack[];

export function drawFrom(rng: Random, songs: ExportedTrack[]): Draw {
  const used = new Set<ExportedTrack>();
  // A fresh order for every draw: drawing in one order would leave a later case only the tracks
  // an earlier case passed over (no explicit ones for editions once the explicit case has drawn).
  return (n, fits) => {
    const taken: ExportedTrack[] = [];
    for (const track of rng.shuffle(songs)) {
      if (taken.length === n) break;
      if (used.has(track) || !fits(track)) continue;
      used.add(track);
      taken.push(track);
    }
    if (taken.length < n) throw new Error(`the exports hold too few tracks for a case (${taken.length} of ${n})`);
    return taken;
  };
}

export interface SliceSummary {
  out: string;
  sources: number;
  destination: number;
  distractors: number;
  facts: Record<string, number>;
}

/** Writes the slice's rows, labels and meta.json (what the bench reads to know a slice is current) into `out`. */
export async function writeSlice(
  out: string,
  b: Builder,
  rng: Random,
  meta: { generator: number; seed: string; limit: number | null; distractors: number },
): Promise<SliceSummary> {
  const facts: Record<string, number> = {};
  for (const label of b.labels) for (const fact of label.facts ?? []) facts[fact] = (facts[fact] ?? 0) + 1;
  const sortedFacts = Object.fromEntries(Object.entries(facts).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  await mkdir(out, { recursive: true });
  await writeJsonLines(join(out, 'source.jsonl'), b.source);
  await writeJsonLines(join(out, 'destination.jsonl'), rng.shuffle(b.destination));
  await writeJsonLines(join(out, 'labels.jsonl'), b.labels);
  const counts = {
    sources: b.source.length,
    destination: b.destination.length,
    distractors: meta.distractors,
    facts: sortedFacts,
  };
  const { generator, seed, limit } = meta;
  await writeFile(join(out, 'meta.json'), `${JSON.stringify({ generator, seed, limit, ...counts }, null, 2)}\n`);
  return { out, ...counts };
}

/** Options every slice generator takes from its command line. */
export interface SliceOptions {
  raw?: string;
  out?: string;
  seed?: string;
  limit?: number;
}

/**
 * Runs a slice's generator when its file is the script run (`tsx bench/sets/versions.ts --seed …`),
 * printing what it wrote.
 */
export function runWhenScript(
  moduleUrl: string,
  name: string,
  generate: (options: SliceOptions) => Promise<SliceSummary>,
): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const { values } = parseArgs({
    options: {
      raw: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string' },
      limit: { type: 'string' },
    },
  });
  generate({
    raw: values.raw,
    out: values.out,
    seed: values.seed,
    limit: values.limit ? Number(values.limit) : undefined,
  })
    .then((summary) => {
      console.log(
        `${name} slice: ${summary.sources} sources, ${summary.destination} destination rows in ${summary.out}`,
      );
      console.table(summary.facts);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
