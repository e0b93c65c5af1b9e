import { Router } from 'express';
import Joi from 'joi';
import type { Redis } from 'ioredis';
import { Account } from '../accounts/models.js';
import { authOf } from '../auth/authenticate.js';
import { queryOf, validQuery } from '../http/validate.js';
import { USAGE_MAX_MINUTES, usageReport } from './report.js';

/** How far back the report looks, in minutes: the last hour unless asked. */
const usageQuery = Joi.object<{ minutes: number }>({
  minutes: Joi.number()
    .integer()
    .min(1)
    .max(USAGE_MAX_MINUTES)
    .empty('')
    .default(60)
    .messages({ '*': `minutes must be a whole number from 1 to ${USAGE_MAX_MINUTES}.` }),
}).unknown(true);

/** `GET /public/usage`: the account's use of each music service's budget (our decision; not in the spec). */
export function usageRouter(deps: { redis: Redis; redisPrefix: string; env: NodeJS.ProcessEnv }): Router {
  const router = Router();
  router.get('/', validQuery(usageQuery, { minutes: 'invalidMinutes' }), async (req, res) => {
    const { minutes } = queryOf(req, usageQuery);
    // The snapshot of the credential may be seconds old; the share is read as it is now.
    const account = await Account.findByPk(authOf(req).account.id);
    res.json(await usageReport(deps, account!, minutes));
  });
  return router;
}
