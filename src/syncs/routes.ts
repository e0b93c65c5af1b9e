import { Router } from 'express';
import Joi from 'joi';
import type { Transaction } from 'sequelize';
import { authOf } from '../auth/authenticate.js';
import { ApiError, badRequest } from '../http/errors.js';
import { LIST_CODES, listCursor, listLimit, type PageParams } from '../http/pageParams.js';
import { bodyOf, queryOf, validBody, validQuery } from '../http/validate.js';
import { answerInTransaction } from '../auth/idempotency.js';
import { Sync } from './models.js';
import { changeSync, createSync, deleteSync, findSync, runNow, type SyncCommandDeps } from './commands.js';
import { createBody, updateBody } from './schemas.js';
import { newestSyncIds, presentSyncs } from './store.js';

export interface SyncRouteDeps extends SyncCommandDeps {
  pages: PageParams;
}

const LIMIT = { default: 20, max: 100 };

const listQuery = Joi.object<{ limit: number; cursor?: string }>({
  limit: listLimit(LIMIT),
  cursor: listCursor('cursor is not a nextCursor this list returned.'),
}).unknown(true);

/**
 * The Syncs resource under `/public/syncs`: playlists kept in sync between two connected users of
 * the account. The group's policies (in the app) let the reads in with a partner docs session too,
 * and the writes with the backend's credentials only.
 */
export function syncRouter(deps: SyncRouteDeps): Router {
  const router = Router();
  const present = async (sync: Sync, transaction?: Transaction) =>
    (await presentSyncs(deps.sequelize, [sync], transaction))[0];

  router.post('/', validBody(createBody), async (req, res) => {
    const answer = answerInTransaction(res, 201, present);
    await createSync(deps, authOf(req).account, bodyOf(req, createBody), answer.keep);
    answer.send();
  });

  // Newest first; the cursor is signed and bound to the account.
  router.get('/', validQuery(listQuery, LIST_CODES), async (req, res) => {
    const { account } = authOf(req);
    const { limit, cursor } = queryOf(req, listQuery);
    const scope = `${account.id}:syncs`;
    let after: string | undefined;
    try {
      after = deps.pages.decode(cursor, scope);
    } catch (err) {
      if (err instanceof ApiError) throw badRequest('invalidCursor', 'cursor is not a nextCursor this list returned.');
      throw err;
    }
    const rows = await newestSyncIds(
      deps.sequelize,
      account.id,
      after ? (JSON.parse(after) as [string, string]) : null,
      limit + 1,
    );
    const page = rows.slice(0, limit);
    const found = new Map(
      (await Sync.findAll({ where: { id: page.map((r) => r.id) } })).map((sync) => [sync.id, sync]),
    );
    const last = page[page.length - 1];
    res.json({
      syncs: await presentSyncs(
        deps.sequelize,
        page.map((r) => found.get(r.id)!),
      ),
      nextCursor:
        rows.length > limit && last ? deps.pages.encode(JSON.stringify([last.created_key, last.id]), scope) : null,
    });
  });

  router.get('/:syncUuid', async (req, res) => {
    res.json(await present(await findSync(authOf(req).account.id, req.params.syncUuid)));
  });

  router.patch('/:syncUuid', validBody(updateBody), async (req, res) => {
    const sync = await findSync(authOf(req).account.id, req.params.syncUuid);
    res.json(await present(await changeSync(deps, sync, bodyOf(req, updateBody))));
  });

  // Like A7: a deleted sync of the account answers 204 again.
  router.delete('/:syncUuid', async (req, res) => {
    const sync = await findSync(authOf(req).account.id, req.params.syncUuid, { includeDeleted: true });
    await deleteSync(deps, sync);
    res.status(204).end();
  });

  router.post('/:syncUuid/run', async (req, res) => {
    const sync = await findSync(authOf(req).account.id, req.params.syncUuid);
    await runNow(deps, sync);
    res.status(202).json({ syncUuid: sync.id, queued: true });
  });

  return router;
}
