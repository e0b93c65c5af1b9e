import type { Redis } from 'ioredis';
import type { Caller } from './callers.js';
import type { BudgetUsage } from './usage.js';

/** How many calls per second a service allows us (all processes together), and per user where it limits users. */
export interface BudgetLimits {
  perSecond: number;
  perUserPerSecond?: number;
}

/** An account's claim on every service's budget: its weight against the others, and at most this share of it. */
export interface AccountShare {
  weight: number;
  /** A fraction of the service's budget the account never goes past, even alone; null for none. */
  cap: number | null;
}

export const EQUAL_SHARE: AccountShare = { weight: 1, cap: null };

/** One call asking for a slot: whose share it spends, and the user it acts for (per-user limits). */
export interface BudgetCall extends Caller {
  userKey: string | null;
}

export interface RequestBudget {
  /**
   * Waits for a slot to call `service` for `call`; answers how long it waited (ms). Throws
   * BudgetExhausted when the wait would pass `maxWaitMs`.
   */
  take(service: string, call: BudgetCall, maxWaitMs: number): Promise<number>;
  /** Stops every process calling `service` for `seconds`: the service answered 429 to `call`. */
  pause(service: string, seconds: number, call?: Caller): Promise<void>;
}

export class BudgetExhausted extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`request budget exhausted; retry after ${retryAfterSeconds}s`);
  }
}

// Weighted fair sharing of one service's one-second window between the flows that want it: a flow
// is one account's interactive or background calls. A flow wants budget when it asked for some in
// this window or the last; how much it asked for then is what it is expected to want now.
//
// Each account is entitled to the window in proportion to its weight (never past its cap); within
// the account, interactive calls to all of it but the background floor, background calls to the
// floor and whatever interactive calls are not expected to want. A flow's reserve is the part of
// its entitlement it is expected to want and has not used yet. A call is granted while the window
// has room after every other flow's reserve: a flow alone takes the whole window, a quiet flow
// finds its few calls waiting for it however hard another floods, and no slot is held back for a
// flow that does not ask. Everything of a window expires with it, so a process that dies holding a
// lease costs at most the rest of that second.
//
// KEYS: this window's hash, the last window's hash, the pause flag. ARGV: limit, account, class
// (i|b), weight, cap (0 for none), background floor, slots wanted, asks to record, ms into the window.
// Returns the slots granted, 0 when the window has none for this flow, or -ms to ask again after
// (while paused, or until the headroom lapses).
const FAIR_LEASE = `
local pausedFor = redis.call('PTTL', KEYS[3])
if pausedFor > 0 then return -pausedFor end
local limit, account, class = tonumber(ARGV[1]), ARGV[2], ARGV[3]
local floor, want, asks = tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])
local me = account .. '|' .. class
if asks > 0 then redis.call('HINCRBY', KEYS[1], 'a:' .. me, asks) end
redis.call('HSET', KEYS[1], 'w:' .. account, ARGV[4], 'c:' .. account, ARGV[5])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], 3000) end

local function load(key)
  local t = {}
  local flat = redis.call('HGETALL', key)
  for i = 1, #flat, 2 do t[flat[i]] = tonumber(flat[i + 1]) end
  return t
end
local cur, prev = load(KEYS[1]), load(KEYS[2])
local used = cur['used'] or 0
if used >= limit then
  redis.call('HINCRBY', KEYS[1], 'r:' .. me, 1)
  return 0
end

local flows, accounts, total = {}, {}, 0
for _, t in ipairs({ prev, cur }) do
  for k in pairs(t) do
    local flow = string.match(k, '^a:(.*)$')
    if flow then
      flows[flow] = true
      local acc = string.match(flow, '^(.*)|%a$')
      if not accounts[acc] then
        accounts[acc] = true
        total = total + (cur['w:' .. acc] or prev['w:' .. acc] or 1)
      end
    end
  end
end
-- A flow refused in this window wants more than it got: all it is entitled to. Any other is
-- expected to ask as often as it did, and once more until the window's last fifth, since calls at a
-- steady rate fall one more or one fewer into a window as their phase drifts. A flow refused only in
-- the last window is owed its entitlement until that fifth too (its waiting calls come back in this
-- one), then no more than it asked for: one burst refused must not hold its whole share idle for a
-- second after.
local headroom = (tonumber(ARGV[9]) < 800) and 1 or 0
local function expected(flow)
  if not flows[flow] then return 0 end
  if (cur['r:' .. flow] or 0) > 0 then return limit end
  if headroom > 0 and (prev['r:' .. flow] or 0) > 0 then return limit end
  return math.max(prev['a:' .. flow] or 0, cur['a:' .. flow] or 0) + headroom
end
local function entitled(acc)
  local whole = limit * (cur['w:' .. acc] or prev['w:' .. acc] or 1) / total
  local cap = cur['c:' .. acc] or prev['c:' .. acc] or 0
  if cap > 0 then whole = math.min(whole, cap * limit) end
  return whole
end

-- What of its entitlement a flow is expected to want and has not used yet.
local function reserveOf(flow)
  local acc, cls = string.match(flow, '^(.*)|(%a)$')
  local whole = entitled(acc)
  local other = acc .. '|' .. (cls == 'i' and 'b' or 'i')
  local part = (cls == 'i') and (1 - floor) or floor
  local entitlement = math.max(part * whole, whole - expected(other))
  return math.min(entitlement, expected(flow)) - (cur['u:' .. flow] or 0)
end
local reserved = 0
for flow in pairs(flows) do
  if flow ~= me then reserved = reserved + math.max(0, reserveOf(flow)) end
end
-- A flow may always take what is reserved for it, however the others' reserves add up: otherwise
-- two flows could each leave the rest of the window to the other.
local room = math.max(limit - used - reserved, reserveOf(me))
room = math.min(room, limit - used)
local cap = tonumber(ARGV[5])
if cap > 0 then
  room = math.min(room, cap * limit - (cur['u:' .. account .. '|i'] or 0) - (cur['u:' .. account .. '|b'] or 0))
end
room = math.floor(room)
if room < 1 then
  redis.call('HINCRBY', KEYS[1], 'r:' .. me, 1)
  -- What the headroom holds back is free once it lapses: ask again then rather than next window.
  if headroom > 0 then return -(800 - tonumber(ARGV[9])) end
  return 0
end
local granted = math.min(want, room)
redis.call('HINCRBY', KEYS[1], 'used', granted)
redis.call('HINCRBY', KEYS[1], 'u:' .. me, granted)
return granted
`;

// A user's own limit, where the service has one: a plain counter of the window.
const USER_LEASE = `
local pausedFor = redis.call('PTTL', KEYS[2])
if pausedFor > 0 then return -pausedFor end
local used = redis.call('INCRBY', KEYS[1], ARGV[1])
if used == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], 2000) end
local before = used - tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
if before >= limit then return 0 end
return math.min(tonumber(ARGV[1]), limit - before)
`;

interface Lease {
  window: number;
  remaining: number;
  /** Calls served from the lease since the last script call: asks to record. */
  unreported: number;
}

export interface RedisBudgetOptions {
  /** Each account's weight and cap; equal shares when not given. */
  shares?: (accountId: string) => AccountShare;
  /** Background work's floor, a fraction of its account's share. */
  backgroundFloor?: number;
  /** Where calls, waits, refusals and 429s are counted per account. */
  usage?: BudgetUsage;
  /** Slots leased per script call: the default, a fiftieth of the limit, spares most round trips. */
  leaseSize?: (perSecond: number) => number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The request budget of each service, shared by every web and worker process through Redis (so
 * that adding workers never multiplies the 429s a service sends back), and shared fairly between
 * the accounts that want it at the moment. All keys of one service carry one hash tag, so that a
 * Redis Cluster keeps them in one slot for the scripts.
 */
export class RedisBudget implements RequestBudget {
  private leases = new Map<string, Lease>();
  private readonly shares: (accountId: string) => AccountShare;
  private readonly floor: number;
  private readonly leaseSize: (perSecond: number) => number;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limits: (service: string) => BudgetLimits,
    private readonly options: RedisBudgetOptions = {},
  ) {
    this.shares = options.shares ?? (() => EQUAL_SHARE);
    this.floor = options.backgroundFloor ?? 0.2;
    this.leaseSize = options.leaseSize ?? ((perSecond) => Math.max(1, Math.floor(perSecond / 50)));
  }

  async take(service: string, call: BudgetCall, maxWaitMs: number): Promise<number> {
    const deadline = Date.now() + maxWaitMs;
    let waited = 0;
    try {
      const limits = this.limits(service);
      waited += await this.takeFair(service, call, limits.perSecond, deadline);
      if (call.userKey && limits.perUserPerSecond)
        waited += await this.takeUser(service, call.userKey, limits.perUserPerSecond, deadline);
    } catch (err) {
      if (err instanceof BudgetExhausted) this.options.usage?.refused(service, call.accountId);
      throw err;
    }
    this.options.usage?.called(service, call.accountId, waited);
    return waited;
  }

  async pause(service: string, seconds: number, call?: Caller): Promise<void> {
    if (call) this.options.usage?.rateLimited(service, call.accountId);
    await this.redis.set(this.key(service, 'paused'), '1', 'PX', Math.max(1, Math.round(seconds * 1000)));
    for (const name of this.leases.keys()) if (name.startsWith(`${service}|`)) this.leases.delete(name);
  }

  /** A key of `service`'s budget; the braces make the hash tag. */
  private key(service: string, rest: string): string {
    return `{${this.prefix}:budget:${service}}:${rest}`;
  }

  /** Takes a slot of the service's shared window; answers how long it slept for one (ms). */
  private async takeFair(service: string, call: Caller, perSecond: number, deadline: number): Promise<number> {
    const share = this.shares(call.accountId);
    const flow = `${service}|${call.accountId}|${call.priority === 'interactive' ? 'i' : 'b'}`;
    let slept = 0;
    let askedIn = -1;
    for (;;) {
      const now = Date.now();
      const window = Math.floor(now / 1000);
      const lease = this.leases.get(flow);
      if (lease && lease.window === window && lease.remaining > 0) {
        lease.remaining -= 1;
        lease.unreported += 1;
        return slept;
      }
      // A call that waits asks again in each window it waits through: it still wants a slot there.
      // Asking again within one window (when the headroom lapses) is the same call, not another.
      // The calls this lease served since the last script call are reported with this one.
      let asks = window === askedIn ? 0 : 1;
      askedIn = window;
      if (lease && lease.window === window) {
        asks += lease.unreported;
        lease.unreported = 0;
      }
      const granted = Number(
        await this.redis.eval(
          FAIR_LEASE,
          3,
          this.key(service, `fair:${window}`),
          this.key(service, `fair:${window - 1}`),
          this.key(service, 'paused'),
          perSecond,
          call.accountId,
          flow.slice(-1),
          share.weight,
          share.cap ?? 0,
          this.floor,
          this.leaseSize(perSecond),
          asks,
          now % 1000,
        ),
      );
      // Other callers of the flow may have leased meanwhile: what they left is added to, never replaced.
      const latest = this.leases.get(flow);
      const same = latest?.window === window ? latest : null;
      if (granted > 0) {
        this.leases.set(flow, {
          window,
          remaining: (same?.remaining ?? 0) + granted - 1,
          unreported: same?.unreported ?? 0,
        });
        return slept;
      }
      slept += await this.waitOrGiveUp(granted, window, deadline);
    }
  }

  private async takeUser(service: string, userKey: string, perSecond: number, deadline: number): Promise<number> {
    const name = `${service}|user|${userKey}`;
    let slept = 0;
    for (;;) {
      const window = Math.floor(Date.now() / 1000);
      const lease = this.leases.get(name);
      if (lease && lease.window === window && lease.remaining > 0) {
        lease.remaining -= 1;
        return slept;
      }
      const granted = Number(
        await this.redis.eval(
          USER_LEASE,
          2,
          this.key(service, `user:${userKey}:${window}`),
          this.key(service, 'paused'),
          Math.max(1, Math.floor(perSecond / 20)),
          perSecond,
        ),
      );
      if (granted > 0) {
        const now = this.leases.get(name);
        const left = now?.window === window ? now.remaining : 0;
        this.leases.set(name, { window, remaining: left + granted - 1, unreported: 0 });
        return slept;
      }
      slept += await this.waitOrGiveUp(granted, window, deadline);
    }
  }

  /** Sleeps until the next window (or the pause's end), unless that is past the deadline. */
  private async waitOrGiveUp(granted: number, window: number, deadline: number): Promise<number> {
    // A little jitter, so that the waiting calls of every process do not all ask in the same millisecond.
    const waitMs = granted < 0 ? -granted : (window + 1) * 1000 - Date.now() + Math.floor(Math.random() * 20);
    if (Date.now() + waitMs > deadline) throw new BudgetExhausted(Math.max(1, Math.ceil(waitMs / 1000)));
    await sleep(waitMs);
    return waitMs;
  }
}

/** A budget that never waits (for tools that talk to a service once). */
export const UNLIMITED_BUDGET: RequestBudget = {
  async take() {
    return 0;
  },
  async pause() {},
};
