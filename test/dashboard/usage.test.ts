import test from 'ava';
import { Redis } from 'ioredis';
import { useSystem } from '../helpers/useSystem.js';
import { createPartner } from '../helpers/fixtures.js';
import { setBudgetShare } from '../../src/accounts/commands.js';
import { BudgetUsage } from '../../src/integrations/http/usage.js';
import { expectGoodPage, joinedMember, signInInBrowser, watchedPage } from './helpers.js';

// The dashboard's usage page: the account's calls, waits, give-ups and 429s per music service for
// the last hour or day, and the weight and cap the operator set; another account's calls never show.

let base: string;
const used = useSystem(test, {
  browser: true,
  async setup({ url }) {
    base = `${url}/connect/dashboard`;
  },
});

test('the usage page shows each service the account uses, its share, and nothing of another account', async (t) => {
  const mine = await createPartner({ slug: 'usage-page', enabledIntegrations: ['spotify', 'deezer'] });
  const theirs = await createPartner({ slug: 'usage-page-other', enabledIntegrations: ['spotify'] });
  await setBudgetShare('usage-page', { weight: 2, cap: 0.5 });
  const redis = new Redis(used.system.config.redisUrl);
  const usage = new BudgetUsage(redis, used.system.config.redisPrefix);
  for (let i = 0; i < 7; i++) usage.called('spotify', mine.accountId, i < 2 ? 400 : 0);
  usage.refused('spotify', mine.accountId);
  usage.rateLimited('spotify', mine.accountId);
  for (let i = 0; i < 50; i++) usage.called('spotify', theirs.accountId, 0);
  await usage.stop();
  redis.disconnect();

  await joinedMember('usage-page', 'ana@usage-page.example');
  const { context, page, errors } = await watchedPage(used.browser);
  try {
    await signInInBrowser(page, base, 'ana@usage-page.example');
    await page.click('nav a:text("Usage")');
    await page.waitForSelector('#usage');
    t.is(await page.getAttribute('nav a:text("Usage")', 'aria-current'), 'page');
    const row = (service: string) => page.locator(`#usage tr[data-service="${service}"] td`).allInnerTexts();
    const spotify = await row('spotify');
    t.is(spotify[0], 'Spotify');
    t.is(spotify[1], '7');
    t.regex(spotify[3], /^2 \(800 ms in all\)$/);
    t.is(spotify[4], '1');
    t.is(spotify[5], '1');
    t.deepEqual((await row('deezer')).slice(0, 2), ['Deezer', '0']);
    t.regex((await page.textContent('#share')) ?? '', /Your weight: 2\. Cap: at most 50% of a service’s budget/);
    await expectGoodPage(t, page, 'usage', errors);

    await page.click('a:text("Last day")');
    await page.waitForURL(/period=day/);
    t.is((await row('spotify'))[1], '7');
    t.truthy(await page.$('strong[aria-current="true"]:text("Last day")'));
  } finally {
    await context.close();
  }
});
