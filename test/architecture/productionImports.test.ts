import test from 'ava';
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freshDatabase } from '../helpers/database.js';
import { nodeArguments } from '../helpers/entrypoints.js';
import { connectDatabase } from '../../src/db/database.js';
import { migrateUp } from '../../src/db/migrator.js';

// The web and worker processes, started as the Procfile starts them and traced until they are up,
// load no test double: nothing under src/emulators/ (nor the demo and local-key helpers of src/dev/).

/** Every module URL the process at `entry` loaded until it said `ready`. */
async function loadedModules(entry: string, ready: RegExp, env: NodeJS.ProcessEnv): Promise<string[]> {
  const file = join(tmpdir(), `module-trace-${process.pid}-${entry.replace(/\W/g, '_')}`);
  await rm(file, { force: true });
  const child = spawn(process.execPath, nodeArguments(entry, ['test/helpers/moduleTrace.mjs']), {
    env: { ...env, MODULE_TRACE_FILE: file, LOG_LEVEL: 'info', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => (ready.test(line) ? resolve() : undefined));
      child.once('exit', (code) => reject(new Error(`${entry} exited with ${code} before it was ready`)));
    });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
  }
  const urls = (await readFile(file, 'utf8')).trim().split('\n');
  await rm(file, { force: true });
  return urls;
}

test('the web and worker processes load no emulator code', async (t) => {
  const database = await freshDatabase();
  try {
    const sequelize = await connectDatabase(database.url, { poolMax: 2 });
    await migrateUp(sequelize);
    await sequelize.close();
    const env = { ...process.env, DATABASE_URL: database.url, PORT: '0', REDIS_PREFIX: `test-imports-${process.pid}` };
    for (const [entry, ready] of [
      ['src/server.ts', /web listening/],
      ['workers/index.ts', /worker started/],
    ] as const) {
      const ours = (await loadedModules(entry, ready, env)).filter(
        (url) => url.startsWith('file:') && !url.includes('/node_modules/'),
      );
      // The trace sees the adapters, so an empty list below means something.
      t.true(
        ours.some((url) => /\/src\/integrations\/spotify\/adapter\.[jt]s$/.test(url)),
        `${entry} traced`,
      );
      t.deepEqual(
        ours.filter((url) => /\/src\/(emulators|dev)\//.test(url)),
        [],
        `${entry} loads no emulator or local-development module`,
      );
    }
  } finally {
    await database.drop();
  }
});
