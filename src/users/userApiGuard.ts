import type { Request, RequestHandler } from 'express';
import { authOf } from '../auth/authenticate.js';
import { userAccessRefusal } from '../auth/policies.js';
import { ApiError } from '../http/errors.js';
import { findConnectedUser } from './lookup.js';
import { isUuid } from '../ids.js';
import { notFound } from '../http/errors.js';
import type { IntegrationUser } from './models.js';
import type { ConnectedUserCache } from './userCache.js';

/**
 * Every `/api/{integrationUserUUID}/...` call: the uuid must be a connected user of the calling
 * account (404), the credential must be allowed to act for it (403, rule 4), and the user's
 * tokens must still work (412 `IntegrationUserNotAuthenticated`).
 */
export function resolveConnectedUser(cache: ConnectedUserCache): RequestHandler {
  return async (req, _res, next) => {
    const auth = authOf(req);
    const raw = req.params.integrationUserUUID;
    // Spec: every /api/{integrationUserUUID} call answers 404 for a uuid that is not a connected user.
    if (!isUuid(raw)) throw notFound('integrationUserNotFound', 'The account has no connected user with this uuid.');
    const uuid = raw.toLowerCase();
    const refused = userAccessRefusal(auth, uuid);
    if (refused) throw refused;
    let user = cache.get(auth.account.id, uuid);
    // A refusal is never served from the cache: the news of a sign-in that cleared it (another
    // process's commit, or this one's) arrives a moment after the commit, and the partner's next
    // call, sent on seeing the user back, may come first. The database says; a refusal is rare.
    if (user?.needsReauthSince) {
      cache.drop(uuid);
      user = undefined;
    }
    if (!user) {
      user = await findConnectedUser(auth.account.id, uuid);
      if (!user.needsReauthSince) cache.set(user);
    }
    if (user.needsReauthSince) {
      throw new ApiError(412, 'IntegrationUserNotAuthenticated', 'The connected user must sign in again.');
    }
    resolved.set(req, user);
    next();
  };
}

const resolved = new WeakMap<Request, IntegrationUser>();

/** The connected user resolved for this `/api/...` request. */
export function connectedUserOf(req: Request): IntegrationUser {
  const user = resolved.get(req);
  if (!user) throw new Error('route reads the connected user but is not behind resolveConnectedUser');
  return user;
}
