import type { Redis } from 'ioredis';
import { luaScript } from '../redis.js';

// The summary's search is a person typing words, but anyone holding a wizard session can send its
// address in a loop, and each search is a call to the service on the partner's share of its
// budget: the share its transfers and its library reads live on. So searches that reach the
// service are counted in Redis (every web process shares the counts) and refused past any of three
// caps, before the service is called. An answer served from the summary's cache of answers
// (`searchAnswers.ts`) spends nothing and is not counted.
//
// The calls themselves spend the partner's share at interactive priority, as its library reads do:
// a person waits for the answer, and background calls from the web process would need an async
// context there, which every later promise of the process pays for (src/workContext.ts). The
// partner's transfers keep the background floor of the share whatever interactive calls ask
// (src/integrations/http/budget.ts); the account's cap below keeps the searches to a slice of it.

/** A person searches a few songs a minute; a loop would search hundreds. */
export const SEARCHES_PER_SESSION_PER_MINUTE = 10;
/** One transfer's summary, whoever opens it: enough for its songs not found, not a search service. */
export const SEARCHES_PER_TRANSFER_PER_HOUR = 30;
/**
 * Every summary of one partner together: one search a second on average, against budgets of 4 to
 * 20 calls a second, so that many wizard sessions (anyone can open one from a partner's public
 * link) leave most of the partner's share to its transfers and library reads.
 */
export const SEARCHES_PER_ACCOUNT_PER_MINUTE = 60;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Which cap refused a search: the wizard session's, the transfer's or the partner's. */
export type SearchCap = 'session' | 'transfer' | 'account';
const CAPS: { cap: SearchCap; limit: number; windowMs: number }[] = [
  { cap: 'session', limit: SEARCHES_PER_SESSION_PER_MINUTE, windowMs: MINUTE_MS },
  { cap: 'transfer', limit: SEARCHES_PER_TRANSFER_PER_HOUR, windowMs: HOUR_MS },
  { cap: 'account', limit: SEARCHES_PER_ACCOUNT_PER_MINUTE, windowMs: MINUTE_MS },
];

// Each key counts the searches of a window that starts with its first one. A search is counted on
// every key only when none is full, so a refused search spends nothing; the first full key answers
// its place in KEYS and the milliseconds left of its window. The keys share one hash tag: a Redis
// Cluster keeps them in one slot for the script.
const TAKE = luaScript(`
for i = 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') >= tonumber(ARGV[i]) then
    local left = redis.call('PTTL', KEYS[i])
    if left < 0 then
      left = tonumber(ARGV[#KEYS + i])
      redis.call('PEXPIRE', KEYS[i], left)
    end
    return { i, left }
  end
end
for i = 1, #KEYS do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[#KEYS + i]) end
end
return { 0, 0 }
`);

export type SearchTurn = { ok: true } | { ok: false; cap: SearchCap; limit: number; retryAfterSeconds: number };

/** Who a search is for: the wizard session that sends it, the transfer it is of, the partner it spends. */
export interface SearchOf {
  wizardSessionId: string;
  transferId: string;
  accountId: string;
}

/** Counts one search that will reach the service, or says which cap refuses it and for how long. */
export async function takeSearchTurn(deps: { redis: Redis; redisPrefix: string }, of: SearchOf): Promise<SearchTurn> {
  const tag = `{${deps.redisPrefix}:wizard-search}`;
  const ids: Record<SearchCap, string> = {
    session: of.wizardSessionId,
    transfer: of.transferId,
    account: of.accountId,
  };
  const [at, leftMs] = (await TAKE(
    deps.redis,
    CAPS.map((c) => `${tag}:${c.cap}:${ids[c.cap]}`),
    [...CAPS.map((c) => c.limit), ...CAPS.map((c) => c.windowMs)],
  )) as [number, number];
  if (at === 0) return { ok: true };
  const { cap, limit } = CAPS[at - 1];
  return { ok: false, cap, limit, retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)) };
}
