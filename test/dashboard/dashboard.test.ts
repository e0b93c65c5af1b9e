import test from 'ava';
import { mkdir, readFile } from 'node:fs/promises';
import got from 'got';
import type { Browser, Page } from 'playwright-core';
import { startTestSystem, type TestSystem } from '../helpers/system.js';
import { createPartner, type TestPartner } from '../helpers/fixtures.js';
import { launchBrowser } from '../helpers/browser.js';
import { WebhookReceiver } from '../helpers/webhookReceiver.js';
import { connectThroughSignIn, startTransfer, waitForTransfer } from '../helpers/transfers.js';
import { createCatalogue } from '../../src/emulators/catalogue/index.js';
import { startSpotifyEmulator } from '../../src/emulators/spotify/index.js';
import { startDeezerEmulator } from '../../src/emulators/deezer/index.js';
import { startWorkers, type WorkerProcess } from '../../workers/worker.js';
import { inviteMember } from '../../src/dashboard/members.js';
import type { RunningEmulator } from '../../src/emulators/kit/types.js';
import { emulatorEnv } from '../../src/emulators/index.js';

// A partner's team member in a real browser: joins by invitation, signs in, creates a key, adds a
// Return URL, registers a webhook and sees a delivery in its log, opens a transfer's unmatched
// rows and downloads them as CSV. Then what another account and a forged form get.

let system: TestSystem;
let workers: WorkerProcess;
let browser: Browser;
let partner: TestPartner;
let spotify: RunningEmulator;
let deezer: RunningEmulator;
const receiver = new WebhookReceiver();
const RETURN = 'https://partner.example/back';
const PASSWORD = 'correct horse battery staple';
let transferId: string;
let base: string;

test.before(async () => {
  const catalogue = createCatalogue({ recordings: 1_500 });
  spotify = await startSpotifyEmulator({ catalogue, rateLimit: null });
  deezer = await startDeezerEmulator({ catalogue, rateLimit: null });
  system = await startTestSystem({
    ...emulatorEnv(spotify, deezer),
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    SPOTIFY_REQUESTS_PER_SECOND: '2000',
    DEEZER_REQUESTS_PER_SECOND: '2000',
  });
  workers = await startWorkers(system.config);
  partner = await createPartner({
    slug: 'team-partner',
    name: 'Team Partner',
    returnUrls: [RETURN],
    enabledIntegrations: ['spotify', 'deezer'],
    isTransferServiceEnabled: true,
  });
  base = `${system.url}/connect/dashboard`;
  // A finished transfer with unmatched items, for the transfer pages.
  const source = await connectThroughSignIn(system.url, 'team-partner', 'spotify', 'demo@listeners.example', RETURN);
  const destination = await connectThroughSignIn(
    system.url,
    'team-partner',
    'deezer',
    'demo@listeners.example',
    RETURN,
  );
  const transfer = await startTransfer(system.web.runtime.queues, {
    accountId: partner.accountId,
    source: { id: source, service: 'spotify' },
    destination: { id: destination, service: 'deezer' },
    selection: { likedTracks: true },
  });
  await waitForTransfer(transfer.id);
  transferId = transfer.id;
  browser = await launchBrowser();
  await mkdir('test-results', { recursive: true });
});

test.after.always(async () => {
  await browser?.close();
  await workers?.stop();
  await system?.stop();
  await spotify?.close();
  await deezer?.close();
  await receiver.stop();
});

// The visible part of each page: a full-page capture of a long table can fail in a busy browser.
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/dashboard-${name}.png` });

test.serial('a team member runs the dashboard in a browser', async (t) => {
  const invited = await inviteMember('team-partner', 'ada@team-partner.example');
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  try {
    // Invitation: choose a password, land signed in; sign out and sign in again.
    await page.goto(`${base}/invitation?token=${encodeURIComponent(invited.token)}`);
    await page.fill('input[name="password"]', PASSWORD);
    await page.click('button');
    await page.waitForSelector('nav');
    await page.click('nav button');
    await page.waitForSelector('input[name="email"]');
    await page.fill('input[name="email"]', 'ada@team-partner.example');
    await page.fill('input[name="password"]', PASSWORD);
    await shot(page, '1-login');
    await page.click('button');
    await page.waitForSelector('svg[aria-label="Transfers a day and match rate"]');
    await shot(page, '2-home');

    // A new key: its secret is shown once.
    await page.goto(`${base}/keys`);
    await page.click('form[action$="/keys"] button');
    const secret = (await page.textContent('#client-secret'))?.trim() ?? '';
    t.regex(secret, /^cs_/);
    await shot(page, '3-new-key');
    await page.goto(`${base}/keys`);
    t.false((await page.content()).includes(secret), 'the secret is never shown again');
    const clientId = (await page.$$eval('#keys code', (cells) => cells.map((c) => c.textContent ?? ''))).at(-1)!;
    t.is(
      (
        await got(`${system.url}/public/search/introspection`, {
          username: clientId,
          password: secret,
          throwHttpErrors: false,
        })
      ).statusCode,
      200,
      'the new key works',
    );

    // A Return URL.
    await page.goto(`${base}/settings`);
    await page.fill('form[action$="/settings/return-urls"] input[name="url"]', 'https://partner.example/new-return');
    await page.click('form[action$="/settings/return-urls"] button');
    await page.waitForSelector('#return-urls >> text=https://partner.example/new-return');
    await shot(page, '4-settings');

    // A webhook, a test event, and its delivery in the log.
    const hook = await receiver.start();
    await page.goto(`${base}/keys`);
    await page.fill('form[action$="/webhooks"] input[name="url"]', hook);
    await page.click('form[action$="/webhooks"] button');
    await page.click(`#endpoints a:has-text("${hook}")`);
    // The signing secret, revealed on request: the receiver checks every signature with it.
    await page.click('a:has-text("reveal")');
    const signing = (await page.textContent('#webhook-secret'))?.trim() ?? '';
    t.regex(signing, /^whsec_/);
    receiver.useSecret(signing);
    await page.click('form[action$="/test"] button');
    await receiver.until(() => receiver.received.some((r) => r.type === 'webhook.test'));
    for (let i = 0; i < 50 && !(await page.$('#deliveries tr[data-status="succeeded"]')); i++) {
      await page.waitForTimeout(200);
      await page.reload();
    }
    t.truthy(await page.$('#deliveries tr[data-status="succeeded"]'));
    await shot(page, '5-webhook-log');

    // The connected users, searchable by uuid.
    await page.goto(`${base}/users`);
    const uuid = (await page.textContent('#users tr:nth-child(2) code'))?.trim() ?? '';
    await page.fill('input[name="q"]', uuid);
    await page.click('form[action$="/users"] button');
    t.is((await page.$$('#users tr')).length, 2, 'the header and the one user found');
    await shot(page, '6-users');

    // A transfer's unmatched rows, and the CSV of the window.
    await page.goto(`${base}/transfers`);
    await shot(page, '7-transfers');
    await page.click(`#transfers a:has-text("${transferId.slice(0, 8)}")`);
    const rows = await page.$$('#unmatched tr[data-reason]');
    t.true(rows.length > 0, 'the transfer has unmatched items');
    await shot(page, '8-transfer');
    await page.goto(`${base}/transfers`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('form[action$="unmatched.csv"] button'),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    t.is(lines[0].split(',')[0], 'transferUuid');
    t.is(lines.length - 1, rows.length);
  } finally {
    await context.close();
  }
});

async function signInAs(email: string, slug: string): Promise<{ cookie: string; csrf: string }> {
  const invited = await inviteMember(slug, email);
  const joined = await got.post(`${base}/invitation`, {
    form: { token: invited.token, password: PASSWORD },
    followRedirect: false,
  });
  const cookie = String(joined.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const page = await got(`${base}/settings`, { headers: { cookie } });
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1];
  return { cookie, csrf };
}

test.serial('another account’s pages and objects answer 404; a form without its CSRF token is refused', async (t) => {
  await createPartner({
    slug: 'other-team',
    returnUrls: [RETURN],
    enabledIntegrations: ['spotify'],
    isTransferServiceEnabled: true,
  });
  const other = await signInAs('bob@other-team.example', 'other-team');
  const asOther = got.extend({ headers: { cookie: other.cookie }, throwHttpErrors: false, followRedirect: false });
  t.is((await asOther(`${base}/transfers/${transferId}`)).statusCode, 404);
  const [[user]] = (await system.web.runtime.sequelize.query(
    'SELECT id FROM integration_users WHERE account_id = $1 LIMIT 1',
    { bind: [partner.accountId] },
  )) as [{ id: string }[], unknown];
  t.is((await asOther.post(`${base}/users/${user.id}/delete`, { form: { csrf: other.csrf } })).statusCode, 404);
  const endpoint = (await got
    .post(`${system.url}/public/webhooks/endpoints`, {
      headers: { authorization: partner.basic },
      json: { url: 'https://hooks.team-partner.example/in' },
    })
    .json()) as { id: string };
  t.is((await asOther(`${base}/webhooks/${endpoint.id}`)).statusCode, 404);
  t.is((await asOther.post(`${base}/webhooks/${endpoint.id}/disable`, { form: { csrf: other.csrf } })).statusCode, 404);
  // The connected user is still there.
  const [[still]] = (await system.web.runtime.sequelize.query(
    'SELECT deleted_at FROM integration_users WHERE id = $1',
    { bind: [user.id] },
  )) as [{ deleted_at: Date | null }[], unknown];
  t.is(still.deleted_at, null);

  const mine = await signInAs('cy@team-partner.example', 'team-partner');
  const asMine = got.extend({ headers: { cookie: mine.cookie }, throwHttpErrors: false, followRedirect: false });
  t.is((await asMine.post(`${base}/keys`, { form: {} })).statusCode, 403, 'no CSRF token');
  t.is((await asMine.post(`${base}/keys`, { form: { csrf: 'forged' } })).statusCode, 403, 'a wrong CSRF token');
  t.is((await asMine.post(`${base}/keys`, { form: { csrf: mine.csrf } })).statusCode, 201);
  // Without a session, pages send the browser to the sign-in page; a wrong password is refused.
  t.is(
    (await got(`${base}/keys`, { throwHttpErrors: false, followRedirect: false })).headers.location,
    '/connect/dashboard/login',
  );
  const form = await got(`${base}/login`);
  const loginCookie = String(form.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const loginCsrf = /name="csrf" value="([^"]+)"/.exec(form.body)![1];
  const wrong = await got.post(`${base}/login`, {
    headers: { cookie: loginCookie },
    form: { csrf: loginCsrf, email: 'cy@team-partner.example', password: 'not the password' },
    followRedirect: false,
    throwHttpErrors: false,
  });
  t.is(wrong.statusCode, 401);
  t.regex(wrong.body, /value="cy@team-partner.example"/, 'the typed email is kept');
  t.falsy(String(wrong.headers['set-cookie'] ?? '').includes('dashboard_session'));
});

test.serial('the session cookie is HttpOnly and SameSite, and Secure when served over https', async (t) => {
  const { cookie } = await signInAs('dee@team-partner.example', 'team-partner');
  t.truthy(cookie);
  const invited = await inviteMember('team-partner', 'eve@team-partner.example');
  const joined = await got.post(`${base}/invitation`, {
    form: { token: invited.token, password: PASSWORD },
    followRedirect: false,
  });
  const setCookie = String(joined.headers['set-cookie']?.[0] ?? '');
  t.regex(setCookie, /HttpOnly/i);
  t.regex(setCookie, /SameSite=Lax/i);
  t.notRegex(setCookie, /Secure/i, 'plain http here');
  const https = await startTestSystem({ APP_URL: 'https://dashboard.partner-api.example/connect' });
  try {
    await createPartner({ slug: 'secure-team', returnUrls: [RETURN], enabledIntegrations: ['spotify'] });
    const invite = await inviteMember('secure-team', 'fay@secure-team.example');
    const answer = await got.post(`${https.url}/connect/dashboard/invitation`, {
      form: { token: invite.token, password: PASSWORD },
      followRedirect: false,
    });
    t.regex(String(answer.headers['set-cookie']?.[0] ?? ''), /; Secure/i);
  } finally {
    await https.stop();
  }
});
