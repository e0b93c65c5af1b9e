import { Router } from 'express';
import type { Adapters } from '../integrations/adapters.js';
import { adapterFor } from '../http/adapterFor.js';
import { connectedUserOf } from './userApiGuard.js';
import { userSession, type TokenDeps } from './tokens.js';

/** A8 `GET /api/{integrationUserUUID}/users/profile`: the user as the music service describes them now. */
export function profileRouter(deps: TokenDeps & { adapters: Adapters }): Router {
  const router = Router({ mergeParams: true });
  router.get('/users/profile', async (req, res) => {
    const user = connectedUserOf(req);
    const adapter = adapterFor(deps.adapters, user.integrationType);
    const profile = await adapter.currentUser(userSession(deps, adapter, user));
    res.json({
      // A service that names no account (Apple Music) leaves the id to the one minted at sign-in.
      id: profile.id || user.externalUserId,
      integrationType: adapter.id,
      name: profile.name,
      email: profile.email,
      imageUrl: profile.imageUrl,
      country: profile.country,
    });
  });
  return router;
}
