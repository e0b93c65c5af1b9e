import test from 'ava';
import got from 'got';
import { useSystem } from '../helpers/useSystem.js';
import { TeamMember, acceptInvitation, inviteMember } from '../../src/dashboard/members.js';
import { createPasswordReset } from '../../src/dashboard/passwordResets.js';
import { csrfOf } from '../dashboard/helpers.js';
import { parsePage } from '../helpers/dom.js';

// Attack: login CSRF through the one-use links. A hostile page posts the attacker's own invitation
// (or reset) token with a password of the attacker's choosing to the invitation or reset form: the
// victim's browser comes back signed in to the attacker's team, where the victim may type secrets.
// Those forms now carry the login form's double-submit token; a post without it is refused, and
// the link is not spent.

let base: string;
const PASSWORD = 'a long enough password';
const ATTACKERS_PASSWORD = 'the attacker chose this';

useSystem(test, {
  partner: { slug: 'attacker-team' },
  async setup({ url }) {
    base = `${url}/connect/dashboard`;
  },
});

const cookieOf = (answer: { headers: { 'set-cookie'?: string[] } }, name: string) =>
  ((answer.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`)) ?? '').split(';')[0];
const post = (path: string, form: Record<string, string>, cookie = '') =>
  got.post(`${base}${path}`, {
    form,
    headers: cookie ? { cookie } : {},
    followRedirect: false,
    throwHttpErrors: false,
  });

/** The link's page as a browser opens it: its form's hidden token and the cookie it goes with. */
async function openLink(path: string, token: string): Promise<{ cookie: string; csrf: string }> {
  const page = await got(`${base}${path}?token=${encodeURIComponent(token)}`);
  return { cookie: cookieOf(page, 'dashboard_login'), csrf: csrfOf(page.body) };
}

/** What a post from another site can send: the link's token and a password, no cookie, no form token. */
async function forgedPostIsRefused(t: import('ava').ExecutionContext, path: string, token: string) {
  const forged = await post(path, { token, password: ATTACKERS_PASSWORD });
  t.is(forged.statusCode, 403, `${path} without the form token`);
  t.is(cookieOf(forged, 'dashboard_session'), '', 'no session opened');
  t.is(parsePage(forged.body).screen.getByRole('alert').textContent, 'This form has expired. Try again.');
  const { cookie } = await openLink(path, token);
  const mismatched = await post(path, { token, password: ATTACKERS_PASSWORD, csrf: 'x'.repeat(32) }, cookie);
  t.is(mismatched.statusCode, 403, `${path} with a form token that is not the cookie`);
  t.is(cookieOf(mismatched, 'dashboard_session'), '');
}

/** The link used as a person does: open its page, then post its form with the page's token and cookie. */
async function useThroughTheForm(path: string, token: string, password: string) {
  const { cookie, csrf } = await openLink(path, token);
  return post(path, { token, csrf, password }, cookie);
}

const signIn = async (email: string, password: string) => {
  const form = await got(`${base}/login`);
  const csrf = csrfOf(form.body);
  return (await post('/login', { csrf, email, password }, cookieOf(form, 'dashboard_login'))).statusCode;
};

test.serial('an invitation posted from another site is refused and stays usable', async (t) => {
  const invited = await inviteMember('attacker-team', 'eve@attacker-team.example', { role: 'member' });
  await forgedPostIsRefused(t, '/invitation', invited.token);

  const member = await TeamMember.findOne({ where: { email: 'eve@attacker-team.example' } });
  t.is(member!.passwordHash, null, 'no password was set');
  t.is((await got(`${base}/invitation?token=${invited.token}`, { throwHttpErrors: false })).statusCode, 200);
  const joined = await useThroughTheForm('/invitation', invited.token, PASSWORD);
  t.is(joined.statusCode, 303);
  t.not(cookieOf(joined, 'dashboard_session'), '');
  t.is(await signIn('eve@attacker-team.example', PASSWORD), 303);
});

test.serial('a reset link posted from another site is refused and stays usable', async (t) => {
  const invited = await inviteMember('attacker-team', 'mal@attacker-team.example');
  const member = await acceptInvitation(invited.token, PASSWORD);
  const reset = await createPasswordReset(member);
  await forgedPostIsRefused(t, '/password-reset/choose', reset.token);

  t.is(await signIn('mal@attacker-team.example', ATTACKERS_PASSWORD), 401, 'the password did not change');
  t.is((await got(`${base}/password-reset/choose?token=${reset.token}`, { throwHttpErrors: false })).statusCode, 200);
  const chosen = await useThroughTheForm('/password-reset/choose', reset.token, 'a brand new passphrase');
  t.is(chosen.statusCode, 303);
  t.not(cookieOf(chosen, 'dashboard_session'), '');
  t.is(await signIn('mal@attacker-team.example', 'a brand new passphrase'), 303);
});
