import test from 'ava';
import got from 'got';
import { useSystem } from '../helpers/useSystem.js';
import { api, type JsonBody } from '../helpers/http.js';
import { createPartner } from '../helpers/fixtures.js';
import { checkPage, watchOurConsole } from '../helpers/pageChecks.js';
import { tooManyTriesPage } from '../../src/pages/tooManyTries.js';
import { renderDocument } from '../../src/html/render.js';
import { parsePage } from '../helpers/dom.js';

const used = useSystem(test, {
  // The test process is the trusted proxy: each test names its client's address.
  env: { RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'loopback' },
  browser: true,
});

test('over its budget an account gets 429 with Retry-After, and another account does not', async (t) => {
  const a = await createPartner({ slug: 'limited-a' });
  const b = await createPartner({ slug: 'limited-b' });
  const limitedApi = api(used.url, a);
  const remaining: number[] = [];
  for (let i = 0; i < 3; i++) {
    const answer = await limitedApi.get<JsonBody>('public/search/introspection');
    t.is(answer.statusCode, 200);
    remaining.push(Number(/remaining=(\d+)/.exec(String(answer.headers['ratelimit']))?.[1]));
  }
  // One process counts every hit of a quiet account itself: the budget left is exact.
  t.deepEqual(remaining, [2, 1, 0]);
  const limited = await limitedApi.get<JsonBody>('public/search/introspection');
  t.is(limited.statusCode, 429);
  t.is(limited.body.code, 'tooManyRequests');
  const retryAfter = Number(limited.headers['retry-after']);
  t.true(
    Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60,
    `Retry-After ${limited.headers['retry-after']}`,
  );
  t.is((await api(used.url, b).get<JsonBody>('public/search/introspection')).statusCode, 200);
});

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

/** Requests from one address of its own (the test process is a trusted proxy), so each test has a fresh budget. */
const from = (address: string, accept?: string) =>
  got.extend({
    prefixUrl: used.url,
    headers: { 'x-forwarded-for': address, ...(accept ? { accept } : {}) },
    throwHttpErrors: false,
    followRedirect: false,
    retry: { limit: 0 },
  });

test('over its budget, a browser asking for a hosted page reads a page in plain words, with Retry-After', async (t) => {
  await createPartner({ slug: 'limited-pages' });
  const browser = from('198.51.100.7', BROWSER_ACCEPT);
  for (let i = 0; i < 3; i++) t.not((await browser('connect/dashboard/login')).statusCode, 429);
  for (const path of [
    'connect/dashboard/login',
    'connect/transfer/wizard',
    'connect/limited-pages?returnUrl=x',
    'app/oauth/spotify/callback?code=c&state=s',
  ]) {
    const limited = await browser(path);
    t.is(limited.statusCode, 429, path);
    t.regex(String(limited.headers['content-type']), /^text\/html/, path);
    const wait = Number(limited.headers['retry-after']);
    t.true(Number.isInteger(wait) && wait >= 1 && wait <= 60, `Retry-After ${limited.headers['retry-after']}`);
    t.true(limited.body.startsWith('<!doctype html>'), path);
    const { document, screen } = parsePage(limited.body);
    t.is(document.title, 'Too many tries');
    t.is(
      screen.getByRole('alert').textContent,
      `Too many tries in a short time. Wait ${wait} second${wait === 1 ? '' : 's'} and try again.`,
    );
    t.is(screen.getByRole('link', { name: 'Try again' }).getAttribute('href'), `/${path}`, path);
    t.regex(String(limited.headers['content-security-policy']), /script-src 'nonce-/);
  }
  // A form posted from a page has nothing to try again by a link.
  const posted = await browser.post('connect/dashboard/login', { form: { email: 'a@b.example' } });
  t.is(posted.statusCode, 429);
  t.is(parsePage(posted.body).screen.queryByRole('link', { name: 'Try again' }), null);
});

test('over the same budget, scripts and API paths keep the JSON error with its code and request id', async (t) => {
  const browser = from('198.51.100.8', BROWSER_ACCEPT);
  for (let i = 0; i < 3; i++) await browser('connect/dashboard/login');
  const json = (body: string) => JSON.parse(body) as { code?: string; requestId?: string };
  for (const [path, accept] of [
    ['connect/dashboard/login', 'application/json'],
    ['connect/transfer/wizard', '*/*'],
    ['connect/dashboard/webhooks/00000000-0000-4000-8000-000000000000/deliveries.json', undefined],
    ['app/integrations/00000000-0000-4000-8000-000000000000', BROWSER_ACCEPT],
    ['app/users/limited-pages', BROWSER_ACCEPT],
  ] as const) {
    const limited = await from('198.51.100.8', accept)(path);
    t.is(limited.statusCode, 429, path);
    t.regex(String(limited.headers['content-type']), /^application\/json/, path);
    t.true(Number(limited.headers['retry-after']) >= 1, path);
    const body = json(limited.body);
    t.is(body.code, 'tooManyRequests', path);
    t.is(body.requestId, String(limited.headers['x-request-id']), path);
  }
});

test('the page fits a phone, has no serious accessibility fault, and its link stays on this host', async (t) => {
  const context = await used.browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.9' } });
  try {
    const page = await context.newPage();
    const errors = watchOurConsole(page);
    let answer = await page.goto(`${used.url}/connect/transfer/wizard`);
    for (let i = 0; i < 3 && answer?.status() !== 429; i++)
      answer = await page.goto(`${used.url}/connect/transfer/wizard`);
    t.is(answer?.status(), 429);
    t.regex(await page.innerText('main'), /Too many tries in a short time\. Wait \d+ seconds? and try again\./);
    const report = await checkPage(page, 'too-many-tries');
    t.deepEqual(report.violations, []);
    t.is(report.overflow, 0);
    // Each page's own status (401 before the budget ran out, then 429) is set aside; nothing else may fail.
    t.deepEqual(errors(), []);
  } finally {
    await context.close();
  }
  for (const path of ['//evil.example/x', '/\\evil.example/x']) {
    const { screen } = parsePage(renderDocument(tooManyTriesPage(5, path)));
    t.is(screen.getByRole('link', { name: 'Try again' }).getAttribute('href'), '/evil.example/x', path);
  }
});
