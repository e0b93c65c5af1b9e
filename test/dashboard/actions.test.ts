import test, { type ExecutionContext } from 'ava';
import got from 'got';
import { exportSPKI, generateKeyPair } from 'jose';
import { useSystem } from '../helpers/useSystem.js';
import { createConnectedUser } from '../helpers/fixtures.js';
import { basic } from '../helpers/http.js';
import { PasswordReset, TeamMember } from '../../src/dashboard/members.js';
import { OWNER_RESET_WITHOUT_EMAIL } from '../../src/dashboard/passwordResets.js';
import { parsePage } from '../helpers/dom.js';
import { expectGoodPage, joinedMember, signInAs, signInInBrowser, watchedPage } from './helpers.js';
import { flashOf, rowsOf } from './pageReading.js';

// What a form does when posted by hand, without a browser: every destructive action only asks
// until it is confirmed, a new key is made once per post and its secret read once, outcomes come
// back in their own style through the session (never the URL). And a dashboard without email:
// owners get the links to pass on, but never another owner's reset link.

let base: string;
let owner: Awaited<ReturnType<typeof signInAs>>;

const used = useSystem(test, {
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  browser: true,
  partner: { slug: 'form-team', name: 'Form Team' },
  async setup({ url }) {
    base = `${url}/connect/dashboard`;
    owner = await signInAs(base, 'form-team', 'kim@form-team.example');
  },
});

const introspect = (authorization: string) =>
  got(`${used.url}/public/search/introspection`, { headers: { authorization }, throwHttpErrors: false });

/** The question a page asks (its heading). */
const questionOf = (html: string) => parsePage(html).screen.getByRole('heading', { level: 1 }).textContent ?? '';

/** Asks, then does: the GET and an unconfirmed POST show the question and change nothing. */
async function asksFirst(t: ExecutionContext, path: string, question: RegExp, unchanged: () => Promise<boolean>) {
  const ask = await owner.client(`${base}${path}`);
  t.is(ask.statusCode, 200, path);
  t.regex(questionOf(ask.body), question);
  const form = parsePage(ask.body).byId('confirm-form') as HTMLFormElement;
  t.is(form.getAttribute('method'), 'post');
  t.is(form.getAttribute('action'), `/connect/dashboard${path}`);
  const confirm = form.querySelector<HTMLInputElement>('input[name="confirm"]');
  t.is(confirm?.type, 'hidden');
  t.is(confirm?.value, 'yes');
  const unconfirmed = await owner.client.post(`${base}${path}`, { form: { csrf: owner.csrf } });
  t.is(unconfirmed.statusCode, 200);
  t.regex(questionOf(unconfirmed.body), question);
  const wrong = await owner.client.post(`${base}${path}`, { form: { csrf: owner.csrf, confirm: 'no' } });
  t.is(wrong.statusCode, 200);
  t.true(await unchanged(), `${path}: nothing happened before confirming`);
  const done = await owner.client.post(`${base}${path}`, { form: { csrf: owner.csrf, confirm: 'yes' } });
  t.is(done.statusCode, 303);
  t.false(await unchanged(), `${path}: done once confirmed`);
  return done;
}

test.serial('revoking a key, a DevToken key, deleting a user or an endpoint asks first', async (t) => {
  // An API key.
  const done = await asksFirst(
    t,
    `/keys/${used.partner.clientId}/revoke`,
    /Revoke this API key\?/,
    async () => (await introspect(used.partner.basic)).statusCode === 200,
  );
  t.is(done.headers.location, '/connect/dashboard/keys');
  const after = parsePage((await owner.client(`${base}/keys`)).body);
  t.is(
    after.text(after.document.querySelector('.flash.success[role="status"]')),
    `Key ${used.partner.clientId} revoked.`,
  );
  t.is(
    parsePage((await owner.client(`${base}/keys`)).body).document.querySelector('.flash'),
    null,
    'a flash is shown once',
  );
  t.is(
    (await owner.client(`${base}/keys/${used.partner.clientId}/revoke`)).statusCode,
    404,
    'a revoked key has nothing to ask',
  );

  // A DevToken key: tokens it signed stop working.
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const keyAdded = await owner.client.post(`${base}/devtoken-keys`, {
    form: { csrf: owner.csrf, pem: await exportSPKI(publicKey) },
  });
  t.is(keyAdded.statusCode, 303);
  const kid = /^DevToken key added: ([A-Za-z0-9_-]+)$/.exec(flashOf((await owner.client(`${base}/keys`)).body))![1];
  const fresh = await createPartnerKey();
  const devToken = async () => {
    const { SignJWT } = await import('jose');
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ iss: fresh.clientId, iat: now, exp: now + 300 })
      .setProtectedHeader({ alg: 'ES256', kid })
      .sign(privateKey);
  };
  await asksFirst(
    t,
    `/devtoken-keys/${kid}/revoke`,
    /Revoke this DevToken key\?/,
    async () => (await introspect(`DevToken ${await devToken()}`)).statusCode === 200,
  );

  // A connected user.
  const user = await createConnectedUser(used.partner.accountId);
  await asksFirst(t, `/users/${user.id}/delete`, /Delete this connected user\?/, async () => {
    await user.reload();
    return user.deletedAt === null;
  });

  // A webhook endpoint.
  const endpoint = (await got
    .post(`${used.url}/public/webhooks/endpoints`, {
      headers: { authorization: fresh.basic },
      json: { url: 'https://hooks.form-team.example/in' },
    })
    .json()) as { id: string };
  await asksFirst(
    t,
    `/webhooks/${endpoint.id}/delete`,
    /Delete this webhook endpoint\?/,
    async () =>
      (
        await got(`${used.url}/public/webhooks/endpoints/${endpoint.id}`, {
          headers: { authorization: fresh.basic },
          throwHttpErrors: false,
        })
      ).statusCode === 200,
  );
});

/** A second live key of the partner (the first is revoked above), made through the dashboard. */
async function createPartnerKey(): Promise<{ clientId: string; basic: string }> {
  await owner.client.post(`${base}/keys`, { form: { csrf: owner.csrf, name: 'Backend' } });
  const page = (await owner.client(`${base}/keys`)).body;
  const clientId = /Client ID ([0-9a-f-]{36})\./.exec(flashOf(page))![1];
  const secret = parsePage(page).byId('client-secret').textContent ?? '';
  return { clientId, basic: basic(clientId, secret) };
}

test.serial(
  'creating a key is post-redirect-get: one key per post, its secret read once and never in a URL',
  async (t) => {
    const count = async () => rowsOf(parsePage((await owner.client(`${base}/keys`)).body), 'keys').length;
    const before = await count();
    const created = await owner.client.post(`${base}/keys`, { form: { csrf: owner.csrf, name: 'Backend' } });
    t.is(created.statusCode, 303);
    t.is(created.headers.location, '/connect/dashboard/keys', 'no secret, no id in the redirect');
    const shown = await owner.client(`${base}/keys`);
    const { document } = parsePage(shown.body);
    const box = document.querySelector('.flash.success[role="status"]');
    const secret = box?.querySelector('#client-secret')?.textContent ?? '';
    t.regex(secret, /^cs_/);
    const copy = box?.querySelector<HTMLButtonElement>('button[data-copy="client-secret"]');
    t.is(copy?.textContent, 'Copy');
    t.is(copy?.type, 'button');
    t.true(copy?.hidden, 'the copy button waits for the page’s script');
    const again = await owner.client(`${base}/keys`);
    t.false(again.body.includes(secret!), 'shown once');
    t.is(await count(), before + 1, 'reloading made no other key');
    t.is(await count(), before + 1);
    const clientId = /Client ID ([0-9a-f-]{36})\./.exec(flashOf(shown.body))![1];
    t.is((await introspect(basic(clientId, secret!))).statusCode, 200);
    // Another member's session never sees it.
    const other = await signInAs(base, 'form-team', 'lou@form-team.example');
    await owner.client.post(`${base}/keys`, { form: { csrf: owner.csrf, name: 'Backend' } });
    t.notRegex((await other.client(`${base}/keys`)).body, /cs_/);
  },
);

test.serial('a refusal comes back as an alert in the error style, never in the success box', async (t) => {
  const refused = await owner.client.post(`${base}/webhooks`, {
    form: { csrf: owner.csrf, url: 'not a url' },
  });
  t.is(refused.statusCode, 303);
  t.false(String(refused.headers.location).includes('notice'), 'nothing rides in the URL');
  const page = parsePage((await owner.client(`${base}/keys`)).body);
  const error = page.document.querySelector('.flash.error');
  t.is(error?.getAttribute('role'), 'alert');
  t.is(error?.querySelector('strong')?.textContent, 'Not done:');
  t.is(page.document.querySelector('.flash.success'), null);
  const saved = await owner.client.post(`${base}/settings`, { form: { csrf: owner.csrf, name: 'Form Team' } });
  t.is(saved.statusCode, 303);
  const settings = parsePage((await owner.client(`${base}/settings`)).body);
  t.is(settings.text(settings.document.querySelector('.flash.success[role="status"]')), 'Saved.');
  t.is(settings.document.querySelector('.flash.error'), null);
  // A page the dashboard does not have reads as a page too.
  const missing = await owner.client(`${base}/transfers/00000000-0000-4000-8000-000000000000`);
  t.is(missing.statusCode, 404);
  t.regex(String(missing.headers['content-type']), /html/);
  t.regex(parsePage(missing.body).screen.getByRole('alert').textContent ?? '', /nothing here/);
});

test.serial(
  'without email, owners get each link to pass on, except another owner’s reset, and the home page says there is nothing yet',
  async (t) => {
    await joinedMember('form-team', 'max@form-team.example');
    await joinedMember('form-team', 'nia@form-team.example', 'member');
    const { context, page, errors } = await watchedPage(used.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: used.url });
    try {
      await signInInBrowser(page, base, 'max@form-team.example');
      t.truthy(await page.$('#chart-empty'), 'no transfers yet');
      t.falsy(await page.$('svg'));
      await expectGoodPage(t, page, 'home-empty', errors);

      await page.goto(`${base}/team`);
      t.regex((await page.textContent('main')) ?? '', /does not send email/);
      await page.fill('#invite-email', 'ned@form-team.example');
      await page.click('form[action$="/team/invite"] button');
      await page.waitForSelector('.flash.success #invitation-link');
      t.false(page.url().includes('token'));
      const link = (await page.textContent('#invitation-link'))?.trim() ?? '';
      t.true(link.startsWith(`${used.system.config.appUrl}/dashboard/invitation?token=inv_`));
      await page.click('button[data-copy="invitation-link"]');
      await page.waitForSelector('.flash .copied:has-text("Copied")');
      t.is(await page.evaluate('navigator.clipboard.readText()'), link);
      await expectGoodPage(t, page, 'team-invitation-link', errors);
      await page.reload();
      t.falsy(await page.$('#invitation-link'), 'shown once');
      const invitation = parsePage((await got(link)).body);
      t.regex(invitation.text(), /Form Team/);
      t.regex(invitation.text(), /ned@form-team.example/);

      await page.click(`#team tr[data-email="nia@form-team.example"] button:has-text("Send a password reset")`);
      await page.waitForSelector('.flash.success #reset-link');
      const reset = (await page.textContent('#reset-link'))?.trim() ?? '';
      t.true(reset.startsWith(`${used.system.config.appUrl}/dashboard/password-reset/choose?token=pwr_`));
      t.regex(parsePage((await got(reset)).body).text(), /nia@form-team.example/);
      await expectGoodPage(t, page, 'team-reset-link', errors);

      // Another owner's link would hand over their login: without email, none is made.
      const lou = (await TeamMember.findOne({ where: { email: 'lou@form-team.example' } }))!;
      t.is(lou.role, 'owner');
      await page.click(`#team tr[data-email="lou@form-team.example"] button:has-text("Send a password reset")`);
      await page.waitForSelector('.flash.error[role="alert"]');
      t.is((await page.textContent('.flash.error'))?.trim(), `Not done: ${OWNER_RESET_WITHOUT_EMAIL}`);
      t.falsy(await page.$('#reset-link'));
      t.false((await page.content()).includes('pwr_'));
      t.is(await PasswordReset.count({ where: { memberId: lou.id } }), 0, 'no link exists');
      await expectGoodPage(t, page, 'team-owner-reset-refused', errors);

      // Forgot your password? Without email, the page says whom to ask, and a post sends nothing.
      const anonymous = await watchedPage(used.browser);
      try {
        await anonymous.page.goto(`${base}/login`);
        await anonymous.page.click('a:has-text("Forgot your password?")');
        await anonymous.page.waitForSelector('#no-mail');
        await expectGoodPage(t, anonymous.page, 'password-reset-no-mail', anonymous.errors);
      } finally {
        await anonymous.context.close();
      }
    } finally {
      await context.close();
    }
  },
);
