import type { Keyring } from '../crypto/encryption.js';
import type { IntegrationUser } from '../users/models.js';
import { partnerAuthData } from '../users/tokens.js';
import type { SignInAttempt } from './models.js';

/**
 * The sign-in status record (A3, A4, A5; fields left to us by the interface). `authData` is added
 * by the callers that may show it.
 */
export function presentSignIn(attempt: SignInAttempt) {
  const expired = attempt.state === 'redirected' && attempt.expiresAt.getTime() <= Date.now();
  return {
    authModelUUID: attempt.id,
    uniqueId: attempt.uniqueId,
    integrationType: attempt.integrationType,
    status: expired ? 'expired' : attempt.state,
    errorCode: attempt.errorCode,
    partnerUserId: attempt.partnerUserId,
    integrationUserUUID: attempt.integrationUserId,
    createdAt: attempt.createdAt.toISOString(),
    expiresAt: attempt.expiresAt.toISOString(),
  };
}

/**
 * A4, read by the hosted pages without credentials: only what a page shows. Nothing here unlocks
 * another read (no uniqueId, partnerUserId or connected user's uuid): the authModelUUID travels
 * in callback URLs and webhooks.
 */
export function presentSignInForPages(attempt: SignInAttempt) {
  const { authModelUUID, integrationType, status, errorCode, createdAt, expiresAt } = presentSignIn(attempt);
  return { authModelUUID, integrationType, status, errorCode, createdAt, expiresAt };
}

/** The status with the connected user's raw credentials, where the caller may have them. */
export function withAuthData(status: ReturnType<typeof presentSignIn>, user: IntegrationUser | null, keyring: Keyring) {
  if (!user || user.deletedAt) return { ...status, authData: null, authDataExpiresAt: null };
  return {
    ...status,
    authData: partnerAuthData(keyring, user),
    authDataExpiresAt: user.authDataExpiresAt?.getTime() ?? null,
  };
}
