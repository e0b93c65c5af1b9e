import { ConfigError } from './config.js';

/** Postgres or Redis cannot be reached or used as configured; `runMain` says so in one line. */
export class DependencyError extends Error {}

/**
 * Runs a process entry point. A configuration or dependency problem (Postgres or Redis not
 * reachable) ends the process with one readable line instead of a stack trace.
 */
export function runMain(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    if (err instanceof ConfigError || err instanceof DependencyError) {
      console.error(`error: ${err.message}`);
    } else {
      console.error(err);
    }
    process.exit(1);
  });
}

/** Calls `stop` once on SIGTERM or SIGINT, then exits; a second signal exits at once. */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    stop()
      .then(() => process.exit(0))
      .catch((err) => {
        console.error(`error during shutdown after ${signal}:`, err);
        process.exit(1);
      });
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
