import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { connectRedis } from '../src/redis.js';
import { createAdapters } from '../src/integrations/registry.js';
import { isServiceId, type ServiceId } from '../src/integrations/serviceIds.js';
import type { TrackItem, UserSession } from '../src/integrations/types.js';
import { EMULATOR_STARTERS } from '../src/emulators/index.js';
import { createCatalogue } from '../src/emulators/catalogue/index.js';
import { EMULATOR_CLIENT } from '../src/emulators/kit/types.js';
import type { ServiceTrack } from '../src/emulators/catalogue/types.js';
import { MatchCache } from '../src/matching/cache.js';
import { TrackMatcher } from '../src/matching/trackMatcher.js';
import type { MatchOutcome, SourceTrack } from '../src/matching/types.js';
import { writeResult } from './kit/results.js';
import { matchAlbum } from '../src/matching/libraryMatcher.js';
import { createSpotifyAdapter } from '../src/integrations/spotify/adapter.js';
import { spotifyConfigFromEnv } from '../src/integrations/spotify/config.js';
import { albumItem as deezerAlbumItem } from '../src/integrations/deezer/mapping.js';
import { albumObject as deezerAlbum } from '../src/emulators/deezer/wire.js';
import { openScratch } from './kit/scratch.js';

// `npm run bench:matching -- --set <dir>`: the matcher against a labeled set, through the real
// adapter of the destination service: its emulator holding the set's destination catalogue, or
// with `--outside` whatever server the service's own variables (SPOTIFY_API_URL, ...) point at.

interface SetTrack {
  id: string;
  service: string;
  name: string;
  artists: string[];
  album: string | null;
  isrc: string | null;
  durationMs: number | null;
  explicit: boolean | null;
  available?: boolean;
}
interface Label {
  sourceId: string;
  expect: 'matched' | 'regionLocked' | 'none';
  destinationId: string | null;
}

const CHUNK = 100;

async function jsonLines<T>(path: string): Promise<T[]> {
  return (await readFile(path, 'utf8'))
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

function trackItem(row: SetTrack): TrackItem {
  return {
    id: row.id,
    entryId: null,
    name: row.name,
    isrc: row.isrc,
    durationMs: row.durationMs,
    imageUrl: null,
    previewUrl: null,
    album: row.album ? { id: null, name: row.album, totalItems: null, artists: null } : null,
    artists: row.artists.map((name) => ({ id: null, name, imageUrl: null, followers: null })),
    isAvailable: null,
    dateAdded: null,
    explicit: row.explicit,
    url: null,
    kind: 'track',
  };
}

/** The set's destination rows as the emulator's catalogue holds tracks. */
function serviceTrack(row: SetTrack, country: string): ServiceTrack {
  const albumId = `set-album-${Buffer.from(`${row.artists[0] ?? ''}|${row.album ?? ''}`)
    .toString('base64url')
    .slice(0, 24)}`;
  return {
    id: row.id,
    recordingKey: null,
    name: row.name,
    artists: row.artists.map((name) => ({
      id: `set-artist-${Buffer.from(name).toString('base64url').slice(0, 24)}`,
      name,
    })),
    album: { id: albumId, name: row.album ?? row.name, totalItems: 1, upc: null, imageUrl: null },
    isrc: row.isrc,
    durationMs: row.durationMs ?? 0,
    explicit: row.explicit ?? false,
    unavailableIn: row.available === false ? [country] : [],
    imageUrl: null,
    previewUrl: null,
    popularity: 50,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      set: { type: 'string', default: '../shared/matching/dev' },
      outside: { type: 'boolean', default: false },
      as: { type: 'string' },
      limit: { type: 'string' },
      // How the source gives ISRCs: `listed` (in its lists, as Spotify's), or not in lists (as
      // Deezer's) and then `none` (text alone), `on-demand` (a source read for what the text left
      // open) or `every` (a source read of every track before matching).
      'source-isrc': { type: 'string', default: 'listed' },
    },
  });
  const sourceIsrc = values['source-isrc']!;
  if (!['listed', 'none', 'on-demand', 'every'].includes(sourceIsrc))
    throw new Error('--source-isrc is one of listed, none, on-demand, every');
  // The labeled sets live beside the checkout, never inside it; the default also looks in the shared folder.
  const given = resolve(values.set!);
  const dir = existsSync(given) || values.set !== '../shared/matching/dev' ? given : '/work/shared/matching/dev';
  const [sourceRows, destinationRows, labels] = await Promise.all([
    jsonLines<SetTrack>(join(dir, 'source.jsonl')),
    jsonLines<SetTrack>(join(dir, 'destination.jsonl')),
    jsonLines<Label>(join(dir, 'labels.jsonl')),
  ]);
  const service = (values.as ?? destinationRows[0]?.service) as ServiceId;
  if (!isServiceId(service)) throw new Error(`unknown destination service ${service}`);
  const sourceService = sourceRows[0]?.service ?? 'spotify';
  const limit = values.limit ? Number(values.limit) : sourceRows.length;
  const sources = sourceRows.slice(0, limit);

  // A database and Redis prefix of its own, dropped at the end.
  const scratch = await openScratch('matching', {}, { poolMax: 4 });
  const { sequelize, name } = scratch;
  const redis = await connectRedis(scratch.config.redisUrl);

  // The listener on the destination: a seeded user of its emulator, so that availability is
  // judged for their country; against an outside server, the app's own credentials.
  let session: UserSession | null = null;
  let close = async () => {};
  const emulatorEnv: Record<string, string> = {};
  if (!values.outside) {
    const starter = EMULATOR_STARTERS[service];
    if (!starter) throw new Error(`no emulator for ${service}`);
    const catalogue = createCatalogue({ recordings: 5_000 });
    const listener = catalogue.users.find((u) => u.key === 'demo')!;
    catalogue.view(service).load(destinationRows.map((row) => serviceTrack(row, listener.country)));
    const emulator = await starter({ catalogue, rateLimit: null });
    Object.assign(emulatorEnv, emulator.env);
    const tokens = emulator.oauth.issue(listener.key, EMULATOR_CLIENT.id, '');
    const serviceTokens = {
      accessToken: tokens.accessToken,
      refreshToken: null,
      expiresAt: null,
      scope: null,
      raw: {},
    };
    session = {
      key: 'bench-listener',
      country: listener.country,
      tokens: async () => serviceTokens,
      refresh: async () => serviceTokens,
    };
    close = () => emulator.close();
  }
  const adapters = createAdapters(
    {
      ...process.env,
      ...emulatorEnv,
      [`${service.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_REQUESTS_PER_SECOND`]: '100000',
    },
    redis,
    name,
  );
  const adapter = adapters.get(service)!;
  const cache = new MatchCache(sequelize);
  // Source reads are counted as the calls they would cost on the source's own budget.
  let sourceReads = 0;
  const byId = new Map(sources.map((row) => [row.id, row]));
  const sourceDetails = async (ids: string[]) => {
    sourceReads += ids.length;
    return new Map(ids.map((id) => [id, trackItem(byId.get(id)!)]));
  };
  const matcher = new TrackMatcher(adapter, {
    sourceService,
    cache,
    ...(sourceIsrc === 'on-demand' ? { sourceDetails } : {}),
  });
  const listed = sourceIsrc === 'listed' || sourceIsrc === 'every';
  if (sourceIsrc === 'every') sourceReads += sources.length;
  const items: SourceTrack[] = sources.map((row) => ({
    id: row.id,
    track: { ...trackItem(row), isrc: listed ? row.isrc : null },
  }));

  const run = async () => {
    const outcomes: MatchOutcome[] = [];
    const started = performance.now();
    for (let from = 0; from < items.length; from += CHUNK)
      outcomes.push(...(await matcher.match(items.slice(from, from + CHUNK), session)));
    const seconds = (performance.now() - started) / 1000;
    return { outcomes, seconds };
  };
  const cold = await run();
  const coldSourceReads = sourceReads;
  const warm = await run();

  const label = new Map(labels.map((l) => [l.sourceId, l]));
  let made = 0;
  let right = 0;
  let expected = 0;
  let regionExpected = 0;
  let regionRight = 0;
  const reasons: Record<string, number> = {};
  const wrong: string[] = [];
  cold.outcomes.forEach((outcome, i) => {
    const truth = label.get(items[i].id);
    const reason = outcome.status === 'matched' ? 'matched' : (outcome.reason ?? outcome.status);
    reasons[reason] = (reasons[reason] ?? 0) + 1;
    if (truth?.expect === 'matched') expected += 1;
    if (truth?.expect === 'regionLocked') {
      regionExpected += 1;
      if (outcome.reason === 'regionLocked' && outcome.candidate?.id === truth.destinationId) regionRight += 1;
    }
    // A match to an unavailable item counts as made.
    const chosen =
      outcome.status === 'matched'
        ? outcome.destinationId
        : outcome.reason === 'regionLocked'
          ? (outcome.candidate?.id ?? null)
          : null;
    if (outcome.status === 'matched') {
      made += 1;
      if (truth?.expect === 'matched' && chosen === truth.destinationId) right += 1;
      else if (wrong.length < 15)
        wrong.push(
          `${items[i].track.name} / ${items[i].track.artists?.map((a) => a.name).join(', ')} -> ${outcome.candidate?.name} / ${outcome.candidate?.artists?.map((a) => a.name).join(', ')} (${outcome.score}; expected ${truth?.expect} ${truth?.destinationId})`,
        );
    }
  });
  const precision = made ? right / made : 1;
  const recall = expected ? right / expected : 1;
  const callsPerItem = (outcomes: MatchOutcome[]) => outcomes.reduce((n, o) => n + o.calls, 0) / outcomes.length;
  const result = {
    set: dir,
    destination: service,
    outside: values.outside,
    items: items.length,
    source_isrc: sourceIsrc,
    precision: Number(precision.toFixed(4)),
    recall: Number(recall.toFixed(4)),
    f1: Number(((2 * precision * recall) / (precision + recall || 1)).toFixed(4)),
    region_locked_accuracy: regionExpected ? Number((regionRight / regionExpected).toFixed(4)) : null,
    reasons,
    calls_per_item_cold: Number(callsPerItem(cold.outcomes).toFixed(3)),
    calls_per_item_warm: Number(callsPerItem(warm.outcomes).toFixed(3)),
    // Cold run only: the warm run answers from the cache without reading the source.
    source_reads_per_item: Number((coldSourceReads / items.length).toFixed(3)),
    items_per_s: Math.round(items.length / cold.seconds),
    items_per_s_warm: Math.round(items.length / warm.seconds),
  };

  await close();
  redis.disconnect();
  await scratch.dispose();
  const albums = await albumBench();
  await writeResult('matching', { ...result, albums });
  if (process.env.BENCH_SHOW_WRONG) console.log(wrong.join('\n'));
  console.log(
    `matching bench: ${items.length} items of ${dir} into ${service} (targets: precision >= 0.995, recall >= 0.97, calls/item <= 1.5 cold and < 0.2 warm)`,
  );
  console.table(Object.fromEntries(Object.entries(result).filter(([k]) => k !== 'reasons')));
  console.table(result.reasons);
  console.log('albums: saved Deezer albums (full reads, with their UPC) found on Spotify, whose search gives none');
  console.table(albums);
}

/**
 * Albums as a Deezer library lists them, read in full with their barcode, matched through the
 * Spotify emulator, whose album search (like the real one) carries no barcode: the matcher reads
 * full albums only where the barcode decides, and the reads are counted.
 */
async function albumBench() {
  const catalogue = createCatalogue({ recordings: 20_000 });
  const deezer = catalogue.view('deezer');
  const spotify = catalogue.view('spotify');
  const emulator = await EMULATOR_STARTERS.spotify!({ catalogue, rateLimit: null });
  const adapter = createSpotifyAdapter(
    spotifyConfigFromEnv({ ...emulator.env, SPOTIFY_REQUESTS_PER_SECOND: '100000' }),
  );
  const shared = catalogue.albums.filter((a) => deezer.albumIdFor(a.key) && spotify.albumIdFor(a.key)).slice(0, 400);
  // With the barcode, and by text alone (as if the source gave none), on the same albums.
  const run = async (withBarcode: boolean) => {
    let right = 0;
    let made = 0;
    let calls = 0;
    for (const album of shared) {
      const listed = deezerAlbumItem(deezerAlbum(deezer.album(deezer.albumIdFor(album.key)!)!, deezer, null) as never);
      const outcome = await matchAlbum(adapter, null, withBarcode ? listed : { ...listed, upc: null });
      calls += outcome.calls;
      if (outcome.status !== 'matched') continue;
      made += 1;
      if (outcome.destinationId === spotify.albumIdFor(album.key)) right += 1;
    }
    const precision = made ? right / made : 1;
    const recall = shared.length ? right / shared.length : 1;
    return {
      items: shared.length,
      precision: Number(precision.toFixed(4)),
      recall: Number(recall.toFixed(4)),
      calls_per_album: Number((calls / shared.length).toFixed(3)),
      full_reads_per_album: Number(((calls - shared.length) / shared.length).toFixed(3)),
    };
  };
  const result = { barcode: await run(true), text_alone: await run(false) };
  await emulator.close();
  return result;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
