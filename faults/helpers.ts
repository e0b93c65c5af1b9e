import { spawn, type ChildProcess } from 'node:child_process';
import type { TestSystem } from '../test/helpers/system.js';

/** A worker process of the system under fault, with the environment the scenario needs. */
export function startWorker(system: TestSystem, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'workers/index.ts'], {
    env: { ...process.env, DATABASE_URL: system.config.databaseUrl, REDIS_PREFIX: system.config.redisPrefix, LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  });
}

export async function stopWorker(worker: ChildProcess): Promise<void> {
  if (worker.exitCode !== null) return;
  worker.kill('SIGKILL');
  await new Promise((resolve) => worker.once('exit', resolve));
}
