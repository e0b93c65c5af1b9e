import test from 'ava';
import { ApiError } from '../../src/http/errors.js';
import { createAccount, createKey, listKeys, updateAccount } from '../../src/accounts/commands.js';
import { KEY_USE_RESOLUTION_MS, KeyUseRecorder } from '../../src/accounts/keyUse.js';
import { logoUrlProblem } from '../../src/accounts/logoUrls.js';
import { ApiKey } from '../../src/accounts/models.js';
import { basic, client } from '../helpers/http.js';
import { useSystem } from '../helpers/useSystem.js';

// A key has the name its team gave it and the time it was last used, written at most once a minute
// per key however busy it is. A logo is an https address in every deployment: the sign-in page
// shows pictures from https only, so an http one would be taken and then never shown.

const used = useSystem(test, { partner: { slug: 'key-team' } });

const lastUse = async (clientId: string) => (await ApiKey.findOne({ where: { clientId } }))!.lastUsedAt;

test.serial('a key is created with its name; a blank or overlong name is refused in words', async (t) => {
  const key = await createKey('key-team', { name: '  Production backend ' });
  const listed = (await listKeys('key-team')).find((k) => k.clientId === key.clientId)!;
  t.is(listed.name, 'Production backend');
  t.is(listed.lastUsedAt, null, 'never used yet');
  for (const name of ['', '   ', 'x'.repeat(101)]) {
    const refused = await t.throwsAsync(createKey('key-team', { name }), { instanceOf: ApiError });
    t.is(refused.status, 400, JSON.stringify(name));
    t.is(refused.code, 'invalidKeyName');
  }
  t.is((await createKey('key-team')).clientId.length, 36, 'the admin command may leave it unnamed');
});

test.serial('a key’s use is written once a minute at most, by any number of processes', async (t) => {
  const { clientId } = await createKey('key-team', { name: 'Busy' });
  let now = Date.parse('2030-01-01T10:00:00Z');
  const one = new KeyUseRecorder(() => now);
  const other = new KeyUseRecorder(() => now);
  await one.note(clientId);
  t.is((await lastUse(clientId))?.getTime(), now);
  const first = now;
  now += KEY_USE_RESOLUTION_MS - 1000;
  await one.note(clientId);
  await other.note(clientId);
  t.is((await lastUse(clientId))?.getTime(), first, 'within the minute: neither this process nor another writes');
  now = first + KEY_USE_RESOLUTION_MS + 1000;
  await other.note(clientId);
  t.is((await lastUse(clientId))?.getTime(), now, 'a minute on, the next use is written');
  await one.note(null);
  await one.note('not-a-client-id');
  t.pass('what names no key is ignored');
});

test.serial('a call with the Client Secret or the Client ID marks its key used', async (t) => {
  const key = await createKey('key-team', { name: 'Caller' });
  const before = Date.now();
  const answered = await client(used.url, { authorization: basic(key.clientId, key.clientSecret) }).get(
    'public/search/introspection',
  );
  t.is(answered.statusCode, 200);
  t.true((await lastUse(key.clientId))!.getTime() >= before - 1000);

  const tokenKey = await createKey('key-team', { name: 'Browser' });
  await client(used.url, { authorization: `Token ${tokenKey.clientId}` }).get('public/search/introspection');
  t.truthy(await lastUse(tokenKey.clientId));
  t.is(await lastUse((await createKey('key-team', { name: 'Idle' })).clientId), null);
});

test('a logo must be an https address, said in words', (t) => {
  t.is(logoUrlProblem('https://cdn.example/logo.png'), null);
  const refused: [string, RegExp][] = [
    ['http://cdn.example/logo.png', /uses http: your sign-in page shows pictures only from https addresses/],
    ['cdn.example/logo.png', /not a complete web address/],
    ['javascript:alert(1)', /not a web address/],
    ['data:image/png;base64,AAAA', /not a web address/],
    ['https://user:pw@cdn.example/logo.png', /user name or password/],
    [' https://cdn.example/logo.png', /Enter the https address/],
  ];
  for (const [raw, words] of refused) t.regex(logoUrlProblem(raw) ?? '', words, raw);
});

test.serial('an account takes no http logo, from the admin command or a change', async (t) => {
  const created = await t.throwsAsync(
    createAccount({ slug: 'http-logo', name: 'Http Logo', logoUrl: 'http://cdn.example/logo.png' }),
    { instanceOf: ApiError },
  );
  t.is(created.code, 'invalidLogoUrl');
  const changed = await t.throwsAsync(updateAccount('key-team', { logoUrl: 'http://cdn.example/logo.png' }), {
    instanceOf: ApiError,
  });
  t.is(changed.status, 400);
  t.is(
    (await updateAccount('key-team', { logoUrl: 'https://cdn.example/logo.png' })).logoUrl,
    'https://cdn.example/logo.png',
  );
});
