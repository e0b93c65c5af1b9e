import test from 'ava';
import { startTestSystem } from '../helpers/system.js';
import { useSystem } from '../helpers/useSystem.js';
import { api, client, type JsonBody } from '../helpers/http.js';
import { createConnectedUser, createOneTimeToken } from '../helpers/fixtures.js';

// Attacks: framing our pages under a hostile site (clickjacking the dashboard's buttons or the
// sign-in consent), content sniffing, Referer leaking the callback's code or the Return URL's
// one-time token, an injected inline script, and a shared cache keeping an answer with authData.

const used = useSystem(test, {
  browser: true,
  partner: { slug: 'framed', enabledIntegrations: ['spotify'] },
});

const PAGES = [
  'connect/framed',
  'connect/dashboard/login',
  'docs',
  'docs/reference',
  'docs/guides/quickstart',
  'connect/nobody',
];

test.serial(
  'every page refuses framing, sniffing and cross-origin Referer, and allows only its own nonce script',
  async (t) => {
    const nonces = new Set<string>();
    for (const path of [...PAGES, 'connect/framed']) {
      const res = await client(used.url).extend({ responseType: 'text' }).get(path);
      t.is(res.headers['x-frame-options'], 'DENY', path);
      t.is(res.headers['x-content-type-options'], 'nosniff', path);
      t.is(res.headers['referrer-policy'], 'same-origin', path);
      const csp = String(res.headers['content-security-policy']);
      t.regex(csp, /frame-ancestors 'none'/, path);
      t.notRegex(csp, /script-src[^;]*'unsafe-inline'/, path);
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
      t.truthy(nonce, path);
      nonces.add(nonce!);
      t.false(res.body.includes('__script_nonce__'), path);
      t.is(res.headers['strict-transport-security'], undefined, 'no HSTS over http');
    }
    t.is(nonces.size, PAGES.length + 1, 'a fresh nonce for every answer');
  },
);

test.serial('API answers are nosniff, unframeable and never cached', async (t) => {
  const user = await createConnectedUser(used.partner.accountId);
  const { token, signInAttemptId } = await createOneTimeToken(user);
  const answers = [
    await used.api().get<JsonBody>(`public/integrations/user/${user.id}`),
    await api(used.url, `Token ${used.partner.clientId}`).get<JsonBody>(`public/integrations/auth/${signInAttemptId}`, {
      searchParams: { oneTimeToken: token },
    }),
    await used.api().post<JsonBody>('public/docs-sessions', {
      json: {},
      throwHttpErrors: false,
    }),
    await client(used.url).get<JsonBody>('app/integrations/byUniqueId/6a0f9b8e-1d2c-4b3a-9f8e-7d6c5b4a3f21'),
    // Express routes paths whatever their case; the policy must not depend on how the path is written.
    await used.api().get<JsonBody>(`PUBLIC/integrations/user/${user.id}`),
    await used.api().get<JsonBody>(`api/${user.id}/no-such-list`, {
      throwHttpErrors: false,
    }),
  ];
  for (const res of answers) {
    t.is(res.headers['cache-control'], 'no-store', res.url);
    t.is(res.headers['x-content-type-options'], 'nosniff');
    t.regex(String(res.headers['content-security-policy']), /default-src 'none'/);
  }
});

test.serial('in a browser, an injected inline script does not run and our own scripts do', async (t) => {
  const page = await used.browser.newPage();
  t.teardown(() => page.close());
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${used.url}/docs/reference`);
  await page.locator('.opblock').first().waitFor();
  t.deepEqual(violations, [], 'our own nonce script ran without a violation');
  // A string, like the docs page test: the type-check has no DOM types.
  const ran = await page.evaluate(`(async () => {
    const s = document.createElement('script');
    s.textContent = 'window.injected = true';
    document.body.append(s);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return window.injected === true;
  })()`);
  t.false(ran);
});

test.serial('HSTS is sent when the pages are served over https', async (t) => {
  const https = await startTestSystem({ APP_URL: 'https://pages.partner-api.example/connect' });
  t.teardown(() => https.stop());
  const res = await client(https.url).get<JsonBody>('health/live');
  t.regex(String(res.headers['strict-transport-security']), /max-age=31536000/);
});
