import { spawnSync } from 'node:child_process';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';

// `npm run bench`: every benchmark one after the other, then one report (markdown and JSON)
// with the machine's description and each figure beside its target.

interface Figure {
  bench: string;
  figure: string;
  value: number | string | null;
  target: string;
  met: boolean | null;
}

const BENCHES = [
  'auth',
  'upstream',
  'search',
  'library',
  'webhooks',
  'matching',
  'transfer',
  'transfer-sizes',
  'fairness',
  'sync',
  'load',
];

/** "No growth trend": after the first minute, each minute's lowest reading (what the collector leaves) grows by less than 2% of what the process held before the run, per minute. */
const MEMORY_TARGET = 'floor slope < 2% of before per min';
const growthFree = (m: { before_mb: number; floor_slope_mb_per_min: number }) =>
  m.floor_slope_mb_per_min < 0.02 * m.before_mb;

const read = async (name: string): Promise<Record<string, any> | null> => {
  try {
    return JSON.parse(await readFile(`bench/results/${name}.json`, 'utf8'));
  } catch {
    return null;
  }
};

function figures(results: Record<string, Record<string, any> | null>): Figure[] {
  const out: Figure[] = [];
  const add = (
    bench: string,
    figure: string,
    value: number | string | null | undefined,
    target: string,
    met: boolean | null,
  ) =>
    out.push({ bench, figure, value: value ?? null, target, met: value === undefined || value === null ? null : met });
  const { auth, upstream, search, library, webhooks, matching, transfer, fairness, sync, load } = results;
  const sizes = results['transfer-sizes'];
  add('auth', 'basic_ratio', auth?.basic_ratio, '>= 0.85', (auth?.basic_ratio ?? 0) >= 0.85);
  add('auth', 'devtoken_ratio', auth?.devtoken_ratio, '>= 0.85', (auth?.devtoken_ratio ?? 0) >= 0.85);
  add('auth', 'basic_cpu_ratio (server CPU, none / Basic)', auth?.basic_cpu_ratio, '', null);
  add('auth', 'devtoken_cpu_ratio (server CPU, none / DevToken)', auth?.devtoken_cpu_ratio, '', null);
  add('upstream', 'ratio', upstream?.ratio, '>= 0.9', (upstream?.ratio ?? 0) >= 0.9);
  const searchMs = search
    ? Math.max(...Object.values(search.results as Record<string, { ms_per_query: number }>).map((r) => r.ms_per_query))
    : null;
  add('search', 'slowest ms_per_query', searchMs, '< 2 ms', searchMs !== null && searchMs < 2);
  for (const key of ['b1', 'b7'] as const) {
    add(
      'library',
      `${key} web CPU ms per request`,
      library?.[key]?.web_cpu_ms_per_request,
      key === 'b1' ? '<= 0.5' : '',
      key === 'b1' ? (library?.b1?.web_cpu_ms_per_request ?? 99) <= 0.5 : null,
    );
    add(
      'library',
      `${key} web CPU over the floor proxy's`,
      library?.[key]?.cpu_ratio_to_floor,
      key === 'b1' ? '<= 1.5 (proposed)' : '',
      key === 'b1' ? (library?.b1?.cpu_ratio_to_floor ?? 99) <= 1.5 : null,
    );
    add(
      'library',
      `${key} web CPU over the floor proxy's (one connection)`,
      library?.[key]?.single_cpu_ratio_to_floor,
      '',
      null,
    );
    add(
      'library',
      `${key} added p50 ms (one connection)`,
      library?.[key]?.single_added_p50_ms,
      '< 2 ms',
      (library?.[key]?.single_added_p50_ms ?? 99) < 2,
    );
  }
  add(
    'library',
    'b1 web CPU ms per request, 50 playlists on the page',
    library?.b1_full_page?.web_cpu_ms_per_request,
    '',
    null,
  );
  add('library', "b1 with 50 on the page, over the floor proxy's", library?.b1_full_page?.cpu_ratio_to_floor, '', null);
  add('fairness', 'quiet_ratio', fairness?.quiet_ratio, '>= 0.9', (fairness?.quiet_ratio ?? 0) >= 0.9);
  add(
    'fairness',
    'upstream_budget_use',
    fairness?.upstream_budget_use,
    '>= 0.9',
    (fairness?.upstream_budget_use ?? 0) >= 0.9,
  );
  add(
    'fairness',
    'quiet_p99_ms shared (solo)',
    fairness && `${fairness.quiet_p99_ms.shared} (${fairness.quiet_p99_ms.solo})`,
    '',
    null,
  );
  add('webhooks', 'deliveries_per_s', webhooks?.deliveries_per_s, '>= 1000', (webhooks?.deliveries_per_s ?? 0) >= 1000);
  add(
    'webhooks',
    'p99_commit_to_delivery_ms',
    webhooks?.p99_commit_to_delivery_ms,
    '< 1000',
    (webhooks?.p99_commit_to_delivery_ms ?? 1e9) < 1000,
  );
  add('webhooks', 'lost', webhooks?.lost, '0', webhooks?.lost === 0);
  add('matching', 'precision', matching?.precision, '>= 0.995', (matching?.precision ?? 0) >= 0.995);
  add('matching', 'recall', matching?.recall, '>= 0.97', (matching?.recall ?? 0) >= 0.97);
  add(
    'matching',
    'calls_per_item_cold',
    matching?.calls_per_item_cold,
    '<= 1.5',
    (matching?.calls_per_item_cold ?? 99) <= 1.5,
  );
  add(
    'matching',
    'calls_per_item_warm',
    matching?.calls_per_item_warm,
    '< 0.2',
    (matching?.calls_per_item_warm ?? 99) < 0.2,
  );
  add(
    'matching',
    'text_only_calls_per_item_cold',
    matching?.text_only_calls_per_item_cold,
    '<= 1.3',
    (matching?.text_only_calls_per_item_cold ?? 99) <= 1.3,
  );
  add('transfer', 'tracks_per_s', transfer?.tracks_per_s, '', null);
  add('transfer', 'rate_limit_use', transfer?.rate_limit_use, '>= 0.9', (transfer?.rate_limit_use ?? 0) >= 0.9);
  const perTrack = transfer ? transfer.source_calls_per_track + transfer.destination_calls_per_track : null;
  add(
    'transfer',
    'calls per track (both sides)',
    perTrack === null ? null : Number(perTrack.toFixed(3)),
    '< 1.1',
    perTrack !== null && perTrack < 1.1,
  );
  for (const run of (sizes?.runs ?? []) as { size: number; status: string; tracks_per_s: number }[]) {
    add(
      'transfer-sizes',
      `tracks_per_s, ${run.size} tracks (rate limits lifted)`,
      run.tracks_per_s,
      'completed',
      run.status === 'completed',
    );
  }
  add(
    'sync',
    'calls_per_unchanged_playlist',
    sync?.calls_per_unchanged_playlist,
    // A mirror reads both sides' change markers (bench/sync.ts).
    '<= 2',
    (sync?.calls_per_unchanged_playlist ?? 99) <= 2,
  );
  add('sync', 'calls_per_changed_track', sync?.calls_per_changed_track, '', null);
  add('sync', `round_s (${sync?.syncs} syncs, usual limits)`, sync?.round_s?.join(', '), '', null);
  add('sync', 'runs_per_s', sync?.runs_per_s?.join(', '), '', null);
  add('load', 'total_rps (mixed, 5 min)', load?.total_rps, '', null);
  add('load', 'errors other than 429', load?.errors, '0', load?.errors === 0);
  add('load', '429s given', load?.rate_limited, '', null);
  for (const [kind, k] of Object.entries(
    (load?.kinds ?? {}) as Record<string, { p50_ms: number; p99_ms: number; p99_9_ms: number }>,
  )) {
    add('load', `${kind} p50 / p99 / p99.9 ms`, `${k.p50_ms} / ${k.p99_ms} / ${k.p99_9_ms}`, '', null);
  }
  for (const [name, m] of Object.entries(
    (load?.memory ?? {}) as Record<
      string,
      { before_mb: number; after_mb: number; floor_mb_by_minute: number[]; floor_slope_mb_per_min: number }
    >,
  )) {
    // The emulators keep every playlist the run's transfers write: their growth is the test's data, not a leak.
    const ours = name !== 'emulators';
    add(
      'load',
      `${name} memory MB before → after (each minute's floor; its slope)`,
      `${m.before_mb} → ${m.after_mb} (${m.floor_mb_by_minute.join(', ')}; ${m.floor_slope_mb_per_min} MB/min)`,
      ours ? MEMORY_TARGET : '',
      ours ? growthFree(m) : null,
    );
  }
  return out;
}

async function main() {
  const started = Date.now();
  const runs: Record<string, { ok: boolean; seconds: number }> = {};
  for (const bench of BENCHES) {
    const t0 = Date.now();
    console.log(`\n== bench:${bench}`);
    const run = spawnSync('npm', ['run', `bench:${bench}`], { stdio: 'inherit' });
    runs[bench] = { ok: run.status === 0, seconds: Math.round((Date.now() - t0) / 1000) };
  }
  const results = Object.fromEntries(await Promise.all(BENCHES.map(async (b) => [b, await read(b)] as const)));
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
  };
  const table = figures(results);
  const report = {
    date: new Date().toISOString(),
    machine,
    minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
    runs,
    figures: table,
    results,
  };
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/report.json', `${JSON.stringify(report, null, 2)}\n`);
  const mark = (met: boolean | null) => (met === null ? '' : met ? 'met' : 'not met');
  const markdown = [
    `# Benchmark report, ${report.date}`,
    '',
    `Machine: ${machine.cpus} × ${machine.cpu}, ${machine.memoryGb} GiB, ${machine.platform}, Node ${machine.node}. Whole run: ${report.minutes} min.`,
    '',
    '| bench | figure | value | target | |',
    '| --- | --- | --- | --- | --- |',
    ...table.map((f) => `| ${f.bench} | ${f.figure} | ${f.value ?? 'no result'} | ${f.target} | ${mark(f.met)} |`),
    '',
  ].join('\n');
  await writeFile('bench/results/report.md', markdown);
  console.log(`\n${markdown}`);
  process.exit(Object.values(runs).every((r) => r.ok) ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
