import test from 'ava';
import { client, type JsonBody } from '../helpers/http.js';
import { createPartner } from '../helpers/fixtures.js';
import { useSystem } from '../helpers/useSystem.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { setTransferDestination } from '../../src/accounts/commands.js';
import { createDocsSession } from '../../src/docs/openSession.js';
import { announceCredentialChange } from '../../src/auth/cache.js';

// D1 as the interface describes it: the destination is a setting of the account, and the body's
// `target.integrationType` only overrides it.

const used = useSystem(test, {
  services: ['deezer', 'spotify'],
  recordings: 200,
  partner: { slug: 'destined', isTransferServiceEnabled: true },
});

/** Changes the setting as the admin command does: web processes drop their cached accounts. */
async function setDestination(service: string | null) {
  await setTransferDestination('destined', service);
  await announceCredentialChange(used.system.web.runtime.redis, used.system.config.redisPrefix);
}

const d1 = (authorization: string, target: Record<string, unknown>) =>
  client(used.url, { authorization }).post<JsonBody>('public/transfer-sessions', { json: { target } });
const deezerToken = () => used.emulators.deezer.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;

test.serial('without a setting and without integrationType, D1 answers 400 noDestinationSet', async (t) => {
  const res = await d1(used.partner.basic, { authData: { accessToken: deezerToken() } });
  t.is(res.statusCode, 400);
  t.is(res.body.code, 'noDestinationSet');
});

test.serial('with the account set to Deezer, D1 needs only the token; integrationType still overrides', async (t) => {
  await setDestination('deezer');
  const res = await d1(used.partner.basic, { authData: { accessToken: deezerToken() } });
  t.is(res.statusCode, 201, JSON.stringify(res.body));
  t.is(res.body.target.integrationType, 'deezer');
  const spotifyToken = used.emulators.spotify.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
  const overridden = await d1(used.partner.basic, {
    integrationType: 'spotify',
    authData: { accessToken: spotifyToken },
  });
  t.is(overridden.statusCode, 201, JSON.stringify(overridden.body));
  t.is(overridden.body.target.integrationType, 'spotify');
});

test.serial('a destination that cannot take pre-authorized sessions answers 400 as documented', async (t) => {
  await setDestination('appleMusic');
  const res = await d1(used.partner.basic, { authData: { accessToken: 'any' } });
  t.is(res.statusCode, 400);
  t.is(res.body.code, 'preauthorizedNotSupported');
});

test.serial('the docs session shows the setting', async (t) => {
  await setDestination('deezer');
  const { token } = await createDocsSession('destined', { kind: 'partner', ttlMinutes: 10 });
  const res = await client(used.url, { authorization: `DocsSession ${token}` }).get<JsonBody>(
    'public/docs-sessions/current',
  );
  t.is(res.body.account.transferDestination, 'deezer');
});

test('another account is unaffected', async (t) => {
  const other = await createPartner({
    slug: 'undestined',
    enabledIntegrations: ['deezer'],
    isTransferServiceEnabled: true,
  });
  const res = await d1(other.basic, { authData: { accessToken: deezerToken() } });
  t.is(res.body.code, 'noDestinationSet');
});
