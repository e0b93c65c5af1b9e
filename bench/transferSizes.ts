import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import got from 'got';
import { createAccount } from '../src/accounts/commands.js';
import type { ServiceId } from '../src/integrations/serviceIds.js';
import { startTransfer } from '../src/transfers/runner.js';
import { startWorkers } from '../workers/worker.js';
import { connectListener } from './kit/listeners.js';
import { lineChartSvg } from './kit/plot.js';
import { startEmulatorProcess, stopProcess } from './kit/processes.js';
import { writeResult } from './kit/results.js';
import { openScratch } from './kit/scratch.js';

// `npm run bench:transfer-sizes`: transfer throughput against playlist size. One playlist of each
// size (BENCH_SIZES, default 1,000, 5,000, 10,000 and 50,000 tracks) moves from TIDAL to Apple Music
// (both allow playlists that large), each with a cold match cache, through one worker. The
// emulators run in a process of their own and the services' rate limits are lifted, so the figures
// are our pipeline's own throughput: with the usual limits a transfer runs at the destination's
// limit (see `npm run bench:transfer`). Writes the plot to docs/figures/transfer-throughput.svg
// (`-- --plot-only` draws it again from the last run's figures).

const SIZES = (process.env.BENCH_SIZES ?? '1000,5000,10000,50000').split(',').map(Number);
const SOURCE: ServiceId = 'tidal';
const DESTINATION: ServiceId = 'appleMusic';
const PLOT = 'docs/figures/transfer-throughput.svg';

interface Stats {
  calls: number;
}

interface Run {
  size: number;
  tracks_per_s: number;
}

async function drawPlot(result: { source: string; destination: string; runs: Run[] }, date = new Date()) {
  await mkdir('docs/figures', { recursive: true });
  await writeFile(
    PLOT,
    lineChartSvg({
      title: 'Transfer throughput against playlist size',
      xLabel: 'tracks in the playlist (log scale)',
      yLabel: 'tracks per second',
      series: [
        {
          label: `${result.source} → ${result.destination}, one worker, cold match cache`,
          points: result.runs.map((r) => [r.size, r.tracks_per_s]),
        },
      ],
      note: `npm run bench:transfer-sizes, ${date.toISOString().slice(0, 10)}; services' rate limits lifted`,
    }),
  );
}

async function main() {
  if (process.argv.includes('--plot-only')) {
    // Draws the plot again from the last run's figures.
    const file = 'bench/results/transfer-sizes.json';
    await drawPlot(JSON.parse(await readFile(file, 'utf8')), (await stat(file)).mtime);
    return;
  }
  const emulators = await startEmulatorProcess([SOURCE, DESTINATION], { recordings: 70_000, sizedPlaylists: SIZES });
  const scratch = await openScratch(
    'transfer_sizes',
    { ...emulators.env, TIDAL_REQUESTS_PER_SECOND: '1000000', APPLE_MUSIC_REQUESTS_PER_SECOND: '1000000' },
    { poolMax: 4 },
  );
  const { account } = await createAccount({
    slug: 'bench',
    name: 'Bench',
    enabledIntegrations: [SOURCE, DESTINATION],
    isTransferServiceEnabled: true,
  });
  const source = await connectListener(scratch.config, account.id, SOURCE, emulators.listeners[SOURCE]!.heavy);
  const destination = await connectListener(
    scratch.config,
    account.id,
    DESTINATION,
    emulators.listeners[DESTINATION]!.heavy,
  );
  const workers = await startWorkers(scratch.config);
  const control = (service: ServiceId) => got.extend({ prefixUrl: `${emulators.urls[service]}/__emulator` });

  const runs = [];
  for (const size of SIZES) {
    // Cold: nothing matched by an earlier run helps this one.
    await scratch.sequelize.query('TRUNCATE match_cache');
    await Promise.all([SOURCE, DESTINATION].map((s) => control(s).post('reset')));
    const began = performance.now();
    const transfer = await startTransfer(workers.runtime, {
      accountId: account.id,
      source: { id: source.id, service: SOURCE },
      destination: { id: destination.id, service: DESTINATION },
      selection: {
        playlists: [emulators.sizedPlaylists[SOURCE]![size]],
        likedTracks: false,
        albums: false,
        artists: false,
      },
    });
    // Seconds spent in each status, as seen by polling.
    const phases: Record<string, number> = {};
    let [status, since] = [transfer.status as string, began];
    while (transfer.status !== 'completed' && transfer.status !== 'failed') {
      await new Promise((r) => setTimeout(r, 100));
      await transfer.reload();
      if (transfer.status !== status) {
        phases[status] = Number(((performance.now() - since) / 1000).toFixed(1));
        [status, since] = [transfer.status, performance.now()];
      }
    }
    const wall = (performance.now() - began) / 1000;
    const [sourceStats, destinationStats] = await Promise.all(
      [SOURCE, DESTINATION].map((s) => control(s).get('stats').json<Stats>()),
    );
    const tracks = transfer.counts.total ?? 0;
    runs.push({
      size,
      status: transfer.status,
      tracks,
      matched: transfer.counts.matched ?? 0,
      written: transfer.counts.written ?? 0,
      wall_s: Number(wall.toFixed(1)),
      tracks_per_s: Math.round(tracks / wall),
      source_calls_per_track: Number((sourceStats.calls / tracks).toFixed(3)),
      destination_calls_per_track: Number((destinationStats.calls / tracks).toFixed(3)),
      seconds_by_status: phases,
    });
    console.log(`${size} tracks: ${runs.at(-1)!.wall_s} s ${JSON.stringify(phases)}`);
  }

  // What a row costs on disk, table and indexes together, for the capacity model in docs/scaling.md.
  for (let i = 0; i < 2_000; i++)
    await connectListener(scratch.config, account.id, DESTINATION, {
      ...emulators.listeners[DESTINATION]!.heavy,
      id: `listener-${i}`,
    });
  await scratch.sequelize.query('VACUUM ANALYZE');
  // On disk: the table, its indexes and the room its updates left (reused, never given back);
  // tuple: the average row itself. Tables of fewer than 1,000 rows would mostly measure empty pages.
  const bytes_per_row: Record<string, { rows: number; on_disk: number; tuple: number }> = {};
  for (const table of ['transfer_items', 'match_results', 'match_cache', 'integration_users', 'outbox_events']) {
    const [[row]] = (await scratch.sequelize.query(
      `SELECT count(*) AS rows, pg_total_relation_size('${table}') AS bytes, avg(pg_column_size(t.*)) AS tuple FROM ${table} t`,
    )) as [{ rows: string; bytes: string; tuple: string }[], unknown];
    const rows = Number(row.rows);
    if (rows >= 1_000)
      bytes_per_row[table] = {
        rows,
        on_disk: Math.round(Number(row.bytes) / rows),
        tuple: Math.round(Number(row.tuple)),
      };
  }

  await workers.stop();
  await stopProcess(emulators.child);
  await scratch.dispose();
  const result = { source: SOURCE, destination: DESTINATION, rate_limits: 'lifted', runs, bytes_per_row };
  await writeResult('transfer-sizes', result);
  // The plot shows the standard sizes only; a run of chosen sizes leaves it as it is.
  if (!process.env.BENCH_SIZES) await drawPlot(result);
  console.log(
    `transfer sizes bench: ${SOURCE} -> ${DESTINATION}, rate limits lifted, cold match cache each run; plot in ${PLOT}`,
  );
  console.table(runs);
  console.table(bytes_per_row);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
