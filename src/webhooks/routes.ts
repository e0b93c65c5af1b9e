import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { Queues } from '../queues.js';
import { authOf } from '../auth/authenticate.js';
import {
  createEndpoint,
  deleteEndpoint,
  findEndpoint,
  listEndpoints,
  presentEndpoint,
  revealSecret,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
  type EndpointContext,
} from './endpoints.js';
import { DELIVERY_LOG_CODES, deliveryLogQuery, listDeliveries } from './deliveryLog.js';
import type { PageParams } from '../http/pageParams.js';
import { replayDelivery, replayFailedSince } from './replay.js';
import { EVENT_TYPES } from './catalogue.js';
import { fieldAt } from '../http/unchecked.js';
import { queryOf, validQuery } from '../http/validate.js';

/**
 * The account's webhook API under `/public/webhooks` (Client Secret only, like every route that
 * reveals or manages secrets). Documented in docs/webhooks.md.
 */
export function webhookRouter(
  deps: EndpointContext & { sequelize: Sequelize; queues: Queues; cursors: PageParams },
): Router {
  const router = Router();
  const accountId = (req: Parameters<typeof authOf>[0]) => authOf(req).account.id;

  router.get('/event-types', (_req, res) => {
    res.json({ eventTypes: Object.entries(EVENT_TYPES).map(([type, description]) => ({ type, description })) });
  });
  router.get('/endpoints', async (req, res) => {
    res.json({ endpoints: await listEndpoints(accountId(req)) });
  });
  router.post('/endpoints', async (req, res) => {
    res.status(201).json(await createEndpoint(deps, accountId(req), req.body));
  });
  router.get('/endpoints/:endpointId', async (req, res) => {
    res.json(presentEndpoint(await findEndpoint(accountId(req), req.params.endpointId)));
  });
  router.patch('/endpoints/:endpointId', async (req, res) => {
    res.json(await updateEndpoint(deps, accountId(req), req.params.endpointId, req.body));
  });
  router.delete('/endpoints/:endpointId', async (req, res) => {
    await deleteEndpoint(accountId(req), req.params.endpointId);
    res.status(204).end();
  });
  router.get('/endpoints/:endpointId/secret', async (req, res) => {
    res.json(await revealSecret(deps, accountId(req), req.params.endpointId));
  });
  router.post('/endpoints/:endpointId/secret/rotate', async (req, res) => {
    res.json(await rotateSecret(deps, accountId(req), req.params.endpointId, req.body));
  });
  router.post('/endpoints/:endpointId/test', async (req, res) => {
    res.status(202).json(await sendTestEvent(accountId(req), req.params.endpointId));
  });
  const deliveriesAsked = validQuery(deliveryLogQuery, DELIVERY_LOG_CODES);
  router.get('/endpoints/:endpointId/deliveries', deliveriesAsked, async (req, res) => {
    const query = queryOf(req, deliveryLogQuery);
    res.json(await listDeliveries(deps.sequelize, deps.cursors, accountId(req), req.params.endpointId, query));
  });
  router.post('/endpoints/:endpointId/replay', async (req, res) => {
    res
      .status(202)
      .json(
        await replayFailedSince(
          deps.sequelize,
          deps.queues,
          accountId(req),
          req.params.endpointId,
          fieldAt(req.body, 'since'),
        ),
      );
  });
  router.post('/deliveries/:deliveryId/replay', async (req, res) => {
    res.status(202).json(await replayDelivery(deps.sequelize, deps.queues, accountId(req), req.params.deliveryId));
  });
  return router;
}
