import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { REPO_ROOT } from './exports.js';
import { readSet, writeJsonLines, type LabeledSet, type SetTrack } from './format.js';
import { recordingMbid } from '../../src/emulators/catalogue/musicBrainz.js';
import { Random } from '../../src/emulators/catalogue/random.js';

// Slices of the dev set as two more stores would list it (generated on the machine that measures,
// never kept in the checkout: the dev set's rows are real exports, not ours to ship).
//
// - soundcloud: text only. Uploads carry an ISRC only where the uploader typed one (three in ten),
//   some official uploads put the artist in the title, and beside them sit what other users upload:
//   covers, bootleg remixes, DJ sets, and re-uploads of the very track under another account. The
//   right answer is the official artist's upload; a re-upload is at best `lowConfidence`.
// - beatport: every track has its ISRC, and the store also sells the extended mix of a share of
//   them under an ISRC of its own: another edit, not the recording asked for.
//
// - listenbrainz: MusicBrainz ids on both sides. ListenBrainz lists recordings, each by its
//   MusicBrainz id; the source (a server that keeps the ids in its tags) gives the same id for the
//   same recording. Every store row has an id of its own, so the hard negatives (the live take, the
//   remix) differ by id as they do on MusicBrainz; a source whose recording is not in the store has
//   an id the store never lists. ListenBrainz knows no regions: a recording the dev set locks in
//   the listener's country is listed like any other, so its label is a match.
//
// The labels are the dev set's: every added row is a wrong answer.

/** Raised whenever the output changes, so that an older slice is rebuilt. */
export const SERVICE_SLICES_GENERATOR = 2;
export const SERVICE_SLICES = ['soundcloud', 'beatport', 'listenbrainz'] as const;
export type SliceService = (typeof SERVICE_SLICES)[number];

export const serviceSliceDir = (service: SliceService) => join(REPO_ROOT, 'bench/results/sets', service);

const SYLLABLES = ['ka', 'lu', 'mi', 'ro', 'zen', 'vy', 'tor', 'bel', 'na', 'qui', 'sol', 'dex'];

function uploaderName(random: Random): string {
  const stem = Array.from({ length: random.int(2, 3) }, () => random.pick(SYLLABLES)).join('');
  return random.pick([
    `dj ${stem}`,
    `${stem}beats`,
    `${stem}_music`,
    `${stem} official fan`,
    `${stem}${random.int(1, 99)}`,
  ]);
}

const idOf = (service: string, key: string) =>
  String(100_000_000 + (createHash('sha1').update(`${service}:${key}`).digest().readUInt32BE(0) % 1_800_000_000));

/** The title without what a store appends: what an uploader would type. */
const bareTitle = (name: string) => name.replace(/\s*[([].*$/, '').trim() || name;

function soundcloudRows(destination: SetTrack[], random: Random): SetTrack[] {
  const rows: SetTrack[] = [];
  for (const row of destination) {
    const official: SetTrack = {
      ...row,
      service: 'soundcloud',
      isrc: random.chance(0.3) ? row.isrc : null,
      name: random.chance(0.2) ? `${row.artists[0]} - ${row.name}` : row.name,
    };
    rows.push(official);
    if (!random.chance(0.5)) continue;
    const title = bareTitle(row.name);
    const noise = random.int(1, 2);
    for (let n = 0; n < noise; n++) {
      const uploader = uploaderName(random);
      const kind = random.pick(['cover', 'bootleg', 'reupload', 'djset'] as const);
      const base = { type: 'track' as const, service: 'soundcloud', isrc: null, album: null, available: true };
      const id = idOf('soundcloud', `${row.id}:${n}`);
      if (kind === 'cover')
        rows.push({
          ...base,
          id,
          name: `${title} (Cover)`,
          artists: [uploader],
          durationMs: row.durationMs,
          explicit: false,
        });
      else if (kind === 'bootleg')
        rows.push({
          ...base,
          id,
          name: `${title} (${uploader} Bootleg)`,
          artists: [uploader],
          durationMs: row.durationMs,
          explicit: row.explicit,
        });
      else if (kind === 'reupload')
        rows.push({
          ...base,
          id,
          name: `${row.artists[0]} - ${title}`,
          artists: [uploader],
          durationMs: row.durationMs,
          explicit: row.explicit,
        });
      else
        rows.push({
          ...base,
          id,
          name: `${row.artists[0]} - ${title} | Live DJ Set`,
          artists: [uploader],
          durationMs: 3_600_000,
          explicit: false,
        });
    }
  }
  return rows;
}

function beatportRows(destination: SetTrack[], random: Random): SetTrack[] {
  const rows: SetTrack[] = [];
  for (const row of destination) {
    rows.push({ ...row, service: 'beatport' });
    if (!random.chance(0.2)) continue;
    rows.push({
      ...row,
      service: 'beatport',
      id: idOf('beatport', `${row.id}:extended`),
      name: `${bareTitle(row.name)} (Extended Mix)`,
      isrc: row.isrc
        ? `${row.isrc.slice(0, 7)}${String((Number(row.isrc.slice(7)) + 50_000) % 100_000).padStart(5, '0')}`
        : null,
      durationMs: row.durationMs === null ? null : row.durationMs + random.int(60_000, 120_000),
    });
  }
  return rows;
}

/** The dev set with MusicBrainz ids on both sides, as ListenBrainz and a tagged source list it. */
export function listenbrainzSet(dev: LabeledSet): LabeledSet {
  const idOfRow = (id: string) => recordingMbid(`dev-set:${id}`);
  const sameAs = new Map(dev.labels.filter((l) => l.destinationId).map((l) => [l.sourceId, l.destinationId!]));
  return {
    source: dev.source.map((row) => {
      const recording = sameAs.get(row.id);
      return { ...row, mbid: recording ? idOfRow(recording) : recordingMbid(`dev-source:${row.id}`) };
    }),
    destination: dev.destination.map((row) => ({
      ...row,
      service: 'listenbrainz',
      id: idOfRow(row.id),
      mbid: idOfRow(row.id),
      available: true,
    })),
    labels: dev.labels.map((label) =>
      label.destinationId
        ? { ...label, expect: 'matched' as const, destinationId: idOfRow(label.destinationId) }
        : label,
    ),
  };
}

/** Writes one service's slice of the dev set at `devDir` into its folder; answers the row counts. */
export async function generateServiceSlice(
  service: SliceService,
  devDir: string,
): Promise<{ dir: string; sources: number; destination: number }> {
  const dev = await readSet(devDir);
  const random = new Random(createHash('sha1').update(`${service}-slice-1`).digest().readUInt32BE(0));
  const slice: LabeledSet =
    service === 'listenbrainz'
      ? listenbrainzSet(dev)
      : {
          ...dev,
          destination:
            service === 'soundcloud' ? soundcloudRows(dev.destination, random) : beatportRows(dev.destination, random),
        };
  const dir = serviceSliceDir(service);
  await mkdir(dir, { recursive: true });
  await writeJsonLines(join(dir, 'source.jsonl'), slice.source);
  await writeJsonLines(join(dir, 'destination.jsonl'), slice.destination);
  await writeJsonLines(join(dir, 'labels.jsonl'), slice.labels);
  await writeFile(join(dir, 'meta.json'), JSON.stringify({ generator: SERVICE_SLICES_GENERATOR, devDir }));
  return { dir, sources: slice.source.length, destination: slice.destination.length };
}
