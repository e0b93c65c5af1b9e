import test from 'ava';
import { execFile, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parsePage } from '../helpers/dom.js';
import { nodeArguments } from '../helpers/entrypoints.js';

// A process that cannot start says why in one line, without a stack trace.

function start(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      nodeArguments('src/server.ts'),
      { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, timeout: 30_000 },
      (err, _stdout, stderr) => resolve({ code: (err as { code?: number } | null)?.code ?? 0, stderr }),
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
  const run = await start({
    REDIS_URL: 'redis://127.0.0.1:1',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  t.is(run.code, 1);
  t.regex(run.stderr.trim(), /^error: cannot reach Redis at 127\.0\.0\.1:1: /);
});

test('web and worker stop cleanly on SIGTERM', async (t) => {
  const { freshDatabase } = await import('../helpers/database.js');
  const { connectDatabase } = await import('../../src/db/database.js');
  const { migrateUp } = await import('../../src/db/migrator.js');
  const database = await freshDatabase();
  try {
    const sequelize = await connectDatabase(database.url, { poolMax: 2 });
    await migrateUp(sequelize);
    await sequelize.close();
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: '0',
      REDIS_PREFIX: `test-sigterm-${process.pid}`,
      LOG_LEVEL: 'info',
    };
    for (const entry of ['src/server.ts', 'workers/index.ts']) {
      const child = spawn(process.execPath, nodeArguments(entry), { env, stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve) =>
        createInterface({ input: child.stdout! }).on('line', (line) =>
          /web listening|worker started/.test(line) ? resolve() : undefined,
        ),
      );
      child.kill('SIGTERM');
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      t.is(code, 0, entry);
    }
  } finally {
    await database.drop();
  }
});

test('the queue board asks for operator credentials when it is configured', async (t) => {
  const { startTestSystem } = await import('../helpers/system.js');
  const system = await startTestSystem({ OPERATOR_PASSWORD: 'operator-password-123' });
  try {
    const none = await fetch(`${system.url}/admin/queues`);
    t.is(none.status, 401);
    t.is(none.headers.get('www-authenticate'), 'Basic realm="operators"');
    const wrong = await fetch(`${system.url}/admin/queues`, {
      headers: { authorization: `Basic ${Buffer.from('operator:nope').toString('base64')}` },
    });
    t.is(wrong.status, 401);
    const ok = await fetch(`${system.url}/admin/queues`, {
      headers: { authorization: `Basic ${Buffer.from('operator:operator-password-123').toString('base64')}` },
    });
    t.is(ok.status, 200);
    t.truthy(parsePage(await ok.text()).document.querySelector('html body'), 'the queue board is a page');
  } finally {
    await system.stop();
  }
});
