import type { ServiceTokens } from '../types.js';

/** The app's own access token, for calls made for no listener. */
export interface AppToken {
  /** The header that carries it (`Authorization: Bearer …`, or the service's own scheme). */
  header(scheme?: string): Promise<Record<string, string>>;
  /** Drops the token the service refused, so that the next call asks for another. */
  forget(): void;
}

/** Until when a token is used: a minute short of its expiry, so that none expires on the way. */
const MARGIN_MS = 60_000;
/** How long a token whose answer names no expiry is used. */
const UNSTATED_LIFE_MS = 3_600_000;

/**
 * One grant serves every call until its token nearly expires, and calls that need a token while
 * one is asked for wait for that same grant: some services allow an app only a few dozen grants a
 * day. A failed grant is asked again by the next call.
 */
export function appToken(grant: () => Promise<ServiceTokens>): AppToken {
  let current: Promise<{ token: string; expiresAt: number }> | null = null;

  async function token(): Promise<string> {
    const asked = current;
    const held = asked ? await asked.catch(() => null) : null;
    // Another call may have asked for the next token while this one looked at the last.
    const stale = current === asked && (!held || held.expiresAt - MARGIN_MS < Date.now());
    if (current === null || stale) {
      current = grant().then((issued) => ({
        token: issued.accessToken,
        expiresAt: issued.expiresAt ?? Date.now() + UNSTATED_LIFE_MS,
      }));
    }
    return (await current).token;
  }

  return {
    header: async (scheme = 'Bearer') => ({ authorization: `${scheme} ${await token()}` }),
    forget: () => {
      current = null;
    },
  };
}
