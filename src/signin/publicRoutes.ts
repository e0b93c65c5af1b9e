import { Router, type RequestHandler } from 'express';
import Joi from 'joi';
import type { Keyring } from '../crypto/encryption.js';
import { authOf } from '../auth/authenticate.js';
import { allow, POLICIES, signInAccessRefusal } from '../auth/policies.js';
import { forbidden, notFound } from '../http/errors.js';
import { queryOf, validQuery } from '../http/validate.js';
import { presentConnectedUser } from '../users/presenters.js';
import { findOneTimeToken, spendOneTimeToken } from '../auth/oneTimeTokens.js';
import { presentSignIn } from './presenters.js';
import { attemptById, userOfAttempt } from './queries.js';

/** A5's query: a one-time token besides (or instead of) the credential, empty being none. */
const signInReadQuery = Joi.object<{ oneTimeToken?: string }>({
  oneTimeToken: Joi.string().max(200).empty('').messages({ '*': 'oneTimeToken must be given once, as a string.' }),
}).unknown(true);

/**
 * The id of the `oneTimeToken` query parameter's token, checked against this account and sign-in,
 * or null when none was given. Checked before anything is spent, so that a stranger's token
 * cannot spend this one.
 */
async function queryTokenOf(
  given: string | undefined,
  accountId: string,
  signInAttemptId: string,
): Promise<string | null> {
  if (given === undefined) return null;
  const token = await findOneTimeToken(given);
  if (!token || token.expiresAt.getTime() <= Date.now())
    throw forbidden('oneTimeTokenInvalid', 'The one-time token is unknown or expired.');
  if (token.accountId !== accountId || token.signInAttemptId !== signInAttemptId)
    throw forbidden('oneTimeTokenMismatch', 'The one-time token belongs to another account or another sign-in.');
  return token.id;
}

/** Spends every given token (each use counts, even when another already grants authData); true when one was unspent. */
async function spendEach(tokenIds: (string | null)[]): Promise<boolean> {
  let spent = false;
  for (const id of new Set(tokenIds)) if (id && (await spendOneTimeToken(id))) spent = true;
  return spent;
}

/**
 * A5 `GET /public/integrations/auth/{authModelUUID}`: one sign-in of the account and the user it
 * connected. `authData` only for Basic, or with the first use of a one-time token of this account
 * and this sign-in (in the `oneTimeToken` query or as the credential itself); later uses within its
 * 30 seconds read the sign-in without it.
 */
export function signInReadRouter(deps: {
  keyring: Keyring;
  authenticate: RequestHandler;
  rateLimit: RequestHandler;
}): Router {
  const router = Router();
  const checks = [deps.authenticate, allow(POLICIES.public), deps.rateLimit, validQuery(signInReadQuery)];
  router.get('/auth/:authModelUUID', ...checks, async (req, res) => {
    const auth = authOf(req);
    const attempt = await attemptById(req.params.authModelUUID, auth.account.id);
    if (!attempt) throw notFound('signInNotFound', 'The account has no sign-in attempt with this uuid.');
    const c = auth.credential;
    if (c.kind === 'oneTimeToken' && c.signInAttemptId !== attempt.id)
      throw forbidden('oneTimeTokenMismatch', 'The one-time token belongs to another sign-in.');
    const refused = signInAccessRefusal(auth, attempt.integrationUserId);
    if (refused) throw refused;

    const queryTokenId = await queryTokenOf(queryOf(req, signInReadQuery).oneTimeToken, auth.account.id, attempt.id);
    const user = await userOfAttempt(attempt, auth.account.id);
    const connected = user && !user.deletedAt ? user : null;
    // A token is spent only by a read that shows a user: a sign-in whose user is gone hands out nothing.
    const spentNow = connected
      ? await spendEach([queryTokenId, c.kind === 'oneTimeToken' ? c.oneTimeTokenId : null])
      : false;
    const showAuthData = c.kind === 'basic' || spentNow;
    if (showAuthData) res.set('Cache-Control', 'no-store');
    res.json({
      ...presentSignIn(attempt),
      ...(connected
        ? presentConnectedUser(connected, deps.keyring, showAuthData)
        : { integrationUser: null, integration: { type: attempt.integrationType } }),
    });
  });
  return router;
}
