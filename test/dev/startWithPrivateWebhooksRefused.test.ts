import test from 'ava';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { freshDatabase } from '../helpers/database.js';
import { freePort } from '../helpers/system.js';

// `npm start` with WEBHOOK_ALLOW_PRIVATE_ADDRESSES=false: the example app's webhook endpoint is on
// this machine, which that setting refuses. The system starts without the endpoint and says why,
// instead of stopping before READY.

test('npm start refusing private webhook addresses starts without the example app endpoint', async (t) => {
  // PostgreSQL and Redis are the ones already running; most of the wait is the emulators' catalogue.
  t.timeout(240_000);
  const database = await freshDatabase();
  const [port, examplePort, emulatorPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/dev/start.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `private-hooks-${process.pid}`,
      PORT: String(port),
      EXAMPLE_APP_PORT: String(examplePort),
      EMULATOR_BASE_PORT: String(emulatorPort),
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const said: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => void said.push(line));
  try {
    const ready = await new Promise<Record<string, unknown>>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no READY within 200 s:\n${said.slice(-20).join('\n')}`)), 200_000);
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (!line.startsWith('READY ')) return;
        clearTimeout(timer);
        done(JSON.parse(line.slice(6)) as Record<string, unknown>);
      });
      child.once('exit', (code) => fail(new Error(`npm start exited with ${code}:\n${said.slice(-20).join('\n')}`)));
    });
    const why = said.filter((line) => /receives no webhooks/.test(line));
    t.is(why.length, 1, said.join('\n'));
    t.regex(why[0], /WEBHOOK_ALLOW_PRIVATE_ADDRESSES=false/);
    t.regex(why[0], new RegExp(`localhost:${examplePort}/webhooks`));
    const home = await fetch(String(ready.exampleApp));
    t.is(home.status, 200, 'the example app answers');
    t.regex(await home.text(), /registered no webhook endpoint/, 'and says it receives none');
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(null)));
    await database.drop();
  }
});
