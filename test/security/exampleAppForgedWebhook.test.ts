import test from 'ava';
import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { startExampleAppFor, type ExampleApp } from '../helpers/exampleApp.js';
import type { TestPartner } from '../helpers/fixtures.js';
import { client, type JsonBody } from '../helpers/http.js';
import { useSystem } from '../helpers/useSystem.js';
import { parsePage } from '../helpers/dom.js';

// Attack: forging webhooks to the example partner app that partners copy. Its receiver kept and
// showed an unsigned delivery (marked "bad signature", but kept), answered a body that is not JSON
// with a 500 and the stack trace, and its pages could be framed by any site. A delivery must be
// refused (400, a code and no stack) unless its Standard Webhooks signature checks out, and the
// pages must carry the same headers as ours.

let example: ExampleApp;
let home: string;
let secret: string;
let endpointId: string;
let api: ReturnType<typeof client>;
useSystem(test, {
  workers: true,
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  async setup({ url, system }) {
    let partner: TestPartner;
    ({ example, partner, home } = await startExampleAppFor(
      { url, appUrl: system.config.appUrl },
      { slug: 'forged-hooks' },
    ));
    api = client(url, { authorization: partner.basic });
    endpointId = (await api.get<JsonBody>('public/webhooks/endpoints')).body.endpoints[0].id;
    secret = (await api.get<JsonBody>(`public/webhooks/endpoints/${endpointId}/secret`)).body.secret;
  },
});
test.after.always(() => example?.close());

/** Standard Webhooks headers for `body`, signed with `key` at `at` (the standardwebhooks package). */
function signed(key: string, body: string, at = new Date()): Record<string, string> {
  const id = `msg_${randomUUID()}`;
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(key).sign(id, at, body),
  };
}

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${home}/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

const shown = async () => {
  const page = await (await fetch(`${home}/`)).text();
  const list = await (await fetch(`${home}/webhooks.json`)).text();
  return page + list + JSON.stringify(example.app.webhooks);
};

test.serial('an unsigned, forged or stale delivery is refused and never shown', async (t) => {
  const event = (type: string) => JSON.stringify({ type, timestamp: new Date().toISOString(), data: { who: type } });
  const stranger = `whsec_${randomBytes(24).toString('base64')}`;
  const attempts: [string, Response][] = [
    ['unsigned', await post(event('forged.unsigned'))],
    ['signed with another secret', await post(event('forged.othersecret'), signed(stranger, event('x')))],
    ['signed over another body', await post(event('forged.otherbody'), signed(secret, event('forged.signedbody')))],
  ];
  // A real signature, replayed ten minutes later.
  const stale = event('forged.stale');
  attempts.push(['stale', await post(stale, signed(secret, stale, new Date(Date.now() - 10 * 60_000)))]);
  for (const [what, answer] of attempts) {
    t.is(answer.status, 400, what);
    t.regex(String(answer.headers.get('content-type')), /json/, what);
    t.truthy(((await answer.json()) as JsonBody).code, what);
  }
  t.false((await shown()).includes('forged.'), 'no refused delivery is kept or shown');
});

test.serial('a body that is not JSON answers 400 without a stack trace', async (t) => {
  const garbage = 'not json {';
  for (const [what, headers] of [
    ['unsigned', {}],
    ['signed', signed(secret, garbage)],
  ] as const) {
    const answer = await post(garbage, headers);
    t.is(answer.status, 400, what);
    t.regex(String(answer.headers.get('content-type')), /json/, what);
    const body = await answer.text();
    t.notRegex(body, /SyntaxError|\bat \S+ \(|node_modules|\.ts:\d+/, `${what}: ${body}`);
  }
});

test.serial('the pages cannot be framed, sniffed or cached', async (t) => {
  for (const path of ['/', '/callback?integrationUserUUID=x', '/webhooks.json']) {
    const answer = await fetch(`${home}${path}`);
    t.is(answer.headers.get('x-frame-options'), 'DENY', path);
    t.regex(String(answer.headers.get('content-security-policy')), /frame-ancestors 'none'/, path);
    t.is(answer.headers.get('x-content-type-options'), 'nosniff', path);
    t.is(answer.headers.get('referrer-policy'), 'same-origin', path);
    t.regex(String(answer.headers.get('cache-control')), /no-store/, path);
  }
  // Only the page's own scripts run: each carries the answer's nonce, and nothing else is allowed.
  const page = await fetch(`${home}/`);
  const csp = String(page.headers.get('content-security-policy'));
  t.notRegex(csp, /script-src[^;]*'unsafe-inline'/);
  const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
  const scripts = [...parsePage(await page.text()).document.querySelectorAll('script')];
  t.true(scripts.length > 0);
  for (const script of scripts) {
    t.is(script.getAttribute('nonce') ?? undefined, nonce);
    t.false(script.hasAttribute('src'), 'no script from elsewhere');
  }
});

test.serial('a real delivery and a well-signed one are accepted and shown', async (t) => {
  const body = JSON.stringify({ type: 'partner.signed', timestamp: new Date().toISOString(), data: {} });
  t.is((await post(body, signed(secret, body))).status, 204);

  const sent = await api.post<JsonBody>(`public/webhooks/endpoints/${endpointId}/test`);
  t.is(sent.statusCode, 202);
  const until = Date.now() + 20_000;
  while (!example.app.webhooks.some((w) => w.type === 'webhook.test') && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const list = (await (await fetch(`${home}/webhooks.json`)).json()) as { webhooks: { type: string }[] };
  const types = list.webhooks.map((w) => w.type);
  t.true(types.includes('partner.signed'), types.join());
  t.true(types.includes('webhook.test'), types.join());
});
