// The two tokens of an API call: the developer token on every call, the listener's Music-User-Token on /v1/me.
import type express from 'express';
import type { Request, Response } from 'express';
import type { KeyObject } from 'node:crypto';
import type { OAuthServer } from '../kit/oauth.js';
import type { EmulatedUser, LibraryStore } from '../kit/library.js';
import type { DeveloperKey } from './wire.js';
import { originAllowed, verifyDeveloperToken } from './musicKit.js';

/**
 * Every API call carries our developer token, an ES256 JWT of the MusicKit key; Apple answers 401
 * with no body otherwise. A web token naming origins works only from pages of those origins.
 */
export function developerTokenGuard(publicKey: KeyObject, key: DeveloperKey): express.RequestHandler {
  return async (req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    try {
      if (!token) throw new Error('missing');
      const payload = await verifyDeveloperToken(token, publicKey, key);
      const origin = req.get('origin');
      if (origin && !originAllowed(payload, origin)) throw new Error('origin');
      next();
    } catch {
      res.status(401).end();
    }
  };
}

/** The listener a `Music-User-Token` names; answers 403 when it names no one. */
export function listenerCheck(
  oauth: OAuthServer,
  library: LibraryStore,
  fail: (res: Response, status: number, code: string, title: string, detail: string) => void,
) {
  return (req: Request, res: Response): EmulatedUser | undefined => {
    const key = oauth.userFor(req.get('music-user-token'));
    const user = key ? library.user(key) : undefined;
    if (!user) fail(res, 403, '40300', 'Forbidden', 'Invalid authentication');
    return user;
  };
}
