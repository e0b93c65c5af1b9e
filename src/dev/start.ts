import './localEnvironment.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { loadConfig } from '../config.js';
import { connectDatabase, ensureDatabase } from '../db/database.js';
import { migrateUp } from '../db/migrator.js';
import { connectRedis } from '../redis.js';
import { announceCredentialChange } from '../auth/cache.js';
import { runMain } from '../process.js';
import { GUIDES_RETURN_URL, ensureDemoAccount, ensureDemoOwner } from './demoAccount.js';
import { ensureLocalServices, type LocalServices } from './localServices.js';
import exitHook from 'async-exit-hook';
import { addDevTokenKey } from '../accounts/commands.js';
import {
  exampleDevTokenKey,
  exampleReturnUrls,
  exampleWebhookUrl,
  startExampleApp,
} from '../../examples/partner-app/start.js';
import { exampleWebhooksRefused } from './exampleWebhooks.js';
import { startDevEmulators } from './emulators.js';
import { defaultCatalogue, SEEDED_PASSWORD } from '../emulators/catalogue/index.js';
import { homeLinks } from '../pages/home.js';

// `npm start`: the whole system in one terminal for a developer. Migrates, starts the music-service
// emulators, seeds the demo account and its dashboard owner, runs the web and worker processes as
// children (as the Procfile does in production), and prints one `READY {json}` line once all of it
// answers.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The web and worker processes run the way this one was started: through tsx from the sources
// (`npm start`), or as tsc built them when this runs from dist/ (as the tests start it: compiling
// the sources again took the two children 7.9 CPU s to READY against 4.1 built).
const BUILT = import.meta.url.includes('/dist/src/');
const nodeArguments = (script: string) =>
  BUILT ? ['--enable-source-maps', `dist/${script.replace(/\.ts$/, '.js')}`] : ['--import', 'tsx', script];

function run(name: string, script: string, env: NodeJS.ProcessEnv, onLine: (line: string) => void): ChildProcess {
  const child = spawn(process.execPath, nodeArguments(script), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      onLine(line);
      process.stderr.write(`${name.padEnd(6)} | ${line}\n`);
    });
  }
  return child;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

runMain(async () => {
  // Where nothing answers at the default addresses, bring a PostgreSQL and a Redis of our own.
  const local = await ensureLocalServices(process.env);
  Object.assign(process.env, local.env);
  for (const line of local.started) process.stderr.write(`started ${line}\n`);
  try {
    await startSystem(local);
  } catch (err) {
    // What we started ourselves must not outlive a start that failed.
    await local.stop();
    throw err;
  }
});

async function startSystem(local: LocalServices): Promise<void> {
  const operatorPassword = process.env.OPERATOR_PASSWORD ?? randomBytes(12).toString('base64url');
  // The example app receives webhooks on this machine, unless the developer says otherwise.
  const webhookSetting = { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: process.env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES ?? 'true' };
  const config = loadConfig({ ...process.env, OPERATOR_PASSWORD: operatorPassword, ...webhookSetting });
  await ensureDatabase(config.databaseUrl);
  const sequelize = await connectDatabase(config.databaseUrl, { poolMax: 2 });
  await migrateUp(sequelize);

  const emulators = await startDevEmulators(config, defaultCatalogue());
  // The example partner app: its own port (another origin), its Return URLs and DevToken key on the
  // demo account, beside the Return URL the guides' examples use.
  const examplePort = Number(process.env.EXAMPLE_APP_PORT ?? config.port + 50);
  const exampleUrl = `http://localhost:${examplePort}`;
  const exampleKey = await exampleDevTokenKey();
  const demo = await ensureDemoAccount(process.env.DEMO_SLUG ?? 'demo', [
    GUIDES_RETURN_URL,
    ...emulators.returnUrls,
    ...exampleReturnUrls(exampleUrl),
  ]);
  const { kid } = await addDevTokenKey(demo.slug, exampleKey.publicPem);
  const owner = await ensureDemoOwner(sequelize, demo.slug);
  const redis = await connectRedis(config.redisUrl);
  await announceCredentialChange(redis, config.redisPrefix);
  redis.disconnect();
  await sequelize.close();

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    OPERATOR_PASSWORD: operatorPassword,
    ...webhookSetting,
    ...emulators.env,
  };
  let workerReady = false;
  let example: Awaited<ReturnType<typeof startExampleApp>> | null = null;
  const children = [
    run('web', 'src/server.ts', env, () => undefined),
    run('worker', 'workers/index.ts', env, (line) => {
      if (line.includes('worker started')) workerReady = true;
    }),
  ];

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
    await example?.close();
    await emulators.close();
    await local.stop();
  };
  for (const child of children) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`a process stopped unexpectedly (exit ${code}); stopping everything`);
        void stop().then(() => process.exit(1));
      }
    });
  }
  // Ctrl-C and SIGTERM: one exit hook for every part, the embedded PostgreSQL's included (its
  // package stops it in a hook of its own), so the process exits only once all of them stopped.
  exitHook((done) => void stop().then(done, done));

  const ready = `http://127.0.0.1:${config.port}/health/ready`;
  await waitFor('the web process', async () => (await fetch(ready)).ok, 60_000);
  await waitFor('the worker process', async () => workerReady, 60_000);
  const webhooksRefused = exampleWebhooksRefused(config.webhooks, exampleWebhookUrl(exampleUrl));
  if (webhooksRefused) process.stderr.write(`${webhooksRefused}\n`);
  example = await startExampleApp({
    apiUrl: config.baseUrl,
    appUrl: config.appUrl,
    slug: demo.slug,
    clientId: demo.clientId,
    clientSecret: demo.clientSecret,
    devTokenKey: { kid, privateKey: exampleKey.privateKey },
    publicUrl: exampleUrl,
    port: examplePort,
    receiveWebhooks: webhooksRefused === null,
  });

  const home = homeLinks(config);
  const summary = {
    baseUrl: config.baseUrl,
    appUrl: config.appUrl,
    slug: demo.slug,
    clientId: demo.clientId,
    clientSecret: demo.clientSecret,
    emulators: emulators.urls,
    exampleApp: exampleUrl,
    queueBoard: {
      url: `${config.baseUrl}/admin/queues`,
      username: config.operatorUsername,
      password: operatorPassword,
    },
    dashboard: { url: home.dashboard, email: owner.email, password: owner.password },
  };
  console.log(`READY ${JSON.stringify(summary)}`);
  process.stderr.write(
    [
      '',
      `The partner API answers at ${config.baseUrl}; its home page links the dashboard, the docs and the health check.`,
      `Partner dashboard: ${home.dashboard} (email ${owner.email}, password ${owner.password}, a fresh password each start).`,
      `Try it as a partner would: open the example partner app at ${exampleUrl}.`,
      `Connect a music account as a user would: open ${config.appUrl}/${demo.slug} and sign in with a seeded user (password "${SEEDED_PASSWORD}").`,
      `Demo account "${demo.slug}": Client ID ${demo.clientId}, Client Secret ${demo.clientSecret} (a fresh key each start).`,
      `The quickstart runs as written with them: ${config.baseUrl}/docs/guides/quickstart.`,
      `Queue board: ${config.baseUrl}/admin/queues (user ${config.operatorUsername}, password ${operatorPassword}).`,
      ...Object.entries(emulators.urls).map(
        ([id, url]) => `Emulator ${id}: ${url} (its sign-in form lists the seeded users).`,
      ),
      'Stop with Ctrl-C.',
      '',
    ].join('\n'),
  );
}
