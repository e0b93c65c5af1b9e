import { randomUUID } from 'node:crypto';
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { addDevTokenKey, createAccount, type AccountInput } from '../../src/accounts/commands.js';
import { createDocsSession } from '../../src/docs/openSession.js';
import { digest, newSecret } from '../../src/crypto/tokens.js';
import { IntegrationUser } from '../../src/users/models.js';
import { SignInAttempt } from '../../src/signin/models.js';
import { OneTimeToken } from '../../src/auth/oneTimeTokens.js';
import { basic } from './http.js';

/** A partner account with every credential kind ready to use in tests. */
export interface TestPartner {
  accountId: string;
  slug: string;
  clientId: string;
  clientSecret: string;
  basic: string;
  kid: string;
  privateKey: CryptoKey;
  /** A DevToken signed with the partner's key; `claims` and `header` override the defaults. */
  devToken(claims?: Record<string, unknown>, header?: Record<string, unknown>): Promise<string>;
  docsToken: string;
}

/** Creates an account with a key, a DevToken key and a partner docs session. */
export async function createPartner(input: Partial<AccountInput> & { slug: string }): Promise<TestPartner> {
  const { account, key } = await createAccount({ name: input.slug, ...input });
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const { kid } = await addDevTokenKey(account.slug, await exportSPKI(publicKey));
  const docs = await createDocsSession(account.slug, { kind: 'partner', ttlMinutes: 60 });
  return {
    accountId: account.id,
    slug: account.slug,
    clientId: key.clientId,
    clientSecret: key.clientSecret,
    basic: basic(key.clientId, key.clientSecret),
    kid,
    privateKey,
    docsToken: docs.token,
    async devToken(claims = {}, header = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iss: key.clientId, iat: now, exp: now + 300, ...claims })
        .setProtectedHeader({ alg: 'ES256', kid, ...header })
        .sign(privateKey);
    },
  };
}

/** A connected user of the account, as a finished sign-in leaves it (tokens are not needed here). */
export async function createConnectedUser(accountId: string, integrationType = 'spotify'): Promise<IntegrationUser> {
  return IntegrationUser.create({
    id: randomUUID(),
    accountId,
    integrationType,
    externalUserId: `user-${randomUUID()}`,
    name: 'Test Listener',
    email: 'listener@example.com',
    imageUrl: 'https://images.example/listener.png',
    country: 'DE',
  });
}

/** A finished sign-in of `user` and its one-time token (`expiresInMs` may be negative: already expired). */
export async function createOneTimeToken(
  user: IntegrationUser,
  expiresInMs = 30_000,
): Promise<{ token: string; signInAttemptId: string }> {
  const attempt = await SignInAttempt.create({
    id: randomUUID(),
    accountId: user.accountId,
    integrationType: user.integrationType,
    requestOneTimeToken: true,
    forwardErrors: false,
    state: 'succeeded',
    integrationUserId: user.id,
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  const token = newSecret('ott');
  await OneTimeToken.create({
    id: randomUUID(),
    accountId: user.accountId,
    signInAttemptId: attempt.id,
    integrationUserId: user.id,
    tokenDigest: digest(token),
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return { token, signInAttemptId: attempt.id };
}
