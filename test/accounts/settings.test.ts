import test from 'ava';
import { Account } from '../../src/accounts/models.js';
import { parsePage } from '../helpers/dom.js';
import { api, type JsonBody } from '../helpers/http.js';
import { useSystem } from '../helpers/useSystem.js';
import { signInAs } from '../dashboard/helpers.js';
import { flashOf } from '../dashboard/pageReading.js';

// Learning from the choices people make on a partner's public wizard link is the account's own
// setting: off by default, changed on the dashboard's Settings page or through the API
// (`GET`/`PATCH /public/account/settings`), with the Client Secret only.

const SLUG = 'learning';
let base: string;
let owner: Awaited<ReturnType<typeof signInAs>>;

const used = useSystem(test, {
  partner: { slug: SLUG },
  async setup({ url }) {
    base = `${url}/connect/dashboard`;
    owner = await signInAs(base, SLUG, 'owner@learning.example');
  },
});

const SETTINGS = 'public/account/settings';
const stored = async () => (await Account.findOne({ where: { slug: SLUG } }))!.learnFromChoices;
/** The settings page's checkbox, as a person finds it by its label. */
const checkbox = async () =>
  parsePage((await owner.client(`${base}/settings`)).body).screen.getByRole('checkbox', {
    name: 'Learn from the choices people make on your public transfer wizard',
  }) as HTMLInputElement;

test.serial('off by default, in the API and on the settings page, which says what it does', async (t) => {
  const read = await used.api().get<JsonBody>(SETTINGS);
  t.is(read.statusCode, 200);
  t.deepEqual(read.body, { learnFromChoices: false });
  const box = await checkbox();
  t.false(box.checked);
  const hint = box.ownerDocument.getElementById(box.getAttribute('aria-describedby')!)!.textContent ?? '';
  t.regex(hint, /“Use this one”, that track\s+becomes your account’s match/);
  t.regex(hint, /Anyone who has the link/);
  t.regex(hint, /always count/);
});

test.serial('the setting round-trips: the dashboard’s change reads back in the API, and the API’s there', async (t) => {
  const on = await owner.client.post(`${base}/settings/learn-from-choices`, {
    form: { csrf: owner.csrf, learnFromChoices: 'yes' },
  });
  t.is(on.statusCode, 303);
  t.regex(flashOf((await owner.client(`${base}/settings`)).body), /now become your matches/);
  t.true(await stored());
  t.deepEqual((await used.api().get<JsonBody>(SETTINGS)).body, { learnFromChoices: true });
  t.true((await checkbox()).checked);

  // An unticked box posts nothing: the setting goes off.
  const off = await owner.client.post(`${base}/settings/learn-from-choices`, { form: { csrf: owner.csrf } });
  t.is(off.statusCode, 303);
  t.false(await stored());

  const patched = await used.api().patch<JsonBody>(SETTINGS, { json: { learnFromChoices: true } });
  t.is(patched.statusCode, 200);
  t.deepEqual(patched.body, { learnFromChoices: true });
  t.true((await checkbox()).checked);
  t.deepEqual((await used.api().patch<JsonBody>(SETTINGS, { json: { learnFromChoices: false } })).body, {
    learnFromChoices: false,
  });
  t.false((await checkbox()).checked);

  const refused = await owner.client.post(`${base}/settings/learn-from-choices`, {
    form: { csrf: owner.csrf, learnFromChoices: 'maybe' },
  });
  t.is(refused.statusCode, 303);
  t.regex(flashOf((await owner.client(`${base}/settings`)).body), /^Not done/);
  t.false(await stored());
});

test.serial('only the Client Secret reads or changes it', async (t) => {
  const { partner } = used;
  const others: [string, string][] = [
    ['DevToken', `DevToken ${await partner.devToken()}`],
    ['docs session', `DocsSession ${partner.docsToken}`],
    ['Client ID token', `Token ${partner.clientId}`],
  ];
  for (const [what, authorization] of others) {
    const as = api(used.url, authorization);
    t.is((await as.get<JsonBody>(SETTINGS)).statusCode, 403, `${what} reads`);
    const change = await as.patch<JsonBody>(SETTINGS, { json: { learnFromChoices: true } });
    t.is(change.statusCode, 403, `${what} changes`);
    t.is(change.body.code, 'clientSecretRequired', what);
  }
  const nobody = api(used.url, '');
  t.is((await nobody.patch<JsonBody>(SETTINGS, { json: { learnFromChoices: true } })).statusCode, 401);
  t.false(await stored(), 'unchanged');
});

test.serial('a bad body answers 400 invalidBody in JSON and changes nothing', async (t) => {
  const bodies: [string, Record<string, unknown>][] = [
    ['no setting', { json: {} }],
    ['a string for a boolean', { json: { learnFromChoices: 'true' } }],
    ['null', { json: { learnFromChoices: null } }],
    ['an unknown setting', { json: { learnFromChoices: true, shareEverything: true } }],
    ['an array', { json: [true] }],
    ['not JSON at all', { body: 'learnFromChoices=true', headers: { 'content-type': 'text/plain' } }],
    ['no body', {}],
  ];
  for (const [what, options] of bodies) {
    const answer = await used.api().patch<JsonBody>(SETTINGS, options);
    t.is(answer.statusCode, 400, what);
    t.is(answer.body.code, 'invalidBody', what);
    t.is(typeof answer.body.message, 'string', what);
  }
  const broken = await used.api().patch<JsonBody>(SETTINGS, {
    body: '{"learnFromChoices": tru',
    headers: { 'content-type': 'application/json' },
  });
  t.is(broken.statusCode, 400, 'JSON that does not parse');
  t.false(await stored());
});
