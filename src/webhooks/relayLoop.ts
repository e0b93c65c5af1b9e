import pg from 'pg';
import type { Sequelize } from 'sequelize';
import type { Queues } from '../queues.js';
import { log } from '../log.js';
import { OUTBOX_CHANNEL } from './outbox.js';
import { relayOutbox } from './relay.js';

export interface RelayLoop {
  stop(): Promise<void>;
}

/**
 * Runs the outbox relay in the worker: woken at once by the commit of an event (Postgres NOTIFY,
 * sent only when the transaction commits) and at least every `pollMs` in case a notification was
 * missed (a reconnect, an event written by hand). Several workers may run it: rows are claimed
 * with SKIP LOCKED.
 */
export async function startRelayLoop(
  databaseUrl: string,
  sequelize: Sequelize,
  queues: Queues,
  pollMs = 250,
): Promise<RelayLoop> {
  let running = false;
  let again = false;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();

  const pass = async () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    current = (async () => {
      try {
        do {
          again = false;
          // A full batch means more are waiting: go on at once.
          while (!stopped && (await relayOutbox(sequelize, queues)) === 500);
        } while (again && !stopped);
      } catch (err) {
        log.warn({ err: (err as Error).message }, 'outbox relay pass failed; retrying on the next tick');
      } finally {
        running = false;
      }
    })();
    await current;
  };

  const listener = new pg.Client({ connectionString: databaseUrl });
  listener.on('error', (err) => log.warn({ err: err.message }, 'outbox listener connection error'));
  listener.on('notification', () => void pass());
  await listener.connect();
  await listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
  const timer = setInterval(() => void pass(), pollMs);
  void pass();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
      await listener.end().catch(() => undefined);
    },
  };
}
