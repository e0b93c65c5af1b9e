import test from 'ava';
import { exportSPKI, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { useSystem } from '../helpers/useSystem.js';
import { api, type JsonBody } from '../helpers/http.js';
import { createPartner, type TestPartner } from '../helpers/fixtures.js';
import { DevTokenKey } from '../../src/accounts/models.js';
import { revokeDevTokenKey, addDevTokenKey } from '../../src/accounts/commands.js';
import { announceCredentialChange } from '../../src/auth/cache.js';

// Every way a DevToken is refused: 401 with a code that names the rule (spec, Authentication rule 3).

let other: TestPartner;
const used = useSystem(test, {
  env: { DEVTOKEN_MAX_AGE_SECONDS: '600' },
  partner: { slug: 'devtokens' },
  async setup() {
    other = await createPartner({ slug: 'devtokens-other' });
  },
});

async function refusal(token: string): Promise<[number, string]> {
  const res = await api(used.url, `DevToken ${token}`).get<JsonBody>('public/search/introspection');
  return [res.statusCode, res.body.code];
}

const now = () => Math.floor(Date.now() / 1000);

test('a valid DevToken is accepted', async (t) => {
  const res = await api(used.url, `DevToken ${await used.partner.devToken()}`).get<JsonBody>(
    'public/search/introspection',
  );
  t.is(res.statusCode, 200);
});

test('HS256 signed with the public key as the secret is refused', async (t) => {
  const row = await DevTokenKey.findOne({ where: { kid: used.partner.kid } });
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: used.partner.kid })).toString('base64url');
  const payload = Buffer.from(JSON.stringify({ iss: used.partner.clientId, iat: now(), exp: now() + 60 })).toString(
    'base64url',
  );
  const signature = createHmac('sha256', row!.publicKeyPem).update(`${header}.${payload}`).digest('base64url');
  t.deepEqual(await refusal(`${header}.${payload}.${signature}`), [401, 'devTokenAlgorithmNotAllowed']);
});

test('an unsigned token (alg none) is refused', async (t) => {
  const token = new UnsecuredJWT({ iss: used.partner.clientId, iat: now(), exp: now() + 60 }).encode();
  const [status, code] = await refusal(token);
  t.is(status, 401);
  t.true(['devTokenAlgorithmNotAllowed', 'devTokenMalformed'].includes(code), code);
});

test('ES384 and RS256 are refused: ES256 only', async (t) => {
  for (const alg of ['ES384', 'RS256'] as const) {
    const { privateKey } = await generateKeyPair(alg);
    const token = await new SignJWT({ iss: used.partner.clientId })
      .setProtectedHeader({ alg, kid: used.partner.kid })
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(privateKey);
    t.deepEqual(await refusal(token), [401, 'devTokenAlgorithmNotAllowed'], alg);
  }
});

test('an unknown kid is refused', async (t) => {
  t.deepEqual(await refusal(await used.partner.devToken({}, { kid: 'no-such-key' })), [401, 'devTokenUnknownKey']);
});

test('a token signed by another key under a known kid is refused', async (t) => {
  const { privateKey } = await generateKeyPair('ES256');
  const token = await new SignJWT({ iss: used.partner.clientId, iat: now(), exp: now() + 60 })
    .setProtectedHeader({ alg: 'ES256', kid: used.partner.kid })
    .sign(privateKey);
  t.deepEqual(await refusal(token), [401, 'devTokenSignatureInvalid']);
});

test('a wrong iss, or the Client ID of another account, is refused', async (t) => {
  t.deepEqual(await refusal(await used.partner.devToken({ iss: '5f0e2c1a-8b7d-4c6e-9f5a-4b3c2d1e0f9a' })), [
    401,
    'devTokenIssuerInvalid',
  ]);
  t.deepEqual(await refusal(await used.partner.devToken({ iss: other.clientId })), [401, 'devTokenIssuerInvalid']);
  t.deepEqual(await refusal(await used.partner.devToken({ iss: 'not-a-client-id' })), [401, 'devTokenIssuerInvalid']);
});

test('an expired token is refused', async (t) => {
  t.deepEqual(await refusal(await used.partner.devToken({ iat: now() - 120, exp: now() - 60 })), [
    401,
    'devTokenExpired',
  ]);
});

test('a token without exp is refused', async (t) => {
  const token = await new SignJWT({ iss: used.partner.clientId, iat: now() })
    .setProtectedHeader({ alg: 'ES256', kid: used.partner.kid })
    .sign(used.partner.privateKey);
  t.deepEqual(await refusal(token), [401, 'devTokenClaimsInvalid']);
});

test('a token issued longer ago than the maximum age is refused', async (t) => {
  t.deepEqual(await refusal(await used.partner.devToken({ iat: now() - 3_600, exp: now() + 60 })), [
    401,
    'devTokenTooOld',
  ]);
});

test('a token that promises to live longer than the maximum age is refused', async (t) => {
  t.deepEqual(await refusal(await used.partner.devToken({ iat: now(), exp: now() + 86_400 })), [
    401,
    'devTokenTooLong',
  ]);
});

test('garbage is refused as malformed', async (t) => {
  t.deepEqual(await refusal('not.a.jwt'), [401, 'devTokenMalformed']);
  t.deepEqual(await refusal('abc'), [401, 'devTokenMalformed']);
});

test('a revoked key stops its tokens at once', async (t) => {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const { kid } = await addDevTokenKey(used.partner.slug, await exportSPKI(publicKey));
  const token = await new SignJWT({ iss: used.partner.clientId, iat: now(), exp: now() + 120 })
    .setProtectedHeader({ alg: 'ES256', kid })
    .sign(privateKey);
  t.deepEqual(await refusal(token), [200, undefined as unknown as string]);
  await revokeDevTokenKey(used.partner.slug, kid);
  await announceCredentialChange(used.system.web.runtime.redis, used.system.config.redisPrefix);
  await new Promise((r) => setTimeout(r, 100));
  t.deepEqual(await refusal(token), [401, 'devTokenUnknownKey']);
});
