import type { Job } from 'bullmq';
import type { JobPayloads } from '../../src/queues.js';
import type { Adapters } from '../../src/integrations/adapters.js';
import { isUpstreamError } from '../../src/integrations/errors.js';
import { IntegrationUser } from '../../src/users/models.js';
import { REFRESH_AHEAD_MS } from '../../src/users/refreshSweep.js';
import { openTokens, refreshUserTokens, type TokenDeps } from '../../src/users/tokens.js';

/**
 * Refreshes one user's tokens ahead of expiry. A refusal has already marked the user and recorded
 * `user.auth_failed` (in refreshUserTokens); the job then ends, as no retry can help.
 */
export function tokenRefreshProcessor(deps: TokenDeps, adapters: Adapters) {
  return async (job: Job<JobPayloads['token-refresh']>) => {
    const user = await IntegrationUser.findByPk(job.data.integrationUserId);
    if (!user || user.deletedAt || user.needsReauthSince || !user.authDataExpiresAt) return 'skipped';
    // Someone refreshed it since the sweep queued it.
    if (user.authDataExpiresAt.getTime() - Date.now() > REFRESH_AHEAD_MS) return 'fresh';
    const adapter = adapters.get(user.integrationType);
    if (!adapter) return 'skipped';
    try {
      await refreshUserTokens(deps, adapter, user.id, openTokens(deps.keyring, user));
      return 'refreshed';
    } catch (err) {
      if (isUpstreamError(err, 'reauthRequired')) return 'reauthRequired';
      throw err;
    }
  };
}
