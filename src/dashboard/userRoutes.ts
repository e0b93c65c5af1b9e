import type { Router } from 'express';
import type { ServiceId } from '../integrations/serviceIds.js';
import { notFound } from '../http/errors.js';
import type { IntegrationUser } from '../users/models.js';
import { ownedUser } from '../users/lookup.js';
import type { Kit } from './kit.js';
import { userBody, type Renewal } from './pages/user.js';
import { userName } from './pages/syncs.js';
import { memberOf } from './session.js';
import { userFacts } from './userFacts.js';
import { liveSyncs, syncViews } from './syncViews.js';

/**
 * A connected user's page. Deleting them is the list's confirmation (`/users/:id/delete`), the
 * same command as the partner API's.
 */
export function userRoutes(router: Router, kit: Kit): void {
  const { deps } = kit;
  const renewalOf = (user: IntegrationUser): Renewal => {
    const capabilities = deps.adapters.get(user.integrationType as ServiceId)?.capabilities;
    return {
      renews: Boolean(user.refreshTokenSealed) && Boolean(capabilities?.tokenRefresh),
      expires: capabilities?.tokensExpire !== false,
    };
  };

  router.get('/users/:id', async (req, res) => {
    const accountId = memberOf(req).account.id;
    const user = await ownedUser(accountId, req.params.id);
    // Another account's user, a deleted one and a malformed id answer alike, as in the API.
    if (!user || user.deletedAt) throw notFound('integrationUserNotFound', 'Not found.');
    const syncs = await liveSyncs(accountId, { userId: user.id, limit: 200 });
    const [facts, views] = await Promise.all([
      userFacts(deps.sequelize, user),
      syncViews(deps, accountId, syncs, { most: 10, timeoutMs: 2_000 }),
    ]);
    await kit.page(req, res, {
      title: userName(user),
      body: userBody(kit.context(req), user, { ...facts, syncs: views }, renewalOf),
      current: '/users',
    });
  });
}
