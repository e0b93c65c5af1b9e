import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from './csv.js';

/** The checkout this file belongs to, whatever the working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The shared matching folder: beside the checkout, else the machine's shared folder. The labeled
 * sets and the raw exports are not ours to ship, so they never live inside the checkout.
 */
export function matchingDir(): string {
  const beside = resolve(REPO_ROOT, '../shared/matching');
  return existsSync(beside) ? beside : '/work/shared/matching';
}

export function rawDir(given?: string): string {
  return given ? resolve(given) : join(matchingDir(), 'raw');
}

/** One row of a Spotify playlist export, whichever language the exporting tool wrote its headers in. */
export interface ExportedTrack {
  uri: string;
  name: string;
  artists: string[];
  album: string;
  albumArtists: string[];
  durationMs: number;
  explicit: boolean;
  isrc: string | null;
}

// The exporting tools write the same columns under German, Italian and English names.
const COLUMNS: Record<keyof ExportedTrack, string[]> = {
  uri: ['Track URI', 'Track-URI', 'URI della traccia', 'uri'],
  name: ['Track Name', 'Track-Name', 'Nome della traccia', 'track_name'],
  artists: ['Artist Name(s)', 'Künstlername(n)', "Nome dell'artista", 'artist_name'],
  album: ['Album Name', 'Album-Name', "Nome dell'album", 'album_name'],
  albumArtists: ['Album Artist Name(s)', 'Album-Künstlername(n)', "Nome dell'artista dell'album", 'album_artist_name'],
  durationMs: ['Track Duration (ms)', 'Track-Dauer (ms)', 'Durata della traccia (ms)', 'track_duration_ms'],
  explicit: ['Explicit', 'Explizit', 'Esplicito', 'explicit'],
  isrc: ['ISRC', 'isrc'],
};

/** Names joined by commas in one field; a comma inside a name ("Tyler, The Creator") is escaped with a backslash. */
export function splitNames(field: string): string[] {
  return field
    .split(/(?<!\\),/)
    .map((name) => name.replace(/\\,/g, ',').trim())
    .filter(Boolean);
}

function columnsOf(header: string[], file: string): Record<keyof ExportedTrack, number> {
  const at = {} as Record<keyof ExportedTrack, number>;
  for (const [key, names] of Object.entries(COLUMNS) as [keyof ExportedTrack, string[]][]) {
    const index = header.findIndex((h) => names.includes(h.trim()));
    if (index < 0) throw new Error(`${file}: no column for ${key} (headers: ${header.join(', ')})`);
    at[key] = index;
  }
  return at;
}

/**
 * Every track of every export under `dir` (one folder a dialect), once each by its Spotify URI,
 * in a fixed order (files by name, rows as written) so that what is built from them is the same
 * on every machine. Local files and rows without a duration are left out: no store lists them.
 */
export async function readExports(dir: string): Promise<ExportedTrack[]> {
  const files: string[] = [];
  for (const folder of (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory())) {
    for (const name of await readdir(join(dir, folder.name)))
      if (name.toLowerCase().endsWith('.csv')) files.push(join(folder.name, name));
  }
  files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (!files.length) throw new Error(`no CSV exports under ${dir}`);
  const seen = new Set<string>();
  const tracks: ExportedTrack[] = [];
  for (const file of files) {
    const [header, ...rows] = parseCsv(await readFile(join(dir, file), 'utf8'));
    if (!header) continue;
    const at = columnsOf(header, file);
    for (const row of rows) {
      const uri = row[at.uri]?.trim() ?? '';
      const durationMs = Number(row[at.durationMs]);
      if (!uri.startsWith('spotify:track:') || seen.has(uri)) continue;
      if (!Number.isFinite(durationMs) || durationMs <= 0) continue;
      const name = row[at.name]?.trim() ?? '';
      const artists = splitNames(row[at.artists] ?? '');
      if (!name || !artists.length) continue;
      seen.add(uri);
      tracks.push({
        uri,
        name,
        artists,
        album: row[at.album]?.trim() ?? '',
        albumArtists: splitNames(row[at.albumArtists] ?? ''),
        durationMs: Math.round(durationMs),
        explicit: (row[at.explicit] ?? '').trim().toLowerCase() === 'true',
        isrc: row[at.isrc]?.trim() || null,
      });
    }
  }
  return tracks;
}
