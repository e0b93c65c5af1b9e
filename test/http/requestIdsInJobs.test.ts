import test from 'ava';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Job, JobType } from 'bullmq';
import { QueryTypes } from 'sequelize';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { QUEUES } from '../../src/queues.js';
import { Sync } from '../../src/syncs/models.js';
import { Transfer } from '../../src/transfers/models.js';
import { relayOutbox } from '../../src/webhooks/relay.js';
import { startWorkers } from '../../workers/worker.js';
import { signInAs } from '../dashboard/helpers.js';
import { client, type JsonBody } from '../helpers/http.js';
import { sources } from '../helpers/imports.js';
import { connectThroughSignIn, ownedByNewWizard } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';

// Every job a request queues names the request (its `X-Request-Id`), and so does every job a
// worker queues while processing one: each route that queues work is driven over HTTP and its
// jobs are read back from Redis. The modules that queue jobs are found in the source; each is
// listed with the routes that reach it, or with why it serves no request, so that a new one fails
// here until it is covered.

const SLUG = 'traced-jobs';
let spotifyUser: string;
let deezerUser: string;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 1_000,
  liftBudgets: true,
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  partner: { slug: SLUG, isTransferServiceEnabled: true },
  async setup({ url }) {
    [spotifyUser, deezerUser] = await Promise.all(
      ['spotify', 'deezer'].map((service) =>
        connectThroughSignIn(url, SLUG, service, 'demo@listeners.example', RETURN_URL),
      ),
    );
  },
});

const api = () => used.api();
const runtime = () => used.system.web.runtime;
const dashboard = () => `${used.url}/connect/dashboard`;

type Headers = Record<string, string>;
type Send = (headers: Headers) => Promise<{ statusCode: number; body: unknown }>;

interface Route {
  /** The method and path as the app mounts it. */
  route: string;
  status: number;
  /** Makes what the request needs (which may queue jobs of its own), and gives how to send it. */
  prepare(): Promise<Send>;
}

// What the modules that queue jobs serve. A route listed here is driven below.
const SNAPSHOT = 'POST /api/:integrationUserUUID/library/snapshot';
const TARGET_AUTH = 'PUT /public/transfer-sessions/:sessionUuid/target-auth';
const SYNC_RUN = 'POST /public/syncs/:syncUuid/run';
const ENDPOINT_REPLAY = 'POST /public/webhooks/endpoints/:endpointId/replay';
const DELIVERY_REPLAY = 'POST /public/webhooks/deliveries/:deliveryId/replay';
const DASHBOARD_SYNC_RUN = 'POST /connect/dashboard/syncs/:id/run';
const DASHBOARD_ENDPOINT_REPLAY = 'POST /connect/dashboard/webhooks/:id/replay';
const DASHBOARD_DELIVERY_REPLAY = 'POST /connect/dashboard/deliveries/:id/replay';
const WIZARD_START = 'POST /connect/transfer/start';
const WIZARD_AGAIN = 'POST /connect/transfer/transfers/:transferId/again';

const PRODUCERS: Record<string, string[] | { noRequest: string }> = {
  'src/library/snapshot/commands.ts': [SNAPSHOT],
  'src/transfers/runner.ts': [TARGET_AUTH, WIZARD_START, WIZARD_AGAIN],
  'src/syncs/schedule.ts': [SYNC_RUN, DASHBOARD_SYNC_RUN],
  'src/webhooks/replay.ts': [ENDPOINT_REPLAY, DELIVERY_REPLAY, DASHBOARD_ENDPOINT_REPLAY, DASHBOARD_DELIVERY_REPLAY],
  'src/webhooks/relay.ts': { noRequest: 'the worker relays committed events, whoever wrote them' },
  'src/webhooks/sweep.ts': { noRequest: 'the maintenance sweep, and the restore after Redis was emptied' },
  'src/users/refreshSweep.ts': { noRequest: 'the maintenance sweep' },
  'src/admin/keyCommands.ts': { noRequest: 'an operator’s command' },
  'workers/processors/webhooks.ts': { noRequest: 'it queues while processing a job, in that job’s context' },
};

/** A call that queues a job: `queue.add(`, `queues.sync.add(`, `deps.queues.webhooks.addBulk(` and the like. */
const QUEUEING = /\bqueues?\b(?:\.[\w$]+|\[['"][\w-]+['"]\])?\.add(?:Bulk)?\(/;

const modules = () => [...sources('src'), ...sources('workers')].map((path) => path.replaceAll('\\', '/'));
const read = (path: string) => readFileSync(path, 'utf8');

const EVERY_STATE: JobType[] = [
  'waiting',
  'delayed',
  'prioritized',
  'active',
  'completed',
  'failed',
  'waiting-children',
];

/** Every job of every queue, by queue and id; a scheduler's runs are nobody's request and are left out. */
async function jobsNow(): Promise<Map<string, Job>> {
  const found = new Map<string, Job>();
  for (const queue of Object.values(runtime().queues)) {
    const jobs = await queue.getJobs(EVERY_STATE);
    for (const job of jobs) if (job && !job.repeatJobKey) found.set(`${queue.name}:${job.id}`, job as Job);
  }
  return found;
}

const transferRow = (status: Transfer['status']) => ({
  id: randomUUID(),
  accountId: used.partner.accountId,
  sourceIntegrationUserId: spotifyUser,
  destinationIntegrationUserId: deezerUser,
  sourceService: 'spotify',
  destinationService: 'deezer',
  selection: { playlists: [], likedTracks: true, albums: false, artists: false },
  status,
  counts: {},
});

const newSync = () =>
  Sync.create({
    accountId: used.partner.accountId,
    sourceUserId: spotifyUser,
    sourcePlaylistId: 'traced-source',
    destinationUserId: deezerUser,
    destinationPlaylistId: 'traced-copy',
    mode: 'mirror',
    intervalMinutes: 60,
  });

let endpointId: string | undefined;

/** A delivery of the account's endpoint that failed: sent by the relay here, since no worker runs yet. */
async function failedDelivery(): Promise<{ endpointId: string; deliveryId: string }> {
  const { sequelize, queues } = runtime();
  if (!endpointId) {
    const created = await api().post<JsonBody>('public/webhooks/endpoints', {
      json: { url: 'http://127.0.0.1:9/hooks' },
    });
    if (created.statusCode !== 201) throw new Error(`no endpoint: ${JSON.stringify(created.body)}`);
    endpointId = created.body.id as string;
  }
  const sent = await api().post<JsonBody>(`public/webhooks/endpoints/${endpointId}/test`);
  if (sent.statusCode !== 202) throw new Error(`no test event: ${JSON.stringify(sent.body)}`);
  await relayOutbox(sequelize, queues);
  const replacements = { endpointId };
  await sequelize.query(
    "UPDATE webhook_deliveries SET status = 'failed', completed_at = now() WHERE endpoint_id = :endpointId",
    { replacements },
  );
  const [newest] = await sequelize.query<{ id: string }>(
    'SELECT id FROM webhook_deliveries WHERE endpoint_id = :endpointId ORDER BY created_at DESC LIMIT 1',
    { replacements, type: QueryTypes.SELECT },
  );
  return { endpointId, deliveryId: newest!.id };
}

let member: Awaited<ReturnType<typeof signInAs>> | undefined;
const dashboardMember = async () => (member ??= await signInAs(dashboard(), SLUG, 'ops@traced-jobs.example'));

/** A form post of a hosted page, answered with a redirect that is not followed. */
const formPost = (url: string, cookie: string, form: Record<string, string>, headers: Headers) =>
  client(used.url, { cookie, ...headers }).post(url, { form, responseType: 'text', followRedirect: false });

/** The transfer the wizard's start made, for the worker's turn at the end. */
let wizardStart: { transferId: string; requestId: string } | undefined;

const ROUTES: Route[] = [
  {
    route: SNAPSHOT,
    status: 202,
    prepare: async () => (headers) => api().post(`api/${spotifyUser}/library/snapshot`, { json: {}, headers }),
  },
  {
    route: TARGET_AUTH,
    status: 200,
    async prepare() {
      const token = () => used.emulator('deezer').oauth.issue('demo', EMULATOR_CLIENT.id, '').accessToken;
      const session = await api().post<JsonBody>('public/transfer-sessions', {
        json: { target: { integrationType: 'deezer', authData: { accessToken: token() } }, returnUrl: RETURN_URL },
      });
      if (session.statusCode !== 201) throw new Error(`no session: ${JSON.stringify(session.body)}`);
      const { sessionUuid, target } = session.body;
      // A transfer of the session that waits for a new destination token.
      await Transfer.create({
        ...transferRow('waiting_for_destination'),
        destinationIntegrationUserId: target.integrationUserUuid,
        transferSessionId: sessionUuid,
        resumeStep: 'match',
      });
      return (headers) =>
        api().put(`public/transfer-sessions/${sessionUuid}/target-auth`, {
          json: { authData: { accessToken: token() } },
          headers,
        });
    },
  },
  {
    route: SYNC_RUN,
    status: 202,
    async prepare() {
      const sync = await newSync();
      return (headers) => api().post(`public/syncs/${sync.id}/run`, { headers });
    },
  },
  {
    route: ENDPOINT_REPLAY,
    status: 202,
    async prepare() {
      const { endpointId } = await failedDelivery();
      const since = new Date(Date.now() - 3600_000).toISOString();
      return (headers) => api().post(`public/webhooks/endpoints/${endpointId}/replay`, { json: { since }, headers });
    },
  },
  {
    route: DELIVERY_REPLAY,
    status: 202,
    async prepare() {
      const { deliveryId } = await failedDelivery();
      return (headers) => api().post(`public/webhooks/deliveries/${deliveryId}/replay`, { headers });
    },
  },
  {
    route: DASHBOARD_SYNC_RUN,
    status: 303,
    async prepare() {
      const [{ cookie, csrf }, sync] = await Promise.all([dashboardMember(), newSync()]);
      return (headers) => formPost(`connect/dashboard/syncs/${sync.id}/run`, cookie, { csrf }, headers);
    },
  },
  {
    route: DASHBOARD_ENDPOINT_REPLAY,
    status: 303,
    async prepare() {
      const { cookie, csrf } = await dashboardMember();
      const { endpointId } = await failedDelivery();
      return (headers) => formPost(`connect/dashboard/webhooks/${endpointId}/replay`, cookie, { csrf }, headers);
    },
  },
  {
    route: DASHBOARD_DELIVERY_REPLAY,
    status: 303,
    async prepare() {
      const { cookie, csrf } = await dashboardMember();
      const { endpointId, deliveryId } = await failedDelivery();
      const path = `connect/dashboard/deliveries/${deliveryId}/replay?endpoint=${endpointId}`;
      return (headers) => formPost(path, cookie, { csrf }, headers);
    },
  },
  {
    route: WIZARD_START,
    status: 302,
    async prepare() {
      const { wizard, cookie, csrf } = await ownedByNewWizard(used.partner.accountId, randomUUID());
      await wizard.update({ sourceIntegrationUserId: spotifyUser, destinationIntegrationUserId: deezerUser });
      return async (headers) => {
        const answer = await formPost('connect/transfer/start', cookie, { csrf, likedTracks: '1' }, headers);
        const transferId = String(answer.headers.location).split('/transfers/')[1];
        if (transferId) wizardStart = { transferId, requestId: headers['x-request-id']! };
        return answer;
      };
    },
  },
  {
    route: WIZARD_AGAIN,
    status: 303,
    async prepare() {
      const failed = await Transfer.create(transferRow('failed'));
      const { cookie, csrf } = await ownedByNewWizard(used.partner.accountId, failed.id);
      return (headers) => formPost(`connect/transfer/transfers/${failed.id}/again`, cookie, { csrf }, headers);
    },
  },
];

test('every module that queues a job is listed, with the routes that reach it or why it serves no request', (t) => {
  const queueing = modules().filter((path) => QUEUEING.test(read(path)));
  t.deepEqual(queueing.sort(), Object.keys(PRODUCERS).sort());
  const reached = Object.values(PRODUCERS).flatMap((serves) => (Array.isArray(serves) ? serves : []));
  t.deepEqual([...new Set(reached)].sort(), ROUTES.map((r) => r.route).sort());
});

test('only the queues module makes a queue, and no module stamps a request id on a job itself', (t) => {
  const all = modules();
  // BullMQ's Queue class as a value (not a type) is what a queue of another making would need.
  const queueClass = /import\s*\{[^}]*(?<!type )\bQueue\b[^}]*\}\s*from 'bullmq'/;
  t.deepEqual(
    all.filter((path) => queueClass.test(read(path))),
    ['src/queues.ts'],
  );
  // Nor wraps one: a proxy, or an `add` put in place of BullMQ's.
  t.deepEqual(
    all.filter((path) => /new Proxy\(|\.add(?:Bulk)?\s*=[^=>]/.test(read(path))),
    [],
  );
  // The modules that queue jobs never name a request: the queues read it from the context.
  t.deepEqual(
    all.filter((path) => QUEUEING.test(read(path)) && /requestId/i.test(read(path))),
    [],
  );
});

for (const [index, { route, status, prepare }] of ROUTES.entries()) {
  test.serial(`${route}: the jobs it queues carry its X-Request-Id`, async (t) => {
    const send = await prepare();
    const requestId = `jobs-${index}-${randomBytes(6).toString('hex')}`;
    const before = await jobsNow();
    const answer = await send({ 'x-request-id': requestId });
    t.is(answer.statusCode, status, JSON.stringify(answer.body).slice(0, 300));
    const queued = [...(await jobsNow())].filter(([key]) => !before.has(key));
    t.true(queued.length > 0, 'the request queued a job');
    for (const [key, job] of queued) t.is((job.data as { requestId?: string }).requestId, requestId, key);
  });
}

test.serial(
  'a job that a worker queues while processing one carries the request id of the one it processes',
  async (t) => {
    t.truthy(wizardStart, 'the wizard started a transfer');
    const { transferId, requestId } = wizardStart!;
    const startJob = `${transferId}.start.0`;
    const workers = await startWorkers(used.system.config);
    t.teardown(() => workers.stop());
    const transferQueue = runtime().queues[QUEUES.transfer];
    const until = Date.now() + 60_000;
    let next: Job[] = [];
    while (next.length === 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const jobs = await transferQueue.getJobs(EVERY_STATE);
      next = jobs.filter((job) => job?.data.transferId === transferId && job.id !== startJob);
    }
    t.true(next.length > 0, 'the start step queued the next one');
    for (const job of next) t.is(job.data.requestId, requestId, job.id);
  },
);
