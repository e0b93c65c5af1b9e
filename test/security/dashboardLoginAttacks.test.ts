import test from 'ava';
import got from 'got';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { useSystem } from '../helpers/useSystem.js';
import { acceptInvitation, inviteMember } from '../../src/dashboard/members.js';
import { csrfOf } from '../dashboard/helpers.js';
import { AttemptAllowance } from '../../src/dashboard/loginGuard.js';

// Attacks on the dashboard's sign-in: login CSRF (a hostile page posts the attacker's credentials,
// so the victim works in the attacker's dashboard and types secrets into it), and password
// guessing against one team member's address.

let base: string;
const PASSWORD = 'a long enough password';
useSystem(test, {
  partner: { slug: 'login-team' },
  async setup({ url }) {
    base = `${url}/connect/dashboard`;
    const invited = await inviteMember('login-team', 'ann@login-team.example');
    await acceptInvitation(invited.token, PASSWORD);
  },
});

const post = (form: Record<string, string>, cookie?: string) =>
  got.post(`${base}/login`, { form, headers: cookie ? { cookie } : {}, followRedirect: false, throwHttpErrors: false });

async function loginForm(): Promise<{ cookie: string; csrf: string }> {
  const page = await got(`${base}/login`);
  return {
    cookie: String(page.headers['set-cookie']?.[0] ?? '').split(';')[0],
    csrf: csrfOf(page.body),
  };
}

test.serial('a cross-site login post without the form token is refused and opens no session', async (t) => {
  const forged = await post({ email: 'ann@login-team.example', password: PASSWORD });
  t.is(forged.statusCode, 403);
  t.false(String(forged.headers['set-cookie'] ?? '').includes('dashboard_session='));
  const { cookie, csrf } = await loginForm();
  t.is(
    (await post({ csrf: 'x'.repeat(32), email: 'ann@login-team.example', password: PASSWORD }, cookie)).statusCode,
    403,
    'a token that is not the cookie',
  );
  const real = await post({ csrf, email: 'ann@login-team.example', password: PASSWORD }, cookie);
  t.is(real.statusCode, 303);
  t.true(String(real.headers['set-cookie'] ?? '').includes('dashboard_session='));
});

test.serial('after ten wrong passwords for one address, even the right one waits', async (t) => {
  const { cookie, csrf } = await loginForm();
  for (let i = 0; i < 10; i++)
    t.is((await post({ csrf, email: 'ann@login-team.example', password: `guess ${i}` }, cookie)).statusCode, 401);
  const blocked = await post({ csrf, email: 'ann@login-team.example', password: PASSWORD }, cookie);
  t.is(blocked.statusCode, 429);
  t.true(Number(blocked.headers['retry-after']) >= 1);
  t.false(String(blocked.headers['set-cookie'] ?? '').includes('dashboard_session='));
  // An unknown address is answered the same way (no enumeration).
  for (let i = 0; i < 10; i++) await post({ csrf, email: 'nobody@login-team.example', password: `guess ${i}` }, cookie);
  t.is((await post({ csrf, email: 'nobody@login-team.example', password: PASSWORD }, cookie)).statusCode, 429);
});

test.serial("ten guesses on either side of a window's end are counted together", async (t) => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  t.teardown(() => redis.disconnect());
  // Ten seconds before a window of fifteen minutes ends.
  let now = (Math.floor(Date.now() / 900_000) + 1) * 900_000 - 10_000;
  const allowance = new AttemptAllowance(
    redis,
    `login-window-${randomBytes(5).toString('hex')}`,
    'dashboard-login',
    10,
    () => now,
  );
  for (let i = 0; i < 5; i++) t.true((await allowance.take('ann@login-team.example')).allowed);
  now += 20_000;
  for (let i = 0; i < 5; i++) t.true((await allowance.take('ann@login-team.example')).allowed);
  const eleventh = await allowance.take('ann@login-team.example');
  t.false(eleventh.allowed, 'the window before still weighs');
  t.true(eleventh.retryAfter > 60, `waits ${eleventh.retryAfter} s`);
  // Fifteen minutes on, those guesses weigh less than the allowance: one more may be tried.
  now += 900_000;
  t.true((await allowance.take('ann@login-team.example')).allowed);
});
