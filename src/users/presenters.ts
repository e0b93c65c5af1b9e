import type { Keyring } from '../crypto/encryption.js';
import type { IntegrationUser } from './models.js';
import { partnerAuthData } from './tokens.js';

/**
 * The spec's `integrationUser` and `integration` records. `withAuthData` adds the raw service
 * credentials (never the refresh token): only for Basic or a valid one-time token (rule 2).
 */
export function presentConnectedUser(user: IntegrationUser, keyring: Keyring, withAuthData: boolean) {
  const integrationUser: Record<string, unknown> = {
    uuid: user.id,
    integrationUserId: user.externalUserId,
    name: user.name,
    email: user.email,
    imageUrl: user.imageUrl,
    country: user.country,
  };
  if (withAuthData) {
    integrationUser.authData = partnerAuthData(keyring, user);
    integrationUser.authDataExpiresAt = user.authDataExpiresAt?.getTime() ?? null;
  }
  return { integrationUser, integration: { type: user.integrationType } };
}
