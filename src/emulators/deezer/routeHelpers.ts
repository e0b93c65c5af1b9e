// Helpers shared by the API routes: Deezer's error answer (HTTP 200), the listener from `access_token`, index paging.
import type { Request, Response } from 'express';
import type { OAuthServer } from '../kit/oauth.js';
import type { EmulatedUser, LibraryStore } from '../kit/library.js';
import { deezerError } from './wire.js';

const PAGE_DEFAULT = 25;
const PAGE_MAX = 100;

export type RouteHelpers = ReturnType<typeof routeHelpers>;

export function routeHelpers(oauth: OAuthServer, library: LibraryStore) {
  const fail = (res: Response, type: string, message: string, code: number) =>
    void res.json(deezerError(type, message, code));
  const fullUrl = (req: Request) => new URL(`${req.protocol}://${req.get('host')}${req.originalUrl}`);

  /** The signed-in user, or the OAuth error Deezer gives (HTTP 200). */
  const user = (req: Request, res: Response): EmulatedUser | undefined => {
    const token = typeof req.query.access_token === 'string' ? req.query.access_token : undefined;
    const key = oauth.userFor(token);
    const found = key ? library.user(key) : undefined;
    if (!found)
      fail(
        res,
        'OAuthException',
        token
          ? 'Invalid OAuth access token.'
          : 'An active access token must be used to query information about the current user.',
        300,
      );
    return found;
  };
  const paging = (req: Request) => ({
    index: Math.max(0, Number(req.query.index ?? 0) || 0),
    limit: Math.min(PAGE_MAX, Math.max(1, Number(req.query.limit ?? PAGE_DEFAULT) || PAGE_DEFAULT)),
  });
  const optionalUser = (req: Request) => {
    const key = oauth.userFor(typeof req.query.access_token === 'string' ? req.query.access_token : undefined);
    return key ? library.user(key) : undefined;
  };
  return { fail, fullUrl, user, paging, optionalUser };
}
