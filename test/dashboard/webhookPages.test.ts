import test from 'ava';
import { Webhook } from 'standardwebhooks';
import { useSystem } from '../helpers/useSystem.js';
import { WebhookReceiver } from '../helpers/webhookReceiver.js';
import { expectGoodPage, joinedMember, signInInBrowser, watchedPage } from './helpers.js';

// A partner's team sets everything up in the dashboard, with no command line: a key, its Return
// URLs (a mobile app's `myapp://callback` too), a webhook endpoint whose secret it reads once, a
// delivery's body and answer, the delivery sent again, and the secret rotated while both secrets
// verify. Every page on the way passes the page checks at 390 and 1280 px.

let base: string;
const receiver = new WebhookReceiver();

const used = useSystem(test, {
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  workers: true,
  browser: true,
  // No Return URL yet: the team adds its first ones in the dashboard.
  partner: { slug: 'journey-team', name: 'Journey Team', returnUrls: [], enabledIntegrations: ['spotify', 'deezer'] },
  async setup({ url }) {
    await joinedMember('journey-team', 'ode@journey-team.example');
    base = `${url}/connect/dashboard`;
  },
});

test.after.always(async () => {
  await receiver.stop();
});

const verifies = (secret: string, request: { headers: Record<string, string>; body: string }) => {
  try {
    new Webhook(secret).verify(request.body, request.headers);
    return true;
  } catch {
    return false;
  }
};

test.serial('a team sets up its key, Return URLs and webhook endpoint, and follows a delivery', async (t) => {
  const hook = await receiver.start();
  const { context, page, errors } = await watchedPage(used.browser);
  try {
    await signInInBrowser(page, base, 'ode@journey-team.example');

    // A key, its secret once.
    await page.goto(`${base}/keys`);
    await page.fill('#key-name', 'Production backend');
    await page.click('form[action$="/keys"] button');
    await page.waitForSelector('.flash.success #client-secret');
    await expectGoodPage(t, page, 'keys-new-key', errors);

    // Return URLs: a web address, then a mobile app's own scheme.
    await page.goto(`${base}/settings`);
    for (const url of ['https://journey.example/back', 'myapp://callback']) {
      await page.fill('#return-url', url);
      await page.click('form[action$="/settings/return-urls"] button');
      await page.waitForSelector(`#return-urls code:text-is("${url}")`);
    }
    t.regex((await page.textContent('.flash.success')) ?? '', /Return URL added: myapp:\/\/callback/);
    await expectGoodPage(t, page, 'settings-return-urls', errors);

    // A dangerous one: refused in words, still in the field.
    await page.fill('#return-url', 'javascript:alert(1)');
    await page.click('form[action$="/settings/return-urls"] button');
    await page.waitForSelector('.flash.error[role="alert"]');
    t.is(await page.inputValue('#return-url'), 'javascript:alert(1)');
    t.regex((await page.textContent('#return-url-problem')) ?? '', /would run code in the browser/);
    await expectGoodPage(t, page, 'settings-refused-return-url', errors);

    // Removing one and turning a service off ask first.
    await page.goto(`${base}/settings`);
    await page.click('#return-urls a[href*="remove?url=myapp"]');
    await page.waitForSelector('#confirm-form');
    t.regex((await page.textContent('#consequence')) ?? '', /Sign-ins can no longer come back to myapp:\/\/callback/);
    await expectGoodPage(t, page, 'confirm-remove-return-url', errors);
    await page.click('#confirm-form a:has-text("Cancel")');
    await page.waitForSelector('#return-urls code:text-is("myapp://callback")');
    await page.click('#services a[href$="/settings/services/deezer/disable"]');
    await page.waitForSelector('#confirm-form');
    t.regex((await page.textContent('#consequence')) ?? '', /stops offering Deezer/);
    await expectGoodPage(t, page, 'confirm-turn-off-service', errors);
    await page.click('#confirm-form button');
    await page.waitForSelector('.flash.success:has-text("Deezer turned off")');

    // A webhook endpoint: its secret once, on its page, never in a URL.
    await page.goto(`${base}/keys`);
    await page.fill('#endpoint-url', hook);
    await page.click('form[action$="/webhooks"] button');
    await page.waitForSelector('.flash.success #webhook-secret');
    const secret = (await page.textContent('#webhook-secret'))?.trim() ?? '';
    t.regex(secret, /^whsec_/);
    t.false(page.url().includes('whsec_'));
    receiver.useSecret(secret);
    const endpointPage = page.url();
    await expectGoodPage(t, page, 'webhook-secret-once', errors);
    await page.reload();
    t.falsy(await page.$('#webhook-secret'), 'shown once');

    // A delivery: the body we sent, our signature headers, the receiver's status and answer.
    await page.click('form[action$="/test"] button');
    const delivered = page.locator('#deliveries tr[data-status="succeeded"] a');
    for (const until = Date.now() + 20_000; (await delivered.count()) === 0;) {
      if (Date.now() > until) throw new Error('the test event was not delivered');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await delivered.first().click();
    await page.waitForSelector('#delivery-body');
    const sent = receiver.requests.at(-1)!;
    t.is((await page.textContent('#delivery-body')) ?? '', sent.body, 'the body exactly as the receiver got it');
    const headers = (await page.textContent('.attempt pre.code')) ?? '';
    t.true(headers.includes(`webhook-signature: ${sent.headers['webhook-signature']}`), headers);
    t.true(headers.includes(`webhook-id: ${sent.headers['webhook-id']}`));
    t.false(headers.includes(secret.slice(6, 20)), 'never the secret');
    t.is((await page.textContent('.attempt .answer'))?.trim(), '200');
    t.regex((await page.textContent('.attempt')) ?? '', /The first part of the answer\s*ok/);
    await expectGoodPage(t, page, 'webhook-delivery', errors);

    // Sent again, though it succeeded: the same webhook-id, a second attempt on the same page.
    const before = receiver.requests.length;
    await page.click('form[action*="/replay"] button:has-text("Send again")');
    await page.waitForSelector('.flash.success:has-text("Sent again")');
    await receiver.until(() => receiver.requests.length > before);
    t.is(receiver.requests.at(-1)!.headers['webhook-id'], sent.headers['webhook-id']);
    for (const until = Date.now() + 10_000; (await page.locator('.attempt').count()) < 2;) {
      if (Date.now() > until) throw new Error('the second attempt is not on the page');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await page.reload();
    }
    t.regex((await page.textContent('.attempt h3')) ?? '', /Attempt 2/);

    // The secret rotated: the new one shown once, and for the overlap both verify.
    await page.goto(endpointPage);
    await page.click('a[href$="/rotate-secret"]');
    await page.waitForSelector('#confirm-form');
    t.regex((await page.textContent('#consequence')) ?? '', /keeps signing for 24 hours/);
    await expectGoodPage(t, page, 'confirm-rotate-secret', errors);
    await page.click('#confirm-form button');
    await page.waitForSelector('.flash.success #webhook-secret');
    const rotated = (await page.textContent('#webhook-secret'))?.trim() ?? '';
    t.regex(rotated, /^whsec_/);
    t.not(rotated, secret);
    t.regex(
      (await page.textContent('#secret-overlap')) ?? '',
      /signed with both the new\s+secret and the previous one/,
    );
    await expectGoodPage(t, page, 'webhook-rotated', errors);
    const beforeRotated = receiver.requests.length;
    await page.click('form[action$="/test"] button');
    await receiver.until(() => receiver.requests.length > beforeRotated);
    const overlapping = receiver.requests.at(-1)!;
    t.true(verifies(secret, overlapping), 'the previous secret still verifies');
    t.true(verifies(rotated, overlapping), 'the new secret verifies');
  } finally {
    await context.close();
  }
});
