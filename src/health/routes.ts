import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { Redis } from 'ioredis';

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness (the process answers) and readiness (Postgres and Redis answer) for a load balancer. */
export function healthRouter(sequelize: Sequelize, redis: Redis): Router {
  const router = Router();
  router.get('/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    const check = async (work: () => Promise<unknown>) => {
      try {
        await within(2_000, work());
        return 'ok';
      } catch (err) {
        return `unavailable: ${(err as Error).message}`;
      }
    };
    const [postgres, redisState] = await Promise.all([
      check(() => sequelize.query('SELECT 1')),
      check(() => redis.ping()),
    ]);
    const ready = postgres === 'ok' && redisState === 'ok';
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ok' : 'unavailable', checks: { postgres, redis: redisState } });
  });
  return router;
}
