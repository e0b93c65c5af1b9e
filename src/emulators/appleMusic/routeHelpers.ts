// Helpers shared by the /v1 routes: Apple's error answer, the listener, offset paging, storefront and `include`.
import type { Request, Response } from 'express';
import type { OAuthServer } from '../kit/oauth.js';
import type { EmulatedUser, LibraryStore } from '../kit/library.js';
import { appleError } from './wire.js';
import { listenerCheck } from './tokenChecks.js';

export const LIBRARY_PAGE = { default: 25, max: 100 };

export type RouteHelpers = ReturnType<typeof routeHelpers>;

export function routeHelpers(oauth: OAuthServer, library: LibraryStore) {
  const fail = (res: Response, status: number, code: string, title: string, detail: string) =>
    void res.status(status).json(appleError(status, code, title, detail));

  const listener = listenerCheck(oauth, library, fail);
  const paging = (req: Request, res: Response, limits: { default: number; max: number }) => {
    const limit = req.query.limit === undefined ? limits.default : Number(req.query.limit);
    const offset = req.query.offset === undefined ? 0 : Number(req.query.offset);
    if (!Number.isInteger(limit) || limit < 1 || limit > limits.max)
      return void fail(
        res,
        400,
        '40005',
        'Invalid Parameter Value',
        `Value of 'limit' must be between 1 and ${limits.max}`,
      );
    if (!Number.isInteger(offset) || offset < 0)
      return void fail(
        res,
        400,
        '40005',
        'Invalid Parameter Value',
        "Value of 'offset' must be a non-negative integer",
      );
    return { limit, offset };
  };
  const storefrontOf = (user: EmulatedUser) => user.country.toLowerCase();
  const withCatalog = (req: Request) =>
    String(req.query.include ?? '')
      .split(',')
      .includes('catalog');
  return { fail, listener, paging, storefrontOf, withCatalog };
}
