import test from 'ava';
import got from 'got';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { useSystem } from '../helpers/useSystem.js';
import { WebhookReceiver } from '../helpers/webhookReceiver.js';
import { startWorkerProcess } from '../helpers/workerProcess.js';
import { type JsonBody } from '../helpers/http.js';
import { QUEUES } from '../../src/queues.js';
import { emitEvent } from '../../src/webhooks/outbox.js';
import { UpstreamMetrics } from '../../src/integrations/http/metrics.js';
import { jobDuration } from '../../src/metrics/registry.js';
import { publishMetrics } from '../../src/metrics/processes.js';

// The operators' Prometheus endpoint on a listening web process, with a worker process of its
// own: what each process counts reaches the one endpoint, summed, and leaves it when the process
// stops publishing.

const OPERATOR_PASSWORD = 'metrics-operator-secret';
const receiver = new WebhookReceiver();
let worker: ChildProcess | null = null;
let endpointId = '';

// Declared before the system's own hooks, so that the worker stops before its database goes.
test.after.always(async () => {
  if (worker && worker.exitCode === null && worker.signalCode === null) {
    worker.kill('SIGTERM');
    await new Promise((resolve) => worker!.once('exit', resolve));
  }
  await receiver.stop();
});

const used = useSystem(test, {
  services: ['deezer'],
  partner: { slug: 'metered' },
  env: { OPERATOR_PASSWORD, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  async setup(u) {
    const hookUrl = await receiver.start();
    const created = await u.api().post<JsonBody>('public/webhooks/endpoints', { json: { url: hookUrl } });
    if (created.statusCode !== 201) throw new Error(`endpoint not created: ${created.statusCode}`);
    endpointId = created.body.id;
    receiver.useSecret(created.body.secret);
    worker = startWorkerProcess(u.system, { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' });
  },
});

const operator = (password = OPERATOR_PASSWORD) =>
  `Basic ${Buffer.from(`${used.system.config.operatorUsername}:${password}`).toString('base64')}`;

const scrapeResponse = (authorization?: string) =>
  got(`${used.url}/admin/metrics`, {
    throwHttpErrors: false,
    retry: { limit: 0 },
    headers: authorization ? { authorization } : {},
  });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
      return { name: name!, labels, value: Number(value) };
    });
}

async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const response = await scrapeResponse(operator());
  if (response.statusCode !== 200) throw new Error(`metrics answered ${response.statusCode}`);
  return { text: response.body, samples: parse(response.body) };
}

/** The value of the one sample of `name` carrying `labels` (among others); 0 when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string>): number {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}

async function eventually(what: string, check: (samples: Sample[]) => boolean, timeoutMs = 30_000): Promise<Sample[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { samples } = await scrape();
    if (check(samples)) return samples;
    if (Date.now() > deadline) throw new Error(`the metrics never showed ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('the endpoint refuses a request without or with wrong operator credentials', async (t) => {
  for (const authorization of [undefined, operator('wrong-password'), `Bearer ${OPERATOR_PASSWORD}`]) {
    const response = await scrapeResponse(authorization);
    t.is(response.statusCode, 401, String(authorization));
    t.regex(String(response.headers['content-type']), /^application\/json/);
    t.is(JSON.parse(response.body).code, 'operatorCredentialsRequired');
    t.is(response.headers['www-authenticate'], 'Basic realm="operators"');
    t.notRegex(response.body, /mlp_/);
  }
});

test('a partner request is timed under its route pattern, never its ids', async (t) => {
  const read = await used.api().get<JsonBody>(`public/webhooks/endpoints/${endpointId}`);
  t.is(read.statusCode, 200);
  const missing = await got(`${used.url}/no-such-route/${randomUUID()}`, { throwHttpErrors: false });
  t.is(missing.statusCode, 404);

  const response = await scrapeResponse(operator());
  t.is(response.statusCode, 200);
  t.regex(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  const samples = parse(response.body);
  t.true(
    valueOf(samples, 'mlp_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/public/webhooks/endpoints/:endpointId',
      status: '200',
    }) >= 1,
  );
  t.true(
    valueOf(samples, 'mlp_http_request_duration_seconds_bucket', {
      method: 'GET',
      route: '/public/webhooks/endpoints/:endpointId',
      status: '200',
      le: '+Inf',
    }) >= 1,
  );
  t.true(
    valueOf(samples, 'mlp_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: '404' }) >=
      1,
  );
  t.false(response.body.includes(endpointId), 'an id became a label value');
  t.false(response.body.includes('no-such-route'), 'a path nothing answered became a label value');
});

test('each queue has its depth gauges, read from Redis when scraped', async (t) => {
  // A job due in an hour: the worker leaves it delayed, so the figure is known.
  const { queues } = used.system.web.runtime;
  const job = await queues.unmatched.add('later', { transferId: randomUUID(), items: [] }, { delay: 3_600_000 });
  try {
    const { samples } = await scrape();
    for (const queue of Object.values(QUEUES)) {
      for (const state of ['waiting', 'active', 'delayed', 'failed'])
        t.true(
          samples.some((s) => s.name === 'mlp_queue_jobs' && s.labels.queue === queue && s.labels.state === state),
          `${queue} ${state}`,
        );
    }
    t.is(valueOf(samples, 'mlp_queue_jobs', { queue: 'unmatched', state: 'delayed' }), 1);
  } finally {
    await job.remove();
  }
  const { samples } = await scrape();
  t.is(valueOf(samples, 'mlp_queue_jobs', { queue: 'unmatched', state: 'delayed' }), 0);
});

test("the worker process's job durations and webhook outcomes reach the web process's endpoint", async (t) => {
  const completed = { queue: 'webhooks', outcome: 'completed' };
  const before = await scrape();
  const jobsBefore = valueOf(before.samples, 'mlp_job_duration_seconds_count', completed);
  const succeededBefore = valueOf(before.samples, 'mlp_webhook_deliveries_total', { outcome: 'succeeded' });

  const sequelize = used.system.web.runtime.sequelize;
  const eventId = await sequelize.transaction((transaction) =>
    emitEvent(sequelize, transaction, used.partner.accountId, 'user.connected', {
      integrationUserUUID: randomUUID(),
      integrationType: 'deezer',
    }),
  );
  await receiver.until(() => receiver.received.some((r) => r.webhookId === `msg_${eventId}`), 60_000);

  const samples = await eventually(
    'the delivery job and its outcome',
    (s) =>
      valueOf(s, 'mlp_job_duration_seconds_count', completed) > jobsBefore &&
      valueOf(s, 'mlp_webhook_deliveries_total', { outcome: 'succeeded' }) > succeededBefore,
  );
  t.true(valueOf(samples, 'mlp_job_duration_seconds_bucket', { ...completed, le: '+Inf' }) > jobsBefore);
  t.is(valueOf(samples, 'mlp_processes', { role: 'worker' }), 1);
  t.true(
    samples.some((s) => s.name === 'mlp_process_cpu_user_seconds_total' && s.labels.role === 'worker'),
    "the worker's runtime metrics, labelled with its role",
  );
  // This test process is the web process and runs no worker: the figures came through Redis.
  t.deepEqual((await jobDuration.get()).values, []);
});

test('upstream calls and budget waits are counted by service', async (t) => {
  const ok = { service: 'deezer', outcome: 'ok' };
  const before = (await scrape()).samples;
  const search = await used.api().post<JsonBody>('public/search', {
    json: { type: 'track', track: 'love', sources: ['deezer'] },
  });
  t.is(search.statusCode, 200);
  t.is(search.body.tracks[0].status, 'ok');
  new UpstreamMetrics().recordWait('deezer', 1_500);

  const after = (await scrape()).samples;
  t.true(
    valueOf(after, 'mlp_upstream_calls_total', ok) > valueOf(before, 'mlp_upstream_calls_total', ok),
    'the search call',
  );
  const waits = { service: 'deezer' };
  t.true(
    valueOf(after, 'mlp_upstream_budget_waits_total', waits) >
      valueOf(before, 'mlp_upstream_budget_waits_total', waits),
  );
  const slowWaits = (s: Sample[]) =>
    valueOf(s, 'mlp_upstream_budget_wait_seconds_bucket', { ...waits, le: '+Inf' }) -
    valueOf(s, 'mlp_upstream_budget_wait_seconds_bucket', { ...waits, le: '1' });
  t.true(slowWaits(after) > slowWaits(before), 'a wait of 1.5 s lands above the 1 s bucket');
  // The same call, by the account that made it.
  const mine = { service: 'deezer', account: used.partner.accountId, outcome: 'calls' };
  t.true(valueOf(after, 'mlp_account_budget_total', mine) > valueOf(before, 'mlp_account_budget_total', mine));
});

test("a process's published metrics are summed in, and vanish once it stops publishing", async (t) => {
  const { redis } = used.system.web.runtime;
  const gone = (s: Sample[]) => valueOf(s, 'mlp_webhook_deliveries_total', { outcome: 'gone' });
  const before = (await scrape()).samples;
  await publishMetrics(
    redis,
    used.system.config.redisPrefix,
    {
      role: 'stopped',
      process: 'elsewhere:1',
      metrics: [
        {
          name: 'mlp_webhook_deliveries_total',
          help: 'Webhook delivery attempts.',
          type: 'counter',
          aggregator: 'sum',
          values: [{ value: 7, labels: { outcome: 'gone' } }],
        },
      ],
    },
    1_000,
  );
  const during = (await scrape()).samples;
  t.is(gone(during), gone(before) + 7);
  t.is(valueOf(during, 'mlp_processes', { role: 'stopped' }), 1);

  await new Promise((resolve) => setTimeout(resolve, 1_200));
  const after = (await scrape()).samples;
  t.is(gone(after), gone(before));
  t.is(valueOf(after, 'mlp_processes', { role: 'stopped' }), 0);
});
