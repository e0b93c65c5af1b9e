import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { Account } from '../accounts/models.js';
import type { AccountSnapshot } from '../accounts/snapshot.js';
import type { Adapters } from '../integrations/adapters.js';
import { ApiError, badRequest } from '../http/errors.js';
import { adapterFor } from '../http/adapterFor.js';
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

/** What D1 made: the session, its single-use launch code and the two sides' connected users. */
export interface NewTransferSession {
  session: TransferSession;
  launchCode: string;
  target: IntegrationUser;
  /** The source the partner named, when it did. */
  source: IntegrationUser | null;
}

/**
 * The source D1 names: a connected user of the account, not deleted, of the named service when one
 * is named, that this deployment can read. Another account's user answers exactly like a missing
 * one (spec rule 3). Tokens refused since are no reason to refuse it: the wizard then asks the
 * listener to sign in to it again, as it would have without it.
 */
async function namedSource(
  adapters: Adapters,
  accountId: string,
  named: { integrationUserUUID: string; integrationType?: string },
): Promise<IntegrationUser> {
  const uuid = named.integrationUserUUID.toLowerCase();
  const user = await IntegrationUser.findOne({ where: { id: uuid, accountId } });
  if (!user || user.deletedAt)
    throw new ApiError(
      404,
      'integrationUserNotFound',
      'The account has no connected user with this source.integrationUserUUID.',
      [{ side: 'source', integrationUserUUID: uuid }],
    );
  if (named.integrationType && named.integrationType !== user.integrationType)
    throw badRequest(
      'sourceServiceMismatch',
      'source.integrationUserUUID is a connected user of another service than source.integrationType.',
      [{ side: 'source', integrationUserUUID: uuid, integrationType: user.integrationType }],
    );
  // A service this deployment no longer connects could not be read: 400 `unknownIntegration`.
  adapterFor(adapters, user.integrationType);
  return user;
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
    source?: { integrationUserUUID: string; integrationType?: string };
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
  // Checked before the token, so that a session that cannot be made costs the service no call.
  const source = input.source ? await namedSource(deps.adapters, account.id, input.source) : null;
  const checked = await checkToken(adapter, input.authData, account.id);
  if (source && source.integrationType === adapter.id && source.externalUserId === checked.profile.id)
    throw badRequest(
      'sameSourceAndDestination',
      'The source is the account the destination token is for: a library cannot be moved into itself.',
      [{ side: 'source', integrationUserUUID: source.id }],
    );
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
        sourceUserId: source?.id ?? null,
        launchCode,
      },
      transaction,
    );
    const made = { session, launchCode, target, source };
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
    // One asked to stop waits for its finish (cancel.ts), not for its destination.
    where: { transferSessionId: session.id, status: 'waiting_for_destination', cancelRequestedAt: null },
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

/** What a session's record shows beside its own row: its sides' users (deleted since or not) and its transfers, oldest first. */
export async function sessionStanding(session: TransferSession): Promise<{
  sides: { target: IntegrationUser | null; source: IntegrationUser | null };
  transfers: Pick<Transfer, 'id' | 'status'>[];
}> {
  const userOf = (id: string | null) => (id ? IntegrationUser.findByPk(id) : null);
  const [target, source, transfers] = await Promise.all([
    userOf(session.targetIntegrationUserId),
    userOf(session.sourceIntegrationUserId),
    Transfer.findAll({
      where: { transferSessionId: session.id },
      attributes: ['id', 'status'],
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
  ]);
  return { sides: { target, source }, transfers };
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
  return newSession({
    ...input,
    externalUserId: null,
    locale: null,
    target: null,
    sourceUserId: null,
    launchCode: null,
  });
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
    sourceUserId: string | null;
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
      sourceIntegrationUserId: fields.sourceUserId,
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
