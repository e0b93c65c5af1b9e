import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import type { AccountSnapshot } from '../auth/context.js';
import type { Adapters } from '../integrations/adapters.js';
import { isUpstreamError, UpstreamError } from '../integrations/errors.js';
import type { MusicServiceAdapter, ServiceProfile, ServiceTokens, UserSession } from '../integrations/types.js';
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
import { isServiceId } from '../integrations/serviceIds.js';

export const SESSION_LIFE_MS = 24 * 3600_000;
export const LAUNCH_LIFE_MS = 15 * 60_000;

/** Services whose token tells whose account it is: only those can be a pre-authorized destination. */
const PREAUTHORIZABLE = new Set(['spotify', 'deezer', 'tidal', 'youtubeMusic']);

/** PreauthorizedAuthData as the partner sends it. */
export interface PreauthorizedAuthData {
  accessToken: string;
  refreshToken?: string;
  expiresAt?: string | number;
}

/** `expiresAt` as an ISO date, or Unix time in seconds or milliseconds. */
export function expiryOf(value: string | number | undefined): number | null {
  if (value === undefined) return null;
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

export function preauthorizableAdapter(adapters: Adapters, integrationType: string): MusicServiceAdapter {
  const adapter = isServiceId(integrationType) ? adapters.get(integrationType) : undefined;
  if (!adapter)
    throw badRequest('unknownIntegration', `"${integrationType}" is not a music service of this interface.`);
  if (!PREAUTHORIZABLE.has(adapter.id))
    throw badRequest(
      'preauthorizedNotSupported',
      `${adapter.id} cannot be a pre-authorized destination: its tokens do not say whose account they are.`,
    );
  return adapter;
}

/**
 * Checks a partner's token with the music service and says whose account it is. The refresh
 * token is used once when the access token is refused and the service renews tokens. A refusal
 * answers 422 and a service out of reach 503; nothing is stored before this succeeds.
 */
export async function checkToken(
  adapter: MusicServiceAdapter,
  authData: PreauthorizedAuthData,
): Promise<{ tokens: ServiceTokens; profile: ServiceProfile }> {
  let tokens: ServiceTokens = {
    accessToken: authData.accessToken,
    refreshToken: authData.refreshToken ?? null,
    expiresAt: expiryOf(authData.expiresAt),
    scope: null,
    raw: { access_token: authData.accessToken },
  };
  const session: UserSession = {
    key: `preauthorized:${digest(authData.accessToken).slice(0, 16)}`,
    country: null,
    tokens: async () => tokens,
    refresh: async () => {
      if (!tokens.refreshToken || !adapter.capabilities.tokenRefresh)
        throw new UpstreamError(adapter.id, 'reauthRequired', 'the token was refused');
      const fresh = await adapter.refreshTokens(tokens.refreshToken);
      tokens = { ...fresh, refreshToken: fresh.refreshToken ?? tokens.refreshToken };
      return tokens;
    },
  };
  try {
    const profile = await adapter.currentUser(session);
    if (!profile.id) throw new UpstreamError(adapter.id, 'rejected', 'the service did not say whose token this is');
    return { tokens, profile };
  } catch (err) {
    if (isUpstreamError(err, 'unavailable') || isUpstreamError(err, 'rateLimited'))
      throw new ApiError(
        503,
        'musicServiceUnavailable',
        'The music service could not be reached to check the token; try again later.',
      );
    if (isUpstreamError(err))
      throw new ApiError(422, 'destinationTokenRefused', 'The music service refused the token.');
    throw err;
  }
}

/** D1: checks the destination token, stores it sealed, and opens a session with a single-use launch code. */
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
): Promise<{ session: TransferSession; launchCode: string; target: IntegrationUser }> {
  const destination = input.integrationType ?? account.transferDestination;
  if (!destination) {
    throw badRequest(
      'noDestinationSet',
      'The account has no transfer destination: set one, or name target.integrationType.',
    );
  }
  const adapter = preauthorizableAdapter(deps.adapters, destination);
  const checked = await checkToken(adapter, input.authData);
  const event = { preauthorized: true, ...(input.externalUserId ? { externalUserId: input.externalUserId } : {}) };
  const target = await deps.sequelize.transaction((transaction) =>
    connectUser(deps.sequelize, transaction, deps.keyring, {
      accountId: account.id,
      integrationType: adapter.id,
      profile: checked.profile,
      tokens: checked.tokens,
      event,
    }),
  );
  const launchCode = newSecret('launch');
  const now = Date.now();
  const session = await TransferSession.create({
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
  });
  return { session, launchCode, target };
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
  const checked = await checkToken(adapter, authData);
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
