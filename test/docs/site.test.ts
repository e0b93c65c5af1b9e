import test from 'ava';
import { readFile } from 'node:fs/promises';
import { useSystem } from '../helpers/useSystem.js';
import { expectGoodPage, watchedPage } from '../helpers/pageChecks.js';
import { parsePage } from '../helpers/dom.js';
import { within } from '@testing-library/dom';
import { CONCEPTS, GUIDES, pageOfFile } from '../../src/docs/content.js';
import { ROUTES_OF_POLICY } from '../../src/docs/credentialsTable.js';
import { POLICIES } from '../../src/auth/policies.js';
import { readdir } from 'node:fs/promises';

// The docs site as a partner reads it: every page answers, reads well on a phone and a desktop,
// links only to pages that exist, and never sends the reader to a file of the repository.

const used = useSystem(test, { browser: true });

const PAGES = [
  '/docs',
  '/docs/guides',
  '/docs/concepts',
  ...GUIDES.map((name) => `/docs/guides/${name}`),
  ...CONCEPTS.map((name) => `/docs/concepts/${name}`),
];

test('every guide and concept of docs/ has its page, and only those', async (t) => {
  const names = async (dir: string) =>
    (await readdir(dir)).filter((f) => f.endsWith('.md') && f !== 'README.md').map((f) => f.replace(/\.md$/, ''));
  t.deepEqual((await names('docs/guides')).sort(), [...GUIDES].sort());
  t.deepEqual((await names('docs/concepts')).sort(), [...CONCEPTS].sort());
  t.is(pageOfFile('docs/decisions.md'), null, 'a file outside the site has no page');
  t.deepEqual(Object.keys(ROUTES_OF_POLICY).sort(), Object.keys(POLICIES).sort(), 'every policy has its routes named');
});

test('every page answers 200 HTML; an unknown guide answers a 404 page', async (t) => {
  for (const path of [...PAGES, '/docs/reference']) {
    const res = await fetch(`${used.url}${path}`);
    t.is(res.status, 200, path);
    t.regex(res.headers.get('content-type') ?? '', /text\/html/, path);
    t.regex(res.headers.get('content-security-policy') ?? '', /script-src 'nonce-/, path);
  }
  const missing = await fetch(`${used.url}/docs/guides/no-such-guide`);
  t.is(missing.status, 404);
  const { screen } = parsePage(await missing.text());
  t.truthy(screen.getByRole('heading', { level: 1, name: 'No such page' }));
  t.truthy(within(screen.getByRole('main')).getByRole('link', { name: 'Connect a user' }), 'the guides instead');
});

test('every page reads well at 390 and 1280 px and links only to pages that answer', async (t) => {
  const links = new Set<string>();
  const { context, page, errors } = await watchedPage(used.browser);
  try {
    for (const path of PAGES) {
      await page.setViewportSize({ width: 1280, height: 800 });
      const answer = await page.goto(`${used.url}${path}`);
      t.is(answer?.status(), 200, path);
      await expectGoodPage(t, page, path.slice(1).replaceAll('/', '-'), errors);
      const hrefs = (await page.locator('a[href]').evaluateAll(
        // A string body: the tests compile without the DOM's types.
        new Function('anchors', 'return anchors.map((a) => a.href)') as (a: unknown[]) => string[],
      )) as string[];
      for (const href of hrefs) {
        t.false(/\.md(#|$)/.test(href), `${path} links to a Markdown file: ${href}`);
        if (href.startsWith(used.url)) links.add(href.split('#')[0]);
      }
      const text = await page.locator('main').innerText();
      t.notRegex(text, /README\.md|docs\/\w+\.md|examples\/partner-app/, `${path} names a repository file`);
    }
  } finally {
    await context.close();
  }
  t.true(links.size > 20);
  for (const link of links) {
    const res = await fetch(link);
    t.not(res.status, 404, `a link to ${link}`);
  }
});

test('a guide shows its example file itself, and the errors page every generated code', async (t) => {
  const guide = parsePage(await (await fetch(`${used.url}/docs/guides/receive-webhooks`)).text());
  const wholeFile = guide.screen.getByText('The whole file,', { exact: false }).closest('details')!;
  const shown = within(wholeFile).getByRole('region', { name: 'TypeScript code' });
  t.is(shown.textContent, (await readFile('examples/guides/webhooks.ts', 'utf8')).replace(/\n$/, ''));

  const errors = parsePage(await (await fetch(`${used.url}/docs/concepts/errors`)).text());
  const table = errors.screen.getByRole('region', { name: 'Error codes' });
  const generated = JSON.parse(await readFile('docs/concepts/error-codes.json', 'utf8')) as { code: string }[];
  for (const { code: errorCode } of generated) {
    t.is(errors.text(errors.byId(`code-${errorCode}`)), errorCode, errorCode);
    t.true(table.contains(errors.byId(`code-${errorCode}`)), errorCode);
  }
});

test('the credentials page’s table says which route takes which, from the policies', async (t) => {
  const { screen, text } = parsePage(await (await fetch(`${used.url}/docs/concepts/credentials`)).text());
  const heading = screen.getByRole('heading', { level: 2, name: 'Which route takes which' });
  t.truthy(heading);
  const row = screen.getByRole('row', { name: /\/public\/transfer-sessions\/\*/ });
  const cells = within(row)
    .getAllByRole('cell')
    .map((cell) => text(cell));
  t.deepEqual(cells, ['/public/transfer-sessions/*', 'yes', 'no', 'no', 'only without sub', 'no']);
  t.truthy(screen.getByRole('cell', { name: 'no credential needed' }));
});

test('the pages name this deployment’s addresses and limits', async (t) => {
  const quickstart = parsePage(await (await fetch(`${used.url}/docs/guides/quickstart`)).text());
  const main = quickstart.screen.getByRole('main');
  t.true(quickstart.text(main).includes(`${used.system.config.baseUrl}/public/search/introspection`));
  t.false(quickstart.text(main).includes('{base_url}'));
  const limits = parsePage(await (await fetch(`${used.url}/docs/concepts/rate-limits`)).text());
  t.true(
    limits
      .text(limits.screen.getByRole('main'))
      .includes(`RateLimit-Policy: ${used.system.config.rateLimitPerMinute};w=60`),
  );
});
