import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { loadConfig, type Config } from '../../src/config.js';
import { startWeb, type WebServer } from '../../src/web.js';
import { migratedDatabase } from './database.js';
import { freePort } from '../../src/dev/localServices.js';
import { forgetPrefix } from '../../src/redis.js';
import { SERVICES } from '../../src/integrations/services.js';

/** Every variable that points an adapter at one of a service's real hosts, from the services' records. */
export const SERVICE_URL_VARIABLES = SERVICES.flatMap((service) =>
  Object.entries(service.variables)
    .filter(([, variable]) => variable.host)
    .map(([name]) => name),
);

export { freePort };

const isFree = (port: number) =>
  new Promise<boolean>((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });

/**
 * The first of `count` consecutive free ports, for `npm start`'s emulators (EMULATOR_BASE_PORT and
 * the ports after it). Chosen at random below the ephemeral range, where no `freePort` of another
 * test lands, so that two starts running side by side do not take each other's ports.
 */
export async function freePortRun(count = 20): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const base = 10_000 + Math.floor(Math.random() * 20_000);
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}

export interface TestSystem {
  config: Config;
  web: WebServer;
  /** Base URL of the listening web process, e.g. http://127.0.0.1:41234 */
  url: string;
  stop(): Promise<void>;
}

/**
 * A real web process for one test file: its own migrated database, its own Redis key prefix,
 * listening on a free port. Tests talk to it over HTTP. A test that names its own `DATABASE_URL`
 * migrates that database itself (`migratedDatabase`).
 */
export async function startTestSystem(env: Record<string, string> = {}): Promise<TestSystem> {
  const database = await migratedDatabase();
  // A known port, so that BASE_URL (the services' redirect target) is where the web process listens.
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    // Tests never reach a real music service: unless a test points a service at an emulator, it
    // points at a closed local port.
    ...Object.fromEntries(SERVICE_URL_VARIABLES.map((name) => [name, 'http://127.0.0.1:9'])),
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  const web = await startWeb(config);
  return {
    config,
    web,
    url: web.url,
    async stop() {
      await forgetPrefix(web.runtime.redis, config.redisPrefix);
      await web.stop();
      await database.drop();
    },
  };
}
