import { Router, type RequestHandler } from 'express';
import type { Keyring } from '../crypto/encryption.js';
import { authOf } from '../auth/authenticate.js';
import { allow, POLICIES, signInAccessRefusal } from '../auth/policies.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { isUuid } from '../ids.js';
import { IntegrationUser } from '../users/models.js';
import { presentConnectedUser } from '../users/presenters.js';
import { SignInAttempt } from './models.js';
import { findOneTimeToken, spendCredential, spendOneTimeToken } from './oneTimeTokens.js';
import { presentSignIn } from './presenters.js';

/**
 * A5 `GET /public/integrations/auth/{authModelUUID}`: one sign-in of the account and the user it
 * connected. `authData` only for Basic, or with the first use of a one-time token of this account
 * and this sign-in (in the `oneTimeToken` query or as the credential itself).
 */
export function signInReadRouter(deps: {
  keyring: Keyring;
  authenticate: RequestHandler;
  rateLimit: RequestHandler;
}): Router {
  const router = Router();
  router.get('/auth/:authModelUUID', deps.authenticate, allow(POLICIES.public), deps.rateLimit, async (req, res) => {
    const auth = authOf(req);
    const id = req.params.authModelUUID;
    const attempt = isUuid(id)
      ? await SignInAttempt.findOne({ where: { id: id.toLowerCase(), accountId: auth.account.id } })
      : null;
    if (!attempt) throw notFound('signInNotFound', 'The account has no sign-in attempt with this uuid.');
    const c = auth.credential;
    if (c.kind === 'oneTimeToken' && c.signInAttemptId !== attempt.id)
      throw forbidden('oneTimeTokenMismatch', 'The one-time token belongs to another sign-in.');
    const refused = signInAccessRefusal(auth, attempt.integrationUserId);
    if (refused) throw refused;

    let tokenGrantsAuthData = false;
    const queryToken = req.query.oneTimeToken;
    if (queryToken !== undefined && (typeof queryToken !== 'string' || queryToken.length > 200)) {
      throw badRequest('invalidQuery', 'oneTimeToken must be given once, as a string.');
    }
    if (typeof queryToken === 'string' && queryToken !== '') {
      const token = await findOneTimeToken(queryToken);
      if (!token || token.expiresAt.getTime() <= Date.now())
        throw forbidden('oneTimeTokenInvalid', 'The one-time token is unknown or expired.');
      if (token.accountId !== auth.account.id || token.signInAttemptId !== attempt.id) {
        throw forbidden('oneTimeTokenMismatch', 'The one-time token belongs to another account or another sign-in.');
      }
      // Checked before it is spent, so a stranger's token cannot burn this one; a second use reads
      // the sign-in without authData.
      tokenGrantsAuthData = await spendOneTimeToken(token.id);
    }
    if (c.kind === 'oneTimeToken') {
      await spendCredential(c.oneTimeTokenId);
      tokenGrantsAuthData = true;
    }
    const user = attempt.integrationUserId
      ? await IntegrationUser.findOne({ where: { id: attempt.integrationUserId, accountId: auth.account.id } })
      : null;
    const showAuthData = c.kind === 'basic' || tokenGrantsAuthData;
    if (showAuthData) res.set('Cache-Control', 'no-store');
    res.json({
      ...presentSignIn(attempt),
      ...(user && !user.deletedAt
        ? presentConnectedUser(user, deps.keyring, showAuthData)
        : { integrationUser: null, integration: { type: attempt.integrationType } }),
    });
  });
  return router;
}
