import type { Request, Response, Router } from 'express';
import { h } from 'preact';
import * as accounts from '../accounts/commands.js';
import { announceCredentialChange } from '../auth/cache.js';
import { listEndpoints } from '../webhooks/endpoints.js';
import { ApiError } from '../http/errors.js';
import { devTokenKeyForm, formOf, keyForm } from './accountForms.js';
import { missing } from './accountRoutes.js';
import type { Kit } from './kit.js';
import { KeysBody, revokeDevTokenKeyConfirmation, revokeKeyConfirmation, type RefusedKeyName } from './pages/keys.js';
import { memberOf } from './session.js';

const account = (req: Request) => memberOf(req).account;

/** Refuses a key the account does not have live: another account's, or one already revoked. */
const liveKey = (id: string, list: { id: string; revokedAt: Date | null }[]) => {
  if (!list.some((k) => k.id === id && !k.revokedAt)) throw missing();
};

/** The page of API keys, DevToken keys and webhook endpoints; the keys' actions (webhookRoutes has the endpoints'). */
export function keyRoutes(router: Router, kit: Kit): void {
  const { base, deps } = kit;
  const announce = () => announceCredentialChange(deps.redis, deps.redisPrefix);
  const keysPage = `${base}/keys`;

  /** The page; with `refused`, the key name just refused, back in its field with why (400). */
  const showKeys = async (req: Request, res: Response, refused?: RefusedKeyName) => {
    const acct = account(req);
    const [keys, devKeys, endpoints] = await Promise.all([
      accounts.listKeys(acct.slug),
      accounts.listDevTokenKeys(acct.slug),
      listEndpoints(acct.id),
    ]);
    const body = h(KeysBody, {
      context: kit.context(req),
      facts: { keys, devKeys, endpoints },
      refusedKeyName: refused,
    });
    await kit.page(req, res, {
      title: 'API and webhooks',
      body,
      current: '/keys',
      ...(refused
        ? { status: 400, flash: { kind: 'error' as const, text: `No key was made. ${refused.problem}` } }
        : {}),
    });
  };
  router.get('/keys', (req, res) => showKeys(req, res));
  // Post-redirect-get: the secret rides in the session's one-shot flash, never in a URL, and a
  // reload of the page it lands on shows the list again instead of making a second key.
  router.post('/keys', async (req, res) => {
    const { name } = formOf(req, keyForm);
    let key: accounts.NewKey;
    try {
      key = await accounts.createKey(account(req).slug, { name });
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 400) throw err;
      return showKeys(req, res, { typed: name, problem: err.message });
    }
    await kit.flashes.set(memberOf(req).session.id, {
      kind: 'success',
      text: `Key “${name.trim()}” created. Client ID ${key.clientId}. Copy its Client Secret now: it is shown this once.`,
      secret: { id: 'client-secret', label: 'Client Secret', value: key.clientSecret },
    });
    res.redirect(303, keysPage);
  });
  kit.confirmable(router, '/keys/:clientId/revoke', {
    back: () => keysPage,
    async describe(req) {
      const clientId = String(req.params.clientId);
      const keys = await accounts.listKeys(account(req).slug);
      liveKey(
        clientId,
        keys.map((k) => ({ id: k.clientId, revokedAt: k.revokedAt })),
      );
      return revokeKeyConfirmation(keys.find((k) => k.clientId === clientId)!);
    },
    async run(req) {
      await accounts.revokeKey(account(req).slug, String(req.params.clientId));
      await announce();
      return `Key ${req.params.clientId} revoked.`;
    },
  });
  devTokenKeyRoutes(router, kit);
}

/** The public keys that DevTokens are signed with: added from a PEM, revoked after confirming. */
function devTokenKeyRoutes(router: Router, kit: Kit): void {
  const keysPage = `${kit.base}/keys`;
  router.post('/devtoken-keys', (req, res) =>
    kit.attempt(req, res, keysPage, async () => {
      const { kid } = await accounts.addDevTokenKey(account(req).slug, formOf(req, devTokenKeyForm).pem);
      return `DevToken key added: ${kid}`;
    }),
  );
  kit.confirmable(router, '/devtoken-keys/:kid/revoke', {
    back: () => keysPage,
    async describe(req) {
      const kid = String(req.params.kid);
      const keys = await accounts.listDevTokenKeys(account(req).slug);
      liveKey(
        kid,
        keys.map((k) => ({ id: k.kid, revokedAt: k.revokedAt })),
      );
      return revokeDevTokenKeyConfirmation(kid);
    },
    async run(req) {
      await accounts.revokeDevTokenKey(account(req).slug, String(req.params.kid));
      await announceCredentialChange(kit.deps.redis, kit.deps.redisPrefix);
      return `DevToken key ${req.params.kid} revoked.`;
    },
  });
}
