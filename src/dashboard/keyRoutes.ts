import type { Request, Router } from 'express';
import * as accounts from '../accounts/commands.js';
import { announceCredentialChange } from '../auth/cache.js';
import { listEndpoints } from '../webhooks/endpoints.js';
import { missing } from './accountRoutes.js';
import type { Kit } from './kit.js';
import { e } from './layout.js';
import { keysBody } from './pages/keys.js';
import { memberOf } from './session.js';

/** The page of API keys, DevToken keys and webhook endpoints; the keys' actions (webhookRoutes has the endpoints'). */
export function keyRoutes(router: Router, kit: Kit): void {
  const { base, deps } = kit;
  const account = (req: Request) => memberOf(req).account;
  const announce = () => announceCredentialChange(deps.redis, deps.redisPrefix);
  const keysPage = `${base}/keys`;

  router.get('/keys', async (req, res) => {
    const acct = account(req);
    const [keys, devKeys, endpoints] = await Promise.all([
      accounts.listKeys(acct.slug),
      accounts.listDevTokenKeys(acct.slug),
      listEndpoints(acct.id),
    ]);
    await kit.page(req, res, {
      title: 'API and webhooks',
      body: keysBody(kit.context(req), { keys, devKeys, endpoints }),
      current: '/keys',
    });
  });
  // Post-redirect-get: the secret rides in the session's one-shot flash, never in a URL, and a
  // reload of the page it lands on shows the list again instead of making a second key.
  router.post('/keys', (req, res) =>
    kit.attempt(req, res, keysPage, async () => {
      const key = await accounts.createKey(account(req).slug);
      return {
        kind: 'success',
        text: `Key created. Client ID ${key.clientId}. Copy its Client Secret now: it is shown this once.`,
        secret: { id: 'client-secret', label: 'Client Secret', value: key.clientSecret },
      };
    }),
  );
  const liveKey = (id: string, list: { id: string; revokedAt: Date | null }[]) => {
    if (!list.some((k) => k.id === id && !k.revokedAt)) throw missing();
  };
  kit.confirmable(router, '/keys/:clientId/revoke', {
    back: () => keysPage,
    async describe(req) {
      const keys = await accounts.listKeys(account(req).slug);
      liveKey(
        String(req.params.clientId),
        keys.map((k) => ({ id: k.clientId, revokedAt: k.revokedAt })),
      );
      return {
        question: 'Revoke this API key?',
        consequence: `Every call made with Client ID <code>${e(req.params.clientId)}</code> and its secret is refused from
now on, by every server within seconds. Apps still using it stop working. This cannot be undone.`,
        action: 'Revoke the key',
      };
    },
    async run(req) {
      await accounts.revokeKey(account(req).slug, String(req.params.clientId));
      await announce();
      return `Key ${req.params.clientId} revoked.`;
    },
  });
  router.post('/devtoken-keys', (req, res) =>
    kit.attempt(req, res, keysPage, async () => {
      const { kid } = await accounts.addDevTokenKey(account(req).slug, String(req.body?.pem ?? ''));
      return `DevToken key added: ${kid}`;
    }),
  );
  kit.confirmable(router, '/devtoken-keys/:kid/revoke', {
    back: () => keysPage,
    async describe(req) {
      const keys = await accounts.listDevTokenKeys(account(req).slug);
      liveKey(
        String(req.params.kid),
        keys.map((k) => ({ id: k.kid, revokedAt: k.revokedAt })),
      );
      return {
        question: 'Revoke this DevToken key?',
        consequence: `DevTokens signed with key <code>${e(req.params.kid)}</code> are refused from now on, including
those already issued. Pages that call the API with them stop working. This cannot be undone.`,
        action: 'Revoke the DevToken key',
      };
    },
    async run(req) {
      await accounts.revokeDevTokenKey(account(req).slug, String(req.params.kid));
      await announce();
      return `DevToken key ${req.params.kid} revoked.`;
    },
  });
}
