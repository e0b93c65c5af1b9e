import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { OAuthServer } from '../kit/oauth.js';
import { scError } from './wire.js';

// How the API speaks: `Authorization: OAuth <token>`, the error document, `linked_partitioning`
// collections with an opaque cursor (library lists) or an offset (searches) in `next_href`.

export const fail = (res: Response, code: number, message: string) =>
  void res.status(code).json(scError(code, message));

export const notFound = (res: Response) => fail(res, 404, '404 - Not Found');

/** The token of the `OAuth` scheme (the only one the API takes; `oauth_token` in the query is no longer accepted). */
export function authenticate(oauth: OAuthServer): RequestHandler {
  return (req, res, next) => {
    const token = /^OAuth (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const userKey = oauth.userFor(token);
    if (!userKey) return fail(res, 401, 'invalid_token');
    res.locals.userKey = userKey;
    next();
  };
}

/** A body that is not JSON: the live API's answer to a form-encoded playlist (soundcloud/api#154). */
export const unparsableBody: ErrorRequestHandler = (err, _req, res, next) => {
  if ((err as { type?: string }).type === 'entity.parse.failed')
    return fail(res, 422, 'Could not parse JSON request body.');
  next(err);
};

/** The `access` filter of a track list: the levels asked for, else the operation's default. */
export function accessFilter(req: Request, fallback: string) {
  const wanted = new Set(String(req.query.access ?? fallback).split(','));
  return (level: string) => wanted.has(level);
}

export const origin = (req: Request) => `${req.protocol}://${req.get('host')}`;

const encodeCursor = (offset: number) => Buffer.from(`${offset.toString(36)}:sc`).toString('base64url');
function decodeCursor(cursor: string): number | null {
  const found = /^([0-9a-z]+):sc$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return found ? parseInt(found[1], 36) : null;
}

export interface ListOptions {
  /** `cursor`: library lists page with an opaque cursor and `page_size`; `offset`: searches. */
  paging: 'cursor' | 'offset';
  /** A list that answers a collection whether or not `linked_partitioning` is asked (`/me/followings`). */
  alwaysLinked?: boolean;
  /** Items are already the requested page (a search that paged itself); `total` says how many there are. */
  total?: number;
}

/** Where a list starts and how long its page is, or null after answering 400. */
export function pageOf(
  req: Request,
  res: Response,
  paging: ListOptions['paging'],
): { offset: number; limit: number } | null {
  const raw = Number(req.query.limit ?? req.query.page_size ?? 50);
  const limit = Number.isFinite(raw) ? Math.max(1, Math.min(200, Math.floor(raw))) : 50;
  if (paging === 'offset') return { offset: Math.max(0, Math.floor(Number(req.query.offset ?? 0)) || 0), limit };
  if (req.query.cursor === undefined) return { offset: 0, limit };
  const offset = decodeCursor(String(req.query.cursor));
  if (offset === null) {
    fail(res, 400, 'invalid cursor');
    return null;
  }
  return { offset, limit };
}

/**
 * Answers one page of a list: a bare array without `linked_partitioning` (deprecated), else
 * `{collection, next_href}` with `next_href` left out on the last page.
 */
export function sendList<T>(
  req: Request,
  res: Response,
  items: T[],
  at: { offset: number; limit: number },
  render: (item: T) => unknown,
  options: ListOptions,
): void {
  const page = options.total === undefined ? items.slice(at.offset, at.offset + at.limit) : items;
  const total = options.total ?? items.length;
  const collection = page.map(render);
  const linked = options.alwaysLinked || ['true', '1'].includes(String(req.query.linked_partitioning));
  if (!linked) return void res.json(collection);
  const next = at.offset + at.limit < total ? nextHref(req, at, options.paging) : null;
  res.json({ collection, ...(next ? { next_href: next } : {}) });
}

function nextHref(req: Request, at: { offset: number; limit: number }, paging: ListOptions['paging']): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(req.query))
    if (!['cursor', 'offset', 'limit', 'page_size'].includes(name) && typeof value === 'string') query.set(name, value);
  if (paging === 'cursor') {
    query.set('page_size', String(at.limit));
    query.set('cursor', encodeCursor(at.offset + at.limit));
  } else {
    query.set('limit', String(at.limit));
    query.set('offset', String(at.offset + at.limit));
  }
  return `${origin(req)}${req.baseUrl}${req.path}?${query}`;
}
