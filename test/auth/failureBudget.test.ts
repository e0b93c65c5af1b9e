import test, { type ExecutionContext } from 'ava';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { AuthFailureBudget } from '../../src/auth/failureBudget.js';

// Two budgets on connections of their own stand for two web processes. A block one of them counts
// reaches the other through Redis's announcement, and the other answers from it without asking
// Redis; one that is not following (or has lost its subscription) asks Redis as before.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const prefix = () => `authfail-${randomBytes(5).toString('hex')}`;

/** A connection whose GETs are counted: the round trip a followed block spares. */
function countingRedis(): { redis: Redis; gets: () => number } {
  const redis = new Redis(REDIS_URL);
  let gets = 0;
  const get = redis.get.bind(redis);
  redis.get = ((...args: Parameters<typeof get>) => {
    gets += 1;
    return get(...args);
  }) as typeof redis.get;
  return { redis, gets: () => gets };
}

async function until(condition: () => Promise<boolean>, ms = 2_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(10);
  }
  return false;
}

/**
 * Two processes of one deployment: `counting` records failures on its own connection, `following`
 * follows the announcements on a subscriber and counts the GETs it sends.
 */
async function twoProcesses(t: ExecutionContext, perMinute: number) {
  const scope = prefix();
  const one = new Redis(REDIS_URL);
  const other = countingRedis();
  const subscriber = new Redis(REDIS_URL);
  t.teardown(() => [one, other.redis, subscriber].forEach((r) => r.disconnect()));
  const counting = new AuthFailureBudget(one, scope, perMinute);
  const following = new AuthFailureBudget(other.redis, scope, perMinute);
  t.teardown(await following.follow(subscriber));
  return { counting, following, gets: other.gets, subscriber, scope, publisher: one };
}

test('a block counted by one process is honoured by another that follows, without asking Redis', async (t) => {
  const { counting, following, gets } = await twoProcesses(t, 3);

  t.is(await following.blockedFor('203.0.113.5'), 0);
  for (let i = 0; i < 3; i++) await counting.recordFailure('203.0.113.5');
  t.true(await until(async () => (await following.blockedFor('203.0.113.5')) > 0));
  t.true((await following.blockedFor('203.0.113.5')) <= 60);
  t.is(await following.blockedFor('198.51.100.5'), 0, 'another address keeps its budget');
  t.is(gets(), 0, 'no request asked Redis');
  await t.throwsAsync(following.check('203.0.113.5'), { message: /Too many requests/ });
});

test('a stray or forged announcement blocks nobody and stops nothing', async (t) => {
  const { following, gets, scope, publisher } = await twoProcesses(t, 3);
  const channel = `${scope}:authfail-blocks`;
  await publisher.publish(channel, 'not json');
  await publisher.publish(channel, JSON.stringify({ address: '203.0.113.9' }));
  // Longer than any minute's block: not one of ours.
  await publisher.publish(channel, JSON.stringify(['203.0.113.9', Date.now() + 3_600_000]));
  await publisher.publish(channel, JSON.stringify(['203.0.113.10', Date.now() + 30_000]));
  t.true(await until(async () => (await following.blockedFor('203.0.113.10')) > 0), 'still following');
  t.is(await following.blockedFor('203.0.113.9'), 0);
  t.is(gets(), 0);
});

test('a process that starts following later reads the blocks already in force', async (t) => {
  const scope = prefix();
  const one = new Redis(REDIS_URL);
  const later = countingRedis();
  const subscriber = new Redis(REDIS_URL);
  t.teardown(() => [one, later.redis, subscriber].forEach((r) => r.disconnect()));
  const counting = new AuthFailureBudget(one, scope, 2);
  for (let i = 0; i < 2; i++) await counting.recordFailure('203.0.113.6');
  // Under the budget: never announced.
  await counting.recordFailure('203.0.113.66');

  const following = new AuthFailureBudget(later.redis, scope, 2);
  t.teardown(await following.follow(subscriber));
  t.true((await following.blockedFor('203.0.113.6')) > 0);
  t.is(await following.blockedFor('203.0.113.66'), 0);
  t.is(later.gets(), 0);
});

test('without its subscription a process asks Redis, and follows again once it is back', async (t) => {
  const { counting, following, gets, subscriber } = await twoProcesses(t, 2);

  // The subscriber's connection drops: what is announced meanwhile never reaches it. ioredis comes
  // back by itself; its first wait (50 ms) is shorter than a busy machine's reads below, so here it
  // waits two seconds, and its `ready` is listened for from the close on.
  subscriber.options.retryStrategy = () => 2_000;
  const back = new Promise<void>((resolve) =>
    subscriber.once('close', () => subscriber.once('ready', () => resolve())),
  );
  const closed = new Promise((resolve) => subscriber.once('close', resolve));
  subscriber.stream.destroy();
  await closed;
  for (let i = 0; i < 2; i++) await counting.recordFailure('203.0.113.7');
  t.not(subscriber.status, 'ready', 'still away while the block is read');
  t.true((await following.blockedFor('203.0.113.7')) > 0, 'the block is read from Redis');
  t.true(gets() > 0);

  // The blocks announced while it was away are read back.
  await back;
  const answeredLocally = async () => {
    const asked = gets();
    const blocked = (await following.blockedFor('203.0.113.7')) > 0;
    return blocked && gets() === asked;
  };
  t.true(await until(answeredLocally), 'answered from the announcements again');
});

test('the budget not followed at all asks Redis, as before', async (t) => {
  const scope = prefix();
  const plain = countingRedis();
  t.teardown(() => plain.redis.disconnect());
  const budget = new AuthFailureBudget(plain.redis, scope, 1);
  t.is(await budget.blockedFor('203.0.113.8'), 0);
  await budget.recordFailure('203.0.113.8');
  t.true((await budget.blockedFor('203.0.113.8')) > 0);
  t.true(plain.gets() >= 1);
});
