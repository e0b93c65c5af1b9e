import test from 'ava';
import { connectThroughSignIn } from '../../src/dev/signIn.js';
import { setBudgetShare } from '../../src/accounts/commands.js';
import { createPartner, type TestPartner } from '../helpers/fixtures.js';
import { client, type JsonBody } from '../helpers/http.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';

// GET /public/usage: what one account took of each music service's budget, apart from another
// account's; the calls a request makes count for its account, library reads and catalogue searches
// alike, and a 429 from the service counts for the account it answered.

const used = useSystem(test, {
  services: ['spotify'],
  recordings: 1_000,
  partner: { slug: 'usage-partner', enabledIntegrations: ['spotify'] },
});
let other: TestPartner;

// Made in the first test: the system's own before hook runs alongside this file's.

const usage = async (partner: { basic: string }, minutes?: number) => {
  const res = await client(used.url, { authorization: partner.basic }).get<JsonBody>('public/usage', {
    searchParams: minutes ? { minutes } : {},
  });
  return res;
};

/** Reads until the counts of every process reach Redis (added once a second). */
async function usageOnceCounted(partner: { basic: string }, calls: number): Promise<JsonBody> {
  for (const until = Date.now() + 5_000; ;) {
    const body = (await usage(partner)).body;
    const spotify = body.services.find((s: JsonBody) => s.integrationType === 'spotify');
    if (spotify?.calls >= calls || Date.now() > until) return body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.serial('calls count for the account that made them, by service and minute', async (t) => {
  other = await createPartner({ slug: 'usage-other', enabledIntegrations: ['spotify', 'deezer'] });
  const userId = await connectThroughSignIn(used.url, 'usage-partner', 'spotify', 'demo@listeners.example', RETURN_URL);
  const api = used.api();
  for (let i = 0; i < 3; i++)
    t.is((await api.get<JsonBody>(`api/${userId}/playlists`, { searchParams: { limitParam: 10 } })).statusCode, 200);
  const search = await api.post<JsonBody>('public/search', {
    json: { type: 'track', track: 'love', sources: ['spotify'] },
  });
  t.is(search.statusCode, 200, JSON.stringify(search.body));

  const body = await usageOnceCounted(used.partner, 4);
  t.is(body.minutes, 60);
  t.deepEqual(body.share, { weight: 1, cap: null });
  const [spotify] = body.services;
  t.is(spotify.integrationType, 'spotify');
  // Three library pages and one search; the sign-in's own calls came before the account was known.
  t.true(spotify.calls >= 4, JSON.stringify(spotify));
  t.true(spotify.budgetPerSecond > 0);
  t.true(spotify.budgetUse > 0 && spotify.budgetUse <= 1);
  t.is(spotify.refused, 0);
  const minutes = body.series.filter((m: JsonBody) => m.integrationType === 'spotify');
  t.is(
    minutes.reduce((sum: number, m: JsonBody) => sum + m.calls, 0),
    spotify.calls,
  );
  t.true(new Date(body.from) < new Date(body.to));

  // The other account made none, and sees its enabled services at zero.
  const theirs = (await usage(other)).body;
  t.deepEqual(
    theirs.services.map((s: JsonBody) => [s.integrationType, s.calls, s.rateLimited]),
    [
      ['spotify', 0, 0],
      ['deezer', 0, 0],
    ],
  );
  t.deepEqual(theirs.series, []);
});

test.serial('a 429 from the service counts for the account it answered', async (t) => {
  const userId = await connectThroughSignIn(
    used.url,
    'usage-partner',
    'spotify',
    'medium@listeners.example',
    RETURN_URL,
  );
  const before = (await usage(used.partner)).body.services[0].rateLimited;
  await fetch(`${used.emulator('spotify').url}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rateLimit: { limit: 0, windowSeconds: 30 } }),
  });
  try {
    const res = await used.api().get<JsonBody>(`api/${userId}/playlists`, { searchParams: { limitParam: 10 } });
    t.is(res.statusCode, 429, JSON.stringify(res.body));
  } finally {
    await fetch(`${used.emulator('spotify').url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rateLimit: null }),
    });
  }
  for (const until = Date.now() + 5_000; Date.now() < until;) {
    if ((await usage(used.partner)).body.services[0].rateLimited > before) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  t.true((await usage(used.partner)).body.services[0].rateLimited > before);
  t.is((await usage(other)).body.services[0].rateLimited, 0);
});

test.serial('the share set for the account is shown; a bad period is refused with its code', async (t) => {
  await setBudgetShare('usage-other', { weight: 3, cap: 0.5 });
  t.deepEqual((await usage(other)).body.share, { weight: 3, cap: 0.5 });
  for (const minutes of ['0', '1441', '2.5', 'soon']) {
    const res = await client(used.url, { authorization: other.basic }).get<JsonBody>('public/usage', {
      searchParams: { minutes },
    });
    t.is(res.statusCode, 400, minutes);
    t.is(res.body.code, 'invalidMinutes');
  }
  t.is((await usage(other, 1440)).statusCode, 200);
  await t.throwsAsync(setBudgetShare('usage-other', { weight: 0 }));
  await t.throwsAsync(setBudgetShare('usage-other', { cap: 1.5 }));
});
