import { Router } from 'express';
import Joi from 'joi';
import type { Sequelize } from 'sequelize';
import { authOf } from '../auth/authenticate.js';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import { LIST_CODES, listCursor, listLimit, type PageParams } from '../http/pageParams.js';
import { queryOf, validQuery } from '../http/validate.js';
import { isUuid } from '../ids.js';
import { Transfer } from './models.js';
import { presentCounts, presentGroup, presentSyncResult, presentMatchResult, presentTransfer } from './presenters.js';
import { countsOf } from './tally.js';
import { groupsOf, type ItemKey } from './store/items.js';
import { accountResults, resultsOf } from './store/matchReport.js';
import { newestTransferIds, transferTally } from './store/transfers.js';
import { TRANSFER_FILTER_CODES, transferFilters, type TransferFilters } from './schemas.js';

const REASONS = ['notFound', 'lowConfidence', 'regionLocked', 'error', 'cannotMatch', 'limitReached'];
const WINDOW_MAX_MS = 31 * 24 * 3600_000;
const LIMIT = { default: 100, max: 1000 };

/** A moment of the window, as `Date` reads it. */
const moment = (name: string) =>
  Joi.string()
    .empty('')
    .custom((raw: string, helpers) => {
      const at = new Date(raw);
      return Number.isNaN(at.getTime()) ? helpers.error('any.invalid') : at;
    })
    .messages({ '*': `${name} must be an ISO 8601 date-time.` });

const cursor = listCursor('cursor is not a nextCursor this query returned.');

interface ListQuery {
  limit: number;
  cursor?: string;
}

const listQuery = Joi.object<ListQuery>({ limit: listLimit(LIMIT), cursor }).unknown(true);

interface TransfersQuery extends ListQuery, TransferFilters {}

const transfersQuery = Joi.object<TransfersQuery>({ limit: listLimit(LIMIT), cursor, ...transferFilters }).unknown(
  true,
);

interface UnmatchedQuery extends ListQuery {
  from: Date;
  to?: Date;
  reason?: string;
}

const unmatchedQuery = Joi.object<UnmatchedQuery>({
  from: moment('from').required().messages({ 'any.required': 'from is required.' }),
  reason: Joi.string()
    .empty('')
    .valid(...REASONS)
    .messages({ '*': `reason must be one of ${REASONS.join(', ')}.` }),
  limit: listLimit(LIMIT),
  cursor,
  to: moment('to'),
}).unknown(true);

/** D3 and the transfer reads of D4 under `/public/transfers`. */
export function transferReadRouter(deps: { sequelize: Sequelize; pages: PageParams }): Router {
  const router = Router();
  const { sequelize } = deps;

  /** Cursors are signed and bound to the query they page; anything else answers 400 `invalidCursor`. */
  const decode = (raw: string | undefined, scope: string): string | undefined => {
    try {
      return deps.pages.decode(raw, scope);
    } catch (err) {
      if (err instanceof ApiError) throw badRequest('invalidCursor', 'cursor is not a nextCursor this query returned.');
      throw err;
    }
  };

  // D3: unmatched and failed items of the transfers that finished in [from, to), by transfer then item.
  const unmatchedAsked = validQuery(unmatchedQuery, {
    ...LIST_CODES,
    from: 'invalidWindow',
    to: 'invalidWindow',
    reason: 'invalidReason',
  });
  router.get('/unmatched', unmatchedAsked, async (req, res) => {
    const { account } = authOf(req);
    const query = queryOf(req, unmatchedQuery);
    const { from, limit } = query;
    const reason = query.reason ?? null;
    const scope = `${account.id}:unmatched:${from.toISOString()}:${reason ?? ''}`;
    const cursor = decode(query.cursor, scope);
    // The window's end travels in the cursor, so that "now" stays the same through every page.
    const position = cursor
      ? (JSON.parse(cursor) as { to: string; after: [string, string, number, number, string?, number?] })
      : null;
    const givenTo = query.to;
    if (position && givenTo && givenTo.toISOString() !== position.to)
      throw badRequest('invalidCursor', 'cursor belongs to another window.');
    const to = position ? new Date(position.to) : (givenTo ?? new Date());
    if (to.getTime() <= from.getTime()) throw badRequest('invalidWindow', 'to must be after from.');
    if (to.getTime() - from.getTime() > WINDOW_MAX_MS)
      throw badRequest('invalidWindow', 'The window is at most 31 days.');

    const rows = await accountResults(
      sequelize,
      account.id,
      { from, to },
      { reason, after: position?.after ?? null, limit: limit + 1 },
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const nextCursor =
      rows.length > limit && last
        ? deps.pages.encode(
            JSON.stringify({
              to: to.toISOString(),
              after: [
                last.finished_key,
                last.transfer_id ?? last.sync_id,
                last.group_index,
                last.position,
                last.tie_key,
                last.tie_n,
              ],
            }),
            scope,
          )
        : null;
    res.json({
      unmatched: page.map((r) =>
        r.sync_id
          ? presentSyncResult(r.sync_id, r.status, r.reason, r.row)
          : presentMatchResult(r.transfer_id, r.status, r.reason, r.row),
      ),
      nextCursor,
    });
  });

  // D4 (our decision): the account's transfers, newest first; those of one session, one of the
  // partner's users or one status when asked. A cursor pages only the filters it came with.
  const listAsked = validQuery(listQuery, LIST_CODES);
  const transfersAsked = validQuery(transfersQuery, { ...LIST_CODES, ...TRANSFER_FILTER_CODES });
  router.get('/', transfersAsked, async (req, res) => {
    const { account } = authOf(req);
    const { limit, cursor, sessionUuid, externalUserId, status } = queryOf(req, transfersQuery);
    const filters = { sessionUuid, externalUserId, status };
    const filtered = [sessionUuid, externalUserId, status].some((f) => f !== undefined);
    // Without filters, the scope cursors had before there were any: a page in hand still pages on.
    const scope = filtered
      ? `${account.id}:transfers:${JSON.stringify([sessionUuid ?? null, externalUserId ?? null, status ?? null])}`
      : `${account.id}:transfers`;
    const after = decode(cursor, scope);
    const [createdAt, id] = after ? (JSON.parse(after) as [string, string]) : [null, null];
    const rows = await newestTransferIds(
      sequelize,
      account.id,
      filters,
      createdAt && id ? [createdAt, id] : null,
      limit + 1,
    );
    const page = rows.slice(0, limit);
    const transfers = await Transfer.findAll({ where: { id: page.map((r) => r.id) } });
    const byId = new Map(transfers.map((t) => [t.id, t]));
    const last = page[page.length - 1];
    res.json({
      transfers: page.map((r) => presentTransfer(byId.get(r.id)!)),
      nextCursor:
        rows.length > limit && last ? deps.pages.encode(JSON.stringify([last.created_key, last.id]), scope) : null,
    });
  });

  const transferOf = async (accountId: string, raw: unknown) => {
    const transfer = isUuid(raw)
      ? await Transfer.findOne({ where: { id: String(raw).toLowerCase(), accountId } })
      : null;
    if (!transfer) throw notFound('transferNotFound', 'The account has no transfer with this uuid.');
    return transfer;
  };

  router.get('/:transferUuid', async (req, res) => {
    const transfer = await transferOf(authOf(req).account.id, req.params.transferUuid);
    const [groups, tally] = await Promise.all([
      groupsOf(sequelize, transfer.id),
      transferTally(sequelize, transfer.id),
    ]);
    // Counted now, as its groups are: the row's counts may be a moment behind a running transfer.
    res.json({
      ...presentTransfer(transfer),
      counts: presentCounts({ status: transfer.status, counts: countsOf(tally) }),
      groups: groups.map((g) =>
        presentGroup(
          g,
          tally.groups.find((t) => t.groupIndex === g.group_index),
        ),
      ),
    });
  });

  // D4: the match results of one transfer (its unmatched and failed items), in item order.
  router.get('/:transferUuid/results', listAsked, async (req, res) => {
    const transfer = await transferOf(authOf(req).account.id, req.params.transferUuid);
    const { limit, cursor } = queryOf(req, listQuery);
    const scope = `${transfer.id}:results`;
    const after = decode(cursor, scope);
    const rows = await resultsOf(sequelize, transfer.id, after ? (JSON.parse(after) as ItemKey) : null, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    res.json({
      results: page.map((r) => presentMatchResult(r.transfer_id, r.status, r.reason, r.row)),
      nextCursor:
        rows.length > limit && last
          ? deps.pages.encode(JSON.stringify([last.group_index, last.position]), scope)
          : null,
    });
  });

  return router;
}
