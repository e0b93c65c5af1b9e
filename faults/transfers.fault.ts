import test, { type ExecutionContext } from 'ava';
import { execFileSync } from 'node:child_process';
import got from 'got';
import { QueryTypes } from 'sequelize';
import { startTestSystem, type TestSystem } from '../test/helpers/system.js';
import { createPartner, type TestPartner } from '../test/helpers/fixtures.js';
import { client, type JsonBody } from '../test/helpers/http.js';
import { connectThroughSignIn, startTransfer, waitForTransfer } from '../test/helpers/transfers.js';
import { createCatalogue } from '../src/emulators/catalogue/index.js';
import { startSpotifyEmulator } from '../src/emulators/spotify/index.js';
import { startDeezerEmulator } from '../src/emulators/deezer/index.js';
import type { RunningEmulator } from '../src/emulators/kit/types.js';
import { killWorker, startWorkerProcess } from '../test/helpers/workerProcess.js';
import { emulatorEnv } from '../src/emulators/index.js';

// Transfers under faults of their surroundings: Postgres restarted, the destination answering 429
// for a minute, the destination down for five minutes. Each checks that the destination ends
// with every matched track once, in order, and that every unmatched item is recorded once.

let system: TestSystem;
let partner: TestPartner;
let spotify: RunningEmulator;
let deezer: RunningEmulator;
const RETURN = 'https://partner.example/back';
let source: string;
let destination: string;
let playlists: JsonBody[];

test.before(async () => {
  const catalogue = createCatalogue({ recordings: 2_000 });
  spotify = await startSpotifyEmulator({ catalogue, rateLimit: null });
  deezer = await startDeezerEmulator({ catalogue, rateLimit: null });
  system = await startTestSystem({ ...emulatorEnv(spotify, deezer), RATE_LIMIT_PER_MINUTE: '100000' });
  partner = await createPartner({
    slug: 'faulty',
    returnUrls: [RETURN],
    enabledIntegrations: ['spotify', 'deezer'],
    isTransferServiceEnabled: true,
  });
  source = await connectThroughSignIn(system.url, 'faulty', 'spotify', 'medium@listeners.example', RETURN);
  destination = await connectThroughSignIn(system.url, 'faulty', 'deezer', 'medium@listeners.example', RETURN);
  playlists = (await client(system.url, { authorization: partner.basic }).get<JsonBody>(`api/${source}/playlists`)).body
    .results;
});

test.after.always(async () => {
  await system?.stop();
  await spotify?.close();
  await deezer?.close();
});

const worker = () =>
  startWorkerProcess(system, {
    ...emulatorEnv(spotify, deezer),
    SPOTIFY_REQUESTS_PER_SECOND: '5000',
    DEEZER_REQUESTS_PER_SECOND: '5000',
    JOB_LOCK_MS: '2000',
    TRANSFER_SWEEP_MS: '2000',
    TRANSFER_QUIET_MS: '5000',
  });
const faults = (json: unknown) => got.post(`${deezer.url}/__emulator/faults`, { json });

/** What a finished transfer must hold: each matched track once, in order; each unmatched item once. */
async function check(t: ExecutionContext, transferId: string) {
  const done = await waitForTransfer(transferId, ['completed', 'failed'], 15 * 60_000);
  t.is(done.status, 'completed', JSON.stringify(done.counts));
  const sequelize = system.web.runtime.sequelize;
  const [group] = await sequelize.query<{ destination_id: string; group_index: number }>(
    'SELECT destination_id, group_index FROM transfer_groups WHERE transfer_id = $1 ORDER BY group_index LIMIT 1',
    { bind: [transferId], type: QueryTypes.SELECT },
  );
  const expected = await sequelize.query<{ destination_id: string }>(
    "SELECT destination_id FROM transfer_items WHERE transfer_id = $1 AND group_index = $2 AND status = 'matched' ORDER BY position",
    { bind: [transferId, group.group_index], type: QueryTypes.SELECT },
  );
  t.deepEqual(
    deezer.library.playlist(group.destination_id)!.entries.map((e) => e.trackId),
    [...new Set(expected.map((e) => e.destination_id))],
    'each matched track once, in source order',
  );
  const [counts] = await sequelize.query<{ rows: number; items: number }>(
    "SELECT (SELECT count(*) FROM match_results WHERE transfer_id = $1)::int AS rows, (SELECT count(*) FROM transfer_items WHERE transfer_id = $1 AND status IN ('unmatched', 'failed'))::int AS items",
    { bind: [transferId], type: QueryTypes.SELECT },
  );
  t.is(counts.rows, counts.items, 'every unmatched item recorded once');
  t.log(`transfer ${done.status}: ${JSON.stringify(done.counts)}`);
}

test.serial('Postgres restarted during a transfer', async (t) => {
  const w = worker();
  try {
    await faults({ latencyMs: 10 });
    const transfer = await startTransfer(system.web.runtime.queues, {
      accountId: partner.accountId,
      source: { id: source, service: 'spotify' },
      destination: { id: destination, service: 'deezer' },
      selection: { playlists: [playlists[0].id] },
    });
    await waitForTransfer(transfer.id, ['matching', 'writing', 'completed']);
    const [cluster] = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/));
    execFileSync('pg_ctlcluster', [cluster[0], cluster[1], 'restart']);
    t.log(`Postgres ${cluster[0]}/${cluster[1]} restarted while the transfer was running`);
    await faults({ latencyMs: 0 });
    await check(t, transfer.id);
  } finally {
    await killWorker(w);
  }
});

test.serial('the destination answers 429 for a minute', async (t) => {
  const w = worker();
  try {
    const transfer = await startTransfer(system.web.runtime.queues, {
      accountId: partner.accountId,
      source: { id: source, service: 'spotify' },
      destination: { id: destination, service: 'deezer' },
      selection: { playlists: [playlists[1].id] },
    });
    await waitForTransfer(transfer.id, ['matching', 'writing', 'completed']);
    await faults({ rateLimit: { limit: 0, windowSeconds: 60 } });
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    const stats = (await got(`${deezer.url}/__emulator/stats`).json()) as { rateLimited: number };
    t.log(`${stats.rateLimited} answers were 429`);
    await faults({ rateLimit: null });
    await check(t, transfer.id);
  } finally {
    await killWorker(w);
  }
});

test.serial('the destination is down for five minutes', async (t) => {
  const w = worker();
  try {
    const transfer = await startTransfer(system.web.runtime.queues, {
      accountId: partner.accountId,
      source: { id: source, service: 'spotify' },
      destination: { id: destination, service: 'deezer' },
      selection: { playlists: [playlists[2].id] },
    });
    await waitForTransfer(transfer.id, ['matching', 'writing', 'completed']);
    await faults({ downForSeconds: 300 });
    t.log('the destination answers 500 to everything for five minutes');
    await check(t, transfer.id);
  } finally {
    await killWorker(w);
  }
});
