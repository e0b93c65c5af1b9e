import test from 'ava';
import express from 'express';
import { listen, type Listening } from '../../src/emulators/kit/server.js';
import { connectThroughSignIn } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';

// A partner's web page on its own origin calls us with `fetch`, as the interface allows: C1 with
// the Client ID token, B1 with a DevToken, and it can read Retry-After and X-Request-Id. Our own
// pages (dashboard, wizard, sign-in) give other origins nothing.

let user: string;
let partnerPage: Listening;
const used = useSystem(test, {
  services: ['spotify'],
  browser: true,
  env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '4', RATE_LIMIT_PER_MINUTE: '1000' },
  partner: { slug: 'frontend' },
  async setup({ url }) {
    user = await connectThroughSignIn(url, 'frontend', 'spotify', 'demo@listeners.example', RETURN_URL);
    // The partner's page: another origin (localhost, not 127.0.0.1, and another port).
    const app = express();
    app.get('/', (_req, res) => void res.type('html').send('<!doctype html><title>Partner</title><p>partner page</p>'));
    partnerPage = await listen(app);
  },
});
test.after.always(() => partnerPage?.close());

/** Runs `fetch` in the partner's page; answers what the page can see of the answer. */
async function fetchFromPartnerPage(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string },
) {
  const page = await used.browser.newPage();
  try {
    await page.goto(partnerPage.url.replace('127.0.0.1', 'localhost'));
    return await page.evaluate(
      async ({ url, init }) => {
        try {
          const res = await fetch(url, init);
          return {
            status: res.status,
            body: (await res.json()) as Record<string, unknown>,
            retryAfter: res.headers.get('Retry-After'),
            requestId: res.headers.get('X-Request-Id'),
            rateLimit: res.headers.get('RateLimit'),
          };
        } catch (err) {
          return { blocked: String(err) };
        }
      },
      { url, init },
    );
  } finally {
    await page.close();
  }
}

test.serial('a page on another origin calls C1 with the Client ID token and B1 with a DevToken', async (t) => {
  const search = await fetchFromPartnerPage(`${used.url}/public/search`, {
    method: 'POST',
    headers: {
      Authorization: `Token ${used.partner.clientId}`,
      'Content-Type': 'application/json',
      'X-Request-Id': 'page-1',
    },
    body: JSON.stringify({ type: 'track', track: 'a', sources: ['spotify'] }),
  });
  t.like(search, { status: 200, requestId: 'page-1' }, JSON.stringify(search));
  t.truthy(search.rateLimit, 'the rate budget is readable');

  const devToken = await used.partner.devToken({ sub: user });
  const playlists = await fetchFromPartnerPage(`${used.url}/api/${user}/playlists`, {
    headers: { Authorization: `DevToken ${devToken}` },
  });
  t.is(playlists.status, 200, JSON.stringify(playlists));
  t.true(Array.isArray(playlists.body?.results));
});

test.serial('the page reads Retry-After and the request id of a 429', async (t) => {
  const call = () =>
    fetchFromPartnerPage(`${used.url}/public/search/introspection`, {
      headers: { Authorization: `Token ${used.partner.clientId}` },
    });
  let last = await call();
  for (let i = 0; i < 6 && last.status !== 429; i++) last = await call();
  t.is(last.status, 429, JSON.stringify(last));
  t.true(Number(last.retryAfter) >= 1, `Retry-After ${last.retryAfter}`);
  t.regex(String(last.requestId), /^[0-9a-f-]{36}$/);
  t.is(last.body?.requestId, last.requestId, 'the error body names the same request');
});

test('preflights answer for the API paths only', async (t) => {
  const preflight = (path: string) =>
    fetch(`${used.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.partner.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    });
  const api = await preflight('/public/search');
  t.is(api.status, 204);
  t.is(api.headers.get('access-control-allow-origin'), '*');
  t.regex(api.headers.get('access-control-allow-headers') ?? '', /Idempotency-Key/);
  t.is(api.headers.get('access-control-allow-credentials'), null, 'never with credentials');
  // As Express mounts paths: in any case, and only whole segments.
  t.is((await preflight('/Public/Search')).headers.get('access-control-allow-origin'), '*');
  for (const path of [
    '/connect/dashboard/login',
    '/connect/transfer/launch',
    '/connect/frontend',
    '/admin/queues',
    '/publicity',
    '/apis/x',
  ]) {
    const page = await preflight(path);
    t.is(page.headers.get('access-control-allow-origin'), null, path);
  }
});

test('every answer names its request; a sane caller id is kept, anything else replaced', async (t) => {
  const kept = await fetch(`${used.url}/health/live`, { headers: { 'X-Request-Id': 'trace-42.a:b' } });
  t.is(kept.headers.get('x-request-id'), 'trace-42.a:b');
  const replaced = await fetch(`${used.url}/public/nothing-here`, { headers: { 'X-Request-Id': 'x'.repeat(300) } });
  const id = replaced.headers.get('x-request-id')!;
  t.regex(id, /^[0-9a-f-]{36}$/);
  t.like(await replaced.json(), { code: 'missingCredentials', requestId: id });
  const injected = await fetch(`${used.url}/health/live`, { headers: { 'X-Request-Id': 'a b\tc' } });
  t.not(injected.headers.get('x-request-id'), 'a b\tc');
});

test.serial('a job queued by a request carries its id to the worker', async (t) => {
  const asked = await used
    .api()
    .post(`api/${user}/library/snapshot`, { json: {}, headers: { 'x-request-id': 'snapshot-7' } });
  t.is(asked.statusCode, 202, String(asked.body));
  const jobs = await used.system.web.runtime.queues['library-snapshot'].getJobs([
    'waiting',
    'active',
    'delayed',
    'completed',
  ]);
  t.true(
    jobs.some((job) => (job.data as { requestId?: string }).requestId === 'snapshot-7'),
    JSON.stringify(jobs.map((job) => job.data)),
  );
});
