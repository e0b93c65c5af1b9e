import pg from 'pg';
import { log } from '../log.js';
import type { IntegrationUser } from './models.js';

const CHANNEL = 'integration_user_changes';

/**
 * Connected users of `/api/...` calls, kept in the web process for a few seconds so that a busy
 * user costs no database read per call. Postgres announces every change of a user at commit
 * (migration 0004), and the entry goes at once; while that feed is down nothing is cached, so a
 * deleted or signed-out user is never served from here.
 */
export class ConnectedUserCache {
  private readonly entries = new Map<string, { user: IntegrationUser; expiresAt: number }>();
  private live = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get(accountId: string, uuid: string): IntegrationUser | undefined {
    const entry = this.entries.get(uuid);
    if (!entry || entry.user.accountId !== accountId) return undefined;
    if (entry.expiresAt > Date.now()) return entry.user;
    this.entries.delete(uuid);
    return undefined;
  }

  set(user: IntegrationUser): void {
    if (!this.live || this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(user.id, { user, expiresAt: Date.now() + this.ttlMs });
  }

  drop(uuid: string): void {
    this.entries.delete(uuid);
  }

  /** Whether changes are being heard; entries are only kept while they are. */
  setLive(live: boolean): void {
    this.live = live;
    this.entries.clear();
  }
}

/** Listens to user changes on a connection of its own, reconnecting after a loss; returns a stop. */
export async function followUserChanges(databaseUrl: string, cache: ConnectedUserCache): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    cache.setLive(false);
    which.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 1_000);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) cache.drop(message.payload);
    });
    next.on('error', (err) => {
      log.warn({ err: err.message }, 'connected-user change feed lost; caching paused');
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      lost(next);
      throw err;
    }
    // Changes made while nobody listened were missed: start from an empty cache.
    if (client === next) cache.setLive(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    cache.setLive(false);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
