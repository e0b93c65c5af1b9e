import type { Redis } from 'ioredis';
import type { Keyring, SealedPlace } from '../crypto/encryption.js';

/**
 * What the page after a form's redirect tells the person: how the action went, and at most one
 * secret to copy (a new key's Client Secret, an invitation link) that exists nowhere else.
 */
export interface Flash {
  kind: 'success' | 'error';
  text: string;
  secret?: { label: string; value: string; id: string };
}

/** Long enough for the redirect that follows the form; a flash nobody reads is worthless after it. */
const FLASH_LIFE_MS = 5 * 60_000;

/**
 * One-shot messages held server-side for one dashboard session, so that neither an outcome nor a
 * secret travels in a URL (where history, logs and Referer would keep it). The first page the
 * session loads takes the flash and it is gone, so a reload never shows a secret again. It is
 * sealed, bound to the session, because Redis is not where secrets rest.
 */
export class FlashStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly keyring: Keyring,
  ) {}

  private key(sessionId: string): string {
    return `${this.prefix}:dashboard-flash:${sessionId}`;
  }

  private place(sessionId: string): SealedPlace {
    return { table: 'dashboard_sessions', column: 'flash', rowId: sessionId };
  }

  async set(sessionId: string, flash: Flash): Promise<void> {
    await this.redis.set(this.key(sessionId), this.keyring.sealJson(flash, this.place(sessionId)), 'PX', FLASH_LIFE_MS);
  }

  /** The session's flash, removed as it is read; null when there is none or it no longer opens. */
  async take(sessionId: string): Promise<Flash | null> {
    const sealed = await this.redis.getdel(this.key(sessionId));
    if (!sealed) return null;
    try {
      return this.keyring.openJson<Flash>(sealed, this.place(sessionId));
    } catch {
      return null;
    }
  }
}
