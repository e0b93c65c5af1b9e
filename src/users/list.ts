import type { RequestHandler } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import { authOf } from '../auth/authenticate.js';
import type { Keyring } from '../crypto/encryption.js';
import { ApiError, badRequest } from '../http/errors.js';
import { LIST_CODES, type PageParams } from '../http/pageParams.js';
import { queryOf, validQuery } from '../http/validate.js';
import type { ServiceId } from '../integrations/serviceIds.js';
import { IntegrationUser } from './models.js';
import { presentConnectedUser } from './presenters.js';
import { CONNECTED_USERS_PAGE, connectedUsersQuery, type ConnectedUsersQuery } from './schemas.js';

/** What a list of connected users is narrowed to; every filter is optional. */
export interface ConnectedUserFilters {
  integrationType?: ServiceId;
  partnerUserId?: string;
  createdAfter?: Date;
  createdBefore?: Date;
}

interface ListQuery {
  limit: number;
  cursor?: string;
  filters: ConnectedUserFilters;
}

/** The list's query as its schema took it, checked for what the schema does not say: a window that is not empty. */
function listQueryOf(query: ConnectedUsersQuery): ListQuery {
  const { limit, cursor, integrationType, partnerUserId, createdAfter, createdBefore } = query;
  if (createdAfter && createdBefore && createdBefore <= createdAfter)
    throw badRequest('invalidQuery', 'createdBefore must be after createdAfter.');
  return {
    limit: limit ?? CONNECTED_USERS_PAGE.default,
    cursor,
    filters: { integrationType, partnerUserId, createdAfter, createdBefore },
  };
}

/**
 * The account's live connected users that match `filters`, newest first (then by id, so that users
 * created in the same microsecond keep one order), after `after` (a `created_at::text` and an id).
 * `partnerUserId` matches a user connected by a sign-in that carried it: the id lives on the
 * sign-in, since one listener may sign in from several of the partner's users.
 */
export function newestConnectedUsers(
  sequelize: Sequelize,
  accountId: string,
  filters: ConnectedUserFilters,
  after: [createdKey: string, id: string] | null,
  limit: number,
): Promise<{ id: string; created_key: string }[]> {
  return sequelize.query<{ id: string; created_key: string }>(
    `SELECT u.id, u.created_at::text AS created_key FROM integration_users u
      WHERE u.account_id = $1 AND u.deleted_at IS NULL
        AND ($2::text IS NULL OR u.integration_type = $2::text)
        AND ($3::text IS NULL OR EXISTS (
              SELECT 1 FROM sign_in_attempts s
               WHERE s.account_id = u.account_id AND s.integration_user_id = u.id
                 AND s.state = 'succeeded' AND s.partner_user_id = $3::text))
        AND ($4::timestamptz IS NULL OR u.created_at > $4::timestamptz)
        AND ($5::timestamptz IS NULL OR u.created_at < $5::timestamptz)
        AND ($6::timestamptz IS NULL OR (u.created_at, u.id) < ($6::timestamptz, $7::uuid))
      ORDER BY u.created_at DESC, u.id DESC LIMIT $8`,
    {
      bind: [
        accountId,
        filters.integrationType ?? null,
        filters.partnerUserId ?? null,
        filters.createdAfter?.toISOString() ?? null,
        filters.createdBefore?.toISOString() ?? null,
        after?.[0] ?? null,
        after?.[1] ?? null,
        limit,
      ],
      type: QueryTypes.SELECT,
    },
  );
}

/** The cursor's scope: the account and the filters, so that a cursor pages only the list it came from. */
function scopeOf(accountId: string, filters: ConnectedUserFilters): string {
  const { integrationType, partnerUserId, createdAfter, createdBefore } = filters;
  return `${accountId}:connectedUsers:${JSON.stringify([
    integrationType ?? null,
    partnerUserId ?? null,
    createdAfter?.toISOString() ?? null,
    createdBefore?.toISOString() ?? null,
  ])}`;
}

/** A position this list signed; a changed, forged or other list's cursor answers 400 `invalidCursor`. */
function positionOf(pages: PageParams, cursor: string | undefined, scope: string): [string, string] | null {
  let decoded: string | undefined;
  try {
    decoded = pages.decode(cursor, scope);
  } catch (err) {
    if (err instanceof ApiError)
      throw badRequest('invalidCursor', 'cursor is not a nextCursor this list returned for these filters.');
    throw err;
  }
  return decoded ? (JSON.parse(decoded) as [string, string]) : null;
}

/**
 * `GET /public/integrations/users` (an addition to the interface): the account's connected users
 * as A6 shows them, never with authData, newest first, a page at a time. A bad parameter answers
 * 400 `invalidLimit`, `invalidCursor` or `invalidQuery`, with every problem in `details`.
 */
export function listConnectedUsers(deps: {
  sequelize: Sequelize;
  keyring: Keyring;
  pages: PageParams;
}): RequestHandler[] {
  const read: RequestHandler = async (req, res) => {
    const { account } = authOf(req);
    const { limit, cursor, filters } = listQueryOf(queryOf(req, connectedUsersQuery));
    const scope = scopeOf(account.id, filters);
    const after = positionOf(deps.pages, cursor, scope);
    const rows = await newestConnectedUsers(deps.sequelize, account.id, filters, after, limit + 1);
    const page = rows.slice(0, limit);
    const users = await IntegrationUser.findAll({ where: { id: page.map((r) => r.id), accountId: account.id } });
    const byId = new Map(users.map((user) => [user.id, user]));
    const last = page[page.length - 1];
    res.json({
      // A user deleted between the two reads is left out rather than shown emptied.
      users: page
        .map((r) => byId.get(r.id))
        .filter((user): user is IntegrationUser => Boolean(user && !user.deletedAt))
        .map((user) => presentConnectedUser(user, deps.keyring, false)),
      nextCursor:
        rows.length > limit && last ? deps.pages.encode(JSON.stringify([last.created_key, last.id]), scope) : null,
    });
  };
  return [validQuery(connectedUsersQuery, LIST_CODES), read];
}
