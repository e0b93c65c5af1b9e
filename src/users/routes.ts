import { Router, type RequestHandler } from 'express';
import { authOf } from '../auth/authenticate.js';
import { allow, POLICIES, userAccessRefusal } from '../auth/policies.js';
import type { AuthContext } from '../auth/context.js';
import { isUuid } from '../ids.js';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import { type Adapters } from '../integrations/adapters.js';
import { adapterFor } from '../http/adapterFor.js';
import { isUpstreamError } from '../integrations/errors.js';
import type { Keyring } from '../crypto/encryption.js';
import { checkedUserUuid, findConnectedUser } from './lookup.js';
import { deleteConnectedUser } from './commands.js';
import { presentConnectedUser } from './presenters.js';
import { openTokens, refreshUserTokens, type TokenDeps } from './tokens.js';
import type { IntegrationUser } from './models.js';
import { spendOneTimeToken } from '../auth/oneTimeTokens.js';
import { bodyOf, validBody } from '../http/validate.js';
import { fieldAt } from '../http/unchecked.js';
import { connectUser } from './connect.js';
import { checkToken, preauthorizableAdapter } from './broughtTokens.js';
import { connectByTokenBody } from './schemas.js';
import type { PageParams } from '../http/pageParams.js';
import { listConnectedUsers } from './list.js';
import { takeRefreshTurn } from './refreshLimit.js';
import type { ConnectedUserCache } from './userCache.js';

/** Spec, Limits: tokens expiring within a minute are refreshed on a Basic read. */
const REFRESH_WITHIN_MS = 60_000;

export interface ConnectedUserRouteDeps extends TokenDeps {
  keyring: Keyring;
  adapters: Adapters;
  authenticate: RequestHandler;
  rateLimit: RequestHandler;
  pages: PageParams;
  /** This process's connected users of `/api/...` calls: a user deleted here leaves it at once. */
  userCache: ConnectedUserCache;
}

/**
 * Raw tokens go to Basic, and once to a one-time token for the user of its own sign-in (rule 2):
 * its first such read spends the hand-out, later reads within its 30 seconds get the profile only.
 */
async function mayReadAuthData(auth: AuthContext, user: IntegrationUser): Promise<boolean> {
  const c = auth.credential;
  if (c.kind === 'oneTimeToken' && c.integrationUserId === user.id) return spendOneTimeToken(c.oneTimeTokenId);
  return c.kind === 'basic';
}

async function userFor(auth: AuthContext, raw: unknown): Promise<IntegrationUser> {
  if (!isUuid(raw)) throw notFound('integrationUserNotFound', 'The account has no connected user with this uuid.');
  const refused = userAccessRefusal(auth, raw);
  if (refused) throw refused;
  return findConnectedUser(auth.account.id, raw.toLowerCase());
}

const refreshFailed = () =>
  new ApiError(
    401,
    'tokenRefreshFailed',
    'The music-service tokens could not be refreshed; send the user to sign in again.',
  );

/** Connected-user routes under `/public/integrations` (A6, A7, A9, and the list of them). */
export function connectedUserRouter(deps: ConnectedUserRouteDeps): Router {
  const router = Router();
  const publicGuards = [deps.authenticate, allow(POLICIES.public), deps.rateLimit];

  async function refreshed(user: IntegrationUser): Promise<void> {
    const adapter = adapterFor(deps.adapters, user.integrationType);
    try {
      await refreshUserTokens(deps, adapter, user.id, openTokens(deps.keyring, user));
    } catch (err) {
      if (isUpstreamError(err, 'reauthRequired')) throw refreshFailed();
      throw err;
    }
    await user.reload();
  }

  // The account's connected users (an addition to the interface): account-wide, so the backend's
  // secret or a partner docs session only. `/users` is its own literal: `/user/:uuid` never takes it.
  router.get(
    '/users',
    deps.authenticate,
    allow(POLICIES.connectedUserList),
    deps.rateLimit,
    listConnectedUsers({ sequelize: deps.sequelize, keyring: deps.keyring, pages: deps.pages }),
  );

  // A6: the profile for everyone; raw tokens, refreshed when they expire within a minute, for Basic.
  router.get('/user/:integrationUserUUID', ...publicGuards, async (req, res) => {
    const auth = authOf(req);
    const user = await userFor(auth, req.params.integrationUserUUID);
    const withAuthData = await mayReadAuthData(auth, user);
    if (withAuthData && auth.credential.kind === 'basic') {
      if (user.needsReauthSince) throw refreshFailed();
      const expiresAt = user.authDataExpiresAt?.getTime();
      if (expiresAt !== undefined && expiresAt - Date.now() < REFRESH_WITHIN_MS) await refreshed(user);
    }
    if (withAuthData) res.set('Cache-Control', 'no-store');
    res.json(presentConnectedUser(user, deps.keyring, withAuthData));
  });

  // A7: only Basic deletes (rule 2); a second delete answers 204 again.
  router.delete(
    '/user/:integrationUserUUID',
    deps.authenticate,
    allow(POLICIES.userDelete),
    deps.rateLimit,
    async (req, res) => {
      const uuid = checkedUserUuid(req.params.integrationUserUUID);
      const accountId = authOf(req).account.id;
      const user = await findConnectedUser(accountId, uuid, { includeDeleted: true });
      await deleteConnectedUser(deps.sequelize, user);
      // Postgres's news of the delete reaches every process a moment after the commit; the
      // partner's next call, sent on this answer, may come first, and to this process.
      deps.userCache.drop(user.id);
      res.status(204).end();
    },
  );

  // Connect by token (our decision): for a service whose sign-in is for its partners only (Qobuz),
  // or a partner that signed the listener in itself. The token is checked with the service and
  // says whose account it is; the user is then connected exactly as a hosted sign-in connects one.
  router.post(
    '/user',
    deps.authenticate,
    allow(POLICIES.userConnect),
    deps.rateLimit,
    validBody(connectByTokenBody),
    async (req, res) => {
      const auth = authOf(req);
      const body = bodyOf(req, connectByTokenBody);
      const adapter = preauthorizableAdapter(deps.adapters, body.integrationType);
      const checked = await checkToken(adapter, body.authData, auth.account.id, 'tokenRefused');
      const user = await deps.sequelize.transaction((transaction) =>
        connectUser(deps.sequelize, transaction, deps.keyring, {
          accountId: auth.account.id,
          integrationType: adapter.id,
          profile: checked.profile,
          tokens: checked.tokens,
          event: { byToken: true, ...(body.externalUserId ? { externalUserId: body.externalUserId } : {}) },
        }),
      );
      const withAuthData = auth.credential.kind === 'basic';
      if (withAuthData) res.set('Cache-Control', 'no-store');
      res.status(201).json(presentConnectedUser(user, deps.keyring, withAuthData));
    },
  );

  /**
   * Whether the user's tokens can be renewed at all. Some services' tokens never expire and come
   * with no refresh token (Deezer's offline access, Last.fm's session keys): there is nothing to
   * renew, and only the service refusing the token says the user must sign in again.
   */
  function renewable(user: IntegrationUser): boolean {
    const adapter = adapterFor(deps.adapters, user.integrationType);
    return adapter.capabilities.tokenRefresh && !!openTokens(deps.keyring, user).refreshToken;
  }

  // A9: refresh now. Body `{"integrationUserUUID"}` (our decision; the interface leaves it open).
  router.post('/refreshAuthToken', ...publicGuards, async (req, res) => {
    const auth = authOf(req);
    const raw = fieldAt(req.body, 'integrationUserUUID');
    if (raw === undefined) throw badRequest('invalidBody', 'The body must be {"integrationUserUUID": "<uuid>"}.');
    const user = await userFor(auth, raw);
    if (user.needsReauthSince) throw refreshFailed();
    await takeRefreshTurn(deps.redis, deps.redisPrefix, user.id);
    if (renewable(user)) await refreshed(user);
    const withAuthData = await mayReadAuthData(auth, user);
    if (withAuthData) res.set('Cache-Control', 'no-store');
    res.json(presentConnectedUser(user, deps.keyring, withAuthData));
  });

  return router;
}
