import test from 'ava';
import got from 'got';
import { startTestSystem, type TestSystem } from '../helpers/system.js';
import { createPartner } from '../helpers/fixtures.js';
import { startWeb, type WebServer } from '../../src/web.js';
import { TeamMember, inviteMember, type TeamRole } from '../../src/dashboard/members.js';
import { createPasswordReset, createPasswordResetByEmail } from '../../src/dashboard/passwordResets.js';
import { csrfOf } from '../dashboard/helpers.js';
import { parsePage } from '../helpers/dom.js';

// Attack: a team member opens the API docs from the dashboard, which hands their browser a docs
// session: a bearer credential for the partner API, good for an hour. Removed from the team (or
// locked out by a password reset), they kept calling the API with it until it expired. Each docs
// session now names the member who opened it and ends with their place on the team or their
// password, at once on every web process (each keeps verified credentials in a cache); owners see
// the live ones and end any of them.

let system: TestSystem;
let other: WebServer;
let base: string;
const PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'a brand new passphrase';

test.before(async () => {
  // The longest cache there is: an ended session must not wait for it to run out.
  system = await startTestSystem({ CREDENTIAL_CACHE_MS: '10000' });
  // A second web process on the same database and Redis, as behind a load balancer.
  other = await startWeb({ ...system.config, port: 0 });
  base = `${system.url}/connect/dashboard`;
  await createPartner({ slug: 'docs-team', name: 'Docs Team' });
});
test.after.always(async () => {
  await other?.stop();
  await system?.stop();
});

const cookieOf = (answer: { headers: { 'set-cookie'?: string[] } }, name: string) =>
  ((answer.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`)) ?? '').split(';')[0];
const browser = (cookie: string) =>
  got.extend({ headers: { cookie }, followRedirect: false, throwHttpErrors: false, retry: { limit: 0 } });

/** Chooses a password on a one-use link's page through its form, as a browser does: the session cookie. */
async function useLink(path: string, token: string, password: string): Promise<string> {
  const page = await got(`${base}${path}?token=${encodeURIComponent(token)}`);
  const answer = await browser(cookieOf(page, 'dashboard_login')).post(`${base}${path}`, {
    form: { token, csrf: csrfOf(page.body), password },
  });
  if (answer.statusCode !== 303) throw new Error(`${path} answered ${answer.statusCode}`);
  return cookieOf(answer, 'dashboard_session');
}

/** A member who joined by invitation, signed in: their session cookie and the session's CSRF token. */
async function join(email: string, role: TeamRole) {
  const invited = await inviteMember('docs-team', email, { role });
  return signedIn(await useLink('/invitation', invited.token, PASSWORD));
}

async function signedIn(cookie: string) {
  const client = browser(cookie);
  return { client, csrf: csrfOf((await client(`${base}/settings`)).body) };
}

async function signIn(email: string, password: string) {
  const form = await got(`${base}/login`);
  const answer = await browser(cookieOf(form, 'dashboard_login')).post(`${base}/login`, {
    form: { csrf: csrfOf(form.body), email, password },
  });
  if (answer.statusCode !== 303) throw new Error(`sign-in answered ${answer.statusCode}`);
  return signedIn(cookieOf(answer, 'dashboard_session'));
}

/** Opens the API docs from the dashboard: the docs session token the browser is handed. */
async function openDocs(member: { client: typeof got; csrf: string }): Promise<string> {
  const answer = await member.client.post(`${base}/docs`, { form: { csrf: member.csrf } });
  const token = /#session=([^&]+)$/.exec(String(answer.headers.location))?.[1];
  if (!token) throw new Error(`no docs session: ${answer.statusCode} ${answer.headers.location}`);
  return decodeURIComponent(token);
}

/** An API call with the docs session, to one web process. */
const call = (url: string, token: string) =>
  got(`${url}/public/docs-sessions/current`, {
    headers: { authorization: `DocsSession ${token}` },
    throwHttpErrors: false,
    retry: { limit: 0 },
  });

/**
 * The answer to an API call once the change has had a moment to reach the web process (well
 * under the credential cache's 10 seconds): its status and code.
 */
async function afterChange(url: string, token: string): Promise<{ status: number; code: string | undefined }> {
  const deadline = Date.now() + 1_000;
  for (;;) {
    const answer = await call(url, token);
    const code = (JSON.parse(answer.body) as { code?: string }).code;
    if (answer.statusCode === 401 || Date.now() > deadline) return { status: answer.statusCode, code };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const memberId = async (email: string) => (await TeamMember.findOne({ where: { email } }))!.id;

test.serial('a removed member’s docs session ends at once, on every web process', async (t) => {
  const owner = await join('olga@docs-team.example', 'owner');
  const max = await join('max@docs-team.example', 'member');
  const token = await openDocs(max);
  // Both processes verify it, and keep it in their caches.
  t.is((await call(system.url, token)).statusCode, 200);
  t.is((await call(other.url, token)).statusCode, 200);

  const id = await memberId('max@docs-team.example');
  const removed = await owner.client.post(`${base}/team/${id}/remove`, { form: { csrf: owner.csrf, confirm: 'yes' } });
  t.is(removed.statusCode, 303);
  t.deepEqual(await afterChange(other.url, token), { status: 401, code: 'docsSessionEnded' });
  t.deepEqual(await afterChange(system.url, token), { status: 401, code: 'docsSessionEnded' });
});

test.serial(
  'a password reset ends the docs sessions the member opened: by a link, and by the admin command’s link',
  async (t) => {
    const owner = await join('ines@docs-team.example', 'owner');
    const ownersToken = await openDocs(owner);
    const nia = await join('nia@docs-team.example', 'member');
    const first = await openDocs(nia);
    t.is((await call(other.url, first)).statusCode, 200);

    // A reset link, as the owner's "Send a password reset" or "Forgot your password?" makes it.
    const member = (await TeamMember.findOne({ where: { email: 'nia@docs-team.example' } }))!;
    const reset = await createPasswordReset(member);
    await useLink('/password-reset/choose', reset.token, NEW_PASSWORD);
    t.deepEqual(await afterChange(other.url, first), { status: 401, code: 'docsSessionEnded' });

    // The admin command's link (member:password-reset) ends the ones opened since.
    const again = await signIn('nia@docs-team.example', NEW_PASSWORD);
    const second = await openDocs(again);
    t.is((await call(other.url, second)).statusCode, 200);
    const byAdmin = await createPasswordResetByEmail('docs-team', 'nia@docs-team.example');
    await useLink('/password-reset/choose', byAdmin.token, 'a third long passphrase');
    t.deepEqual(await afterChange(other.url, second), { status: 401, code: 'docsSessionEnded' });

    t.is((await call(other.url, ownersToken)).statusCode, 200, 'another member’s docs session stays');
  },
);

test.serial('an owner sees the live docs sessions, who opened them and until when, and ends one', async (t) => {
  const owner = await join('pia@docs-team.example', 'owner');
  const quin = await join('quin@docs-team.example', 'member');
  const quinsToken = await openDocs(quin);
  const ownersToken = await openDocs(owner);
  t.is((await call(other.url, quinsToken)).statusCode, 200);

  const page = parsePage((await owner.client(`${base}/team`)).body);
  const sessions = page.byId('docs-sessions');
  const row = sessions.querySelector('tr[data-email="quin@docs-team.example"]');
  t.truthy(row, 'a row for the session quin opened');
  const id = row!.getAttribute('data-docs-session') ?? '';
  t.regex(id, /^[0-9a-f-]{36}$/);
  t.is(row!.querySelectorAll('time[datetime]').length, 2, 'when it was opened, and until when');
  t.truthy(sessions.querySelector('tr[data-email="pia@docs-team.example"]'), 'the owner’s own session is listed too');
  t.is(
    parsePage((await quin.client(`${base}/team`)).body).document.getElementById('docs-sessions'),
    null,
    'members do not see the list',
  );

  const end = `${base}/team/docs-sessions/${id}/end`;
  const ask = await owner.client(end);
  t.is(ask.statusCode, 200);
  const asked = parsePage(ask.body);
  t.is(asked.screen.getByRole('heading', { level: 1 }).textContent, 'End this docs session?');
  t.regex(asked.text(asked.byId('consequence')), /quin@docs-team.example/);
  t.is((await owner.client.post(end, { form: { csrf: owner.csrf } })).statusCode, 200, 'unconfirmed: asks again');
  t.is((await owner.client.post(end, { form: { confirm: 'yes' } })).statusCode, 403, 'without the CSRF token');
  t.is((await quin.client.post(end, { form: { csrf: quin.csrf, confirm: 'yes' } })).statusCode, 403, 'owners only');
  t.is((await call(other.url, quinsToken)).statusCode, 200, 'still live');

  const ended = await owner.client.post(end, { form: { csrf: owner.csrf, confirm: 'yes' } });
  t.is(ended.statusCode, 303);
  t.is(ended.headers.location, '/connect/dashboard/team');
  t.deepEqual(await afterChange(other.url, quinsToken), { status: 401, code: 'docsSessionEnded' });
  t.is((await call(other.url, ownersToken)).statusCode, 200, 'only that one');
  const after = parsePage((await owner.client(`${base}/team`)).body);
  t.is(after.text(after.document.querySelector('.flash.success[role="status"]')), 'Docs session ended.');
  t.is(after.document.querySelector(`#docs-sessions tr[data-docs-session="${id}"]`), null);
  t.is((await owner.client.post(end, { form: { csrf: owner.csrf, confirm: 'yes' } })).statusCode, 404, 'ended once');
});
