import test from 'ava';
import { randomUUID } from 'node:crypto';
import got from 'got';
import { startTestSystem } from '../helpers/system.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { createConnectedUser, createPartner } from '../helpers/fixtures.js';
import { connectThroughSignIn, startTransfer, waitForTransfer } from '../helpers/transfers.js';
import { inviteMember } from '../../src/dashboard/members.js';
import { REASON_WORDS } from '../../src/transfers/reasons.js';
import { LiveProgressStore } from '../../src/transfers/liveProgress.js';
import { Transfer } from '../../src/transfers/models.js';
import { claimChoice, confirmChoice, firstResults } from '../../src/transfers/store/matchReport.js';
import { IntegrationUser } from '../../src/users/models.js';
import { parsePage } from '../helpers/dom.js';
import { PASSWORD, choosePassword, csrfOf, expectGoodPage, signInAs, watchedPage } from './helpers.js';
import { downloadedText } from '../helpers/browser.js';

// A partner's team member in a real browser: joins by invitation, signs in, reads the home chart,
// creates a key and copies its secret, adds a Return URL, finds connected users by name and email,
// follows transfers on the wizard's progress bar, opens a transfer's unmatched rows in plain words
// with the listener's choices and downloads them as CSV; every page checked
// at desktop and phone size. Then what another account and a forged form get.

let transferId: string;
let base: string;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 1_500,
  liftBudgets: true,
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  workers: true,
  browser: true,
  partner: { slug: 'team-partner', name: 'Team Partner', isTransferServiceEnabled: true },
  async setup({ url, system, partner }) {
    base = `${url}/connect/dashboard`;
    // A finished transfer with unmatched items, for the home chart and the transfer pages.
    const source = await connectThroughSignIn(url, 'team-partner', 'spotify', 'demo@listeners.example', RETURN_URL);
    const destination = await connectThroughSignIn(url, 'team-partner', 'deezer', 'demo@listeners.example', RETURN_URL);
    const transfer = await startTransfer(system.web.runtime.queues, {
      accountId: partner.accountId,
      source: { id: source, service: 'spotify' },
      destination: { id: destination, service: 'deezer' },
      selection: { likedTracks: true },
    });
    await waitForTransfer(transfer.id);
    transferId = transfer.id;
  },
});

test.serial('a team member runs the dashboard in a browser', async (t) => {
  const invited = await inviteMember('team-partner', 'ada@team-partner.example');
  const { context, page, errors } = await watchedPage(used.browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: used.url });
  try {
    // Invitation: the page names the team and the address; choose a password, land signed in.
    await page.goto(`${base}/invitation?token=${encodeURIComponent(invited.token)}`);
    const invitation = (await page.textContent('main')) ?? '';
    t.true(invitation.includes('Team Partner') && invitation.includes('ada@team-partner.example'));
    await expectGoodPage(t, page, 'invitation', errors);
    await page.fill('#password', PASSWORD);
    await page.click('form button');
    await page.waitForSelector('nav');
    t.regex((await page.textContent('.flash.success[role="status"]')) ?? '', /Welcome to Team Partner/);

    // Sign out; a wrong password shows an alert and keeps the email; then sign in.
    await page.click('nav button:text("Sign out")');
    await page.waitForSelector('#email');
    await expectGoodPage(t, page, 'login', errors);
    await page.fill('#email', 'ada@team-partner.example');
    await page.fill('#password', 'not the password');
    await page.click('form button');
    await page.waitForSelector('[role="alert"]');
    t.is(await page.inputValue('#email'), 'ada@team-partner.example', 'the typed email is kept');
    t.regex((await page.textContent('[role="alert"]')) ?? '', /Wrong email or password/);
    await expectGoodPage(t, page, 'login-error', errors);
    await page.fill('#password', PASSWORD);
    await page.click('form button');

    // Home: a chart with axes and dates, each day's figures on keyboard focus, and a table.
    await page.waitForSelector('svg[aria-label="Transfers a day and match rate"]');
    const bars = await page.$$('.chart .bar[tabindex="0"]');
    t.is(bars.length, 14);
    const labels = await page.$$eval('.chart .bar', (els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    t.true(
      labels.some((l) => /1 transfer, \d+% matched/.test(l)),
      labels.at(-1),
    );
    await page.keyboard.press('Tab');
    for (let i = 0; i < 40 && !(await page.evaluate('document.activeElement?.classList.contains("bar")')); i++)
      await page.keyboard.press('Tab');
    t.true(await page.evaluate('document.activeElement?.classList.contains("bar")'), 'bars take keyboard focus');
    t.is(
      await page.evaluate('getComputedStyle(document.activeElement.querySelector(".tip")).visibility'),
      'visible',
      'the focused day shows its figures',
    );
    await page.click('summary');
    t.is((await page.$$('#chart-table tbody tr')).length, 14);
    t.true((await page.$$('#chart-table th[scope="col"]')).length === 3);
    await expectGoodPage(t, page, 'home', errors);

    // A new key: post-redirect-get; the secret shows once, in a success box, with a copy button.
    await page.goto(`${base}/keys`);
    await expectGoodPage(t, page, 'keys', errors);
    const keysBefore = (await page.$$('#keys tbody tr')).length;
    await page.fill('#key-name', 'Production backend');
    await page.click('form[action$="/keys"] button');
    await page.waitForSelector('#client-secret');
    t.is(new URL(page.url()).pathname, '/connect/dashboard/keys', 'redirected to the list');
    t.false(page.url().includes('cs_'), 'the secret is not in the URL');
    const secret = (await page.textContent('#client-secret'))?.trim() ?? '';
    t.regex(secret, /^cs_/);
    t.truthy(await page.$('.flash.success[role="status"] #client-secret'));
    await page.click('button[data-copy="client-secret"]');
    await page.waitForSelector('.copied:has-text("Copied")');
    t.is(await page.evaluate('navigator.clipboard.readText()'), secret, 'the copy button copies the secret');
    await expectGoodPage(t, page, 'keys-new-key', errors);
    await page.reload();
    t.false((await page.content()).includes(secret), 'a reload never shows the secret again');
    t.is((await page.$$('#keys tbody tr')).length, keysBefore + 1, 'and never makes a second key');
    const clientId = (await page.$$eval('#keys code', (cells) => cells.map((c) => c.textContent ?? ''))).at(-1)!;
    t.is(
      (
        await got(`${used.url}/public/search/introspection`, {
          username: clientId,
          password: secret,
          throwHttpErrors: false,
        })
      ).statusCode,
      200,
      'the new key works',
    );

    // Revoking asks first, on a page of its own; cancelling keeps the key.
    await page.click(`a[href$="/keys/${clientId}/revoke"]`);
    await page.waitForSelector('#confirm-form');
    t.regex((await page.textContent('h1')) ?? '', /Revoke this API key\?/);
    await expectGoodPage(t, page, 'confirm-revoke-key', errors);
    await page.click('#confirm-form a:has-text("Cancel")');
    await page.waitForSelector('#keys');
    t.truthy(await page.$(`a[href$="/keys/${clientId}/revoke"]`), 'still live');

    // Settings: a success in the success style; a refusal in the error style, never in the success box.
    await page.goto(`${base}/settings`);
    await page.fill('#return-url', 'https://partner.example/new-return');
    await page.click('form[action$="/settings/return-urls"] button');
    await page.waitForSelector('#return-urls >> text=https://partner.example/new-return');
    t.regex((await page.textContent('.flash.success[role="status"]')) ?? '', /Return URL added/);
    t.falsy(await page.$('.flash.error'));
    await expectGoodPage(t, page, 'settings', errors);
    await page.fill('#return-url', 'ftp://partner.example/nope');
    await page.click('form[action$="/settings/return-urls"] button');
    await page.waitForSelector('.flash.error[role="alert"]');
    t.falsy(await page.$('.flash.success'), 'an error is never shown as a success');
    t.regex((await page.textContent('.flash.error')) ?? '', /Not done/);
    await expectGoodPage(t, page, 'settings-error', errors);

    // Connected users, found by name and by email as well as by uuid.
    const named = await createConnectedUser(used.partner.accountId);
    await named.update({ name: 'Grace Hopper', email: 'grace@listeners.example' });
    await page.goto(`${base}/users`);
    await expectGoodPage(t, page, 'users', errors);
    for (const query of ['grace hop', 'GRACE@listeners', named.id]) {
      await page.fill('#user-search', query);
      await page.click('form[role="search"] button');
      // After the first search every address has a `q`: only this search's own says its results are in.
      await page.waitForURL((url) => url.searchParams.get('q') === query);
      t.deepEqual(
        await page.$$eval('#users tbody tr', (rows) => rows.map((r) => r.getAttribute('data-id'))),
        [named.id],
        `found by ${query}`,
      );
    }
    await expectGoodPage(t, page, 'users-search', errors);
    await page.fill('#user-search', 'nobody at all');
    await page.click('form[role="search"] button');
    await page.waitForSelector('#users-empty');

    // Transfers, each with the wizard's bar over reading, matching and writing: one adding its
    // last songs is most of the way, not at half as when the bar counted matching and writing only.
    const finished = (await Transfer.findByPk(transferId))!;
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...same } = finished.get({ plain: true });
    const writing = await Transfer.create({
      ...same,
      id: randomUUID(),
      status: 'writing',
      counts: { total: 10, matched: 8, unmatched: 2, written: 0 },
      finishedAt: null,
    });
    await new LiveProgressStore(used.system.web.runtime.redis, used.system.config.redisPrefix).set(writing.id, {
      phase: 'writing',
      read: 10,
      matched: 8,
      unmatched: 2,
      written: 4,
    });
    const sequelize = used.system.web.runtime.sequelize;
    const results = await firstResults(sequelize, transferId);
    const picked = results.find((r) => r.row.candidate) ?? results[0];
    const key: [number, number] = [picked.group_index, picked.position];
    await claimChoice(sequelize, transferId, key, 'chosen-on-deezer', 0);
    await confirmChoice(sequelize, transferId, key, null);
    try {
      await page.goto(`${base}/transfers`);
      const bar = (id: string) => page.getByRole('progressbar', { name: `Progress of transfer ${id.slice(0, 8)}` });
      // 10 read + 10 matched + 4 of 8 written, of 10 + 10 + 8.
      t.is(await bar(writing.id).getAttribute('value'), '85');
      t.regex((await page.textContent(`#transfers tr[data-status="writing"]`)) ?? '', /85% · 4 of 8 added/);
      t.is(await bar(transferId).getAttribute('value'), '100');
      await expectGoodPage(t, page, 'transfers', errors);
      await page.click(`#transfers a:has-text("${writing.id.slice(0, 8)}")`);
      await page.waitForSelector('#transfer-progress');
      t.is(await page.getByRole('progressbar', { name: 'Progress of this transfer' }).getAttribute('value'), '85');
    } finally {
      await writing.destroy();
    }

    // One transfer's unmatched rows, in words, with the listener's choice; the CSV of the window keeps the codes.
    await page.goto(`${base}/transfers`);
    await page.click(`#transfers a:has-text("${transferId.slice(0, 8)}")`);
    await page.waitForSelector('#unmatched');
    const rows = await page.$$('#unmatched tr[data-reason]');
    t.true(rows.length > 0, 'the transfer has unmatched items');
    const shown = await page.$$eval('#unmatched tr[data-reason]', (trs) =>
      trs.map((tr) => ({ code: tr.getAttribute('data-reason') ?? '', why: tr.children[2]?.textContent ?? '' })),
    );
    for (const { code, why } of shown) t.is(why, REASON_WORDS[code as keyof typeof REASON_WORDS], code);
    t.is(
      await page.textContent('#unmatched tr[data-chosen="chosen-on-deezer"] .chosen'),
      'Chosen: saved to the library',
    );
    const visible = (await page.textContent('main')) ?? '';
    for (const code of Object.keys(REASON_WORDS)) t.false(visible.includes(code), `no raw ${code} on the page`);
    await expectGoodPage(t, page, 'transfer', errors);
    await page.goto(`${base}/transfers`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('form[action$="unmatched.csv"] button'),
    ]);
    const csv = await downloadedText(download);
    const lines = csv.trim().split('\r\n');
    t.is(lines[0].split(',')[0], 'transferUuid');
    t.true(lines[0].endsWith(',chosenId,chosenAt,chosenPosition'), lines[0]);
    t.is(lines.length - 1, rows.length);
    t.is(lines.filter((line) => line.includes('"chosen-on-deezer"')).length, 1);
  } finally {
    await context.close();
  }
});

test.serial('another account’s pages and objects answer 404; a form without its CSRF token is refused', async (t) => {
  await createPartner({
    slug: 'other-team',
    returnUrls: [RETURN_URL],
    enabledIntegrations: ['spotify'],
    isTransferServiceEnabled: true,
  });
  const other = await signInAs(base, 'other-team', 'bob@other-team.example');
  const asOther = other.client;
  t.is((await asOther(`${base}/transfers/${transferId}`)).statusCode, 404);
  const [user] = await IntegrationUser.findAll({
    where: { accountId: used.partner.accountId, deletedAt: null },
    limit: 1,
  });
  t.is((await asOther(`${base}/users/${user.id}/delete`)).statusCode, 404, 'not even the confirmation page');
  t.is(
    (await asOther.post(`${base}/users/${user.id}/delete`, { form: { csrf: other.csrf, confirm: 'yes' } })).statusCode,
    404,
  );
  const endpoint = (await got
    .post(`${used.url}/public/webhooks/endpoints`, {
      headers: { authorization: used.partner.basic },
      json: { url: 'https://hooks.team-partner.example/in' },
    })
    .json()) as { id: string };
  t.is((await asOther(`${base}/webhooks/${endpoint.id}`)).statusCode, 404);
  t.is((await asOther(`${base}/webhooks/${endpoint.id}/deliveries.json`)).statusCode, 404);
  t.is((await asOther.post(`${base}/webhooks/${endpoint.id}/disable`, { form: { csrf: other.csrf } })).statusCode, 404);
  t.is(
    (await asOther.post(`${base}/webhooks/${endpoint.id}/delete`, { form: { csrf: other.csrf, confirm: 'yes' } }))
      .statusCode,
    404,
  );
  t.is((await asOther(`${base}/keys/${used.partner.clientId}/revoke`)).statusCode, 404);
  // The connected user is still there.
  await user.reload();
  t.is(user.deletedAt, null);

  const mine = await signInAs(base, 'team-partner', 'cy@team-partner.example');
  const asMine = mine.client;
  t.is((await asMine.post(`${base}/keys`, { form: {} })).statusCode, 403, 'no CSRF token');
  t.is((await asMine.post(`${base}/keys`, { form: { csrf: 'forged' } })).statusCode, 403, 'a wrong CSRF token');
  t.is((await asMine.post(`${base}/keys`, { form: { csrf: mine.csrf, name: 'Mine' } })).statusCode, 303);
  // Without a session, pages send the browser to the sign-in page; a wrong password is refused.
  t.is(
    (await got(`${base}/keys`, { throwHttpErrors: false, followRedirect: false })).headers.location,
    '/connect/dashboard/login',
  );
  const form = await got(`${base}/login`);
  const loginCookie = String(form.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const loginCsrf = csrfOf(form.body);
  const wrong = await got.post(`${base}/login`, {
    headers: { cookie: loginCookie },
    form: { csrf: loginCsrf, email: 'cy@team-partner.example', password: 'not the password' },
    followRedirect: false,
    throwHttpErrors: false,
  });
  t.is(wrong.statusCode, 401);
  const refused = parsePage(wrong.body);
  t.is(
    (refused.screen.getByLabelText('Email') as HTMLInputElement).value,
    'cy@team-partner.example',
    'the typed email is kept',
  );
  t.is(refused.screen.getByRole('alert').textContent, 'Wrong email or password.');
  t.falsy(String(wrong.headers['set-cookie'] ?? '').includes('dashboard_session'));
});

const sessionCookieHeader = (answer: { headers: { 'set-cookie'?: string[] } }) =>
  (answer.headers['set-cookie'] ?? []).find((c) => c.startsWith('dashboard_session=')) ?? '';

test.serial('the session cookie is HttpOnly and SameSite, and Secure when served over https', async (t) => {
  const { cookie } = await signInAs(base, 'team-partner', 'dee@team-partner.example');
  t.truthy(cookie);
  const invited = await inviteMember('team-partner', 'eve@team-partner.example');
  const joined = await choosePassword(base, '/invitation', invited.token, PASSWORD);
  const setCookie = sessionCookieHeader(joined);
  t.regex(setCookie, /HttpOnly/i);
  t.regex(setCookie, /SameSite=Lax/i);
  t.notRegex(setCookie, /Secure/i, 'plain http here');
  const https = await startTestSystem({ APP_URL: 'https://dashboard.partner-api.example/connect' });
  try {
    await createPartner({ slug: 'secure-team', returnUrls: [RETURN_URL], enabledIntegrations: ['spotify'] });
    const invite = await inviteMember('secure-team', 'fay@secure-team.example');
    const answer = await choosePassword(`${https.url}/connect/dashboard`, '/invitation', invite.token, PASSWORD);
    t.is(answer.statusCode, 303);
    t.regex(sessionCookieHeader(answer), /; Secure/i);
  } finally {
    await https.stop();
  }
});
