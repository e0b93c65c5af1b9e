import type { Request, Response, Router } from 'express';
import Joi from 'joi';
import { ApiError } from '../http/errors.js';
import { bodyOf, queryOf, validBody, validQuery } from '../http/validate.js';
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
import { DeliveryPage } from './pages/delivery.js';
import {
  deleteEndpointConfirmation,
  deliveryPath,
  deliveryRow,
  endpointSummary,
  rotateSecretConfirmation,
  WebhookPage,
} from './pages/webhook.js';
import type { EndpointSettings } from './pages/endpointForm.js';
import { memberOf } from './session.js';

/** The newest deliveries a log shows, on the page and in its JSON. */
const LOG_SIZE = 100;

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The form that adds an endpoint: its URL (checked by the command) and the events chosen, one or several. */
const NEW_ENDPOINT = Joi.object<{ csrf?: string; url?: string; eventTypes?: string | string[] }>({
  csrf: Joi.string(),
  url: Joi.string().allow(''),
  eventTypes: Joi.alternatives(Joi.array().items(Joi.string()), Joi.string()),
});

/** A change of an endpoint: its URL and events as the form sends them (none ticked: every event). */
const EDIT_ENDPOINT = Joi.object<{ csrf?: string; url: string; eventTypes?: string | string[] }>({
  csrf: Joi.string(),
  url: Joi.string().allow('').max(2000).default(''),
  eventTypes: Joi.alternatives(Joi.array().items(Joi.string()), Joi.string()),
});

/** "Send again" names the endpoint whose page it comes back to, and on the delivery's own page says so. */
const REPLAY_QUERY = Joi.object<{ endpoint: string }>({ endpoint: Joi.string().guid().required() });
const REPLAY_FORM = Joi.object<{ csrf?: string; back?: 'delivery' }>({
  csrf: Joi.string(),
  back: Joi.string().valid('delivery'),
});

/** A rotation: whether the current secret keeps signing beside the new one, asked on its confirmation. */
const ROTATION_FORM = Joi.object<{ csrf?: string; confirm?: string; overlap?: number }>({
  csrf: Joi.string(),
  confirm: Joi.string(),
  overlap: Joi.number().valid(0, DEFAULT_OVERLAP_HOURS),
});

/** What every endpoint route needs: the account, the endpoint of the path, and the pages to come back to. */
function endpointsOf(kit: Kit) {
  const accountId = (req: Request) => memberOf(req).account.id;
  return {
    accountId,
    keysPage: `${kit.base}/keys`,
    endpointPage: (id: unknown) => `${kit.base}/webhooks/${encodeURIComponent(String(id))}`,
    /** The account's endpoint, or the same 404 as any page that is not there. */
    async ownEndpoint(req: Request) {
      const endpoint = await findEndpoint(accountId(req), req.params.id).catch(() => null);
      if (!endpoint) throw missing();
      return endpoint;
    },
  };
}

type Endpoints = ReturnType<typeof endpointsOf>;

/**
 * Webhook endpoints: adding one (its secret shown once), changing its URL and events, its log, each
 * delivery, sending again, rotating its secret.
 */
export function webhookRoutes(router: Router, kit: Kit): void {
  const endpoints = endpointsOf(kit);
  endpointSetup(router, kit, endpoints);
  const log = deliveryLog(router, kit, endpoints);
  endpointEditing(router, kit, endpoints, log);
  sendingAgain(router, kit, endpoints);
  secretRotation(router, kit, endpoints);
  endpointDeletion(router, kit, endpoints);
}

function endpointSetup(router: Router, kit: Kit, { accountId, keysPage, endpointPage }: Endpoints): void {
  // The secret goes in the session's one-shot flash, shown on the endpoint's page and never again.
  router.post('/webhooks', validBody(NEW_ENDPOINT), async (req, res) => {
    const { url, eventTypes } = bodyOf(req, NEW_ENDPOINT);
    const chosen = eventTypes === undefined ? {} : { eventTypes: [eventTypes].flat() };
    const sessionId = memberOf(req).session.id;
    try {
      const created = await createEndpoint(kit.deps, accountId(req), { url, ...chosen });
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
        const endpoint = await updateEndpoint(kit.deps, accountId(req), req.params.id, { enabled });
        return `Endpoint turned ${enabled ? 'on' : 'off'}: ${endpoint.url}`;
      }),
    );
  }
}

/** The endpoint's page, with its edit form as saved or as a refused change left it. */
type EndpointPage = (
  req: Request,
  res: Response,
  edit?: { settings: EndpointSettings; status: number },
) => Promise<void>;

function deliveryLog(router: Router, kit: Kit, { accountId, ownEndpoint }: Endpoints): EndpointPage {
  const { base, deps } = kit;
  const logOf = async (req: Request) => {
    const endpoint = await ownEndpoint(req);
    const [log, retries] = await Promise.all([
      listDeliveries(deps.sequelize, deps.deliveryCursors, accountId(req), endpoint.id, { limit: LOG_SIZE }),
      endpointRetries(deps.sequelize, endpoint.id),
    ]);
    return {
      endpoint,
      summary: endpointSummary(endpoint, retries.soonest),
      deliveries: log.deliveries.map((d) => deliveryRow(base, endpoint.id, d, retries.byDelivery.get(d.id))),
    };
  };
  const showEndpoint: EndpointPage = async (req, res, edit) => {
    const { endpoint, summary, deliveries } = await logOf(req);
    const saved = { url: endpoint.url, eventTypes: endpoint.eventTypes ?? [], problem: null };
    const settings = edit?.settings ?? saved;
    const facts = { endpoint, summary, previousSecretUntil: previousSecretExpiry(endpoint), deliveries, settings };
    await kit.page(req, res, {
      title: 'Webhook endpoint',
      body: <WebhookPage context={kit.context(req)} facts={facts} />,
      current: '/keys',
      ...(edit?.settings.problem
        ? { status: edit.status, flash: { kind: 'error' as const, text: `Not changed. ${edit.settings.problem}` } }
        : {}),
    });
  };
  router.get('/webhooks/:id', (req, res) => showEndpoint(req, res));
  // What the log's script polls: the same rows as the page, as data; the script writes them as text.
  router.get('/webhooks/:id/deliveries.json', async (req, res) => {
    const { summary, deliveries } = await logOf(req).catch(() => {
      throw missing();
    });
    res.json({ endpoint: summary, deliveries });
  });
  router.get('/webhooks/:id/deliveries/:deliveryId', async (req, res) => {
    const endpoint = await ownEndpoint(req);
    const delivery = await findDelivery(deps.sequelize, accountId(req), endpoint.id, req.params.deliveryId).catch(
      () => {
        throw missing();
      },
    );
    await kit.page(req, res, {
      title: `Delivery of ${delivery.type}`,
      body: <DeliveryPage context={kit.context(req)} endpoint={endpoint} delivery={delivery} />,
      current: '/keys',
    });
  });
  return showEndpoint;
}

/**
 * Changing an endpoint's URL and events. A refused change comes back on the endpoint's page with
 * what was typed still in the form and why beside it: a redirect would lose what has to be corrected.
 */
function endpointEditing(router: Router, kit: Kit, { accountId, endpointPage }: Endpoints, show: EndpointPage): void {
  router.post('/webhooks/:id/edit', validBody(EDIT_ENDPOINT), async (req, res) => {
    const { url, eventTypes } = bodyOf(req, EDIT_ENDPOINT);
    const chosen = eventTypes === undefined ? [] : [eventTypes].flat();
    const refuse = (problem: string, status: number) =>
      show(req, res, { settings: { url, eventTypes: chosen, problem }, status });
    if (url.trim() === '')
      return refuse('Enter the address your receiver listens at, such as https://your-app.example/webhooks.', 400);
    try {
      const changed = await updateEndpoint(kit.deps, accountId(req), req.params.id, { url, eventTypes: chosen });
      const events = changed.eventTypes?.length ? changed.eventTypes.join(', ') : 'every event';
      await kit.flashes.set(memberOf(req).session.id, {
        kind: 'success',
        text: `Endpoint changed: ${changed.url} now gets ${events}.`,
      });
      res.redirect(303, endpointPage(req.params.id));
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 404) throw err;
      await refuse(err.message, err.status);
    }
  });
}

function sendingAgain(router: Router, kit: Kit, { accountId, endpointPage }: Endpoints): void {
  router.post('/webhooks/:id/test', (req, res) =>
    kit.attempt(req, res, endpointPage(req.params.id), async () => {
      await sendTestEvent(accountId(req), req.params.id);
      return 'Test event sent: it shows in the log below in a moment.';
    }),
  );
  router.post('/webhooks/:id/replay', (req, res) =>
    kit.attempt(req, res, endpointPage(req.params.id), async () => {
      const since = new Date(Date.now() - 5 * 86_400_000).toISOString();
      const { replayed } = await replayFailedSince(
        kit.deps.sequelize,
        kit.deps.queues,
        accountId(req),
        req.params.id,
        since,
      );
      return replayed === 0
        ? 'No delivery failed in the last 5 days: nothing to send again.'
        : `${replayed} ${replayed === 1 ? 'delivery' : 'deliveries'} sent again.`;
    }),
  );
  // Any delivery, whatever its state: a receiver that lost one it had answered 2xx gets it again.
  router.post('/deliveries/:id/replay', validQuery(REPLAY_QUERY), validBody(REPLAY_FORM), (req, res) => {
    const { endpoint } = queryOf(req, REPLAY_QUERY);
    const back =
      bodyOf(req, REPLAY_FORM).back === 'delivery'
        ? deliveryPath(kit.base, encodeURIComponent(endpoint), encodeURIComponent(String(req.params.id)))
        : endpointPage(endpoint);
    return kit.attempt(req, res, back, async () => {
      await replayDelivery(kit.deps.sequelize, kit.deps.queues, accountId(req), req.params.id);
      return 'Sent again: the new attempt shows in a moment.';
    });
  });
}

function secretRotation(router: Router, kit: Kit, { accountId, endpointPage, ownEndpoint }: Endpoints): void {
  // The confirmation's posts go through the form's schema first; the confirmed one reads its choice.
  router.post('/webhooks/:id/rotate-secret', validBody(ROTATION_FORM));
  kit.confirmable(router, '/webhooks/:id/rotate-secret', {
    back: (req) => endpointPage(req.params.id),
    async describe(req) {
      const endpoint = await ownEndpoint(req);
      return rotateSecretConfirmation(endpoint.url, DEFAULT_OVERLAP_HOURS, previousSecretExpiry(endpoint));
    },
    async run(req) {
      const overlapHours = bodyOf(req, ROTATION_FORM).overlap ?? DEFAULT_OVERLAP_HOURS;
      const rotated = await rotateSecret(kit.deps, accountId(req), req.params.id, { overlapHours });
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
}

function endpointDeletion(router: Router, kit: Kit, { accountId, keysPage, ownEndpoint }: Endpoints): void {
  kit.confirmable(router, '/webhooks/:id/delete', {
    back: () => keysPage,
    describe: async (req) => deleteEndpointConfirmation((await ownEndpoint(req)).url),
    async run(req) {
      await deleteEndpoint(accountId(req), req.params.id);
      return 'Endpoint deleted.';
    },
  });
}
