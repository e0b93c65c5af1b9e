import test from 'ava';
import { execFile } from 'node:child_process';

// A process that cannot start says why in one line, without a stack trace.

function start(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/server.ts'], { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, timeout: 30_000 }, (err, _stdout, stderr) =>
      resolve({ code: (err as { code?: number } | null)?.code ?? 0, stderr }),
    );
  });
}

test('an invalid setting is named in one line', async (t) => {
  const run = await start({ PORT: 'abc' });
  t.is(run.code, 1);
  t.regex(run.stderr.trim(), /^error: invalid configuration: "PORT" must be a number$/);
});

test('an unreachable PostgreSQL is named in one line', async (t) => {
  const run = await start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere' });
  t.is(run.code, 1);
  t.regex(run.stderr.trim(), /^error: cannot reach PostgreSQL at 127\.0\.0\.1:1: /);
  t.is(run.stderr.trim().split('\n').length, 1);
});

test('an unreachable Redis is named in one line', async (t) => {
  const run = await start({ REDIS_URL: 'redis://127.0.0.1:1', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' });
  t.is(run.code, 1);
  t.regex(run.stderr.trim(), /^error: cannot reach Redis at 127\.0\.0\.1:1: /);
});
