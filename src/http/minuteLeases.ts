import type { Redis } from 'ioredis';
import { luaScript } from '../redis.js';

// Takes up to ARGV[2] hits of the window that began with the key's first hit, never past the limit
// (ARGV[3]) and never more than a share (1 / ARGV[4]) of what is left, so that the last hits of a
// window are leased one at a time. A key without a time to live (a count some other command made)
// starts a window. Answers the count before the grant, the hits granted (0 when the window is
// full) and the milliseconds left. One key per call: a cluster serves it from one slot.
const LEASE = luaScript(`
local left = redis.call('PTTL', KEYS[1])
local fresh = left <= 0
local used = 0
if fresh then left = tonumber(ARGV[1]) else used = tonumber(redis.call('GET', KEYS[1]) or '0') end
local room = tonumber(ARGV[3]) - used
if room <= 0 then return { used, 0, left } end
local granted = math.min(tonumber(ARGV[2]), room, math.max(1, math.floor(room / tonumber(ARGV[4]))))
if fresh then
  redis.call('SET', KEYS[1], granted, 'PX', left)
else
  redis.call('INCRBY', KEYS[1], granted)
end
return { used, granted, left }
`);

/** How many keys a process keeps before it drops those whose window has ended. */
const SWEEP_FROM = 1_024;

/** One hit counted: its number in the window (over the limit when refused) and when the window ends. */
export interface Hit {
  number: number;
  endsAt: number;
}

interface Lease {
  endsAt: number;
  /** The number the next hit served from this lease gets. */
  next: number;
  /** The last number this lease holds. */
  last: number;
  /** The window was full when last asked: every hit until it ends is over the limit. */
  full: boolean;
}

interface KeyState {
  lease: Lease | null;
  /** Hits waiting for the lease being asked for. */
  waiting: { resolve: (hit: Hit) => void; reject: (err: unknown) => void }[];
  asking: boolean;
  limit: number;
  /** Hits asked for since the last lease, and since when (null before the first): the key's recent rate. */
  hitsSince: number;
  since: number | null;
}

export interface MinuteLeaseOptions {
  windowMs: number;
  /** How long a lease should last at the key's recent rate. */
  leaseMs?: number;
  /** A lease never takes more than this fraction of what is left of the window. */
  shareOfRoom?: number;
  now?: () => number;
}

/**
 * Hits of fixed windows counted in Redis, shared by every process, and leased in blocks: a process
 * asks Redis for as many hits as its recent rate would spend in `leaseMs` (one at a time below ten
 * a second) and numbers its hits from the block, so a busy key costs a round trip a tenth of a
 * second instead of one per hit. Leased hits count in Redis as taken: no process ever goes past
 * the limit. A lease never holds more than a sixteenth of what was left of its window, so the
 * last hits of a window go one at a time to whoever asks; what a process leased and did not use
 * (it went quiet, or died) is lost to the others until the window ends, at most a tenth of a
 * second of its calls. A window Redis answered full stays full here until it ends: counts only grow.
 *
 * A hit's number is exact while one process serves the key; with several it lags the true count
 * by what the others hold leased.
 */
export class MinuteLeases {
  private readonly keys = new Map<string, KeyState>();
  private sweepAt = SWEEP_FROM;
  private readonly leaseMs: number;
  private readonly shareOfRoom: number;
  private readonly now: () => number;

  constructor(
    private readonly redis: Redis,
    private readonly options: MinuteLeaseOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 100;
    this.shareOfRoom = options.shareOfRoom ?? 1 / 16;
    this.now = options.now ?? Date.now;
  }

  /** Counts one hit of `key`, whose window allows `limit`. */
  hit(key: string, limit: number): Hit | Promise<Hit> {
    const state = this.stateOf(key);
    state.limit = limit;
    state.hitsSince += 1;
    const served = this.fromLease(state);
    if (served) return served;
    return new Promise<Hit>((resolve, reject) => {
      state.waiting.push({ resolve, reject });
      if (!state.asking) void this.ask(key, state);
    });
  }

  /** Forgets what this process holds of `key` (its window was reset in Redis). */
  forget(key: string): void {
    this.keys.delete(key);
  }

  private stateOf(key: string): KeyState {
    let state = this.keys.get(key);
    if (!state) {
      if (this.keys.size >= this.sweepAt) this.sweep();
      state = { lease: null, waiting: [], asking: false, limit: 0, hitsSince: 0, since: null };
      this.keys.set(key, state);
    }
    return state;
  }

  /** Drops the keys whose window has ended here (a key per client address would otherwise pile up). */
  private sweep(): void {
    const now = this.now();
    for (const [key, state] of this.keys)
      if (!state.asking && state.waiting.length === 0 && (!state.lease || now >= state.lease.endsAt))
        this.keys.delete(key);
    this.sweepAt = Math.max(SWEEP_FROM, 2 * this.keys.size);
  }

  private fromLease(state: KeyState): Hit | null {
    const lease = state.lease;
    if (!lease || this.now() >= lease.endsAt) return null;
    if (lease.full) return { number: lease.last + 1, endsAt: lease.endsAt };
    if (lease.next > lease.last) return null;
    return { number: lease.next++, endsAt: lease.endsAt };
  }

  /** Leases hits for the waiting ones, as many as the key's recent rate wants, until none wait. */
  private async ask(key: string, state: KeyState): Promise<void> {
    state.asking = true;
    try {
      while (state.waiting.length > 0) {
        const now = this.now();
        // A key seen for the first time has no rate yet: it asks for what waits.
        const perMs = state.since === null ? 0 : state.hitsSince / Math.max(1, now - state.since);
        const want = Math.max(state.waiting.length, Math.ceil(perMs * this.leaseMs));
        state.hitsSince = 0;
        state.since = now;
        const limit = state.limit;
        const reply = (await LEASE(
          this.redis,
          [key],
          [this.options.windowMs, want, limit, Math.max(1, Math.round(1 / this.shareOfRoom))],
        )) as [number, number, number];
        const [used, granted, leftMs] = reply.map(Number) as [number, number, number];
        const endsAt = this.now() + leftMs;
        state.lease =
          granted > 0
            ? { endsAt, next: used + 1, last: used + granted, full: false }
            : { endsAt, next: limit + 1, last: limit, full: true };
        // Hits that came meanwhile and found no lease wait too; serve them in the order they came.
        while (state.waiting.length > 0) {
          const served = this.fromLease(state);
          if (!served) break;
          state.waiting.shift()!.resolve(served);
        }
      }
    } catch (err) {
      for (const waiter of state.waiting.splice(0)) waiter.reject(err);
    } finally {
      state.asking = false;
    }
  }
}
