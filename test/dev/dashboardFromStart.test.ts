import test, { type ExecutionContext } from 'ava';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { connectThroughSignIn } from '../../src/dev/signIn.js';
import { launchBrowser } from '../helpers/browser.js';
import { basic, client, type JsonBody } from '../helpers/http.js';
import { startAsNewcomer, type StartedAsNewcomer } from '../helpers/npmStart.js';
import { VIEWPORTS, expectGoodPage, watchedPage } from '../helpers/pageChecks.js';
import { WebhookReceiver } from '../helpers/webhookReceiver.js';

// Issue #37's acceptance: from a fresh `npm start`, a partner holding only what it printed does
// everything in the dashboard, with no command line. Whatever else a partner needs goes through
// the public API with the printed key and the hosted sign-in, as a partner's app would: listeners
// connect through the emulators' sign-in, syncs are created with POST /public/syncs, and the
// webhook receiver is an ordinary one on this machine (the start allows private addresses for
// the demo by default, so the variable is left out rather than set). Then every page of the
// dashboard, and each one the flow opened, passes the page checks at 390 and 1280 px.

let started: StartedAsNewcomer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: () => string[];
const receiver = new WebhookReceiver();

/** A Return URL of the partner's own, added in the dashboard, where the listeners' sign-ins come back. */
const RETURN_URL = 'https://partner-app.example/signed-in';

/** What the flow opened and left, for the page checks after it. */
const opened: { endpoint?: string; delivery?: string; spotifyUser?: string } = {};

test.before(async (t) => {
  t.timeout(240_000);
  started = await startAsNewcomer({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: undefined });
  browser = await launchBrowser();
  ({ context, page, errors } = await watchedPage(browser, { viewport: VIEWPORTS.desktop }));
});

test.after.always(async () => {
  await context?.close();
  await browser?.close();
  await started?.stop();
  await receiver.stop();
});

/** The partner API with the key `npm start` printed. */
const api = () =>
  client(started.ready.baseUrl, { authorization: basic(started.ready.clientId, started.ready.clientSecret) });

/** A seeded listener signs in on `service` through the hosted sign-in; answers the connected user. */
const connect = (service: string, email: string) =>
  connectThroughSignIn(started.ready.baseUrl, started.ready.slug, service, email, RETURN_URL);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the sync through the API until `done` says so. */
async function syncUntil(syncUuid: string, done: (sync: JsonBody) => boolean, timeoutMs = 60_000): Promise<JsonBody> {
  for (const deadline = Date.now() + timeoutMs; ; await sleep(250)) {
    const res = await api().get<JsonBody>(`public/syncs/${syncUuid}`);
    if (res.statusCode === 200 && done(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`the sync did not get there: ${JSON.stringify(res.body)}`);
  }
}

/** A sync of the source listener's "Gym" playlist to a new playlist of the destination, once its first run is done. */
async function createSync(t: ExecutionContext, source: string, destination: string): Promise<string> {
  const playlists = await api().get<JsonBody>(`api/${source}/playlists`, { searchParams: { limitParam: 50 } });
  const gym = (playlists.body.results as JsonBody[] | undefined)?.find((p) => p.name === 'Gym');
  if (!gym) throw new Error(`the listener has no Gym playlist: ${JSON.stringify(playlists.body)}`);
  const created = await api().post<JsonBody>('public/syncs', {
    json: {
      source: { integrationUserUUID: source, playlistId: gym.id },
      destination: { integrationUserUUID: destination },
      mode: 'mirror',
      intervalMinutes: 60,
    },
  });
  t.is(created.statusCode, 201, JSON.stringify(created.body));
  const syncUuid = created.body.syncUuid as string;
  await syncUntil(syncUuid, (s) => s.lastRun?.status === 'completed');
  return syncUuid;
}

/** Reloads the page until `selector` is on it: pages that change on their own are read as a person would, again. */
async function reloadUntil(selector: string, timeoutMs = 30_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; (await page.locator(selector).count()) === 0;) {
    if (Date.now() > deadline) throw new Error(`${selector} did not show on ${page.url()}`);
    await sleep(500);
    await page.reload();
  }
}

const flash = async () => (await page.textContent('main .flash'))?.trim() ?? '';

const verifies = (secret: string, request: { headers: Record<string, string>; body: string }) => {
  try {
    new Webhook(secret).verify(request.body, request.headers);
    return true;
  } catch {
    return false;
  }
};

test.serial(
  'with only the printed credentials, a partner sets everything up and manages it in the dashboard',
  async (t) => {
    t.timeout(240_000);
    const { ready } = started;
    const hook = await receiver.start();

    await page.goto(`${ready.dashboard.url}/login`);
    await page.fill('#email', ready.dashboard.email);
    await page.fill('#password', ready.dashboard.password);
    await Promise.all([page.waitForURL(ready.dashboard.url), page.click('form button')]);
    t.is(await page.textContent('nav strong'), 'Demo Partner');

    // A key: its secret shown once, and it works at once.
    await page.click('nav a:text("API and webhooks")');
    await page.fill('#key-name', 'Tried from the start');
    await page.click('form[action$="/keys"] button');
    await page.waitForSelector('.flash.success #client-secret');
    const clientId = /Client ID (\S+)\./.exec(await flash())?.[1] ?? '';
    const clientSecret = (await page.textContent('#client-secret'))?.trim() ?? '';
    t.not(clientId, ready.clientId);
    const withNewKey = client(ready.baseUrl, { authorization: basic(clientId, clientSecret) });
    t.is((await withNewKey.get('public/syncs')).statusCode, 200, 'the new key is taken');

    // Return URLs: the partner's web page, then a mobile app's own scheme.
    await page.click('nav a:text("Settings")');
    for (const url of [RETURN_URL, 'myapp://callback']) {
      await page.fill('#return-url', url);
      await page.click('form[action$="/settings/return-urls"] button');
      await page.waitForSelector(`#return-urls code:text-is("${url}")`);
      t.is(await flash(), `Return URL added: ${url}`);
    }

    // A webhook endpoint: its secret once, never in a URL.
    await page.click('nav a:text("API and webhooks")');
    await page.fill('#endpoint-url', hook);
    await page.click('form[action$="/webhooks"] button');
    await page.waitForSelector('.flash.success #webhook-secret');
    const secret = (await page.textContent('#webhook-secret'))?.trim() ?? '';
    t.regex(secret, /^whsec_/);
    t.false(page.url().includes('whsec_'));
    receiver.useSecret(secret);
    opened.endpoint = page.url();
    await page.reload();
    t.is(await page.locator('#webhook-secret').count(), 0, 'shown once');

    // An event: a listener connects through the hosted sign-in and comes back to the Return URL added above.
    opened.spotifyUser = await connect('spotify', 'demo@listeners.example');
    const connected = '#deliveries tr[data-status="succeeded"] a[aria-label^="user.connected"]';
    await reloadUntil(connected);
    await page.click(connected);
    await page.waitForSelector('#delivery-body');
    opened.delivery = page.url();
    const body = (await page.textContent('#delivery-body')) ?? '';
    const sent = receiver.requests.find((request) => request.body === body);
    if (!sent) throw new Error(`the receiver got no request with the body the page shows: ${body}`);
    t.like(JSON.parse(body), { type: 'user.connected' });
    t.is((await page.textContent('.attempt .answer'))?.trim(), '200');
    t.regex((await page.textContent('.attempt')) ?? '', /The first part of the answer\s*ok/);

    // Sent again: the same webhook-id, a second attempt on the same page.
    const beforeAgain = receiver.requests.length;
    await page.click('form[action*="/replay"] button:has-text("Send again")');
    await page.waitForSelector('.flash.success:has-text("Sent again")');
    await receiver.until(() => receiver.requests.length > beforeAgain);
    t.is(receiver.requests.at(-1)!.headers['webhook-id'], sent.headers['webhook-id']);
    await reloadUntil('#attempt-2');
    t.regex((await page.textContent('.attempt h3')) ?? '', /Attempt 2/);

    // The secret rotated: the new one shown once, and the next event verifies with either.
    await page.goto(opened.endpoint);
    await page.click('a[href$="/rotate-secret"]');
    await page.waitForSelector('#confirm-form');
    await page.click('#confirm-form button');
    await page.waitForSelector('.flash.success #webhook-secret');
    const rotated = (await page.textContent('#webhook-secret'))?.trim() ?? '';
    t.regex(rotated, /^whsec_/);
    t.not(rotated, secret);
    receiver.useSecret(rotated);
    const beforeRotated = receiver.requests.length;
    const deezerUser = await connect('deezer', 'demo@listeners.example');
    const isConnected = (request: { body: string }) => request.body.includes(deezerUser);
    await receiver.until(() => receiver.requests.slice(beforeRotated).some(isConnected));
    const overlapping = receiver.requests.slice(beforeRotated).find(isConnected)!;
    t.true(verifies(secret, overlapping), 'the previous secret still verifies');
    t.true(verifies(rotated, overlapping), 'the new secret verifies');

    // A sync, created by the partner's app, paused, run and deleted from its page.
    const syncUuid = await createSync(t, opened.spotifyUser, deezerUser);
    await page.click('nav a:text("Syncs")');
    await page.click(`#syncs tr[data-sync="${syncUuid}"] td a[href$="/syncs/${syncUuid}"]`);
    await page.waitForSelector('#sync-facts');
    t.is(await page.locator('#runs tbody tr').count(), 1);
    await page.click('#sync-actions a:text("Pause…")');
    await page.waitForSelector('#confirm-form');
    await page.click('#confirm-form button');
    await page.waitForSelector('#sync-actions button:text("Resume")');
    t.is(await flash(), 'Sync paused: no run starts until you resume it.');
    t.like(await syncUntil(syncUuid, () => true), { state: 'paused', pausedReason: 'partner' });
    await page.click('#sync-actions button:text("Resume")');
    await page.waitForSelector('#sync-actions button:text("Run now")');
    const firstRun = (await syncUntil(syncUuid, () => true)).lastRun as JsonBody;
    const runsBefore = await page.locator('#runs tbody tr').count();
    await page.click('#sync-actions button:text("Run now")');
    await page.waitForSelector('main .flash.success');
    t.regex(await flash(), /^Run queued/);
    // Nothing changed in the playlist since the first run, so this one ends as unchanged.
    const ran = await syncUntil(syncUuid, (s) => !!s.lastRun?.finishedAt && s.lastRun.startedAt !== firstRun.startedAt);
    t.is(ran.lastRun.status, 'unchanged');
    await reloadUntil(`#runs tbody tr:nth-child(${runsBefore + 1})`);
    await page.click('#sync-actions a:has-text("Delete")');
    await page.waitForSelector('#confirm-form');
    await page.click('#confirm-form button');
    await page.waitForSelector('main .flash.success');
    t.is(await flash(), 'Sync deleted.');
    t.is((await api().get<JsonBody>(`public/syncs/${syncUuid}`)).statusCode, 404);

    // A connected user's page, and the user deleted from it.
    await page.click('nav a:text("Connected users")');
    await page.click(`#users tr[data-id="${deezerUser}"] td a[href$="/users/${deezerUser}"]`);
    await page.waitForSelector('#user-facts');
    await page.click('main a:has-text("Delete…")');
    await page.waitForSelector('#confirm-form');
    await page.click('#confirm-form button');
    await page.waitForSelector('main .flash.success');
    t.is(await flash(), 'Connected user deleted.');
    t.is((await api().get<JsonBody>(`public/integrations/user/${deezerUser}`)).statusCode, 404);

    t.deepEqual(errors(), [], 'console errors');
    t.is(receiver.rejectedSignatures, 0, 'every delivery verified');
  },
);

/** The page checks at both sizes (screenshots `test-results/dashboard-start-<name>-<size>.png`), and nothing wider than 1280 px either. */
async function checked(t: ExecutionContext, name: string): Promise<void> {
  await expectGoodPage(t, page, `dashboard-start-${name}`, errors);
  await page.setViewportSize(VIEWPORTS.desktop);
  const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  t.is(overflow, 0, `${name}: wider than a 1280 px screen`);
  // The partner reads words, not the interface's operation codes ("(D1)", "A6").
  const codes = (await page.locator('main').innerText()).match(/\b(?:A[1-9]|A10|B[1-8]|C[12]|D[1-4]|E1)\b/g) ?? [];
  t.deepEqual(codes, [], `${name}: interface codes in the page's words`);
}

/** The hrefs of the links matched by `selector` on the page. */
async function hrefs(selector: string): Promise<string[]> {
  const links = page.locator(selector);
  const found: string[] = [];
  for (let i = 0; i < (await links.count()); i++)
    found.push(new URL((await links.nth(i).getAttribute('href'))!, page.url()).href);
  return found;
}

/**
 * A name for the question a link asks: its kind of action, without ids, so each kind is looked
 * at once (`/keys/<id>/revoke` is `keys-revoke`, `/settings/services/deezer/disable` is `services-disable`).
 */
function confirmationName(dashboard: string, url: string): string {
  const parts = new URL(url).pathname.slice(new URL(dashboard).pathname.length + 1).split('/');
  const subject = parts[0] === 'settings' || parts[1] === 'docs-sessions' ? parts[1] : parts[0];
  return `confirm-${subject}-${parts.at(-1)}`;
}

test.serial(
  'every dashboard page, and each one the flow opened, passes the page checks at 390 and 1280 px',
  async (t) => {
    t.timeout(300_000);
    const dashboard = started.ready.dashboard.url;
    // The flow deleted its sync and user; the pages of a live pair are shown here.
    t.truthy(opened.spotifyUser && opened.endpoint && opened.delivery, 'the flow got through');
    const listener = await connect('deezer', 'medium@listeners.example');
    const syncUuid = await createSync(t, opened.spotifyUser!, listener);

    await page.goto(dashboard);
    const pages = new Map<string, string>();
    for (const url of await hrefs('nav a:not([target])')) {
      const path = new URL(url).pathname.slice(new URL(dashboard).pathname.length);
      pages.set(path.replace(/^\//, '') || 'home', url);
    }
    t.deepEqual(
      [...pages.keys()],
      ['home', 'keys', 'settings', 'team', 'users', 'transfers', 'syncs', 'usage'],
      'the navigation',
    );
    pages.set('webhook', opened.endpoint!);
    pages.set('delivery', opened.delivery!);
    pages.set('sync', `${dashboard}/syncs/${syncUuid}`);
    pages.set('user', `${dashboard}/users/${opened.spotifyUser}`);

    const questions = new Map<string, string>();
    const look = async (name: string, url: string) => {
      const answer = await page.goto(url);
      t.is(answer?.status(), 200, `${name}: ${url}`);
      await checked(t, name);
      // Every link that asks first ends in "…"; each kind of question is looked at once.
      for (const question of await hrefs('main a:text-matches("…$")')) {
        const kind = confirmationName(dashboard, question);
        if (!questions.has(kind)) questions.set(kind, question);
      }
    };
    for (const [name, url] of pages) await look(name, url);

    await page.goto(pages.get('transfers')!);
    const transfer = (await hrefs(`main a[href*="/transfers/"]:not([href$=".csv"])`))[0];
    if (transfer) await look('transfer', transfer);
    else t.log('no transfer exists yet: only the list of transfers is looked at');

    t.true(questions.size >= 8, [...questions.keys()].join(', '));
    for (const [name, url] of questions) {
      await look(name, url);
      await page.waitForSelector('#confirm-form');
    }
  },
);
