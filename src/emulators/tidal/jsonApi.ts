import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { OAuthServer } from '../kit/oauth.js';
import type { EmulatedUser } from '../kit/library.js';
import { JSON_API, decodeCursor, tidalError } from './wire.js';

// The API's HTTP conventions shared by every route: JSON:API error documents, content negotiation,
// bearer tokens, Idempotency-Key replay, and the query checks TIDAL makes.

export const fail = (res: Response, status: number, code: string, detail: string) =>
  void res.status(status).json(tidalError(status, code, detail));
export const badRequest = (res: Response, detail: string) => fail(res, 400, 'BAD_REQUEST', detail);
export const notFound = (res: Response) => fail(res, 404, 'NOT_FOUND', 'Resource not found');

/** Every answer of the API is a JSON:API document, faults and rate limits included. */
export const jsonApiResponses: RequestHandler = (_req, res, next) => {
  res.type(JSON_API);
  next();
};

/** 406 for an Accept that rules JSON:API out; 415 for a body that is not JSON:API. */
export const negotiate: RequestHandler = (req, res, next) => {
  const accept = req.get('accept');
  if (accept && !/application\/vnd\.api\+json|\*\/\*|application\/\*/.test(accept))
    return fail(res, 406, 'NOT_ACCEPTABLE', 'No acceptable response media type');
  if (req.is(JSON_API) === false) return fail(res, 415, 'UNSUPPORTED_MEDIA_TYPE', `Request bodies must be ${JSON_API}`);
  next();
};

export function authenticate(oauth: OAuthServer): RequestHandler {
  return (req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const userKey = oauth.userFor(token);
    if (!userKey) {
      res.set('WWW-Authenticate', `Bearer error="invalid_token"`);
      return fail(
        res,
        401,
        'UNAUTHORIZED',
        token ? 'The access token is invalid or expired' : 'An access token is required',
      );
    }
    res.locals.userKey = userKey;
    next();
  };
}

const REPLAY_MS = 60 * 60_000;

/**
 * Idempotency-Key on writes: a repeat with the same key and payload within an hour gets the first
 * answer again; with another payload 422; while the first is still running 409.
 */
export function idempotency(): RequestHandler {
  const seen = new Map<string, { fingerprint: string; status: number; body: unknown; at: number } | 'running'>();
  return (req, res, next) => {
    const key = req.get('idempotency-key');
    if (!key || req.method === 'GET') return next();
    const scoped = `${res.locals.userKey as string} ${key}`;
    const fingerprint = `${req.method} ${req.path} ${JSON.stringify(req.body ?? null)}`;
    const entry = seen.get(scoped);
    if (entry === 'running')
      return fail(res, 409, 'IDEMPOTENT_REQUEST_IN_PROGRESS', 'Request already in progress for this idempotency key');
    if (entry && entry.at + REPLAY_MS > Date.now()) {
      if (entry.fingerprint !== fingerprint)
        return fail(res, 422, 'IDEMPOTENT_REQUEST_PAYLOAD_MISMATCH', 'Idempotency key reused with a different payload');
      return void res.status(entry.status).json(entry.body);
    }
    if (seen.size > 10_000) seen.clear();
    seen.set(scoped, 'running');
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      // A failed write may be tried again; only answers that changed something, or refused it for good, are kept.
      if (res.statusCode < 500) seen.set(scoped, { fingerprint, status: res.statusCode, body, at: Date.now() });
      else seen.delete(scoped);
      return json(body);
    };
    res.on('close', () => {
      if (seen.get(scoped) === 'running') seen.delete(scoped);
    });
    next();
  };
}

export const malformedBody: ErrorRequestHandler = (err, _req, res, next) => {
  if ((err as { type?: string }).type !== 'entity.parse.failed') return next(err);
  res
    .status(400)
    .type(JSON_API)
    .json(tidalError(400, 'BAD_REQUEST', 'The request body is not valid JSON'));
};

/** Every value of a query parameter, repeated or comma-separated. */
export function values(req: Request, name: string): string[] {
  const raw = req.query[name];
  return (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
    .flatMap((v) => String(v).split(','))
    .filter(Boolean);
}

/** TIDAL refuses a filter or sort the endpoint does not document, and names the ones it has. */
export function checkQuery(req: Request, res: Response, filters: string[], sorts: string[] = []): boolean {
  for (const key of Object.keys(req.query)) {
    const filter = /^filter\[(.+)\]$/.exec(key)?.[1];
    if (filter !== undefined && !filters.includes(filter)) {
      badRequest(
        res,
        `Unknown filter '${key}'; available filters: ${filters.map((f) => `filter[${f}]`).join(', ') || 'none'}`,
      );
      return false;
    }
    if (key === 'sort' && !values(req, 'sort').every((s) => sorts.includes(s))) {
      badRequest(res, `Invalid sort; available: ${sorts.join(', ') || 'none'}`);
      return false;
    }
  }
  return true;
}

/** Catalogue reads need `countryCode`. */
export function requiredCountry(req: Request, res: Response): string | undefined {
  const value = req.query.countryCode;
  if (typeof value === 'string' && /^[A-Z]{2}$/.test(value)) return value;
  badRequest(res, value === undefined ? 'countryCode is required' : 'countryCode must be an ISO 3166-1 alpha-2 code');
  return undefined;
}

/** Elsewhere the country defaults to the user's. */
export function optionalCountry(req: Request, res: Response, viewer: EmulatedUser | undefined): string | undefined {
  return req.query.countryCode === undefined ? (viewer?.country ?? 'US') : requiredCountry(req, res);
}

export function cursorOffset(req: Request, res: Response): number | null {
  const offset = decodeCursor(req.query['page[cursor]']);
  if (offset === null) badRequest(res, 'Invalid page cursor');
  return offset;
}

export const encodeSearchId = (query: string) => Buffer.from(query, 'utf8').toString('base64url');
export const decodeSearchId = (id: string) => Buffer.from(id, 'base64url').toString('utf8');
