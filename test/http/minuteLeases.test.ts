import test from 'ava';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { MinuteLeases, type Hit } from '../../src/http/minuteLeases.js';

// Each MinuteLeases on a connection of its own stands for a web process. Round trips are the
// script calls a connection sends.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const keyOf = () => `leases-test-${randomBytes(5).toString('hex')}`;

/** A process's leases, with the script calls it sends counted. */
function process_(options: { windowMs?: number; now?: () => number } = {}) {
  const redis = new Redis(REDIS_URL);
  let calls = 0;
  for (const name of ['evalsha', 'eval'] as const) {
    const send = redis[name].bind(redis) as (...args: unknown[]) => Promise<unknown>;
    (redis as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      calls += 1;
      return send(...args);
    };
  }
  const leases = new MinuteLeases(redis, { windowMs: options.windowMs ?? 60_000, now: options.now });
  return { redis, leases, calls: () => calls };
}

/** `count` hits of `key`, `inFlight` at a time (a web process's concurrent requests). */
async function hits(leases: MinuteLeases, key: string, limit: number, count: number, inFlight = 16): Promise<Hit[]> {
  const out: Hit[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (started < count) {
        started += 1;
        out.push(await leases.hit(key, limit));
      }
    }),
  );
  return out;
}

const admitted = (list: Hit[], limit: number) => list.filter((h) => h.number <= limit).length;

test('a quiet key is counted a hit at a time: each hit its own round trip, its number the count in Redis', async (t) => {
  let clock = Date.now();
  const one = process_({ now: () => clock });
  const key = keyOf();
  for (let i = 1; i <= 5; i++) {
    const hit = await one.leases.hit(key, 600);
    t.is(hit.number, i);
    t.is(Number(await one.redis.get(key)), i);
    clock += 1_000;
  }
  t.is(one.calls(), 5);
  t.true((await one.redis.pttl(key)) > 50_000);
  await one.redis.del(key);
  one.redis.disconnect();
});

test('a busy key costs a round trip for many hits, and one process numbers its hits exactly', async (t) => {
  const one = process_();
  const key = keyOf();
  const list = await hits(one.leases, key, 1_000_000, 3_000);
  t.deepEqual(
    list.map((h) => h.number).sort((a, b) => a - b),
    Array.from({ length: 3_000 }, (_, i) => i + 1),
  );
  t.true(one.calls() < 3_000 / 10, `${one.calls()} round trips for 3,000 hits`);
  // What it leased and has not used yet counts in Redis as taken.
  t.true(Number(await one.redis.get(key)) >= 3_000);
  await one.redis.del(key);
  one.redis.disconnect();
});

test('two processes never let a window past its limit, and use it all while both want more', async (t) => {
  const [a, b] = [process_(), process_()];
  const key = keyOf();
  const [fromA, fromB] = await Promise.all([hits(a.leases, key, 500, 600), hits(b.leases, key, 500, 600)]);
  t.is(admitted(fromA, 500) + admitted(fromB, 500), 500);
  // The numbers a process gives are its own leases': never one twice across the two.
  const numbers = [...fromA, ...fromB].filter((h) => h.number <= 500).map((h) => h.number);
  t.is(new Set(numbers).size, 500);
  t.is(Number(await a.redis.get(key)), 500);
  await a.redis.del(key);
  a.redis.disconnect();
  b.redis.disconnect();
});

test('a process that stops holding a lease costs the others at most a sixteenth of what was left', async (t) => {
  const [gone, alive] = [process_(), process_()];
  const key = keyOf();
  // A burst makes its rate high, then it stops for good (as a killed process would).
  const before = admitted(await hits(gone.leases, key, 500, 40), 500);
  const held = Number(await gone.redis.get(key)) - before;
  t.true(held <= 500 / 16, `it held ${held}`);
  const after = admitted(await hits(alive.leases, key, 500, 600), 500);
  t.is(before + after + held, 500);
  await gone.redis.del(key);
  gone.redis.disconnect();
  alive.redis.disconnect();
});

test('a full window answers over the limit without asking Redis again until it ends, then starts from one', async (t) => {
  const one = process_({ windowMs: 1_500 });
  const key = keyOf();
  const first = [];
  for (let i = 0; i < 5; i++) first.push(await one.leases.hit(key, 3));
  t.deepEqual(
    first.map((h) => h.number),
    [1, 2, 3, 4, 4],
  );
  const asked = one.calls();
  for (let i = 0; i < 10; i++) t.true((await one.leases.hit(key, 3)).number > 3);
  t.is(one.calls(), asked);
  t.true(first[4]!.endsAt > Date.now() - 50);
  await sleep(first[4]!.endsAt - Date.now() + 20);
  t.is((await one.leases.hit(key, 3)).number, 1);
  await one.redis.del(key);
  one.redis.disconnect();
});

test('a failing Redis fails the hits waiting for it, and the next hit asks again', async (t) => {
  const one = process_();
  const key = keyOf();
  const send = one.redis.evalsha.bind(one.redis);
  let fail = true;
  (one.redis as unknown as Record<string, unknown>).evalsha = (...args: Parameters<typeof send>) =>
    fail ? Promise.reject(new Error('connection lost')) : send(...args);
  const failed = await Promise.allSettled([one.leases.hit(key, 10), one.leases.hit(key, 10)]);
  t.deepEqual(
    failed.map((r) => r.status),
    ['rejected', 'rejected'],
  );
  fail = false;
  t.is((await one.leases.hit(key, 10)).number, 1);
  await one.redis.del(key);
  one.redis.disconnect();
});

test('keys whose window has ended are dropped once many are held', async (t) => {
  const one = process_({ windowMs: 50 });
  const held = () => (one.leases as unknown as { keys: Map<string, unknown> }).keys.size;
  for (let i = 0; i < 1_023; i++) await one.leases.hit(keyOf(), 5);
  t.is(held(), 1_023);
  await sleep(80);
  await one.leases.hit(keyOf(), 5);
  await one.leases.hit(keyOf(), 5);
  // The two just hit, at most: the first may have ended too on a slow machine.
  t.true(held() <= 2);
  one.redis.disconnect();
});

test('a count left without a time to live starts a window of its own', async (t) => {
  const one = process_();
  const key = keyOf();
  await one.redis.set(key, '7');
  t.is((await one.leases.hit(key, 10)).number, 1);
  t.true((await one.redis.pttl(key)) > 50_000);
  await one.redis.del(key);
  one.redis.disconnect();
});
