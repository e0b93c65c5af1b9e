import { spawn, type ChildProcess } from 'node:child_process';
import { nodeArguments } from './entrypoints.js';
import type { TestSystem } from './system.js';

/**
 * A `worker` process of the system under test, started as the Procfile starts it, on the system's
 * database and Redis prefix, with the extra environment a test needs (emulators, short job locks,
 * a fault point). `FAULT_WORKER_LOGS=1` shows its log.
 */
export function startWorkerProcess(system: TestSystem, env: Record<string, string> = {}): ChildProcess {
  return endsWithThisProcess(
    spawn(process.execPath, nodeArguments('workers/index.ts'), {
      env: {
        ...process.env,
        DATABASE_URL: system.config.databaseUrl,
        REDIS_PREFIX: system.config.redisPrefix,
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: process.env.FAULT_WORKER_LOGS ? 'inherit' : 'ignore',
    }),
  );
}

// A process a test file started dies with that file's process, whatever failed before the test's own
// kill: one left running would take CPU from every later file of the run.
const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

/** `child`, killed when this test file's process exits if it still runs then. */
export function endsWithThisProcess(child: ChildProcess): ChildProcess {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** Waits for a worker to die by itself (a fault point), at most `timeoutMs`; answers the signal or code that ended it. */
export function workerExit(worker: ChildProcess, timeoutMs: number): Promise<NodeJS.Signals | number | null> {
  if (worker.exitCode !== null || worker.signalCode !== null)
    return Promise.resolve(worker.signalCode ?? worker.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the worker was still running after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    worker.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(signal ?? code);
    });
  });
}

/** Kills a worker with SIGKILL, as a lost machine would, and waits until it is gone. */
export async function killWorker(worker: ChildProcess): Promise<void> {
  // A process ended by a signal has no exit code, only its signal.
  if (worker.exitCode !== null || worker.signalCode !== null) return;
  worker.kill('SIGKILL');
  await new Promise((resolve) => worker.once('exit', resolve));
}
