import { spawn, type ChildProcess } from 'node:child_process';
import { nodeArguments } from './entrypoints.js';
import { client } from './http.js';
import { freePort, type TestSystem } from './system.js';
import { endsWithThisProcess, workerExit } from './workerProcess.js';

export interface WebProcess {
  child: ChildProcess;
  /** Base URL it listens on. */
  url: string;
}

/**
 * A `web` process of the system under test, started as the Procfile starts it, on the system's
 * database, Redis prefix and keys, with the extra environment a test needs (emulators, budgets,
 * `FAULT_KILL_ANSWERING` of ./killedWhileAnswering.ts). Answers once it serves `/health/live`.
 * `FAULT_WORKER_LOGS=1` shows its log.
 */
export async function startWebProcess(system: TestSystem, env: Record<string, string> = {}): Promise<WebProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = endsWithThisProcess(
    spawn(process.execPath, nodeArguments('src/server.ts', ['test/helpers/killedWhileAnswering.ts']), {
      env: {
        ...process.env,
        DATABASE_URL: system.config.databaseUrl,
        REDIS_PREFIX: system.config.redisPrefix,
        LOG_LEVEL: 'silent',
        PORT: String(port),
        BASE_URL: url,
        ...env,
      },
      stdio: process.env.FAULT_WORKER_LOGS ? 'inherit' : 'ignore',
    }),
  );
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the web process ended before it listened (${child.signalCode ?? child.exitCode})`);
    const live = await fetch(`${url}/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (live) return { child, url };
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error('the web process did not listen within a minute');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Sends a keyed POST to `web`, which dies before it answers (its fault is armed by the caller),
 * and waits until the process is gone: answers the signal that ended it and what the client saw
 * (the connection dropping, never an answer).
 */
export async function postToDyingWeb(
  web: WebProcess,
  authorization: string,
  path: string,
  key: string,
  json: unknown,
): Promise<{ ended: NodeJS.Signals | number | null; seen: string }> {
  const sent = client(web.url, { authorization })
    .post(path, { json, headers: { 'idempotency-key': key } })
    .then(
      (res) => `answered ${res.statusCode}`,
      (err: Error) => err.message,
    );
  const ended = await workerExit(web.child, 30_000);
  return { ended, seen: await sent };
}
