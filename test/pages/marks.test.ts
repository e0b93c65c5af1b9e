import test, { type ExecutionContext } from 'ava';
import type { Page } from 'playwright-core';
import { useSystem } from '../helpers/useSystem.js';
import { expectGoodPage, VIEWPORTS, watchedPage } from '../helpers/pageChecks.js';
import { SERVICE_IDS } from '../../src/integrations/serviceIds.js';
import { serviceName } from '../../src/integrations/registry.js';

// Our marks are letter tiles, distinct in letters, shape and colour (marksDistinct.test.ts), and
// still every mark a page shows has the service's name under it. Looked at on the sign-in picker
// and the transfer wizard, at a phone's width and a desktop's (test-results/marks-*.png).

const used = useSystem(test, {
  browser: true,
  partner: {
    slug: 'marks',
    name: 'Marks Partner',
    isTransferServiceEnabled: true,
    enabledIntegrations: [...SERVICE_IDS],
  },
});

interface TileBox {
  id: string;
  name: string;
  mark: { x: number; y: number; width: number; height: number };
  label: { x: number; y: number; width: number; height: number };
}

const tiles = (page: Page, scope: string) =>
  page.evaluate(`[...document.querySelectorAll(${JSON.stringify(`${scope} .tile`)})].map((tile) => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { x: r.left, y: r.top, width: r.width, height: r.height }; };
    return { id: tile.dataset.tile, name: tile.querySelector('.tile-name').textContent, mark: box(tile.querySelector('svg.mark')),
      label: box(tile.querySelector('.tile-name')) };
  })`) as Promise<TileBox[]>;

/** At both sizes: each tile's name is the service's, sits under its mark, centred on it, and names its link. */
async function namesUnderMarks(t: ExecutionContext, page: Page, scope: string, expected: string[]) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    const found = await tiles(page, scope);
    t.deepEqual(
      found.map((f) => f.id),
      expected,
      `${size}: a tile for each service`,
    );
    for (const tile of found) {
      t.is(tile.name, serviceName(tile.id), `${size} ${tile.id}: its name`);
      t.true(tile.label.y >= tile.mark.y + tile.mark.height - 0.5, `${size} ${tile.id}: the name is under the mark`);
      const centre = (b: TileBox['mark']) => b.x + b.width / 2;
      t.true(Math.abs(centre(tile.label) - centre(tile.mark)) < 2, `${size} ${tile.id}: centred under it`);
      t.true(tile.label.height > 0 && tile.label.width > 0, `${size} ${tile.id}: the name shows`);
      // The letter is decoration: the link a tile is in is named by the service's name alone.
      const link = page.locator(scope).getByRole('link', { name: serviceName(tile.id), exact: true });
      t.is(
        await link.locator(`.tile[data-tile="${tile.id}"]`).count(),
        1,
        `${size} ${tile.id}: its link is named by it`,
      );
    }
  }
}

test('the sign-in picker shows every service’s mark with its name under it', async (t) => {
  const { page, context, errors } = await watchedPage(used.browser);
  try {
    await page.goto(`${used.url}/connect/marks`);
    // Qobuz signs in only through its partners: it is not on the picker.
    const offered = SERVICE_IDS.filter((id) => id !== 'qobuz');
    await namesUnderMarks(t, page, '.services', offered);
    // Our own marks, drawn inline: no service's logo is loaded from anywhere.
    t.is(await page.locator('img').count(), 0);
    t.is(await page.locator('.services svg.mark').count(), offered.length);
    await expectGoodPage(t, page, 'marks-picker', errors);
  } finally {
    await context.close();
  }
});

test('the transfer wizard’s service buttons carry the same tiles, named', async (t) => {
  const { page, context, errors } = await watchedPage(used.browser);
  try {
    await page.goto(`${used.url}/connect/transfer/start/marks`);
    await page.waitForSelector('section[data-role="source"] .choices');
    const offered = SERVICE_IDS.filter((id) => id !== 'qobuz');
    await namesUnderMarks(t, page, 'section[data-role="source"] .choices', offered);
    await expectGoodPage(t, page, 'marks-wizard', errors);
  } finally {
    await context.close();
  }
});
