import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { Account } from '../accounts/models.js';
import type { AccountSnapshot } from '../accounts/snapshot.js';
import type { Adapters } from '../integrations/adapters.js';
import { ApiError, badRequest } from '../http/errors.js';
import { digest, newSecret } from '../crypto/tokens.js';
import type { Keyring } from '../crypto/encryption.js';
import { IntegrationUser } from '../users/models.js';
import { storeBroughtTokens } from '../users/tokens.js';
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
    const session = await newSession(
      {
        accountId: account.id,
        externalUserId: input.externalUserId ?? null,
        returnUrl: input.returnUrl ?? null,
        locale: input.locale ?? null,
        target: { type: adapter.id, userId: target.id },
        launchCode,
      },
      transaction,
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
  await storeBroughtTokens(deps.keyring, target, checked.tokens);
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

/** A transfer session by id; null for none (or no id). */
export async function transferSession(id: string | null | undefined): Promise<TransferSession | null> {
  return id ? TransferSession.findByPk(id) : null;
}

/** A transfer session by id with the account it belongs to; either may be gone. */
export async function transferSessionAndAccount(
  id: string | null | undefined,
): Promise<{ session: TransferSession | null; account: Account | null }> {
  const session = await transferSession(id);
  return { session, account: session ? await Account.findByPk(session.accountId) : null };
}

/**
 * The session of a transfer the wizard starts without one (no partner set its destination): every
 * run has a session, so the partner reads the plain wizard's transfers like any other.
 */
export function openPlainSession(input: { accountId: string; returnUrl: string | null }): Promise<TransferSession> {
  return newSession({ ...input, externalUserId: null, locale: null, target: null, launchCode: null });
}

/**
 * Every transfer session is made here: it lives a day, and its launch code (D1's only) works for
 * the first 15 minutes of it.
 */
function newSession(
  fields: {
    accountId: string;
    externalUserId: string | null;
    returnUrl: string | null;
    locale: string | null;
    target: { type: string; userId: string } | null;
    launchCode: string | null;
  },
  transaction?: Transaction,
): Promise<TransferSession> {
  const now = Date.now();
  return TransferSession.create(
    {
      id: randomUUID(),
      accountId: fields.accountId,
      externalUserId: fields.externalUserId,
      returnUrl: fields.returnUrl,
      locale: fields.locale,
      targetIntegrationType: fields.target?.type ?? null,
      targetIntegrationUserId: fields.target?.userId ?? null,
      launchCodeDigest: fields.launchCode ? digest(fields.launchCode) : null,
      launchExpiresAt: fields.launchCode ? new Date(now + LAUNCH_LIFE_MS) : null,
      expiresAt: new Date(now + SESSION_LIFE_MS),
    },
    { transaction },
  );
}

/** What a launch code opened: its session, or (spent or expired) whose it was when it was good once. */
export type LaunchOutcome =
  { opened: TransferSession } | { opened: null; spent: { partner: string; returnUrl: string } | null };

/** Spends a session's launch code (single use, 15 minutes) in one statement; answers its session id, or null. */
async function spendLaunchCode(sequelize: Sequelize, codeDigest: string): Promise<string | null> {
  const rows = await sequelize.query<{ id: string }>(
    'UPDATE transfer_sessions SET launch_used_at = now() WHERE launch_code_digest = $1 AND launch_used_at IS NULL AND launch_expires_at > now() AND expires_at > now() RETURNING id',
    { bind: [codeDigest], type: QueryTypes.SELECT },
  );
  return rows[0]?.id ?? null;
}

/** Spends a launch code, once: a second use, or one after 15 minutes, opens nothing. */
export async function spendLaunch(sequelize: Sequelize, code: string): Promise<LaunchOutcome> {
  const sessionId = await spendLaunchCode(sequelize, digest(code));
  if (sessionId) return { opened: (await TransferSession.findByPk(sessionId))! };
  const spent = await TransferSession.findOne({ where: { launchCodeDigest: digest(code) } });
  const account = spent ? await Account.findByPk(spent.accountId) : null;
  return {
    opened: null,
    spent: spent?.returnUrl && account ? { partner: account.name, returnUrl: spent.returnUrl } : null,
  };
}
