import test from 'ava';
import got from 'got';
import { parsePage } from '../helpers/dom.js';
import { useSystem } from '../helpers/useSystem.js';
import { WebhookReceiver } from '../helpers/webhookReceiver.js';
import { expectGoodPage, joinedMember, signInAs, signInInBrowser, watchedPage } from './helpers.js';

// The delivery log of a webhook endpoint keeps itself up to date: a failing delivery shows when
// it will be tried again, a new event appears without a reload, and every time reads in the
// viewer's own time zone with the UTC value on hover (UTC text without a script).

let base: string;
const receiver = new WebhookReceiver();

const used = useSystem(test, {
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  workers: true,
  browser: true,
  partner: { slug: 'hook-team', name: 'Hook Team' },
  async setup({ url }) {
    base = `${url}/connect/dashboard`;
  },
});

test.after.always(async () => {
  await receiver.stop();
});

interface LogJson {
  endpoint: { stateText: string; failingSince: string | null; nextRetryAt: string | null };
  deliveries: { id: string; status: string; statusText: string; nextRetryAt: string | null; createdAt: string }[];
}

test.serial('the delivery log refreshes by itself and shows the next retry in local time', async (t) => {
  const hook = await receiver.start();
  receiver.fallback = 500;
  await joinedMember('hook-team', 'ida@hook-team.example');
  // Tokyo is never UTC: local times must differ from the UTC text the server writes.
  const { context, page, errors } = await watchedPage(used.browser, { timezoneId: 'Asia/Tokyo', locale: 'en-GB' });
  try {
    await signInInBrowser(page, base, 'ida@hook-team.example');
    await page.goto(`${base}/keys`);
    await page.fill('#endpoint-url', hook);
    await page.click('form[action$="/webhooks"] button');
    // Added, the endpoint's page shows its secret, this once.
    await page.waitForSelector('.flash.success #webhook-secret');
    const secret = (await page.textContent('#webhook-secret'))?.trim() ?? '';
    t.regex(secret, /^whsec_/);
    t.false(page.url().includes('whsec_'), 'the secret is not in the URL');
    receiver.useSecret(secret);
    const endpointId = new URL(page.url()).pathname.split('/').at(-1)!;

    // A failing delivery: the row turns to "Retrying" with its next try, and the endpoint says
    // when the next retry goes out, without anyone reloading the page.
    await page.click('form[action$="/test"] button');
    await page.waitForSelector('.flash.success[role="status"]');
    await page.evaluate('window.notReloaded = true');
    await page.waitForSelector('#deliveries tr[data-status="pending"]:has-text("next try")', { timeout: 20_000 });
    // The endpoint's failure is recorded by the delivery that failed, the retry by its queue: either
    // may reach the page first.
    await page.waitForSelector('#endpoint-state:has-text("Failing since"):has-text("Next retry")', {
      timeout: 10_000,
    });
    t.true(await page.evaluate('window.notReloaded === true'), 'updated in place');
    const state = (await page.textContent('#endpoint-state')) ?? '';
    t.regex(state, /Failing since .* Next retry /);
    // While a retry is going out it has no next time: a slow machine can reach the 5 s retry
    // before reading the log, so the log is read until the delivery waits again.
    const readLog = async () =>
      (await page.evaluate(
        `fetch(${JSON.stringify(`${base}/webhooks/${endpointId}/deliveries.json`)}).then((r) => r.json())`,
      )) as LogJson;
    let log = await readLog();
    const waitingRetry = () => log.deliveries.find((d) => d.status === 'pending' && d.nextRetryAt);
    for (const deadline = Date.now() + 20_000; !waitingRetry() && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      log = await readLog();
    }
    const pending = waitingRetry();
    if (!pending) return t.fail(`no delivery waiting for a retry: ${JSON.stringify(log.deliveries)}`);
    t.is(pending.statusText, 'Retrying');
    const next = new Date(pending.nextRetryAt!).getTime();
    // The first retry waits 5 s (±10%) after the failed attempt, the second 5 minutes.
    t.true(next > Date.now() - 10_000 && next < Date.now() + 6 * 60_000, String(pending.nextRetryAt));
    t.is(log.endpoint.nextRetryAt, pending.nextRetryAt);
    t.truthy(log.endpoint.failingSince);

    // Times: the viewer's local time, the UTC value on hover.
    const times = await page.$$eval('#deliveries time, #endpoint-state time', (els) =>
      els.map((el) => ({ text: el.textContent ?? '', title: el.getAttribute('title') ?? '' })),
    );
    t.true(times.length >= 3);
    for (const { text, title } of times) {
      t.regex(title, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
      t.false(text.includes('UTC'), `local, not UTC: ${text}`);
    }
    await expectGoodPage(t, page, 'webhook-failing', errors);

    // The receiver comes back; an event sent from elsewhere (the API) appears as delivered, in place.
    receiver.fallback = 200;
    const delivered = await page.locator('#deliveries tr[data-status="succeeded"]').count();
    await got.post(`${used.url}/public/webhooks/endpoints/${endpointId}/test`, {
      headers: { authorization: used.partner.basic },
    });
    // Polled from here: the page's CSP refuses a predicate evaluated in it.
    const succeeded = page.locator('#deliveries tr[data-status="succeeded"]');
    for (const until = Date.now() + 20_000; (await succeeded.count()) <= delivered;) {
      if (Date.now() > until) throw new Error('the new delivery did not appear as delivered');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    t.true(await page.evaluate('window.notReloaded === true'), 'still the same page');
    t.regex((await page.textContent('#deliveries tr[data-status="succeeded"]')) ?? '', /Delivered/);
    await expectGoodPage(t, page, 'webhook', errors);

    // Deleting the endpoint asks first.
    await page.click('a[href$="/delete"]');
    await page.waitForSelector('#confirm-form');
    t.regex((await page.textContent('#consequence')) ?? '', new RegExp(hook.replace(/[.:/]/g, '\\$&')));
    await expectGoodPage(t, page, 'confirm-delete-endpoint', errors);
    await page.click('#confirm-form button');
    await page.waitForSelector('.flash.success[role="status"]');
    t.regex((await page.textContent('.flash.success')) ?? '', /Endpoint deleted/);
    t.falsy(await page.$(`#endpoints a:has-text("${hook}")`));
  } finally {
    await context.close();
  }
});

test.serial('without a script, times read as UTC and no copy button is offered', async (t) => {
  const { client, csrf } = await signInAs(base, 'hook-team', 'jo@hook-team.example');
  const endpoint = (await got
    .post(`${used.url}/public/webhooks/endpoints`, {
      headers: { authorization: used.partner.basic },
      json: { url: 'https://hooks.hook-team.example/in' },
    })
    .json()) as { id: string };
  // A rotation shows the new secret once, on the page its confirmation leads to.
  const rotated = await client.post(`${base}/webhooks/${endpoint.id}/rotate-secret`, {
    form: { csrf, confirm: 'yes', overlap: '24' },
  });
  t.is(rotated.headers.location, `/connect/dashboard/webhooks/${endpoint.id}`);
  const shown = parsePage((await client(`${base}/webhooks/${endpoint.id}`)).body);
  const keys = parsePage((await client(`${base}/keys`)).body);
  const times = [...keys.document.querySelectorAll('time')];
  t.true(times.length > 0);
  for (const time of times) {
    t.regex(time.getAttribute('datetime') ?? '', /Z$/);
    t.regex(time.title, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    t.is(time.textContent, time.title, 'UTC text without a script');
  }
  // A hidden button has no accessible name: it is found among the hidden ones by its words.
  const [copy] = shown.screen.getAllByRole('button', { hidden: true }).filter((b) => b.textContent === 'Copy');
  t.is(copy?.dataset.copy, 'webhook-secret');
  t.true(copy?.hidden, 'offered only once the script runs');
  const scripts = [...shown.document.querySelectorAll('script')];
  t.is(scripts.length, 1);
  t.truthy(scripts[0].getAttribute('nonce'), 'the one script carries the answer’s nonce');
  const handlers = [...shown.document.querySelectorAll('*')].flatMap((element) =>
    element.getAttributeNames().filter((name) => name.startsWith('on')),
  );
  t.deepEqual(handlers, [], 'no inline handlers');
  const csp = String((await client(`${base}/keys`)).headers['content-security-policy']);
  t.regex(csp, /script-src 'nonce-/);

  const context = await used.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await signInInBrowser(page, base, 'jo@hook-team.example');
    await page.goto(`${base}/webhooks/${endpoint.id}/rotate-secret`);
    await page.click('#confirm-form button');
    await page.waitForSelector('.flash.success #webhook-secret');
    t.regex((await page.textContent('#endpoint-state')) ?? '', /On\./);
    t.false(await page.isVisible('button[data-copy]'));
    t.regex((await page.textContent('#deliveries')) ?? '', /No deliveries yet/);
  } finally {
    await context.close();
  }
});
