import test from 'ava';
import { startTestSystem, freePort, type TestSystem } from '../helpers/system.js';
import { parsePage } from '../helpers/dom.js';

// A newcomer's first address is a host's root: the API's (BASE_URL) or the hosted pages' (APP_URL).
// Both answer a home that leads to the dashboard, the docs and the health check: a page for a
// browser, the same links as JSON for an API client. The two hosts are `127.0.0.1` and `localhost`
// of one process; one system has APP_URL under a path (as by default), the other at a host's root.

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const PRODUCT = 'Partner Music Library API';

interface Hosts {
  system: TestSystem;
  api: string;
  app: string;
}

async function hosts(appPath: string): Promise<Hosts> {
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const app = `http://localhost:${port}`;
  const system = await startTestSystem({ PORT: String(port), BASE_URL: api, APP_URL: `${app}${appPath}` });
  return { system, api, app };
}

let underPath: Hosts;
let atRoot: Hosts;
test.before(async () => {
  [underPath, atRoot] = await Promise.all([hosts('/connect'), hosts('')]);
});
test.after.always(async () => {
  await Promise.all([underPath?.system.stop(), atRoot?.system.stop()]);
});

const get = (url: string, accept?: string) => fetch(url, { headers: accept ? { accept } : {}, redirect: 'manual' });

/** The home's links by name, as its page writes them. */
const pageLinks = (html: string) =>
  Object.fromEntries(
    [...parsePage(html).document.querySelectorAll('a[data-link]')].map((a) => [
      a.getAttribute('data-link'),
      a.getAttribute('href'),
    ]),
  );

const expectedLinks = ({ api, app }: Hosts, dashboardPath: string) => ({
  name: PRODUCT,
  dashboard: `${app}${dashboardPath}`,
  docs: `${api}/docs`,
  health: `${api}/health/ready`,
  openapi: `${api}/openapi.json`,
});

test('a browser gets the home page on both hosts, with the dashboard, the docs and the health check', async (t) => {
  for (const [system, dashboardPath] of [
    [underPath, '/connect/dashboard'],
    [atRoot, '/dashboard'],
  ] as const) {
    const { name: _name, openapi: _openapi, ...links } = expectedLinks(system, dashboardPath);
    for (const root of [system.api, system.app, ...(system === underPath ? [`${system.app}/connect`] : [])]) {
      const res = await get(`${root}/`, BROWSER);
      t.is(res.status, 200, root);
      t.regex(String(res.headers.get('content-type')), /^text\/html/, root);
      t.regex(String(res.headers.get('vary')), /Accept/i, root);
      t.regex(String(res.headers.get('content-security-policy')), /frame-ancestors 'none'/, root);
      t.is(res.headers.get('x-frame-options'), 'DENY', root);
      t.is(res.headers.get('cache-control'), 'no-store', root);
      const html = await res.text();
      const { document, screen } = parsePage(html);
      t.is(document.title, PRODUCT, root);
      t.is(screen.getByRole('heading', { level: 1 }).textContent, PRODUCT, root);
      t.deepEqual(pageLinks(html), links, root);
    }
  }
});

test('anything but a browser gets the same links as JSON', async (t) => {
  for (const accept of [undefined, 'application/json', '*/*', 'image/png']) {
    for (const root of [underPath.api, underPath.app]) {
      const res = await get(`${root}/`, accept);
      t.is(res.status, 200, `${root} ${accept}`);
      t.regex(String(res.headers.get('content-type')), /^application\/json/);
      t.deepEqual(await res.json(), expectedLinks(underPath, '/connect/dashboard'), `${root} ${accept}`);
    }
  }
  const res = await get(`${atRoot.app}/`);
  t.deepEqual(await res.json(), expectedLinks(atRoot, '/dashboard'));
});

test('every link of the home answers', async (t) => {
  const links = expectedLinks(underPath, '/connect/dashboard');
  for (const url of [links.dashboard, links.docs, links.health, links.openapi]) {
    const res = await fetch(url, { headers: { accept: BROWSER } });
    t.is(res.status, 200, url);
  }
});

test('/dashboard leads to the dashboard, wherever APP_URL puts it', async (t) => {
  for (const root of [underPath.api, underPath.app]) {
    const res = await get(`${root}/dashboard`, BROWSER);
    t.is(res.status, 302, root);
    t.is(res.headers.get('location'), `${underPath.app}/connect/dashboard`, 'on APP_URL, whatever the Host');
  }
  const login = await fetch(`${underPath.api}/dashboard`, { headers: { accept: BROWSER } });
  t.is(login.url, `${underPath.app}/connect/dashboard/login`);
  const { screen, text } = parsePage(await login.text());
  t.regex(text(), new RegExp(PRODUCT));
  t.truthy(screen.getByRole('heading', { name: 'No account yet?' }));

  // With APP_URL at a host's root the dashboard is `/dashboard` itself: no redirect to itself.
  const own = await get(`${atRoot.app}/dashboard`, BROWSER);
  t.is(own.status, 303);
  t.is(own.headers.get('location'), '/dashboard/login');
});

test('the home takes no other method: a JSON 404 with its code', async (t) => {
  const res = await fetch(`${underPath.api}/`, { method: 'POST', headers: { accept: 'application/json' } });
  t.is(res.status, 404);
  t.is(((await res.json()) as { code: string }).code, 'routeNotFound');
});
