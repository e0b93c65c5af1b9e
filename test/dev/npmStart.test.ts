import test from 'ava';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { connectThroughSignIn } from '../../src/dev/signIn.js';
import { freshDatabase } from '../helpers/database.js';
import { freePort } from '../helpers/system.js';

// `npm start` as a newcomer runs it, once for the file, on the PostgreSQL and Redis already
// running (most of the wait is the emulators' catalogue). It refuses private webhook addresses
// here (WEBHOOK_ALLOW_PRIVATE_ADDRESSES=false): the example app's webhook endpoint is on this
// machine, so the system must start without it and say why, instead of stopping before READY.

interface Ready {
  baseUrl: string;
  slug: string;
  clientId: string;
  clientSecret: string;
  exampleApp: string;
}

let child: ChildProcess;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let ready: Ready;
let examplePort: number;
const said: string[] = [];

test.before(async (t) => {
  t.timeout(240_000);
  database = await freshDatabase();
  const [port, emulatorPort] = [await freePort(), await freePort()];
  examplePort = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'src/dev/start.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `npm-start-${process.pid}`,
      PORT: String(port),
      EXAMPLE_APP_PORT: String(examplePort),
      EMULATOR_BASE_PORT: String(emulatorPort),
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  createInterface({ input: child.stderr! }).on('line', (line) => void said.push(line));
  ready = await new Promise<Ready>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no READY within 200 s:\n${said.slice(-20).join('\n')}`)), 200_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      done(JSON.parse(line.slice(6)) as Ready);
    });
    child.once('exit', (code) => fail(new Error(`npm start exited with ${code}:\n${said.slice(-20).join('\n')}`)));
  });
});

test.after.always(async () => {
  if (child) {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(null)));
  }
  await database?.drop();
});

test('refusing private webhook addresses, it starts without the example app endpoint and says why', async (t) => {
  const why = said.filter((line) => /receives no webhooks/.test(line));
  t.is(why.length, 1, said.join('\n'));
  t.regex(why[0], /WEBHOOK_ALLOW_PRIVATE_ADDRESSES=false/);
  t.regex(why[0], new RegExp(`localhost:${examplePort}/webhooks`));
  const home = await fetch(ready.exampleApp);
  t.is(home.status, 200, 'the example app answers');
  t.regex(await home.text(), /registered no webhook endpoint/, 'and says it receives none');
});

/** Runs `file` with node and tsx, or compiles it with tsc; answers what it printed. */
const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<string>((resolve, reject) =>
    execFile(process.execPath, args, { env }, (err, stdout, stderr) =>
      err ? reject(new Error(`${stdout}${stderr}` || err.message)) : resolve(stdout),
    ),
  );

test('a partner program on the typed client compiles under --strict and runs against it', async (t) => {
  // A partner's own compiler settings, not the project's.
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const flags = [
    '--noEmit',
    '--strict',
    '--module',
    'nodenext',
    '--moduleResolution',
    'nodenext',
    '--target',
    'es2023',
  ];
  await run([tsc, ...flags, '--skipLibCheck', '--types', 'node', 'clients/typescript/example.ts']);

  // A listener signs in, as through the example app; the program gets the callback's authModelUUID.
  const returnUrl = `${ready.exampleApp.replace(/\/$/, '')}/`;
  const user = await connectThroughSignIn(ready.baseUrl, ready.slug, 'spotify', 'demo@listeners.example', returnUrl);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { rows } = await db
    .query<{ id: string }>('SELECT id FROM sign_in_attempts WHERE integration_user_id = $1', [user])
    .finally(() => db.end());

  const output = await run(['--import', 'tsx', 'clients/typescript/example.ts'], {
    ...process.env,
    BASE_URL: ready.baseUrl,
    CLIENT_ID: ready.clientId,
    CLIENT_SECRET: ready.clientSecret,
    AUTH_MODEL_UUID: rows[0].id,
  });
  t.regex(output, /services: .*Spotify/);
  t.regex(output, /^spotify ok .+ [A-Z]{2}[A-Z0-9]{3}\d{7}$/m, 'a C1 result with its ISRC');
  t.regex(output, new RegExp(`connected users: .*${user} \\(spotify\\)`));
  t.regex(output, /sign-in succeeded: an access token of \d+ characters/);
});
