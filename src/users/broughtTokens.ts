import type { Adapters } from '../integrations/adapters.js';
import { isUpstreamError, UpstreamError } from '../integrations/errors.js';
import type { MusicServiceAdapter, ServiceProfile, ServiceTokens, UserSession } from '../integrations/types.js';
import { ApiError, badRequest } from '../http/errors.js';
import { digest } from '../crypto/tokens.js';
import { isServiceId } from '../integrations/serviceIds.js';
import { serviceRecord } from '../integrations/services.js';
import { serviceName } from '../integrations/registry.js';

// Tokens a partner obtained itself and hands us: D1's and D2's destination, and a user connected
// by token (POST /public/integrations/user). Each is checked with the service before anything is kept.

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
  // Only a service whose token tells whose account it is can be connected with a brought token.
  if (!serviceRecord(adapter.id)?.broughtTokens)
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
  /** Whose share of the service's budget the check spends. */
  accountId: string,
  refusedCode = 'destinationTokenRefused',
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
    accountId,
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
    // Named, since a partner holding tokens of several services may have sent another service's.
    if (isUpstreamError(err))
      throw new ApiError(
        422,
        refusedCode,
        `${serviceName(adapter.id)} refused the token: send an access token of the listener's ${serviceName(adapter.id)} account (integrationType "${adapter.id}").`,
        [{ service: adapter.id }],
      );
    throw err;
  }
}
