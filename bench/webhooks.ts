import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccount } from '../src/accounts/commands.js';
import { createEndpoint } from '../src/webhooks/endpoints.js';
import { emitEvent } from '../src/webhooks/outbox.js';
import { Keyring } from '../src/crypto/encryption.js';
import { startProcess, stopProcess } from './kit/processes.js';
import { writeResult } from './kit/results.js';
import { openScratch } from './kit/scratch.js';

// `npm run bench:webhooks`: 10,000 events through the outbox, the relay and one worker process to
// a local receiver. A burst measures deliveries per second; a paced run at a steady rate measures
// the time from commit to delivery.

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? 800);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main() {
  const scratch = await openScratch('webhooks', { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' }, { poolMax: 4 });
  const { config, sequelize } = scratch;

  // A lean receiver (plain node:http), so that the machine's second core is not spent on it.
  const delivered = new Map<string, number>();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      if (!delivered.has(id)) delivered.set(id, Date.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const { account } = await createAccount({ slug: 'bench', name: 'Bench' });
  await createEndpoint({ keyring: new Keyring(config.encryptionKeys), policy: config.webhooks }, account.id, {
    url: `${receiver.url}/hook`,
  });

  const worker = startProcess(
    'workers/index.ts',
    { ...scratch.env, LOG_LEVEL: 'warn' },
    process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [],
  );
  await sleep(3_000);

  const committed = new Map<string, number>();
  async function emitBatch(count: number) {
    const ids = await sequelize.transaction(async (transaction) => {
      const out: string[] = [];
      for (let i = 0; i < count; i++)
        out.push(
          await emitEvent(sequelize, transaction, account.id, 'user.connected', {
            integrationUserUUID: randomUUID(),
            integrationType: 'spotify',
          }),
        );
      return out;
    });
    const now = Date.now();
    for (const id of ids) committed.set(`msg_${id}`, now);
    return ids;
  }
  async function waitAll(ids: string[], timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (ids.some((id) => !delivered.has(`msg_${id}`)) && Date.now() < deadline) await sleep(50);
  }

  // Burst: everything committed first, then the worker drains it.
  const burstIds: string[] = [];
  for (let i = 0; i < EVENTS; i += 500) burstIds.push(...(await emitBatch(Math.min(500, EVENTS - i))));
  await waitAll(burstIds, 300_000);
  const burstDelivered = burstIds.filter((id) => delivered.has(`msg_${id}`));
  // From the first delivery to the last: the rate at which the worker drains the queue.
  const burstStart = Math.min(...burstDelivered.map((id) => delivered.get(`msg_${id}`)!));
  const burstEnd = Math.max(...burstDelivered.map((id) => delivered.get(`msg_${id}`)!));
  const deliveriesPerSecond = burstDelivered.length / ((burstEnd - burstStart) / 1000);

  // Paced: small commits at a steady rate; latency is commit to receipt.
  const pacedIds: string[] = [];
  const batch = Math.max(1, Math.round(PACED_RATE / 20));
  const pacedStart = Date.now();
  for (let sent = 0; sent < EVENTS; sent += batch) {
    pacedIds.push(...(await emitBatch(Math.min(batch, EVENTS - sent))));
    const due = pacedStart + ((sent + batch) / PACED_RATE) * 1000;
    if (due > Date.now()) await sleep(due - Date.now());
  }
  await waitAll(pacedIds, 120_000);
  const latencies = pacedIds
    .filter((id) => delivered.has(`msg_${id}`))
    .map((id) => delivered.get(`msg_${id}`)! - committed.get(`msg_${id}`)!);

  await stopProcess(worker);
  await receiver.close();
  await scratch.dispose();

  const total = burstIds.length + pacedIds.length;
  const got = burstDelivered.length + latencies.length;
  const result = {
    events: total,
    delivered: got,
    lost: total - got,
    deliveries_per_s: Math.round(deliveriesPerSecond),
    p50_commit_to_delivery_ms: percentile(latencies, 50),
    p99_commit_to_delivery_ms: percentile(latencies, 99),
    paced_rate_per_s: PACED_RATE,
    worker_processes: 1,
  };
  await writeResult('webhooks', result);
  console.log('webhooks bench (one worker process, local receiver)');
  console.table({
    'deliveries per second (burst of 10,000)': { value: result.deliveries_per_s, target: '>= 1000' },
    'p50 commit to delivery, ms (paced)': { value: result.p50_commit_to_delivery_ms, target: '' },
    'p99 commit to delivery, ms (paced)': { value: result.p99_commit_to_delivery_ms, target: '< 1000' },
    'events / delivered / lost': {
      value: `${result.events} / ${result.delivered} / ${result.lost}`,
      target: 'lost = 0',
    },
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
