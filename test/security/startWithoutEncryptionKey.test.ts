import test from 'ava';
import { execFile } from 'node:child_process';
import { ConfigError, loadConfig } from '../../src/config.js';
import { nodeArguments } from '../helpers/entrypoints.js';

// Attack: with no ENCRYPTION_KEYS, every process used a key printed in the source, so anyone who
// read the source could open stored tokens and forge nextParam. Now nothing starts without keys
// outside an explicit development or test environment.

function withoutKeys(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
  delete env.NODE_ENV;
  delete env.ENCRYPTION_KEYS;
  return env;
}

function run(entry: string): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(process.execPath, nodeArguments(entry), { env: withoutKeys(), timeout: 60_000 }, (err, stdout, stderr) =>
      resolve({
        code: err ? ((err as { code?: number }).code ?? null) : 0,
        output: `${stdout}${stderr}`,
        ms: Date.now() - started,
      }),
    );
  });
}

for (const entry of ['src/server.ts', 'workers/index.ts', 'src/db/migrate.ts']) {
  test(`${entry} refuses to start without ENCRYPTION_KEYS when NODE_ENV is unset`, async (t) => {
    const result = await run(entry);
    t.not(result.code, 0);
    t.regex(result.output, /ENCRYPTION_KEYS is required/);
    t.is(result.output.trim().split('\n').length, 1, result.output);
  });
}

test('no key lives in the source: production without keys throws, development gets a random key of its own', (t) => {
  t.throws(() => loadConfig(withoutKeys()), { instanceOf: ConfigError, message: /ENCRYPTION_KEYS/ });
  t.throws(() => loadConfig({ ...withoutKeys(), NODE_ENV: 'production' }), { instanceOf: ConfigError });
  const a = loadConfig({ ...withoutKeys(), NODE_ENV: 'development' });
  const b = loadConfig({ ...withoutKeys(), NODE_ENV: 'development' });
  t.notDeepEqual(a.encryptionKeys[0].key, b.encryptionKeys[0].key);
});
