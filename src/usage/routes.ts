import { Router } from 'express';
import type { Redis } from 'ioredis';
import { Account } from '../accounts/models.js';
import { authOf } from '../auth/authenticate.js';
import { badRequest } from '../http/errors.js';
import { USAGE_MAX_MINUTES, usageReport } from './report.js';

/** `GET /public/usage`: the account's use of each music service's budget (our decision; not in the spec). */
export function usageRouter(deps: { redis: Redis; redisPrefix: string; env: NodeJS.ProcessEnv }): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const raw = req.query.minutes;
    const minutes = raw === undefined || raw === '' ? 60 : Number(raw);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > USAGE_MAX_MINUTES)
      throw badRequest('invalidMinutes', `minutes must be a whole number from 1 to ${USAGE_MAX_MINUTES}.`);
    // The snapshot of the credential may be seconds old; the share is read as it is now.
    const account = await Account.findByPk(authOf(req).account.id);
    res.json(await usageReport(deps, account!, minutes));
  });
  return router;
}
