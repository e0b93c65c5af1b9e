import { randomUUID } from 'node:crypto';
import type { Config } from '../../src/config.js';
import { Keyring } from '../../src/crypto/encryption.js';
import type { ServiceId } from '../../src/integrations/serviceIds.js';
import { IntegrationUser } from '../../src/users/models.js';
import { sealTokens } from '../../src/users/tokens.js';
import type { Listener } from './processes.js';

/** A connected user of the account for an emulator's listener, as the hosted sign-in would have stored them. */
export function connectListener(
  config: Config,
  accountId: string,
  service: ServiceId,
  listener: Listener,
): Promise<IntegrationUser> {
  const keyring = new Keyring(config.encryptionKeys);
  const id = randomUUID();
  return IntegrationUser.create({
    id,
    accountId,
    integrationType: service,
    externalUserId: listener.id,
    name: listener.displayName,
    country: listener.country,
    ...sealTokens(keyring, id, {
      accessToken: listener.accessToken,
      refreshToken: listener.refreshToken,
      expiresAt: Date.now() + 3_600_000,
      scope: null,
      raw: { user_id: listener.id, name: listener.displayName },
    }),
  });
}
