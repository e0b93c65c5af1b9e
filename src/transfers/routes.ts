import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { authOf } from '../auth/authenticate.js';
import type { Adapters } from '../integrations/adapters.js';
import type { Keyring } from '../crypto/encryption.js';
import type { Queues } from '../queues.js';
import { badRequest, notFound } from '../http/errors.js';
import { bodyOf, validBody } from '../http/validate.js';
import { answerInTransaction } from '../auth/idempotency.js';
import { isAllowedReturnUrl } from '../accounts/returnUrls.js';
import { isUuid } from '../ids.js';
import { TransferSession } from './models.js';
import { presentTransferSession } from './presenters.js';
import { createTransferSession, replaceTargetAuth, sessionStanding, type NewTransferSession } from './sessions.js';
import { createBody, targetAuthBody } from './schemas.js';

export interface TransferSessionDeps {
  sequelize: Sequelize;
  keyring: Keyring;
  adapters: Adapters;
  queues: Queues;
  /** Where the hosted wizard opens; the launch code goes in the fragment. */
  wizardUrl: string;
}

/** D1, D2 and the session read under `/public/transfer-sessions`. */
export function transferSessionRouter(deps: TransferSessionDeps): Router {
  const router = Router();

  router.post('/', validBody(createBody), async (req, res) => {
    const { account } = authOf(req);
    const body = bodyOf(req, createBody);
    const { returnUrl } = body;
    // With Return URLs set, one of them exactly; with none, any https address.
    if (
      returnUrl &&
      (account.returnUrls.length
        ? !isAllowedReturnUrl(account.returnUrls, returnUrl)
        : !returnUrl.startsWith('https://'))
    ) {
      throw badRequest(
        'returnUrlNotAllowed',
        account.returnUrls.length
          ? 'The returnUrl is not one of the Return URLs of this account.'
          : 'Without Return URLs on the account, returnUrl must use https.',
      );
    }
    // A new session has no transfer yet: its status is `created`.
    const answer = answerInTransaction(res, 201, ({ session, launchCode, target, source }: NewTransferSession) =>
      presentTransferSession(session, { target, source }, [], `${deps.wizardUrl}#code=${launchCode}`),
    );
    await createTransferSession(
      deps,
      account,
      {
        integrationType: body.target.integrationType,
        authData: body.target.authData,
        source: body.source,
        externalUserId: body.externalUserId,
        returnUrl,
        locale: body.locale,
      },
      answer.keep,
    );
    answer.send();
  });

  const sessionOf = async (accountId: string, raw: unknown) => {
    const session = isUuid(raw)
      ? await TransferSession.findOne({ where: { id: String(raw).toLowerCase(), accountId } })
      : null;
    if (!session) throw notFound('transferSessionNotFound', 'The account has no transfer session with this uuid.');
    return session;
  };

  router.put('/:sessionUuid/target-auth', validBody(targetAuthBody), async (req, res) => {
    const { account } = authOf(req);
    const session = await sessionOf(account.id, req.params.sessionUuid);
    const { target, transferResumed } = await replaceTargetAuth(
      deps,
      account,
      session,
      bodyOf(req, targetAuthBody).authData,
    );
    res.json({
      sessionUuid: session.id,
      target: { integrationType: target.integrationType, integrationUserUuid: target.id, displayName: target.name },
      transferResumed,
    });
  });

  // D4 (our decision): one session as the partner created it, without its launch URL, with where
  // it stands and its transfers' ids.
  router.get('/:sessionUuid', async (req, res) => {
    const { account } = authOf(req);
    const session = await sessionOf(account.id, req.params.sessionUuid);
    const { sides, transfers } = await sessionStanding(session);
    res.json(presentTransferSession(session, sides, transfers, null));
  });

  return router;
}
