import test from 'ava';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { forgetPrefix } from '../../src/redis.js';
import { startTestSystem, type TestSystem } from '../helpers/system.js';

// Attack: guessing the operator password of /admin/metrics and /admin/queues as fast as the
// network allows (120 guesses in 155 ms, none refused), side by side to race past any count, and
// from many addresses so that no one address's budget stops it. Every attempt now counts against
// its address's and its user name's budgets before the password is compared; over either, 429
// until the window ends, even for the right password.

const PASSWORD = 'operator-password-123';
/** Failed attempts allowed per address and per user name in 15 minutes (docs/security.md). */
const OPERATOR_FAILURES_ALLOWED = 10;

const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/** One attempt at an operator page from `address` (the web process trusts its loopback proxy). */
async function attempt(system: TestSystem, address: string, authorization: string, page = '/admin/metrics') {
  const res = await fetch(`${system.url}${page}`, { headers: { authorization, 'x-forwarded-for': address } });
  const body = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

const started = async () => startTestSystem({ OPERATOR_PASSWORD: PASSWORD, TRUST_PROXY: 'loopback' });

test('guesses sent side by side, then one by one, are compared no more often than the budget allows', async (t) => {
  const system = await started();
  t.teardown(() => system.stop());
  const address = '203.0.113.7';
  const side = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      attempt(system, address, basic('operator', `wrong-${i}`), i % 2 ? '/admin/queues' : '/admin/metrics'),
    ),
  );
  const then = [];
  for (let i = 0; i < 10; i++) then.push(await attempt(system, address, basic('operator', `later-${i}`)));
  const statuses = [...side, ...then].map((r) => r.status);
  t.is(statuses.filter((s) => s === 401).length, OPERATOR_FAILURES_ALLOWED, 'only the allowance was compared');
  t.is(statuses.filter((s) => s === 429).length, 50 - OPERATOR_FAILURES_ALLOWED);
  t.deepEqual(
    then.map((r) => r.status),
    Array(10).fill(429),
  );

  const right = await attempt(system, address, basic('operator', PASSWORD));
  t.is(right.status, 429, 'the right password waits too');
  t.is(JSON.parse(right.body).code, 'tooManyOperatorAttempts');
  const seconds = Number(right.retryAfter);
  t.true(seconds >= 1 && seconds <= 15 * 60, String(right.retryAfter));

  const otherName = await attempt(system, address, basic('someone-else', 'whatever'), '/admin/queues');
  t.is(otherName.status, 429, 'another user name from the same address is stopped by the address budget');
});

test('guesses at one user name from ever new addresses stop at the name budget', async (t) => {
  const system = await started();
  t.teardown(() => system.stop());
  const statuses: number[] = [];
  for (let i = 0; i < OPERATOR_FAILURES_ALLOWED + 5; i++) {
    const page = i % 2 ? '/admin/queues' : '/admin/metrics';
    statuses.push((await attempt(system, `198.51.100.${i + 1}`, basic('operator', `guess-${i}`), page)).status);
  }
  t.deepEqual(statuses, [...Array(OPERATOR_FAILURES_ALLOWED).fill(401), ...Array(5).fill(429)]);
  const right = await attempt(system, '192.0.2.200', basic('operator', PASSWORD));
  t.is(right.status, 429, 'a fresh address with the right password waits for the name');
  t.is(JSON.parse(right.body).code, 'tooManyOperatorAttempts');
  // The name is what is blocked, not every request: another name from a fresh address is still compared.
  t.is((await attempt(system, '192.0.2.201', basic('someone-else', 'whatever'))).status, 401);
});

test('the operators own traffic never spends a budget; a mistyped password now and then is fine', async (t) => {
  const system = await started();
  t.teardown(() => system.stop());
  const address = '203.0.113.50';
  for (let i = 0; i < OPERATOR_FAILURES_ALLOWED * 3; i++) {
    const page = i % 2 ? '/admin/queues' : '/admin/metrics';
    t.is((await attempt(system, address, basic('operator', PASSWORD), page)).status, 200);
  }
  for (let i = 0; i < OPERATOR_FAILURES_ALLOWED - 1; i++)
    t.is((await attempt(system, address, basic('operator', `typo-${i}`))).status, 401);
  t.is((await attempt(system, address, basic('operator', PASSWORD))).status, 200);
  // Without credentials a browser only asks for the login prompt: that is no guess.
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${system.url}/admin/queues`, { headers: { 'x-forwarded-for': address } });
    t.is(res.status, 401);
  }
  t.is((await attempt(system, address, basic('operator', PASSWORD))).status, 200);
});

test('a block ends with its window', async (t) => {
  // The class itself, on a window of a second, since the pages' window is a quarter of an hour.
  const { OperatorAttempts } = await import('../../src/admin/operatorAttempts.js');
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = `operator-attempts-${randomBytes(5).toString('hex')}`;
  t.teardown(async () => {
    await forgetPrefix(redis, prefix);
    redis.disconnect();
  });
  const attempts = new OperatorAttempts(redis, prefix, 3, 1_000);
  const begun = await Promise.all(Array.from({ length: 8 }, (_, i) => attempts.begin(`192.0.2.${i}`, 'operator')));
  t.is(begun.filter((seconds) => seconds === 0).length, 3, 'side by side, only the allowance may be compared');
  t.true(begun.filter((seconds) => seconds > 0).every((seconds) => seconds === 1));
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  t.is(await attempts.begin('192.0.2.99', 'operator'), 0);
});
