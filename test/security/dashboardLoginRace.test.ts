import test from 'ava';
import got from 'got';
import { startTestSystem, type TestSystem } from '../helpers/system.js';
import { createPartner } from '../helpers/fixtures.js';
import { acceptInvitation, inviteMember } from '../../src/dashboard/members.js';
import { LOGIN_FAILURES_ALLOWED, RESET_REQUESTS_ALLOWED } from '../../src/dashboard/loginGuard.js';
import { Mailbox } from '../dashboard/mailbox.js';
import { csrfOf } from '../dashboard/helpers.js';
import { parsePage } from '../helpers/dom.js';

// Attack: guesses for one team member's address sent all at once. The failure used to be counted
// after the password was checked, so thirty concurrent guesses were all checked (thirty 401s)
// before the first one counted; the same race let a burst of "Forgot your password?" posts send
// more links than the allowance. Each attempt is now counted before it is judged.

let system: TestSystem;
let base: string;
const mailbox = new Mailbox();
const EMAIL = 'ann@race-team.example';
const PASSWORD = 'a long enough password';
const BURST = 30;

test.before(async () => {
  const smtpUrl = await mailbox.start();
  system = await startTestSystem({ SMTP_URL: smtpUrl, MAIL_FROM: 'Partner dashboard <dashboard@partner-api.example>' });
  base = `${system.url}/connect/dashboard`;
  await createPartner({ slug: 'race-team' });
  const invited = await inviteMember('race-team', EMAIL);
  await acceptInvitation(invited.token, PASSWORD);
});
test.after.always(async () => {
  await system?.stop();
  await mailbox.stop();
});

/** A page's form token and the cookie it goes with, as a browser holds them. */
async function formOf(path: string): Promise<{ cookie: string; csrf: string }> {
  const page = await got(`${base}${path}`);
  return {
    cookie: String(page.headers['set-cookie']?.[0] ?? '').split(';')[0],
    csrf: csrfOf(page.body),
  };
}

/** What a refused form's page says, in its alert. */
const alertOf = (html: string) => parsePage(html).screen.getByRole('alert').textContent ?? '';

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>(
    (counts, a) => ({ ...counts, [a.statusCode]: (counts[a.statusCode] ?? 0) + 1 }),
    {},
  );

test.serial('thirty concurrent wrong passwords: no more than the allowance is checked, the rest wait', async (t) => {
  const { cookie, csrf } = await formOf('/login');
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      got.post(`${base}/login`, {
        headers: { cookie },
        form: { csrf, email: EMAIL, password: `guess number ${i}` },
        followRedirect: false,
        throwHttpErrors: false,
        retry: { limit: 0 },
      }),
    ),
  );
  const counts = statuses(answers);
  t.true((counts[401] ?? 0) <= LOGIN_FAILURES_ALLOWED, `checked: ${JSON.stringify(counts)}`);
  t.is((counts[401] ?? 0) + (counts[429] ?? 0), BURST, JSON.stringify(counts));
  for (const refused of answers.filter((a) => a.statusCode === 429)) {
    t.true(Number(refused.headers['retry-after']) >= 1);
    t.regex(alertOf(refused.body), /Too many failed sign-ins for this address/);
  }
  const right = await got.post(`${base}/login`, {
    headers: { cookie },
    form: { csrf, email: EMAIL, password: PASSWORD },
    followRedirect: false,
    throwHttpErrors: false,
  });
  t.is(right.statusCode, 429, 'even the right password waits now');
  t.false(String(right.headers['set-cookie'] ?? '').includes('dashboard_session='));
});

test.serial('thirty concurrent reset requests: no more links than the allowance', async (t) => {
  const { cookie, csrf } = await formOf('/password-reset');
  const answers = await Promise.all(
    Array.from({ length: BURST }, () =>
      got.post(`${base}/password-reset`, {
        headers: { cookie },
        form: { csrf, email: EMAIL },
        followRedirect: false,
        throwHttpErrors: false,
        retry: { limit: 0 },
      }),
    ),
  );
  const counts = statuses(answers);
  t.true((counts[200] ?? 0) <= RESET_REQUESTS_ALLOWED, `answered: ${JSON.stringify(counts)}`);
  t.is((counts[200] ?? 0) + (counts[429] ?? 0), BURST, JSON.stringify(counts));
  for (const refused of answers.filter((a) => a.statusCode === 429)) {
    t.true(Number(refused.headers['retry-after']) >= 1);
    t.regex(alertOf(refused.body), /Too many reset links for this address/);
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  t.true(mailbox.messages.length <= RESET_REQUESTS_ALLOWED, `${mailbox.messages.length} messages`);
});
