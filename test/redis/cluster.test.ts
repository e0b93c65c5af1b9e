import { randomUUID } from 'node:crypto';
import test, { type ExecutionContext } from 'ava';
import got from 'got';
import { QueryTypes } from 'sequelize';
import { startTestSystem, type TestSystem } from '../helpers/system.js';
import { createPartner, type TestPartner } from '../helpers/fixtures.js';
import { basic, client, type JsonBody } from '../helpers/http.js';
import { connectThroughSignIn, startTransfer, waitForTransfer } from '../helpers/transfers.js';
import { WebhookReceiver } from '../helpers/webhookReceiver.js';
import { killWorker, startWorkerProcess } from '../helpers/workerProcess.js';
import { startLocalRedisCluster, type LocalRedisCluster } from '../helpers/redisCluster.js';
import { createCatalogue } from '../../src/emulators/catalogue/index.js';
import { startSpotifyEmulator } from '../../src/emulators/spotify/index.js';
import { startDeezerEmulator } from '../../src/emulators/deezer/index.js';
import { emulatorEnv } from '../../src/emulators/index.js';
import type { RunningEmulator } from '../../src/emulators/kit/types.js';
import { createKey, revokeKey } from '../../src/accounts/commands.js';
import { announceCredentialChange } from '../../src/auth/cache.js';
import { emitEvent } from '../../src/webhooks/outbox.js';
import { queuePrefix } from '../../src/redis.js';

// The whole system on a Redis Cluster of three masters and three replicas (Debian's redis-server):
// a web process and a worker process run a transfer and a burst of webhook events through it, and
// the master that holds the queues is killed (SIGKILL) in the middle of the transfer. Its replica
// takes over; the transfer completes with every item accounted for and no playlist made twice,
// every event reaches the receiver, credential-change announcements reach the web process from
// any node before and after, and neither process dies.

let cluster: LocalRedisCluster;
let system: TestSystem;
let partner: TestPartner;
let spotify: RunningEmulator;
let deezer: RunningEmulator;
const receiver = new WebhookReceiver();
const RETURN = 'https://partner.example/back';
const SLUG = 'on-a-cluster';

test.before(async () => {
  cluster = await startLocalRedisCluster(3);
  const catalogue = createCatalogue({ recordings: 2_000 });
  spotify = await startSpotifyEmulator({ catalogue, rateLimit: null });
  deezer = await startDeezerEmulator({ catalogue, rateLimit: null });
  system = await startTestSystem({
    ...emulatorEnv(spotify, deezer),
    REDIS_CLUSTER_NODES: cluster.seeds,
    RATE_LIMIT_PER_MINUTE: '100000',
    // Requests name their client's address, as a proxy in front would.
    TRUST_PROXY: 'loopback',
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    // The longest reuse allowed: a revoked key refused at once was refused by the announcement.
    CREDENTIAL_CACHE_MS: '10000',
  });
  partner = await createPartner({
    slug: SLUG,
    returnUrls: [RETURN],
    enabledIntegrations: ['spotify', 'deezer'],
    isTransferServiceEnabled: true,
  });
});

test.after.always(async () => {
  await system?.stop();
  await spotify?.close();
  await deezer?.close();
  await receiver.stop();
  await cluster?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Live nodes whose connections carry the web process's subscription to credential changes. */
async function subscribedNodes(): Promise<Set<number>> {
  const found = new Set<number>();
  for (const { port, process } of cluster.nodes) {
    if (process.exitCode !== null || process.signalCode !== null) continue;
    const channels = (await cluster.node(port).pubsub('CHANNELS', `${system.config.redisPrefix}:*`)) as string[];
    if (channels.length) found.add(port);
  }
  return found;
}

/**
 * A key is verified (and cached), revoked in the database, still served from the cache, then
 * refused at once after one announcement published on a node the web process is not subscribed on.
 */
async function revocationCrossesNodes(t: ExecutionContext, when: string): Promise<void> {
  const key = await createKey(SLUG);
  const probe = () =>
    client(system.url, { authorization: basic(key.clientId, key.clientSecret) }).get<JsonBody>(
      'public/search/introspection',
    );
  t.is((await probe()).statusCode, 200, `${when}: a live key works`);
  await revokeKey(SLUG, key.clientId);
  t.is((await probe()).statusCode, 200, `${when}: the verified key is reused from the cache`);
  const subscribed = await subscribedNodes();
  t.is(subscribed.size, 1, `${when}: one node carries the subscription`);
  const other = cluster.nodes.find(
    (n) => !subscribed.has(n.port) && n.process.exitCode === null && n.process.signalCode === null,
  )!;
  const sentAt = Date.now();
  await announceCredentialChange(cluster.node(other.port), system.config.redisPrefix);
  let status = 200;
  while (status === 200 && Date.now() - sentAt < 3_000) {
    await sleep(50);
    status = (await probe()).statusCode;
  }
  t.is(status, 401, `${when}: the announcement from port ${other.port} reached the web process`);
  t.log(
    `${when}: revocation announced on ${other.port}, subscription on ${[...subscribed]}, refused after ${Date.now() - sentAt} ms`,
  );
}

/** Events of the burst, in one transaction each call. */
async function emitBurst(accountId: string, count: number): Promise<void> {
  const sequelize = system.web.runtime.sequelize;
  await sequelize.transaction(async (transaction) => {
    for (let i = 0; i < count; i++)
      await emitEvent(sequelize, transaction, accountId, 'user.connected', {
        integrationUserUUID: randomUUID(),
        integrationType: 'spotify',
      });
  });
}

test('a master of the cluster killed mid-transfer loses nothing', async (t) => {
  const started = Date.now();
  const api = client(system.url, { authorization: partner.basic });
  const url = await receiver.start();
  const endpoint = await api.post<JsonBody>('public/webhooks/endpoints', { json: { url } });
  t.is(endpoint.statusCode, 201, JSON.stringify(endpoint.body));
  receiver.useSecret(endpoint.body.secret as string);

  const source = await connectThroughSignIn(system.url, SLUG, 'spotify', 'medium@listeners.example', RETURN);
  const destination = await connectThroughSignIn(system.url, SLUG, 'deezer', 'medium@listeners.example', RETURN);
  const playlists = (await api.get<JsonBody>(`api/${source}/playlists`)).body.results as JsonBody[];
  const deezerUser = deezer.library.user('medium')!;
  const playlistsBefore = deezer.library.userPlaylists(deezerUser).length;

  await revocationCrossesNodes(t, 'before the failover');

  const worker = startWorkerProcess(system, {
    ...emulatorEnv(spotify, deezer),
    REDIS_CLUSTER_NODES: cluster.seeds,
    SPOTIFY_REQUESTS_PER_SECOND: '5000',
    DEEZER_REQUESTS_PER_SECOND: '5000',
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    TRANSFER_SWEEP_MS: '2000',
    TRANSFER_QUIET_MS: '15000',
  });
  try {
    // The destination slowed down, so that the transfer is still writing when the master goes.
    await got.post(`${deezer.url}/__emulator/faults`, { json: { latencyMs: 40 } });
    const transfer = await startTransfer(system.web.runtime.queues, {
      accountId: partner.accountId,
      source: { id: source, service: 'spotify' },
      destination: { id: destination, service: 'deezer' },
      selection: { playlists: playlists.slice(1).map((p) => p.id as string) },
    });
    await emitBurst(partner.accountId, 100);
    const queuesKey = `${queuePrefix(system.config.redisPrefix, system.web.runtime.redis)}:transfer`;
    const queuesMaster = await cluster.masterOf(queuesKey);
    const replica = await cluster.replicaOf(queuesMaster);
    const reached = await waitForTransfer(transfer.id, ['writing', 'completed', 'failed'], 5 * 60_000);
    t.is(reached.status, 'writing', 'the master goes while the transfer writes');
    const killedAt = Date.now();
    await cluster.kill(queuesMaster);
    // The API keeps answering meanwhile: its rate limits and failure budgets wait for the slots they
    // need. Each call comes from another address, so that its budget's key lands in another slot.
    let failedOver = false;
    let slowest = 0;
    const answers = (async () => {
      const calls: Promise<number>[] = [];
      for (let i = 1; !failedOver; i++) {
        const sentAt = Date.now();
        calls.push(
          api
            .get('public/search/introspection', {
              throwHttpErrors: false,
              headers: { 'x-forwarded-for': `198.51.${Math.floor(i / 250)}.${i % 250}` },
            })
            .then((answer) => {
              slowest = Math.max(slowest, Date.now() - sentAt);
              return answer.statusCode;
            }),
        );
        await sleep(100);
      }
      return Promise.all(calls);
    })();
    // Events committed while the cluster has no master for the queues' slot.
    await emitBurst(partner.accountId, 150);
    await cluster.waitHealthy(60_000);
    failedOver = true;
    const statuses = await answers;
    t.deepEqual([...new Set(statuses)], [200], 'the API answered throughout the failover');
    t.log(`${statuses.length} calls during the failover, the slowest in ${slowest} ms`);
    t.is(await cluster.masterOf(queuesKey), replica, 'the replica took over');
    t.log(`master ${queuesMaster} killed; its replica ${replica} serves the queues after ${Date.now() - killedAt} ms`);
    await emitBurst(partner.accountId, 50);
    await got.post(`${deezer.url}/__emulator/faults`, { json: { latencyMs: 0 } });

    const done = await waitForTransfer(transfer.id, ['completed', 'failed'], 5 * 60_000);
    t.log(`the transfer finished ${done.finishedAt!.getTime() - killedAt} ms after the kill`);
    t.is(done.status, 'completed', JSON.stringify(done.counts));
    t.is(done.counts.matched! + done.counts.unmatched! + done.counts.failed!, done.counts.total!, 'every item counted');
    const sequelize = system.web.runtime.sequelize;
    const groups = await sequelize.query<{ destination_id: string; group_index: number }>(
      'SELECT destination_id, group_index FROM transfer_groups WHERE transfer_id = $1 ORDER BY group_index',
      { bind: [transfer.id], type: QueryTypes.SELECT },
    );
    t.is(groups.length, playlists.length - 1);
    t.is(
      deezer.library.userPlaylists(deezerUser).length - playlistsBefore,
      groups.length,
      'one playlist made per playlist moved, none twice',
    );
    for (const group of groups) {
      const expected = await sequelize.query<{ destination_id: string }>(
        "SELECT destination_id FROM transfer_items WHERE transfer_id = $1 AND group_index = $2 AND status = 'matched' ORDER BY position",
        { bind: [transfer.id, group.group_index], type: QueryTypes.SELECT },
      );
      t.deepEqual(
        deezer.library.playlist(group.destination_id)!.entries.map((e) => e.trackId),
        [...new Set(expected.map((e) => e.destination_id))],
        `group ${group.group_index}: each matched track once, in source order`,
      );
    }
    const [recorded] = await sequelize.query<{ rows: number; items: number; started: number }>(
      `SELECT (SELECT count(*) FROM match_results WHERE transfer_id = $1)::int AS rows,
              (SELECT count(*) FROM transfer_items WHERE transfer_id = $1 AND status IN ('unmatched', 'failed'))::int AS items,
              (SELECT count(*) FROM outbox_events WHERE type = 'transfer.started' AND data->>'transferUuid' = $2)::int AS started`,
      { bind: [transfer.id, transfer.id], type: QueryTypes.SELECT },
    );
    t.is(recorded.rows, recorded.items, 'every unmatched item recorded once');
    t.is(recorded.started, 1, 'started once');

    // Every event of the account, the burst's and the transfer's, reaches the receiver.
    const events = await sequelize.query<{ id: string }>('SELECT id FROM outbox_events WHERE account_id = $1', {
      bind: [partner.accountId],
      type: QueryTypes.SELECT,
    });
    const expected = new Set(events.map((e) => `msg_${e.id}`));
    t.true(expected.size >= 300);
    await receiver
      .until(() => [...expected].every((id) => receiver.received.some((r) => r.webhookId === id)), 120_000)
      .catch(() => undefined);
    const received = new Set(receiver.received.map((r) => r.webhookId));
    t.deepEqual(
      [...expected].filter((id) => !received.has(id)),
      [],
      'every event delivered',
    );
    t.is(receiver.rejectedSignatures, 0);

    await revocationCrossesNodes(t, 'after the failover');
    // The subscription's connection dropped: it comes back, on whichever node, and still hears.
    const [subscribedOn] = await subscribedNodes();
    await cluster.node(subscribedOn).call('CLIENT', 'KILL', 'TYPE', 'pubsub');
    const deadline = Date.now() + 10_000;
    while ((await subscribedNodes()).size === 0 && Date.now() < deadline) await sleep(50);
    await revocationCrossesNodes(t, 'after the subscription dropped');

    t.is(worker.exitCode, null, 'the worker process is still running');
    t.is(worker.signalCode, null);
    const ready = await got(`${system.url}/health/ready`, { throwHttpErrors: false }).json<JsonBody>();
    t.deepEqual(ready, { status: 'ok', checks: { postgres: 'ok', redis: 'ok' } });
    t.log(
      `transfer ${JSON.stringify(done.counts)}; ${expected.size} events, ${receiver.received.length - received.size} delivered twice; ${Math.round((Date.now() - started) / 1000)} s`,
    );
  } finally {
    await killWorker(worker);
  }
});
