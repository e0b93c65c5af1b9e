import {
  generateServiceSlice,
  serviceSliceDir,
  SERVICE_SLICES,
  SERVICE_SLICES_GENERATOR,
  type SliceService,
} from './sets/services.js';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { basename, join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { connectRedis } from '../src/redis.js';
import { createAdapters } from '../src/integrations/registry.js';
import { isServiceId, type ServiceId } from '../src/integrations/serviceIds.js';
import { serviceRecord } from '../src/integrations/services.js';
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
import { matchingDir } from './sets/exports.js';
import { readSet, type Label, type SetTrack } from './sets/format.js';
import { generateVersions, VERSIONS_DIR, VERSIONS_GENERATOR } from './sets/versions.js';
import { DETAILS_DIR, DETAILS_GENERATOR, generateDetails } from './sets/details.js';
import {
  accuracy,
  blur,
  CHOOSING_ACCOUNTS,
  chosenEntries,
  listenerOf,
  makeAccounts,
  recordChoices,
  simulateChoices,
} from './sets/choices.js';
import { MatchChoices } from '../src/matching/choices.js';
import { plausibleChoice } from '../src/matching/evidence.js';
import { THRESHOLDS } from '../src/matching/thresholds.js';

// `npm run bench:matching -- --set <dev|versions|details|choices|all|dir>`: the matcher against labeled sets,
// through the real adapter of the destination service: its emulator holding the set's destination
// catalogue, or with `--outside` whatever server the service's own variables (SPOTIFY_API_URL, ...)
// point at. `versions` and `details` are generated from the raw exports when missing (or `--regenerate`).
// `choices` runs the dev set by text alone (a quarter of it without its artist credit) before and
// after people of several accounts chose
// (sets/choices.ts); `all` runs it too, apart from the figures of the other slices.

const CHUNK = 100;

function trackItem(row: SetTrack): TrackItem {
  return {
    id: row.id,
    entryId: null,
    name: row.name,
    isrc: row.isrc,
    mbid: row.mbid ?? null,
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
  // A digest, not a prefix: editions of one album ("X", "X (Deluxe Edition)") are separate albums.
  const albumId = `set-album-${createHash('sha1')
    .update(`${row.artists[0] ?? ''}|${row.album ?? ''}`)
    .digest('base64url')
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

interface Options {
  outside: boolean;
  as: string | undefined;
  limit: number | undefined;
  sourceIsrc: string;
}

/** One source item's answer beside its label: the lines of matching-items.jsonl. */
interface ItemRow {
  slice: string;
  sourceId: string;
  status: MatchOutcome['status'];
  reason: string | null;
  destinationId: string | null;
  score: number | null;
  expect: Label['expect'] | null;
  expectedId: string | null;
  /** The closest candidate when there is no match, to read a miss without running it again. */
  candidateId: string | null;
  facts: string[];
  /** Calls the destination was asked for this item, cold. */
  calls: number;
  /** Matched on text alone: the source gave no ISRC nor MusicBrainz id the destination can look up. */
  textOnly: boolean;
}

/** The item an answer names: the match, or the unavailable recording a regionLocked answer found. */
const chosenOf = (row: ItemRow) =>
  row.status === 'matched' || row.reason === 'regionLocked' ? row.destinationId : null;

/** Cold calls per item of the items matched on text alone; null where there are none. */
function textOnlyCalls(rows: ItemRow[]): number | null {
  const text = rows.filter((r) => r.textOnly);
  return text.length ? Number((text.reduce((n, r) => n + r.calls, 0) / text.length).toFixed(3)) : null;
}

/**
 * Precision and recall of a group of items, with what they are made of. Precision or recall of
 * nothing is not a figure: null, never a 1 nobody computed.
 */
function figures(rows: ItemRow[]) {
  const made = rows.filter((r) => r.status === 'matched');
  const right = made.filter((r) => r.expect === 'matched' && r.destinationId === r.expectedId).length;
  const expected = rows.filter((r) => r.expect === 'matched').length;
  const regionExpected = rows.filter((r) => r.expect === 'regionLocked');
  const regionRight = regionExpected.filter((r) => r.reason === 'regionLocked' && chosenOf(r) === r.expectedId).length;
  const precision = made.length ? right / made.length : null;
  const recall = expected ? right / expected : null;
  const round = (x: number | null) => (x === null ? null : Number(x.toFixed(4)));
  return {
    items: rows.length,
    expected_matches: expected,
    expected_none: rows.filter((r) => r.expect === 'none').length,
    made: made.length,
    right,
    precision: round(precision),
    recall: round(recall),
    f1: precision === null || recall === null ? null : round((2 * precision * recall) / (precision + recall || 1)),
    // Items whose recording is not in the store and that were matched all the same.
    false_matches: made.filter((r) => r.expect === 'none').length,
    region_locked_accuracy: regionExpected.length ? round(regionRight / regionExpected.length) : null,
  };
}

function factFigures(rows: ItemRow[]) {
  const names = [...new Set(rows.flatMap((r) => r.facts))].sort();
  return Object.fromEntries(
    names.map((fact) => {
      const { items, expected_matches, expected_none, made, right, precision, recall, false_matches } = figures(
        rows.filter((r) => r.facts.includes(fact)),
      );
      return [fact, { items, expected_matches, expected_none, made, right, precision, recall, false_matches }];
    }),
  );
}

/** The slices asked for, by name and folder; `versions` is generated first when missing or out of date. */
async function slicesFor(set: string, regenerate: boolean, raw: string | undefined) {
  const dev = () => {
    const beside = resolve('../shared/matching/dev');
    return { name: 'dev', dir: existsSync(beside) ? beside : join(matchingDir(), 'dev') };
  };
  // Slices generated from the raw exports: rebuilt when missing, of an older generator, or small
  // (a test's --limit run left it).
  const fromExports = async (
    name: string,
    dir: string,
    generator: number,
    generate: (options: { raw?: string; out: string }) => Promise<{ sources: number; destination: number }>,
  ) => {
    const meta = await readFile(join(dir, 'meta.json'), 'utf8')
      .then((text) => JSON.parse(text) as { generator?: number; limit?: number | null })
      .catch(() => null);
    if (regenerate || !meta || meta.generator !== generator || meta.limit !== null) {
      const made = await generate({ raw, out: dir });
      console.log(`generated the ${name} slice: ${made.sources} sources, ${made.destination} store rows`);
    }
    return { name, dir };
  };
  const versions = () => fromExports('versions', VERSIONS_DIR, VERSIONS_GENERATOR, generateVersions);
  const details = () => fromExports('details', DETAILS_DIR, DETAILS_GENERATOR, generateDetails);
  // A store's slice of the dev set (SoundCloud's uploads, Beatport's mixes), generated when missing or out of date.
  const store = async (service: SliceService) => {
    const dir = serviceSliceDir(service);
    const meta = await readFile(join(dir, 'meta.json'), 'utf8')
      .then((text) => JSON.parse(text) as { generator?: number })
      .catch(() => null);
    if (regenerate || meta?.generator !== SERVICE_SLICES_GENERATOR) {
      const made = await generateServiceSlice(service, dev().dir);
      console.log(`generated the ${service} slice: ${made.sources} sources, ${made.destination} store rows`);
    }
    return { name: service, dir };
  };
  if (set === 'dev') return [dev()];
  if (set === 'versions') return [await versions()];
  if (set === 'details') return [await details()];
  if ((SERVICE_SLICES as readonly string[]).includes(set)) return [await store(set as SliceService)];
  if (set === 'all')
    return [dev(), await versions(), await details(), ...(await Promise.all(SERVICE_SLICES.map(store)))];
  const dir = resolve(set);
  return [{ name: basename(dir), dir }];
}

/**
 * The destination of a slice: the real adapter of its service, against its emulator loaded with
 * the set's destination rows (or an outside server), a listener, and a scratch database.
 */
async function openDestination(destinationRows: SetTrack[], options: Options) {
  const service = (options.as ?? destinationRows[0]?.service) as ServiceId;
  if (!isServiceId(service)) throw new Error(`unknown destination service ${service}`);
  // A database and Redis prefix of its own, dropped at the end: every slice starts with a cold cache.
  const scratch = await openScratch('matching', {}, { poolMax: 4 });
  const { sequelize } = scratch;
  const redis = await connectRedis(scratch.config.redisUrl);

  // The listener on the destination: a seeded user of its emulator, so that availability is
  // judged for their country; against an outside server, the app's own credentials.
  let session: UserSession | null = null;
  let close = async () => {};
  const emulatorEnv: Record<string, string> = {};
  if (!options.outside) {
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
      // The budgets of the service measured, lifted (its own and each listener's): the bench counts calls, not waits.
      ...Object.fromEntries(
        Object.keys(serviceRecord(service)!.variables)
          .filter((name) => name.endsWith('_PER_SECOND'))
          .map((name) => [name, '100000']),
      ),
    },
    redis,
    scratch.name,
  );
  const adapter = adapters.get(service)!;
  const dispose = async () => {
    await close();
    redis.disconnect();
    await scratch.dispose();
  };
  return { service, sequelize, session, adapter, dispose };
}

async function runSlice(name: string, dir: string, options: Options) {
  const { source: sourceRows, destination: destinationRows, labels } = await readSet(dir);
  const sourceService = sourceRows[0]?.service ?? 'spotify';
  const sources = sourceRows.slice(0, options.limit ?? sourceRows.length);
  const sourceIsrc = options.sourceIsrc;
  const { service, sequelize, session, adapter, dispose } = await openDestination(destinationRows, options);
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
  await dispose();

  const label = new Map(labels.map((l) => [l.sourceId, l]));
  const reasons: Record<string, number> = {};
  const wrong: string[] = [];
  const rows: ItemRow[] = cold.outcomes.map((outcome, i) => {
    const truth = label.get(items[i].id);
    const reason = outcome.status === 'matched' ? 'matched' : (outcome.reason ?? outcome.status);
    reasons[reason] = (reasons[reason] ?? 0) + 1;
    const row: ItemRow = {
      slice: name,
      sourceId: items[i].id,
      status: outcome.status,
      reason: outcome.reason,
      destinationId:
        outcome.status === 'matched'
          ? outcome.destinationId
          : outcome.reason === 'regionLocked'
            ? (outcome.candidate?.id ?? null)
            : null,
      score: outcome.score,
      expect: truth?.expect ?? null,
      expectedId: truth?.destinationId ?? null,
      candidateId: outcome.candidate?.id ?? null,
      facts: truth?.facts ?? [],
      calls: outcome.calls,
      textOnly:
        (!items[i].track.isrc || !adapter.capabilities.isrcSearch) &&
        (!items[i].track.mbid || !adapter.capabilities.mbidLookup),
    };
    if (outcome.status === 'matched' && !(truth?.expect === 'matched' && row.destinationId === truth.destinationId))
      if (wrong.length < 15)
        wrong.push(
          `${items[i].track.name} / ${items[i].track.artists?.map((a) => a.name).join(', ')} [${items[i].track.album?.name}] -> ${outcome.candidate?.name} / ${outcome.candidate?.artists?.map((a) => a.name).join(', ')} [${outcome.candidate?.album?.name}] (${outcome.score}; expected ${truth?.expect} ${truth?.destinationId})`,
        );
    return row;
  });
  const callsOf = (outcomes: MatchOutcome[]) => outcomes.reduce((n, o) => n + o.calls, 0);
  const { precision, recall, f1, false_matches, region_locked_accuracy } = figures(rows);
  return {
    rows,
    wrong,
    coldSeconds: cold.seconds,
    warmSeconds: warm.seconds,
    callsCold: callsOf(cold.outcomes),
    callsWarm: callsOf(warm.outcomes),
    sourceReads: coldSourceReads,
    result: {
      set: dir,
      destination: service,
      items: items.length,
      precision,
      recall,
      f1,
      false_matches,
      region_locked_accuracy,
      reasons,
      calls_per_item_cold: Number((callsOf(cold.outcomes) / items.length).toFixed(3)),
      calls_per_item_warm: Number((callsOf(warm.outcomes) / items.length).toFixed(3)),
      text_only_calls_per_item_cold: textOnlyCalls(rows),
      // Cold run only: the warm run answers from the cache without reading the source.
      source_reads_per_item: Number((coldSourceReads / items.length).toFixed(3)),
      items_per_s: Math.round(items.length / cold.seconds),
      items_per_s_warm: Math.round(items.length / warm.seconds),
    },
  };
}

/**
 * The choices slice (sets/choices.ts): the dev set by text alone, where the engine leaves the most
 * to people, matched for a viewer account that never chooses, before and after people of
 * `CHOOSING_ACCOUNTS` other accounts chose; then one item followed choice by choice.
 */
async function runChoices(dir: string, options: Options) {
  const { source: sourceRows, destination: destinationRows, labels } = await readSet(dir);
  const sourceService = sourceRows[0]?.service ?? 'spotify';
  const sources = sourceRows.slice(0, options.limit ?? sourceRows.length);
  const { service, sequelize, session, adapter, dispose } = await openDestination(destinationRows, options);
  const cache = new MatchCache(sequelize);
  const matcher = new TrackMatcher(adapter, { sourceService, cache });
  const blurred = blur(sources.map((row) => ({ id: row.id, track: { ...trackItem(row), isrc: null } })));
  const items = blurred.items;
  const label = new Map(labels.map((l) => [l.sourceId, l]));
  const listings = new Map(destinationRows.map((row) => [row.id, row]));
  const listingOf = (id: string) => {
    const row = listings.get(id);
    return row ? trackItem(row) : null;
  };
  const [viewer, ...choosers] = await makeAccounts(sequelize, CHOOSING_ACCOUNTS + 1);
  // Against an outside server there is no listener, and so no account: only agreed choices apply.
  const as = (accountId: string) => (session ? { ...session, accountId } : null);
  const matchAll = async (accountId: string, some = items) => {
    const outcomes: MatchOutcome[] = [];
    for (let from = 0; from < some.length; from += CHUNK)
      outcomes.push(...(await matcher.match(some.slice(from, from + CHUNK), as(accountId))));
    return outcomes;
  };
  const country = session?.country ?? '';
  const context = {
    sourceService,
    destinationService: service,
    country,
    sources: new Map(items.map((item) => [item.id, item.track])),
  };

  const before = await matchAll(viewer);
  const simulated = simulateChoices(items, before, label, listingOf);
  await recordChoices(sequelize, simulated, choosers, context);
  const after = await matchAll(viewer);
  const chooserOwn = await matchAll(choosers[0]);
  const rightOf = new Map(
    items.map((item) => {
      const truth = label.get(item.id);
      return [item.id, truth?.expect === 'matched' ? truth.destinationId : null];
    }),
  );
  const entries = await chosenEntries(sequelize, rightOf);

  // One item nobody chose for yet, that the engine left unmatched and would count a choice of the
  // right item for: three accounts agree, a fourth account's person chooses otherwise, a fifth
  // agrees again.
  const chosenFor = new Set(simulated.map((c) => c.sourceId));
  const at = items.findIndex((item, i) => {
    const truth = label.get(item.id);
    const right = truth?.expect === 'matched' ? listingOf(truth.destinationId!) : null;
    return !chosenFor.has(item.id) && before[i].status === 'unmatched' && right && plausibleChoice(item.track, right);
  });
  const story: { step: string; viewer: string }[] = [];
  if (at >= 0) {
    const item = items[at];
    const right = listingOf(label.get(item.id)!.destinationId!)!;
    const other = before[at].candidate && before[at].candidate!.id !== right.id ? before[at].candidate! : null;
    const book = new MatchChoices(sequelize);
    const base = (n: number) => ({
      accountId: choosers[n],
      listener: listenerOf(sourceService, n),
      sourceService,
      destinationService: service,
      source: item.track,
      country,
    });
    const viewerSees = async () => {
      const [outcome] = await matchAll(viewer, [item]);
      return outcome.status === 'matched'
        ? `matched ${outcome.destinationId === right.id ? 'right' : 'wrong'} (${outcome.via}${outcome.chosen?.by === 'agreement' ? `, ${outcome.chosen.accounts} for, ${outcome.chosen.against} against` : ''})`
        : `${outcome.reason} (${outcome.via})`;
    };
    story.push({ step: 'no choice', viewer: await viewerSees() });
    await book.choose({ ...base(0), item: right });
    story.push({ step: 'account 1 chooses it', viewer: await viewerSees() });
    await book.choose({ ...base(0), item: right });
    story.push({ step: 'account 1 chooses it again', viewer: await viewerSees() });
    await book.choose({ ...base(1), item: right });
    story.push({ step: 'account 2 chooses it', viewer: await viewerSees() });
    await book.choose({ ...base(2), item: right });
    story.push({ step: 'account 3 chooses it', viewer: await viewerSees() });
    if (other) await book.choose({ ...base(3), item: other });
    else await book.reject({ ...base(3), destinationId: right.id });
    story.push({ step: `account 4 ${other ? 'chooses another item' : 'rejects it'}`, viewer: await viewerSees() });
    await book.choose({ ...base(4), item: right });
    story.push({ step: 'account 5 chooses it', viewer: await viewerSees() });
  }
  await dispose();

  const choosingItems = new Set(simulated.map((c) => c.sourceId)).size;
  return {
    result: {
      set: dir,
      destination: service,
      items: items.length,
      source_isrc: 'none',
      uncredited_items: blurred.uncredited,
      untimed_items: blurred.untimed,
      choosing_accounts: CHOOSING_ACCOUNTS,
      choices: simulated.length,
      items_chosen_for: choosingItems,
      choices_wrong: simulated.filter((c) => !c.right).length,
      rejections: simulated.filter((c) => c.verdict === 'rejected').length,
      counting_choices: entries.counting,
      counting_choices_wrong: entries.counting_wrong,
      served_entries: entries.served,
      served_entries_wrong: entries.served_wrong,
      demoted_entries: entries.demoted,
    },
    figures: {
      'viewer before': accuracy(items, before, label),
      'viewer after': accuracy(items, after, label),
      'chooser (own choices) after': accuracy(items, chooserOwn, label),
    },
    story,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      // `dev` (the shared dev set), `versions` and `details` (generated from the raw exports), `soundcloud`,
      // `beatport` and `listenbrainz` (the dev set as those stores list it; listenbrainz with MusicBrainz ids on
      // both sides), `all`, or a set's folder.
      set: { type: 'string', default: 'dev' },
      regenerate: { type: 'boolean', default: false },
      raw: { type: 'string' },
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
  const options: Options = {
    outside: values.outside!,
    as: values.as,
    limit: values.limit ? Number(values.limit) : undefined,
    sourceIsrc,
  };
  const choicesRun =
    values.set === 'choices' || values.set === 'all'
      ? await runChoices((await slicesFor('dev', false, values.raw))[0].dir, options)
      : null;
  if (choicesRun) printChoices(choicesRun);
  if (values.set === 'choices') {
    await writeResult('matching-choices', {
      ...choicesRun!.result,
      figures: choicesRun!.figures,
      story: choicesRun!.story,
    });
    return;
  }
  const slices = await slicesFor(values.set!, values.regenerate!, values.raw);

  const runs: (Awaited<ReturnType<typeof runSlice>> & { name: string })[] = [];
  for (const { name, dir } of slices) runs.push({ name, ...(await runSlice(name, dir, options)) });

  const rows = runs.flatMap((r) => r.rows);
  const items = rows.length;
  const overall = figures(rows);
  const reasons: Record<string, number> = {};
  for (const run of runs)
    for (const [reason, n] of Object.entries(run.result.reasons)) reasons[reason] = (reasons[reason] ?? 0) + n;
  const sum = (pick: (r: (typeof runs)[number]) => number) => runs.reduce((n, r) => n + pick(r), 0);
  const result = {
    set: runs.length === 1 ? runs[0].result.set : values.set,
    destination: [...new Set(runs.map((r) => r.result.destination))].join(', '),
    outside: options.outside,
    items,
    source_isrc: sourceIsrc,
    precision: overall.precision,
    recall: overall.recall,
    f1: overall.f1,
    false_matches: overall.false_matches,
    region_locked_accuracy: overall.region_locked_accuracy,
    reasons,
    calls_per_item_cold: Number((sum((r) => r.callsCold) / items).toFixed(3)),
    calls_per_item_warm: Number((sum((r) => r.callsWarm) / items).toFixed(3)),
    text_only_items: rows.filter((r) => r.textOnly).length,
    text_only_calls_per_item_cold: textOnlyCalls(rows),
    source_reads_per_item: Number((sum((r) => r.sourceReads) / items).toFixed(3)),
    items_per_s: Math.round(items / sum((r) => r.coldSeconds)),
    items_per_s_warm: Math.round(items / sum((r) => r.warmSeconds)),
  };
  const bySlice = Object.fromEntries(runs.map((r) => [r.name, r.result]));
  const facts = factFigures(rows);

  const albums = await albumBench();
  await writeResult('matching', {
    ...result,
    slices: bySlice,
    facts,
    albums,
    ...(choicesRun ? { choices: { ...choicesRun.result, figures: choicesRun.figures, story: choicesRun.story } } : {}),
  });
  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/matching-items.jsonl',
    rows
      .map(({ slice, sourceId, status, reason, destinationId, score, expect, expectedId, candidateId, facts, calls }) =>
        JSON.stringify({
          slice,
          sourceId,
          status,
          reason,
          destinationId,
          score,
          expect,
          expectedId,
          candidateId,
          facts,
          calls,
        }),
      )
      .map((line) => `${line}\n`)
      .join(''),
  );
  if (process.env.BENCH_SHOW_WRONG)
    for (const run of runs) console.log(`${runs.length > 1 ? `${run.name}:\n` : ''}${run.wrong.join('\n')}`);
  console.log(
    `matching bench: ${items} items of ${runs.map((r) => `${r.name} (${r.result.set})`).join(' and ')} into ${result.destination} (targets: precision >= 0.995, recall >= 0.97, calls/item <= 1.5 cold and < 0.2 warm, <= 1.3 cold on text alone)`,
  );
  console.table(Object.fromEntries(Object.entries(result).filter(([k]) => k !== 'reasons')));
  if (runs.length > 1)
    console.table(
      Object.fromEntries(
        runs.map((r) => {
          const { set: _set, reasons: _reasons, destination: _destination, ...figures } = r.result;
          return [r.name, figures];
        }),
      ),
    );
  console.table(Object.fromEntries(runs.map((r) => [r.name, r.result.reasons])));
  if (Object.keys(facts).length) {
    console.log('per fact (false_matches: items whose recording is not in the store, matched all the same)');
    console.table(facts);
  }
  console.log('albums: saved Deezer albums (full reads, with their UPC) found on Spotify, whose search gives none');
  console.table(albums);
}

function printChoices(run: Awaited<ReturnType<typeof runChoices>>) {
  console.log(
    `choices slice: ${run.result.items} items of the dev set by text alone (${run.result.uncredited_items} without their artist, ${run.result.untimed_items} without length and album) into ${run.result.destination}; people of ${run.result.choosing_accounts} accounts chose (a plausible choice is everyone's in its country once ${THRESHOLDS.agreement} listeners net agree)`,
  );
  console.table(run.result);
  console.table(run.figures);
  console.table(run.story);
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
    const precision = made ? right / made : null;
    const recall = shared.length ? right / shared.length : null;
    return {
      items: shared.length,
      precision: precision === null ? null : Number(precision.toFixed(4)),
      recall: recall === null ? null : Number(recall.toFixed(4)),
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
