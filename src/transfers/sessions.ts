import { randomUUID } from 'node:crypto';
import type { Sequelize, Transaction } from 'sequelize';
import type { AccountSnapshot } from '../accounts/snapshot.js';
import type { Adapters } from '../integrations/adapters.js';
import { ApiError, badRequest } from '../http/errors.js';
import { digest, newSecret } from '../crypto/tokens.js';
import type { Keyring } from '../crypto/encryption.js';
import { IntegrationUser } from '../users/models.js';
import { sealTokens } from '../users/tokens.js';
import { transition } from './transition.js';
import { connectUser } from '../users/connect.js';
import { Transfer, TransferSession } from './models.js';
import { enqueueStep } from './runner.js';
import type { Queues } from '../queues.js';
import { checkToken, preauthorizableAdapter, type PreauthorizedAuthData } from '../users/broughtTokens.js';

export const SESSION_LIFE_MS = 24 * 3600_000;
export const LAUNCH_LIFE_MS = 15 * 60_000;

/** What D1 made: the session, its single-use launch code and the destination's connected user. */
export interface NewTransferSession {
  session: TransferSession;
  launchCode: string;
  target: IntegrationUser;
}

/**
 * D1: checks the destination token, stores it sealed, and opens a session with a single-use launch
 * code. The user and the session are written in one transaction; `within` runs in it once both
 * are made (the answer kept for an Idempotency-Key commits with them).
 */
export async function createTransferSession(
  deps: { sequelize: Sequelize; keyring: Keyring; adapters: Adapters },
  account: AccountSnapshot,
  input: {
    integrationType?: string;
    authData: PreauthorizedAuthData;
    externalUserId?: string;
    returnUrl?: string;
    locale?: string;
  },
  within?: (transaction: Transaction, made: NewTransferSession) => Promise<void>,
): Promise<NewTransferSession> {
  const destination = input.integrationType ?? account.transferDestination;
  if (!destination) {
    throw badRequest(
      'noDestinationSet',
      'The account has no transfer destination: set one, or name target.integrationType.',
    );
  }
  const adapter = preauthorizableAdapter(deps.adapters, destination);
  const checked = await checkToken(adapter, input.authData, account.id);
  const event = { preauthorized: true, ...(input.externalUserId ? { externalUserId: input.externalUserId } : {}) };
  return deps.sequelize.transaction(async (transaction) => {
    const target = await connectUser(deps.sequelize, transaction, deps.keyring, {
      accountId: account.id,
      integrationType: adapter.id,
      profile: checked.profile,
      tokens: checked.tokens,
      event,
    });
    const launchCode = newSecret('launch');
    const now = Date.now();
    const session = await TransferSession.create(
      {
        id: randomUUID(),
        accountId: account.id,
        externalUserId: input.externalUserId ?? null,
        returnUrl: input.returnUrl ?? null,
        locale: input.locale ?? null,
        targetIntegrationType: adapter.id,
        targetIntegrationUserId: target.id,
        launchCodeDigest: digest(launchCode),
        launchExpiresAt: new Date(now + LAUNCH_LIFE_MS),
        expiresAt: new Date(now + SESSION_LIFE_MS),
      },
      { transaction },
    );
    const made = { session, launchCode, target };
    await within?.(transaction, made);
    return made;
  });
}

/**
 * D2: replaces the destination token of a session with one for the same account, and resumes a
 * transfer of the session that waits for it.
 */
export async function replaceTargetAuth(
  deps: { sequelize: Sequelize; keyring: Keyring; adapters: Adapters; queues: Queues },
  account: AccountSnapshot,
  session: TransferSession,
  authData: PreauthorizedAuthData,
): Promise<{ target: IntegrationUser; transferResumed: boolean }> {
  if (session.expiresAt.getTime() <= Date.now())
    throw new ApiError(409, 'transferSessionEnded', 'The transfer session has ended (24 hours after creation).');
  const target = session.targetIntegrationUserId
    ? await IntegrationUser.findByPk(session.targetIntegrationUserId)
    : null;
  if (!target || target.deletedAt)
    throw new ApiError(409, 'noPreauthorizedDestination', 'The session has no pre-authorized destination.');
  const adapter = preauthorizableAdapter(deps.adapters, target.integrationType);
  const checked = await checkToken(adapter, authData, account.id);
  if (checked.profile.id !== target.externalUserId)
    throw new ApiError(
      409,
      'destinationAccountMismatch',
      'The token is for another account than the session’s destination.',
    );
  await target.update({ needsReauthSince: null, ...sealTokens(deps.keyring, target.id, checked.tokens) });
  const waiting = await Transfer.findAll({
    where: { transferSessionId: session.id, status: 'waiting_for_destination' },
  });
  for (const transfer of waiting) {
    const step = transfer.resumeStep ?? 'match';
    await transition(
      deps.sequelize,
      transfer,
      {
        status: step === 'write' ? 'writing' : step === 'finish' ? 'writing' : step === 'start' ? 'queued' : 'matching',
        resumeStep: null,
      },
      null,
    );
    await enqueueStep(deps, transfer.id, step, `resume${Date.now()}`);
  }
  return { target, transferResumed: waiting.length > 0 };
}
