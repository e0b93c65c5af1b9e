import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// The shared labeled-set format (the matching folder's README): one JSON object a line in
// source.jsonl, destination.jsonl and labels.jsonl.

export interface SetTrack {
  id: string;
  service: string;
  type: 'track';
  name: string;
  artists: string[];
  album: string | null;
  isrc: string | null;
  durationMs: number | null;
  explicit: boolean | null;
  /** The MusicBrainz recording id, where the set gives one (the listenbrainz slice). */
  mbid?: string | null;
  /** Destination rows only. */
  available?: boolean;
}

export interface Label {
  sourceId: string;
  expect: 'matched' | 'regionLocked' | 'none';
  destinationId: string | null;
  /** What the case exercises, for figures per fact; sets without them are reported as a whole. */
  facts?: string[];
}

export interface LabeledSet {
  source: SetTrack[];
  destination: SetTrack[];
  labels: Label[];
}

export async function jsonLines<T>(path: string): Promise<T[]> {
  return (await readFile(path, 'utf8'))
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

export async function readSet(dir: string): Promise<LabeledSet> {
  const [source, destination, labels] = await Promise.all([
    jsonLines<SetTrack>(join(dir, 'source.jsonl')),
    jsonLines<SetTrack>(join(dir, 'destination.jsonl')),
    jsonLines<Label>(join(dir, 'labels.jsonl')),
  ]);
  return { source, destination, labels };
}

export async function writeJsonLines(path: string, rows: unknown[]): Promise<void> {
  await writeFile(path, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}
