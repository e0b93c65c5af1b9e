import { takeLock } from '../redisLock.js';
import type { Redis } from 'ioredis';
import type { Sequelize } from 'sequelize';
import { place, SEALED_COLUMNS, SealedValueError, type Keyring } from '../crypto/encryption.js';
import type { MusicServiceAdapter, ServiceTokens, UserSession } from '../integrations/types.js';
import { isUpstreamError, UpstreamError } from '../integrations/errors.js';
import type { ServiceId } from '../integrations/serviceIds.js';
import { emitEvent } from '../webhooks/outbox.js';
import { IntegrationUser } from './models.js';
import { holdAccountAgainstConnects } from './lockOrder.js';

/** What we keep of a user's tokens: sealed at rest, the refresh token apart (it is never shown). */
interface StoredAuthData {
  accessToken: string;
  expiresAt: number | null;
  scope: string | null;
  raw: Record<string, unknown>;
}

export interface TokenDeps {
  sequelize: Sequelize;
  redis: Redis;
  redisPrefix: string;
  keyring: Keyring;
}

const [AUTH_DATA, REFRESH_TOKEN] = SEALED_COLUMNS;
const authDataAt = (userId: string) => place(AUTH_DATA, userId);
const refreshTokenAt = (userId: string) => place(REFRESH_TOKEN, userId);

/** The sealed columns of user `userId` for `tokens`; a missing refresh token keeps the stored one (services that do not rotate it). */
export function sealTokens(keyring: Keyring, userId: string, tokens: ServiceTokens): Partial<IntegrationUser> {
  const stored: StoredAuthData = {
    accessToken: tokens.accessToken,
    expiresAt: tokens.expiresAt,
    scope: tokens.scope,
    raw: tokens.raw,
  };
  return {
    authDataSealed: keyring.sealJson(stored, authDataAt(userId)),
    authDataExpiresAt: tokens.expiresAt === null ? null : new Date(tokens.expiresAt),
    ...(tokens.refreshToken ? { refreshTokenSealed: keyring.seal(tokens.refreshToken, refreshTokenAt(userId)) } : {}),
  };
}

/**
 * Keeps tokens a partner brought for a connected user (PUT target-auth) in place of the stored ones.
 * They were checked with the service and are the listener's consent anew, so the user no longer
 * needs to sign in again.
 */
export async function storeBroughtTokens(
  keyring: Keyring,
  user: IntegrationUser,
  tokens: ServiceTokens,
): Promise<void> {
  await user.update({ needsReauthSince: null, ...sealTokens(keyring, user.id, tokens) });
}

/**
 * A sealed value that does not open here (copied from another row, or sealed under a key we no
 * longer hold) is as good as no token: the user must sign in again.
 */
function opened<T>(user: IntegrationUser, open: () => T): T {
  try {
    return open();
  } catch (err) {
    if (err instanceof SealedValueError)
      throw new UpstreamError(
        user.integrationType as ServiceId,
        'reauthRequired',
        'the stored tokens cannot be opened',
      );
    throw err;
  }
}

/** The user's current tokens, opened from the sealed columns. */
export function openTokens(keyring: Keyring, user: IntegrationUser): ServiceTokens {
  if (!user.authDataSealed)
    throw new UpstreamError(user.integrationType as ServiceId, 'reauthRequired', 'no tokens are stored for this user');
  const sealedRefresh = user.refreshTokenSealed;
  return opened(user, () => ({
    ...keyring.openJson<StoredAuthData>(user.authDataSealed!, authDataAt(user.id)),
    refreshToken: sealedRefresh ? keyring.open(sealedRefresh, refreshTokenAt(user.id)) : null,
  }));
}

/**
 * The raw credentials a partner may receive (`authData`): the service's answer less the refresh
 * token, and always `access_token`, the token we call the service with now. Some services' answers
 * name it otherwise or not at all (Apple Music's Music-User-Token, Last.fm's session `key`), and a
 * partner must not need to know each service's names to call it.
 */
export function partnerAuthData(keyring: Keyring, user: IntegrationUser): Record<string, unknown> | null {
  if (!user.authDataSealed) return null;
  let stored: StoredAuthData;
  try {
    stored = keyring.openJson<StoredAuthData>(user.authDataSealed, authDataAt(user.id));
  } catch (err) {
    if (err instanceof SealedValueError) return null;
    throw err;
  }
  const { raw, accessToken } = stored;
  const { refresh_token: _dropped, refreshToken: _dropped2, ...rest } = raw as Record<string, unknown>;
  return { ...rest, access_token: accessToken };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Marks the user as needing to sign in again and records `user.auth_failed`, in one transaction,
 * only while the stored tokens are still those `user` was read with (the refused ones): a sign-in
 * that stored new tokens meanwhile is never undone by the refusal of the tokens it replaced. Tells
 * whether it marked. `context` adds what the transfer layer knows (a pre-authorized destination).
 */
export async function markReauthRequired(
  sequelize: Sequelize,
  user: IntegrationUser,
  context: { preauthorized?: boolean; sessionUuid?: string; externalUserId?: string | null } = {},
): Promise<boolean> {
  const marked = await sequelize.transaction(async (transaction) => {
    await holdAccountAgainstConnects(sequelize, transaction, user.accountId);
    // One statement: a sign-in committing between a read and this write would otherwise be undone.
    const [count] = await IntegrationUser.update(
      { needsReauthSince: new Date() },
      { where: { ...sameTokensAs(user), needsReauthSince: null }, transaction },
    );
    if (count === 0) return false;
    await emitEvent(sequelize, transaction, user.accountId, 'user.auth_failed', {
      integrationUserUUID: user.id,
      integrationType: user.integrationType,
      preauthorized: context.preauthorized ?? false,
      ...(context.sessionUuid
        ? { sessionUuid: context.sessionUuid, externalUserId: context.externalUserId ?? null }
        : {}),
    });
    return true;
  });
  if (marked) user.needsReauthSince = user.needsReauthSince ?? new Date();
  return marked;
}

/** The row of a connected user while it still holds the sealed tokens `user` was read with. */
function sameTokensAs(user: IntegrationUser) {
  return {
    id: user.id,
    deletedAt: null,
    authDataSealed: user.authDataSealed,
    refreshTokenSealed: user.refreshTokenSealed,
  };
}

const sameTokens = (a: ServiceTokens, b: ServiceTokens) =>
  a.accessToken === b.accessToken && a.refreshToken === b.refreshToken;

/**
 * Stores refreshed tokens over those they were refreshed from, and over nothing newer: a sign-in
 * that stored its tokens meanwhile wins (they may grant other scopes, or another account's consent).
 * Tells whether they were stored.
 */
async function storeRefreshed(
  keyring: Keyring,
  user: IntegrationUser,
  refreshedFrom: ServiceTokens,
  fresh: ServiceTokens,
): Promise<boolean> {
  for (;;) {
    const [count] = await IntegrationUser.update(sealTokens(keyring, user.id, fresh), { where: sameTokensAs(user) });
    if (count === 1) return true;
    await user.reload();
    if (user.deletedAt || !user.authDataSealed || !sameTokens(openTokens(keyring, user), refreshedFrom)) return false;
    // The same tokens sealed anew (a key rotation): still the ones refreshed, so still ours to replace.
  }
}

/** What a refusal's `user.auth_failed` says beyond the user: a pre-authorized transfer destination. */
export type ReauthContext = Parameters<typeof markReauthRequired>[2];

/**
 * Refreshes a user's tokens with the service, once at a time per user across every process: the
 * first caller takes a Redis lock and refreshes; the others wait for it and reuse what it stored.
 * A refusal of the tokens still stored marks the user (412 from then on) and throws
 * `reauthRequired`; a refusal of tokens replaced meanwhile (a new sign-in) gives the new ones.
 */
export async function refreshUserTokens(
  deps: TokenDeps,
  adapter: MusicServiceAdapter,
  userId: string,
  stale: ServiceTokens | null,
  context: ReauthContext = {},
): Promise<ServiceTokens> {
  const lock = `${deps.redisPrefix}:token-refresh-lock:${userId}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const user = await IntegrationUser.findByPk(userId);
    if (!user || user.deletedAt) throw new UpstreamError(adapter.id, 'reauthRequired', 'the connected user is gone');
    if (user.needsReauthSince) throw new UpstreamError(adapter.id, 'reauthRequired', 'the user must sign in again');
    const current = openTokens(deps.keyring, user);
    // Someone else refreshed since the caller read its tokens: theirs are the new ones.
    if (stale && current.accessToken !== stale.accessToken) return current;
    // Longer than the slowest refresh (a budget wait of up to 30 s, then the call and its retries):
    // a lock that lapsed mid-call would let a second process spend a single-use refresh token again.
    const release = await takeLock(deps.redis, lock, { lifeMs: 60_000 });
    if (!release) {
      if (Date.now() > deadline)
        throw new UpstreamError(adapter.id, 'unavailable', 'a token refresh of this user takes too long');
      await sleep(100);
      stale = stale ?? current;
      continue;
    }
    try {
      if (!current.refreshToken || !adapter.capabilities.tokenRefresh) {
        if (await markReauthRequired(deps.sequelize, user, context))
          throw new UpstreamError(adapter.id, 'reauthRequired', 'the service gives no way to renew this token');
        // Not marked: the stored tokens changed since they were read; the next turn reads them.
        stale = current;
        continue;
      }
      let fresh: ServiceTokens;
      try {
        fresh = await adapter.refreshTokens(current.refreshToken);
      } catch (err) {
        if (
          isUpstreamError(err, 'reauthRequired') ||
          isUpstreamError(err, 'rejected') ||
          isUpstreamError(err, 'forbidden')
        ) {
          if (await markReauthRequired(deps.sequelize, user, context))
            throw new UpstreamError(adapter.id, 'reauthRequired', 'the service refused to renew the token');
          // The refused tokens are no longer the stored ones: a new sign-in, or another refresh that
          // spent this refresh token and stored its answer. Those are the tokens now.
          stale = current;
          continue;
        }
        throw err;
      }
      if (!(await storeRefreshed(deps.keyring, user, current, fresh))) {
        stale = current;
        continue;
      }
      return { ...fresh, refreshToken: fresh.refreshToken ?? current.refreshToken };
    } finally {
      await release();
    }
  }
}

const openedTokens = new WeakMap<IntegrationUser, { sealed: string; tokens: ServiceTokens }>();

/** The user's access token, opened once per sealed value (a cached user serves many calls). */
function accessTokens(keyring: Keyring, user: IntegrationUser): ServiceTokens {
  const known = openedTokens.get(user);
  if (known && known.sealed === user.authDataSealed) return known.tokens;
  if (!user.authDataSealed)
    throw new UpstreamError(user.integrationType as ServiceId, 'reauthRequired', 'no tokens are stored for this user');
  const sealed = user.authDataSealed;
  const tokens = opened(user, () => ({
    ...keyring.openJson<StoredAuthData>(sealed, authDataAt(user.id)),
    refreshToken: null,
  }));
  openedTokens.set(user, { sealed: user.authDataSealed, tokens });
  return tokens;
}

/** The adapter's view of a connected user: its tokens, refreshed once through `refreshUserTokens`. */
export function userSession(
  deps: TokenDeps,
  adapter: MusicServiceAdapter,
  user: IntegrationUser,
  context: ReauthContext = {},
): UserSession {
  return {
    key: user.id,
    accountId: user.accountId,
    country: user.country,
    // Adapters only need the access token; the refresh token is opened by `refreshUserTokens` alone.
    tokens: async () => accessTokens(deps.keyring, user),
    refresh: async (stale) => {
      const fresh = await refreshUserTokens(deps, adapter, user.id, stale, context);
      await user.reload();
      return fresh;
    },
  };
}
