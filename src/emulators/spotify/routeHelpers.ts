// Request helpers shared by the /v1 routes: the caller, page limits, market, wire objects, `fields` and `ids`.
import type { Request, Response } from 'express';
import type { EmulatedUser, LibraryStore } from '../kit/library.js';
import { spotifyError, SpotifyWire } from './wire.js';
import { parseFields, selectFields } from './fields.js';
import { fieldAt } from '../../http/unchecked.js';

export type RouteHelpers = ReturnType<typeof routeHelpers>;

export function routeHelpers(library: LibraryStore) {
  const view = library.view;
  const me = (res: Response): EmulatedUser | null => library.user(res.locals.userKey as string) ?? null;
  const requireUser = (res: Response): EmulatedUser | undefined => {
    const user = me(res);
    if (!user) res.status(403).json(spotifyError(403, 'This request requires user authentication.'));
    return user ?? undefined;
  };
  const limits = (req: Request, max: number, fallback = 20): { offset: number; limit: number } | string => {
    const limit = req.query.limit === undefined ? fallback : Number(req.query.limit);
    const offset = req.query.offset === undefined ? 0 : Number(req.query.offset);
    if (!Number.isInteger(limit) || limit < 1 || limit > max) return `Invalid limit`;
    if (!Number.isInteger(offset) || offset < 0) return 'Invalid offset';
    return { offset, limit };
  };
  const fullUrl = (req: Request) => new URL(`${req.protocol}://${req.get('host')}${req.originalUrl}`);
  /** The country a read is for: `market=XX`, or `from_token` for the listener's own. */
  const market = (req: Request): string | null => {
    const asked = req.query.market;
    if (asked === 'from_token') return me(req.res!)?.country ?? null;
    return typeof asked === 'string' && /^[A-Z]{2}$/.test(asked) ? asked : null;
  };
  const wire = (req: Request) => new SpotifyWire(`${req.protocol}://${req.get('host')}/v1`, view);
  /** Answers the body, cut down to `fields` where the operation takes it. */
  const answer = (req: Request, res: Response, body: unknown) => {
    if (typeof req.query.fields !== 'string' || req.query.fields === '') return void res.json(body);
    const selection = parseFields(req.query.fields);
    if (!selection) return void res.status(400).json(spotifyError(400, 'Invalid fields parameter'));
    res.json(selectFields(body, selection));
  };
  const idsParam = (req: Request, max: number): string[] | string => {
    const listed = fieldAt(req.body, 'ids');
    const ids = String(req.query.ids ?? (Array.isArray(listed) ? listed.join(',') : ''))
      .split(',')
      .filter(Boolean);
    if (ids.length === 0) return 'Missing ids';
    if (ids.length > max) return 'Too many ids requested';
    return ids;
  };
  return { requireUser, limits, fullUrl, market, wire, answer, idsParam };
}
