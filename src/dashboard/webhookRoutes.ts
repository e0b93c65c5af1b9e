import type { Request, Router } from 'express';
import { ApiError } from '../http/errors.js';
import { requestIdOf } from '../http/requestId.js';
import { queuesFor } from '../queues.js';
import { findDelivery, listDeliveries } from '../webhooks/deliveryLog.js';
import {
  createEndpoint,
  DEFAULT_OVERLAP_HOURS,
  deleteEndpoint,
  findEndpoint,
  previousSecretExpiry,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from '../webhooks/endpoints.js';
import { replayDelivery, replayFailedSince } from '../webhooks/replay.js';
import { missing } from './accountRoutes.js';
import { endpointRetries } from './deliveryRetries.js';
import type { Kit } from './kit.js';
import { e, time } from './layout.js';
import { deliveryBody } from './pages/delivery.js';
import { deliveryPath, deliveryRow, endpointSummary, webhookBody } from './pages/webhook.js';
import { memberOf } from './session.js';

/** The newest deliveries a log shows, on the page and in its JSON. */
const LOG_SIZE = 100;

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** Webhook endpoints: adding one (its secret shown once), its log, each delivery, sending again, rotating its secret. */
export function webhookRoutes(router: Router, kit: Kit): void {
  const { base, deps } = kit;
  const account = (req: Request) => memberOf(req).account;
  const keysPage = `${base}/keys`;
  const endpointPage = (id: unknown) => `${base}/webhooks/${encodeURIComponent(String(id ?? ''))}`;
  /** The account's endpoint, or the same 404 as any page that is not there. */
  const ownEndpoint = async (req: Request) => {
    const endpoint = await findEndpoint(account(req).id, req.params.id).catch(() => null);
    if (!endpoint) throw missing();
    return endpoint;
  };

  // The secret goes in the session's one-shot flash, shown on the endpoint's page and never again.
  router.post('/webhooks', async (req, res) => {
    const chosen = req.body?.eventTypes;
    const eventTypes = Array.isArray(chosen) ? chosen : chosen ? [chosen] : undefined;
    const url = req.body?.url;
    const sessionId = memberOf(req).session.id;
    try {
      const created = await createEndpoint(deps, account(req).id, { url, ...(eventTypes ? { eventTypes } : {}) });
      await kit.flashes.set(sessionId, {
        kind: 'success',
        text: `Endpoint added: ${created.url}. Copy its signing secret now: it is shown this once.`,
        secret: { id: 'webhook-secret', label: 'Signing secret', value: created.secret },
      });
      res.redirect(303, endpointPage(created.id));
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 404) throw err;
      await kit.flashes.set(sessionId, { kind: 'error', text: err.message });
      res.redirect(303, keysPage);
    }
  });
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
    const endpoint = await ownEndpoint(req);
    const [log, retries] = await Promise.all([
      listDeliveries(deps.sequelize, deps.deliveryCursors, account(req).id, endpoint.id, { limit: LOG_SIZE }),
      endpointRetries(deps.sequelize, endpoint.id),
    ]);
    return {
      endpoint,
      summary: endpointSummary(endpoint, retries.soonest),
      deliveries: log.deliveries.map((d) => deliveryRow(base, endpoint.id, d, retries.byDelivery.get(d.id))),
    };
  };
  router.get('/webhooks/:id', async (req, res) => {
    const { endpoint, summary, deliveries } = await logOf(req);
    await kit.page(req, res, {
      title: 'Webhook endpoint',
      body: webhookBody(kit.context(req), {
        endpoint,
        summary,
        previousSecretUntil: previousSecretExpiry(endpoint),
        deliveries,
      }),
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
  router.get('/webhooks/:id/deliveries/:deliveryId', async (req, res) => {
    const endpoint = await ownEndpoint(req);
    const delivery = await findDelivery(deps.sequelize, account(req).id, endpoint.id, req.params.deliveryId).catch(
      () => {
        throw missing();
      },
    );
    await kit.page(req, res, {
      title: `Delivery of ${delivery.type}`,
      body: deliveryBody(kit.context(req), endpoint, delivery),
      current: '/keys',
    });
  });
  router.post('/webhooks/:id/test', (req, res) =>
    kit.attempt(req, res, endpointPage(req.params.id), async () => {
      await sendTestEvent(account(req).id, req.params.id);
      return 'Test event sent: it shows in the log below in a moment.';
    }),
  );
  router.post('/webhooks/:id/replay', (req, res) =>
    kit.attempt(req, res, endpointPage(req.params.id), async () => {
      const { replayed } = await replayFailedSince(
        deps.sequelize,
        queuesFor(deps.queues, requestIdOf(req)),
        account(req).id,
        req.params.id,
        new Date(Date.now() - 5 * 86_400_000).toISOString(),
      );
      return replayed === 0
        ? 'No delivery failed in the last 5 days: nothing to send again.'
        : `${replayed} ${replayed === 1 ? 'delivery' : 'deliveries'} sent again.`;
    }),
  );
  // Any delivery, whatever its state: a receiver that lost one it had answered 2xx gets it again.
  router.post('/deliveries/:id/replay', (req, res) => {
    const endpointId = req.query.endpoint;
    const back =
      req.body?.back === 'delivery'
        ? deliveryPath(base, encodeURIComponent(String(endpointId ?? '')), encodeURIComponent(req.params.id))
        : endpointPage(endpointId);
    return kit.attempt(req, res, back, async () => {
      await replayDelivery(deps.sequelize, queuesFor(deps.queues, requestIdOf(req)), account(req).id, req.params.id);
      return 'Sent again: the new attempt shows in a moment.';
    });
  });

  kit.confirmable(router, '/webhooks/:id/rotate-secret', {
    back: (req) => endpointPage(req.params.id),
    async describe(req) {
      const endpoint = await ownEndpoint(req);
      const stillSigning = previousSecretExpiry(endpoint);
      const older = stillSigning
        ? ` The secret before the current one, which still signs until ${time(stillSigning)}, stops at once.`
        : '';
      return {
        question: 'Rotate the signing secret?',
        consequence: `A new signing secret is made for <code>${e(endpoint.url)}</code> and shown once, on the next page.
Unless you choose otherwise below, the current secret keeps signing for ${DEFAULT_OVERLAP_HOURS} hours: every delivery
then carries two signatures, one per secret, and your receiver accepts it with either while you put the new secret in
place. After that only the new secret signs.${older}`,
        action: 'Rotate the secret',
        fields: `<fieldset><legend>The current secret</legend>
<label><input type="radio" name="overlap" value="${DEFAULT_OVERLAP_HOURS}" checked> keeps signing for ${DEFAULT_OVERLAP_HOURS} hours beside the new one</label>
<label><input type="radio" name="overlap" value="0"> stops at once (it leaked: deliveries fail your check until your receiver has the new secret)</label>
</fieldset>`,
      };
    },
    async run(req) {
      const overlapHours = req.body?.overlap === '0' ? 0 : DEFAULT_OVERLAP_HOURS;
      const rotated = await rotateSecret(deps, account(req).id, req.params.id, { overlapHours });
      const overlap = rotated.previousSecretExpiresAt
        ? `The previous secret also signs every delivery until ${utc(rotated.previousSecretExpiresAt)}.`
        : 'The previous secret no longer signs.';
      return {
        kind: 'success',
        text: `New signing secret made. Copy it now: it is shown this once. ${overlap}`,
        secret: { id: 'webhook-secret', label: 'New signing secret', value: rotated.secret },
      };
    },
  });
  kit.confirmable(router, '/webhooks/:id/delete', {
    back: () => keysPage,
    async describe(req) {
      const endpoint = await ownEndpoint(req);
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
}
