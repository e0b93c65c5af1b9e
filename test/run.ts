import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureTestServices } from '../src/dev/localServices.js';
import { builtPath, dropStaleOutput, markBuilt, outputIsCurrent } from './build.js';
import { SHARED_BROWSER, browserForTheRun } from './helpers/browser.js';

// `npm test`: every test, on this machine as it is. The tests name PostgreSQL at 127.0.0.1:5432 and
// Redis at 127.0.0.1:6379; where nothing answers there, this starts them for the run (and stops them
// after), and it installs Debian's Chromium for the page tests when it is missing and the run is
// root's. The tests run as tsc builds them into dist/ (built here first when a source changed; a type
// error fails the run after the tests). Arguments go to ava, a test file or folder named by its
// source (`npm test -- test/http test/docs/site.test.ts`).

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    process.stderr.write('Chromium is missing: installing it from Debian packages for the page tests…\n');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'ignore', env });
  }
  if (!existsSync(chromium))
    process.stderr.write(`No Chromium at ${chromium}: the page tests will fail (Debian: apt install chromium).\n`);
}

// Every test file is a process of its own that loads much the same modules: V8's compiled code is
// kept between them (and between runs) instead of each compiling it again. Outside the project, so
// that no test that copies or lists the project's files finds it.
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'music-partner-api-compile-cache');

let typesFailed = false;
if (!outputIsCurrent()) {
  process.stderr.write('building the project and its tests into dist/…\n');
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  typesFailed = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { stdio: 'inherit' }).status !== 0;
  if (typesFailed) process.stderr.write('the type-check failed (above); the tests run on what was built\n');
  markBuilt(!typesFailed);
}
dropStaleOutput();

const services = await ensureTestServices(process.env);
for (const line of services.started) process.stderr.write(`started for this run: ${line}\n`);
// The page tests connect to one Chromium (test/helpers/browser.ts); without one they launch their own.
const browser = existsSync(chromium) ? await browserForTheRun().catch(() => undefined) : undefined;
if (browser) process.env[SHARED_BROWSER] = browser.wsEndpoint();
const ava = spawn(
  process.execPath,
  [
    'node_modules/ava/entrypoints/cli.mjs',
    '--config',
    'test/built.ava.config.js',
    ...process.argv.slice(2).map(builtPath),
  ],
  { stdio: 'inherit' },
);
const stop = () => ava.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const code = await new Promise<number>((resolve) =>
  ava.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
);
await browser?.close();
await services.stop();
process.exit(code || (typesFailed ? 1 : 0));
