import test from 'ava';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { freePort, freePortRun } from '../helpers/system.js';
import { SERVICE_IDS } from '../../src/integrations/serviceIds.js';

// `npm start` on a machine where nothing answers at the default PostgreSQL and Redis addresses
// (here: the defaults pointed at ports where nothing listens) starts its own and gets to READY.

test('npm start brings its own PostgreSQL and Redis and prints READY', async (t) => {
  const [port, examplePort, emulatorPort] = [await freePort(), await freePort(), await freePortRun()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOCAL_POSTGRES_URL: 'postgres://postgres@127.0.0.1:1/music_partner',
    LOCAL_REDIS_URL: 'redis://127.0.0.1:1',
    PORT: String(port),
    EXAMPLE_APP_PORT: String(examplePort),
    EMULATOR_BASE_PORT: String(emulatorPort),
    REDIS_PREFIX: `fresh-${process.pid}`,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/dev/start.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started: string[] = [];
  const said: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => {
    if (line.startsWith('started ')) started.push(line);
    said.push(line);
    said.splice(0, said.length - 20);
  });
  try {
    const ready = await new Promise<Record<string, unknown>>((done, fail) => {
      const timer = setTimeout(() => fail(new Error('no READY within 150 s')), 150_000);
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (!line.startsWith('READY ')) return;
        clearTimeout(timer);
        done(JSON.parse(line.slice(6)) as Record<string, unknown>);
      });
      child.once('exit', (code) => fail(new Error(`npm start exited with ${code}:\n${said.join('\n')}`)));
    });
    t.truthy(ready.exampleApp);
    // Every service's emulator is started and listed.
    t.deepEqual(Object.keys(ready.emulators as Record<string, string>).sort(), [...SERVICE_IDS].sort());
    t.is(started.length, 2, started.join('; '));
    t.regex(started.join('\n'), /PostgreSQL \(embedded/);
    t.regex(started.join('\n'), /Redis \(redis-server/);
    const health = await fetch(`http://127.0.0.1:${port}/health/ready`);
    t.is(health.status, 200, 'the web process reaches both');
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(null)));
  }
  // What it started went with it: the embedded PostgreSQL removed its pid file, redis-server is gone.
  t.false(existsSync('.local/postgres/postmaster.pid'), 'the embedded PostgreSQL stopped');
  const redisPid = Number(/pid (\d+)/.exec(started.join(' '))?.[1]);
  t.true(redisPid > 0);
  t.throws(() => process.kill(redisPid, 0), undefined, 'redis-server stopped');
});
