import type { Router } from 'express';
import { notFound } from '../http/errors.js';
import { ownedUser } from '../users/lookup.js';
import type { Kit } from './kit.js';
import { userName } from './pages/syncs.js';
import { UserPage } from './pages/user.js';
import { memberOf } from './session.js';
import { liveSyncs, syncViews } from './syncViews.js';
import { userFacts } from './userFacts.js';

/**
 * A connected user's page. Deleting them is the list's confirmation (`/users/:id/delete`), the
 * same command as the partner API's.
 */
export function userRoutes(router: Router, kit: Kit): void {
  const { deps } = kit;
  router.get('/users/:id', async (req, res) => {
    const accountId = memberOf(req).account.id;
    const user = await ownedUser(accountId, req.params.id);
    // Another account's user, a deleted one and a malformed id answer alike, as in the API.
    if (!user || user.deletedAt) throw notFound('integrationUserNotFound', 'Not found.');
    const syncs = await liveSyncs(accountId, { userId: user.id, limit: 200 });
    const [facts, views] = await Promise.all([
      userFacts(deps, user),
      syncViews(deps, accountId, syncs, { most: 10, timeoutMs: 2_000 }),
    ]);
    await kit.page(req, res, {
      title: userName(user),
      body: <UserPage context={kit.context(req)} user={user} facts={{ ...facts, syncs: views }} />,
      current: '/users',
    });
  });
}
