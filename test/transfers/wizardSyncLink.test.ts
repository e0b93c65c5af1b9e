import test from 'ava';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { BROWSER_TRANSFERS, useSystem } from '../helpers/useSystem.js';
import { signInOnEmulator } from '../helpers/browser.js';
import { expectGoodPage, watchedPage } from '../helpers/pageChecks.js';
import { WebhookReceiver } from '../helpers/webhookReceiver.js';
import type { JsonBody } from '../helpers/http.js';
import { Transfer } from '../../src/transfers/models.js';
import { Sync } from '../../src/syncs/models.js';
import { signingKey } from '../../src/crypto/signingKeys.js';
import { signSyncLink } from '../../src/wizard/syncLinks.js';
import { parsePage } from '../helpers/dom.js';

// A playlist kept in sync needs a way out: the summary links to the listener's own page of the
// syncs their transfer made, by a signed link that needs no sign-in. Stopping one there deletes it
// as the API's DELETE does, and the partner hears of it (`sync.deleted`). A link changed in any
// part, or expired, shows nothing and stops nothing. Pages at a phone's and a desktop's width
// (test-results/wizard-syncs-*.png).

const receiver = new WebhookReceiver();
const used = useSystem(test, {
  ...BROWSER_TRANSFERS,
  partner: { slug: 'sync-link', name: 'Sync Link Partner', isTransferServiceEnabled: true },
  async setup({ api }) {
    const endpoint = await api().post<JsonBody>('public/webhooks/endpoints', {
      json: { url: await receiver.start(), eventTypes: ['sync.deleted'] },
    });
    receiver.useSecret(endpoint.body.secret);
  },
});
test.after.always(() => receiver.stop());

const keys = () => used.system.config.encryptionKeys.map((key) => signingKey([key], 'listener-sync-links'));
const get = (url: string) => fetch(url, { redirect: 'manual' });
const stop = (link: string, sync: string, confirm: string | null = 'yes') =>
  fetch(`${used.url}/connect/transfer/syncs/stop`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ link, sync, ...(confirm === null ? {} : { confirm }) }),
    redirect: 'manual',
  });
const deletedEvents = async () =>
  Number(
    (
      (await used.system.web.runtime.sequelize.query(
        "SELECT count(*) AS n FROM outbox_events WHERE type = 'sync.deleted'",
        { plain: true },
      )) as { n: string }
    ).n,
  );

let link = '';
let transfer: Transfer;
let syncIds: string[] = [];

async function transferKeptInSync(page: Page): Promise<Transfer> {
  await page.goto(`${used.url}/connect/transfer/start/sync-link`);
  await page.click('a[data-connect="source-spotify"]');
  await signInOnEmulator(page, 'medium@listeners.example');
  await page.click('a[data-connect="destination-deezer"]');
  await signInOnEmulator(page, 'demo@listeners.example');
  await page.waitForSelector('form#choose input[name="keepInSync"]');
  const boxes = await page.$$('input[name="playlists"]');
  await boxes[0].check();
  await boxes[1].check();
  await page.check('input[name="keepInSync"]');
  await page.click('button[type="submit"]');
  await page.waitForSelector('#result[data-status="completed"]', { timeout: 90_000 });
  return (await Transfer.findByPk(new URL(page.url()).pathname.split('/').pop()!))!;
}

test.serial(
  'the summary links to a page of the syncs, where the listener stops one and the partner hears of it',
  async (t) => {
    const { page, context, errors } = await watchedPage(used.browser);
    try {
      transfer = await transferKeptInSync(page);
      const syncs = await Sync.findAll({ where: { destinationUserId: transfer.destinationIntegrationUserId } });
      t.is(syncs.length, 2);
      syncIds = syncs.map((s) => s.id);

      await page.click('#kept-in-sync a#your-syncs');
      await page.waitForSelector('#syncs');
      const url = new URL(page.url());
      t.is(url.pathname, '/connect/transfer/syncs');
      link = url.searchParams.get('link')!;
      t.regex(link, /^v1\.[0-9a-f-]{36}\.\d+\.[\w-]+$/);
      t.true(link.includes(transfer.transferSessionId!), 'it names the transfer’s session');
      t.is(await page.locator('#syncs li[data-state="active"]').count(), 2);
      t.regex(await page.innerText('#link-life'), /works until [A-Z][a-z]+ \d{1,2}, \d{4}/);
      errors();
      await page.reload();
      await expectGoodPage(t, page, 'wizard-syncs', errors);

      // The stop asks first, without script; keeping it changes nothing.
      const [first, second] = syncIds;
      await page.click(`li[data-sync="${first}"] button`);
      await page.waitForSelector('#confirm-stop');
      t.regex(await page.innerText('h1'), /^Stop keeping “.+” in sync\?$/);
      t.regex(await page.innerText('#consequence'), /will no longer be added to its copy on Deezer/);
      await expectGoodPage(t, page, 'wizard-syncs-confirm-stop', errors);
      await page.click('#confirm-stop a:text-is("Keep it in sync")');
      await page.waitForSelector('#syncs');
      t.is(await page.locator('#syncs li[data-state="active"]').count(), 2, 'nothing stopped');
      t.is(await deletedEvents(), 0);
      // A post without the confirmation only asks, as the button does.
      const unconfirmed = await stop(link, first, null);
      t.is(unconfirmed.status, 200);
      t.truthy(parsePage(await unconfirmed.text()).document.querySelector('#confirm-stop'));
      t.is((await Sync.findByPk(first))!.deletedAt, null);

      // The stop: the API's DELETE, with `sync.deleted` for the partner.
      await page.click(`li[data-sync="${first}"] button`);
      await page.click('#confirm-stop button:text-is("Stop keeping in sync")');
      await page.waitForSelector('#stopped');
      t.regex(await page.innerText('#stopped'), /is no longer kept in sync\. The songs already added stay on Deezer\./);
      t.is(await page.getAttribute(`li[data-sync="${first}"]`, 'data-state'), 'stopped');
      t.is(await page.locator(`li[data-sync="${first}"] button`).count(), 0);
      await expectGoodPage(t, page, 'wizard-syncs-stopped', errors);
      t.is((await used.api().get(`public/syncs/${first}`)).statusCode, 404);
      t.is((await used.api().get<JsonBody>(`public/syncs/${second}`)).body.state, 'active');
      await receiver.until(() => receiver.received.some((e) => e.type === 'sync.deleted'));
      const event = receiver.received.find((e) => e.type === 'sync.deleted')!;
      t.deepEqual(event.data, { syncUuid: first, externalUserId: null, reason: 'listener' });

      // Asked again, it stays stopped and says so once.
      const again = await stop(link, first);
      t.is(again.status, 303);
      t.is(await deletedEvents(), 1);
    } finally {
      await context.close();
    }
  },
);

test.serial('the link works in any browser, with no cookie and no sign-in', async (t) => {
  const { page, context, errors } = await watchedPage(used.browser);
  try {
    const answer = await page.goto(`${used.url}/connect/transfer/syncs?${new URLSearchParams({ link })}`);
    t.is(answer!.status(), 200);
    t.is(await page.locator('#syncs li').count(), 2);
    t.is(await page.locator('#syncs li[data-state="stopped"]').count(), 1);
    t.deepEqual(errors(), []);
  } finally {
    await context.close();
  }
});

test.serial('a changed, incomplete or expired link shows nothing and stops nothing', async (t) => {
  const [version, session, seconds, signature] = link.split('.');
  const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
  const refused: [string, number, RegExp][] = [
    [`${version}.${session}.${seconds}.${flipped}`, 403, /This link doesn’t work/],
    [`${version}.${randomUUID()}.${seconds}.${signature}`, 403, /This link doesn’t work/],
    [`${version}.${session}.${Number(seconds) + 86_400}.${signature}`, 403, /This link doesn’t work/],
    [`${version}.${session}.${seconds}`, 400, /This link is incomplete/],
    ['not-a-link', 400, /This link is incomplete/],
    ['', 400, /This link is incomplete/],
    [signSyncLink(keys(), session, new Date(Date.now() - 1000)), 410, /This link has expired/],
  ];
  const live = syncIds[1];
  for (const [bad, status, words] of refused) {
    const page = await get(`${used.url}/connect/transfer/syncs?${new URLSearchParams({ link: bad })}`);
    t.is(page.status, status, bad);
    const html = await page.text();
    t.regex(parsePage(html).screen.getByRole('heading', { level: 1 }).textContent ?? '', words, bad);
    t.false(html.includes(live), `${bad}: no sync is shown`);
    const stopped = await stop(bad, live);
    t.is(stopped.status, status, `stop with ${bad}`);
  }
  t.is((await Sync.findByPk(live))!.deletedAt, null, 'nothing was stopped');
  t.is(await deletedEvents(), 1);

  // A genuine link stops only the syncs it shows.
  const elsewhere = await stop(link, randomUUID());
  t.is(elsewhere.status, 404);
  t.is(
    parsePage(await elsewhere.text()).screen.getByRole('heading', { level: 1 }).textContent,
    'We can’t find this sync',
  );

  // An expired link still names the partner to ask.
  const { page, context, errors } = await watchedPage(used.browser);
  try {
    await page.goto(`${used.url}/connect/transfer/syncs?${new URLSearchParams({ link: refused[0][0] })}`);
    t.is(await page.innerText('h1'), 'This link doesn’t work');
    await expectGoodPage(t, page, 'wizard-syncs-link-refused', errors);
    await page.goto(`${used.url}/connect/transfer/syncs?${new URLSearchParams({ link: refused[6][0] })}`);
    t.regex(await page.innerText('body'), /ask Sync Link Partner/);
    await expectGoodPage(t, page, 'wizard-syncs-link-expired', errors);
  } finally {
    await context.close();
  }
});
