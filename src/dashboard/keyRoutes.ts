import type { Request, Router } from 'express';
import * as accounts from '../accounts/commands.js';
import { announceCredentialChange } from '../auth/cache.js';
import { listDeliveries } from '../webhooks/deliveryLog.js';
import {
  createEndpoint,
  deleteEndpoint,
  findEndpoint,
  listEndpoints,
  revealSecret,
  sendTestEvent,
  updateEndpoint,
} from '../webhooks/endpoints.js';
import { replayDelivery, replayFailedSince } from '../webhooks/replay.js';
import { missing } from './accountRoutes.js';
import { endpointRetries } from './deliveryRetries.js';
import type { Kit } from './kit.js';
import { e } from './layout.js';
import { keysBody } from './pages/keys.js';
import { deliveryRow, endpointSummary, webhookBody } from './pages/webhook.js';
import { memberOf } from './session.js';
import { queuesFor } from '../queues.js';
import { requestIdOf } from '../http/requestId.js';

/** The newest deliveries a log shows, on the page and in its JSON. */
const LOG_SIZE = 100;

/** API keys, DevToken keys, webhook endpoints and their delivery logs. */
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

  router.post('/webhooks', (req, res) =>
    kit.attempt(req, res, keysPage, async () => {
      const chosen = req.body?.eventTypes;
      const eventTypes = Array.isArray(chosen) ? chosen : chosen ? [chosen] : undefined;
      const url = req.body?.url;
      await createEndpoint(deps, account(req).id, { url, ...(eventTypes ? { eventTypes } : {}) });
      return `Endpoint added: ${String(url)}`;
    }),
  );
  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    router.post(`/webhooks/:id/${action}`, (req, res) =>
      kit.attempt(req, res, keysPage, async () => {
        const endpoint = await updateEndpoint(deps, account(req).id, req.params.id, { enabled });
        return `Endpoint turned ${enabled ? 'on' : 'off'}: ${endpoint.url}`;
      }),
    );
  }

  const logOf = async (req: Request) => {
    const acct = account(req);
    const endpoint = await findEndpoint(acct.id, req.params.id).catch(() => null);
    if (!endpoint) throw missing();
    const [log, retries] = await Promise.all([
      listDeliveries(deps.sequelize, deps.deliveryCursors, acct.id, endpoint.id, { limit: LOG_SIZE }),
      endpointRetries(deps.sequelize, deps.redis, deps.queues, endpoint.id),
    ]);
    return {
      endpoint,
      summary: endpointSummary(endpoint, retries.soonest),
      deliveries: log.deliveries.map((d) => deliveryRow(base, endpoint.id, d, retries.byDelivery.get(d.id))),
    };
  };
  router.get('/webhooks/:id', async (req, res) => {
    const { endpoint, summary, deliveries } = await logOf(req);
    const secret = req.query.reveal === '1' ? (await revealSecret(deps, account(req).id, endpoint.id)).secret : null;
    await kit.page(req, res, {
      title: 'Webhook endpoint',
      body: webhookBody(kit.context(req), { endpoint, summary, secret, deliveries }),
      current: '/keys',
    });
  });
  // What the log's script polls: the same rows as the page, without the page.
  router.get('/webhooks/:id/deliveries.json', async (req, res) => {
    const { summary, deliveries } = await logOf(req).catch(() => {
      throw missing();
    });
    res.json({ endpoint: summary, deliveries });
  });
  router.post('/webhooks/:id/test', (req, res) =>
    kit.attempt(req, res, `${base}/webhooks/${encodeURIComponent(String(req.params.id))}`, async () => {
      await sendTestEvent(account(req).id, req.params.id);
      return 'Test event sent: it shows in the log below in a moment.';
    }),
  );
  router.post('/webhooks/:id/replay', (req, res) =>
    kit.attempt(req, res, `${base}/webhooks/${encodeURIComponent(String(req.params.id))}`, async () => {
      const { replayed } = await replayFailedSince(
        deps.sequelize,
        queuesFor(deps.queues, requestIdOf(req)),
        account(req).id,
        req.params.id,
        new Date(Date.now() - 5 * 86_400_000).toISOString(),
      );
      return replayed === 0
        ? 'No failed delivery in the last 5 days: nothing to replay.'
        : `${replayed} ${replayed === 1 ? 'delivery' : 'deliveries'} replayed.`;
    }),
  );
  kit.confirmable(router, '/webhooks/:id/delete', {
    back: () => keysPage,
    async describe(req) {
      const endpoint = await findEndpoint(account(req).id, req.params.id).catch(() => null);
      if (!endpoint) throw missing();
      return {
        question: 'Delete this webhook endpoint?',
        consequence: `<code>${e(endpoint.url)}</code> gets no more events, pending retries to it stop, and its
delivery log and signing secret are deleted. This cannot be undone.`,
        action: 'Delete the endpoint',
      };
    },
    async run(req) {
      await deleteEndpoint(account(req).id, req.params.id);
      return 'Endpoint deleted.';
    },
  });
  router.post('/deliveries/:id/replay', (req, res) =>
    kit.attempt(req, res, `${base}/webhooks/${encodeURIComponent(String(req.query.endpoint ?? ''))}`, async () => {
      await replayDelivery(deps.sequelize, queuesFor(deps.queues, requestIdOf(req)), account(req).id, req.params.id);
      return 'Delivery replayed.';
    }),
  );
}
