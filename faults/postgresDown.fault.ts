import test, { type ExecutionContext } from 'ava';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import type { Response } from 'got';
import { client, type JsonBody } from '../test/helpers/http.js';
import { createPartner, type TestPartner } from '../test/helpers/fixtures.js';
import { connectThroughSignIn } from '../test/helpers/transfers.js';
import { freePort } from '../test/helpers/system.js';
import { connectDatabase, ensureDatabase } from '../src/db/database.js';
import { migrateUp } from '../src/db/migrator.js';
import { createCatalogue } from '../src/emulators/catalogue/index.js';
import type { Catalogue } from '../src/emulators/catalogue/types.js';
import { startSpotifyEmulator } from '../src/emulators/spotify/index.js';
import { emulatorEnv } from '../src/emulators/index.js';
import type { RunningEmulator } from '../src/emulators/kit/types.js';

// PostgreSQL stopped under keyed library writes against a running web process: the writes caught
// half way (one waiting on the service, one between its batches) and new writes and reads sent
// while it is down. Down, every answer is 503 `dependencyUnavailable` with Retry-After and the web
// process logs no 500; back, each write retried with its Idempotency-Key is applied exactly once.
//
// The server stopped is one of this scenario's own, made for it in a temporary directory, and
// stopped for real (`pg_ctl stop -m fast`: every connection gets 57P01, then connections are
// refused): stopping the machine's shared server would fail whatever else uses it meanwhile.

const RETURN = 'https://partner.example/back';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A PostgreSQL server of the scenario's own, in a temporary directory, that it may stop and start. */
interface OwnPostgres {
  url(database: string): string;
  stop(): void;
  start(): void;
  remove(): void;
}

function ownPostgres(port: number): OwnPostgres {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  const bin = (name: string) => (versions.length ? `/usr/lib/postgresql/${versions[0]}/bin/${name}` : name);
  const dir = mkdtempSync(join(tmpdir(), 'postgres-down-'));
  const data = join(dir, 'data');
  // PostgreSQL refuses to run as root: as root, it runs as the `postgres` system user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' })));
    chownSync(dir, uid, gid);
  }
  const run = (name: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : bin(name), asRoot ? ['-u', 'postgres', '--', bin(name), ...args] : args, {
      stdio: 'ignore',
    });
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  let running = false;
  const server = {
    url: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start() {
      const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
      run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
      running = true;
    },
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
      running = false;
    },
    remove() {
      try {
        if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  server.start();
  return server;
}

/** The `web` process of the Procfile on `env`, its log lines kept for the checks. */
function startWebProcess(env: Record<string, string>): { child: ChildProcess; lines: string[] } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  const keep = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, lines };
}

let postgres: OwnPostgres;
let sequelize: Sequelize;
let catalogue: Catalogue;
let spotify: RunningEmulator;
let web: { child: ChildProcess; lines: string[] };
let webUrl: string;
let partner: TestPartner;
let listener: string;

test.before(async () => {
  postgres = ownPostgres(await freePort());
  const databaseUrl = postgres.url('postgres_down');
  await ensureDatabase(databaseUrl);
  sequelize = await connectDatabase(databaseUrl, { poolMax: 2 });
  await migrateUp(sequelize);
  catalogue = createCatalogue({ recordings: 1_000 });
  spotify = await startSpotifyEmulator({ catalogue, rateLimit: null });
  const port = await freePort();
  webUrl = `http://127.0.0.1:${port}`;
  web = startWebProcess({
    ...emulatorEnv(spotify),
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `fault-${randomBytes(6).toString('hex')}`,
    PORT: String(port),
    BASE_URL: webUrl,
    RATE_LIMIT_PER_MINUTE: '100000',
    SPOTIFY_REQUESTS_PER_SECOND: '2000',
  });
  for (let i = 0; i < 300 && !web.lines.some((line) => line.includes('web listening')); i += 1) {
    if (web.child.exitCode !== null) throw new Error(`the web process ended:\n${web.lines.join('\n')}`);
    await sleep(100);
  }
  partner = await createPartner({ slug: 'postgres-down', returnUrls: [RETURN], enabledIntegrations: ['spotify'] });
  listener = await connectThroughSignIn(webUrl, 'postgres-down', 'spotify', 'demo@listeners.example', RETURN);
});

test.after.always(async () => {
  if (web && web.child.exitCode === null && web.child.signalCode === null) {
    const exited = new Promise((resolve) => web.child.once('exit', resolve));
    web.child.kill('SIGTERM');
    const late = setTimeout(() => web.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(late);
  }
  await sequelize?.close().catch(() => undefined);
  await spotify?.close();
  postgres?.remove();
});

/** A keyed write as a partner's client sends it, again and again with the same key until it is answered. */
interface KeyedWrite {
  key: string;
  path: string;
  json: JsonBody;
}

const api = () => client(webUrl, { authorization: partner.basic }).extend({ timeout: { request: 60_000 } });
const send = (write: KeyedWrite) =>
  api().post<JsonBody>(write.path, { json: write.json, headers: { 'idempotency-key': write.key } });

const createWrite = (name: string): KeyedWrite => ({
  key: `create-${randomBytes(6).toString('hex')}`,
  path: `api/${listener}/playlists`,
  json: { name },
});
const addWrite = (playlistId: string, trackIds: string[]): KeyedWrite => ({
  key: `add-${randomBytes(6).toString('hex')}`,
  path: `api/${listener}/playlists/${playlistId}/items`,
  json: { trackIds },
});

/** Spotify ids of `count` catalogue tracks from the `from`-th on. */
function tracks(from: number, count: number): string[] {
  return catalogue.recordings
    .slice(from)
    .map((r) => spotify.library.view.trackIdFor(r.key))
    .filter((id): id is string => Boolean(id))
    .slice(0, count);
}

/** Calls that reached the service's write routes so far. */
const writesAtService = () =>
  Object.entries(spotify.controls.stats.byRoute)
    .filter(([route]) => route.startsWith('POST '))
    .reduce((sum, [, count]) => sum + count, 0);

/** A 503 a client can retry: `dependencyUnavailable` with Retry-After. */
function isOutage(t: ExecutionContext, answer: Response<JsonBody>, what: string) {
  t.is(answer.statusCode, 503, `${what}: ${answer.statusCode} ${JSON.stringify(answer.body)}`);
  t.is(answer.body?.code, 'dependencyUnavailable', what);
  t.truthy(answer.headers['retry-after'], `${what}: no Retry-After`);
}

/**
 * Sends a write with its key until it is answered for good, waiting as each answer asks: a first
 * try the outage cut off keeps its key for a while (409 idempotencyKeyInProgress) before a retry
 * may take it over and finish its work.
 */
async function retried(write: KeyedWrite): Promise<Response<JsonBody>> {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    const answer = await send(write);
    const retry = answer.statusCode === 503 || answer.body?.code === 'idempotencyKeyInProgress';
    if (!retry || Date.now() > deadline) return answer;
    await sleep(Math.min(5, Number(answer.headers['retry-after'] ?? 1)) * 1000);
  }
}

test('PostgreSQL stopped under keyed library writes: 503 with Retry-After while down, each write applied once', async (t) => {
  t.timeout(9 * 60_000);
  const made = await retried(createWrite('Before the outage'));
  t.is(made.statusCode, 200, JSON.stringify(made.body));
  const target: string = made.body.id;
  const creates: KeyedWrite[] = [];
  const adds: KeyedWrite[] = [];

  // Caught half way: a create waiting for the service's answer, and an add of three batches whose
  // first batch the service is taking; the server stops before either answers.
  spotify.controls.faults.latencyMs = 3_000;
  creates.push(createWrite('Created while it stopped'));
  adds.push(addWrite(target, tracks(0, 250)));
  const before = writesAtService();
  const caught = [send(creates[0]), send(adds[0])];
  for (let i = 0; i < 300 && writesAtService() < before + 2; i += 1) await sleep(50);
  t.is(writesAtService(), before + 2, 'both writes reached the service before the stop');
  postgres.stop();
  t.log('PostgreSQL stopped');
  spotify.controls.faults.latencyMs = 0;
  const caughtAnswers = await Promise.all(caught);
  t.log(`the writes caught by the stop answered ${caughtAnswers.map((a) => a.statusCode).join(' and ')}`);
  for (const [i, answer] of caughtAnswers.entries()) {
    t.not(answer.statusCode, 500, JSON.stringify(answer.body));
    if (answer.statusCode !== 200) isOutage(t, answer, `write ${i} caught by the stop`);
  }

  // Down: new keyed writes and reads.
  for (let i = 0; i < 3; i += 1) {
    creates.push(createWrite(`Created while down ${i}`));
    adds.push(addWrite(target, tracks(300 + i * 10, 10)));
  }
  for (const write of [...creates.slice(1), ...adds.slice(1)])
    isOutage(t, await send(write), `${write.path} while down`);
  for (const path of ['playlists', `playlists/${target}`, `playlists/${target}/items`])
    isOutage(t, await api().get<JsonBody>(`api/${listener}/${path}`), `GET ${path} while down`);
  isOutage(t, await api().get<JsonBody>(`public/integrations/user/${listener}`), 'A6 while down');

  postgres.start();
  t.log('PostgreSQL started again');
  const answers = await Promise.all([...creates, ...adds].map(retried));
  for (const answer of answers) t.is(answer.statusCode, 200, JSON.stringify(answer.body));
  // The same keys again: the kept answers, nothing done twice.
  for (const [i, write] of [...creates, ...adds].entries()) {
    const again = await send(write);
    t.is(again.statusCode, 200);
    t.is(again.headers['idempotent-replayed'], 'true', write.key);
    t.deepEqual(again.body, answers[i].body);
  }

  const demo = spotify.library.user('demo')!;
  for (const write of creates) {
    const named = spotify.library.userPlaylists(demo).filter((p) => p.name === write.json.name);
    t.is(named.length, 1, `"${write.json.name}" made once`);
  }
  // Retried side by side, the adds may interleave; each one's tracks are there once, in its order.
  const entries = spotify.library.playlist(target)!.entries.map((e) => e.trackId);
  t.is(
    entries.length,
    adds.reduce((sum, write) => sum + (write.json.trackIds as string[]).length, 0),
  );
  for (const write of adds) {
    const ids = write.json.trackIds as string[];
    const wanted = new Set(ids);
    t.deepEqual(
      entries.filter((id) => wanted.has(id)),
      ids,
      `${write.key}: each track once, in order`,
    );
  }

  t.is(web.child.exitCode, null, 'the web process kept running');
  const statuses = web.lines.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { res?: { statusCode?: number }; msg?: string };
      return entry.res?.statusCode !== undefined ? [{ status: entry.res.statusCode, line }] : [];
    } catch {
      return [];
    }
  });
  t.deepEqual(
    statuses.filter((s) => s.status >= 500 && s.status !== 503).map((s) => s.line),
    [],
    'no request answered 500',
  );
  t.false(
    web.lines.some((line) => line.includes('"unhandled error"')),
    'no unhandled error logged',
  );
  t.log(`${statuses.filter((s) => s.status === 503).length} answers of 503 while PostgreSQL was down`);
});
