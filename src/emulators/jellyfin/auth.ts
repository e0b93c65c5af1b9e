import type { Request, RequestHandler, Response } from 'express';
import type { LibraryStore, EmulatedUser } from '../kit/library.js';
import type { OAuthServer } from '../kit/oauth.js';
import { fieldAt } from '../../http/unchecked.js';
import { problem, sessionInfo, userDto, userNameOf, type Caller } from './wire.js';

/** A token's client: every token the server issues names the device that signed in. */
const SESSION_CLIENT = 'jellyfin-session';

/**
 * The parts of `Authorization: MediaBrowser Client="…", Device="…", DeviceId="…", Version="…",
 * Token="…"` (or the older `X-Emby-Authorization` with the same value); null for another scheme.
 */
export function mediaBrowserParts(req: Request): Record<string, string> | null {
  const header = req.headers.authorization ?? req.headers['x-emby-authorization'];
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^\s*(?:MediaBrowser|Emby)\s+(.*)$/i.exec(value ?? '');
  if (!match) return null;
  const parts: Record<string, string> = {};
  for (const found of match[1].matchAll(/([A-Za-z]+)\s*=\s*"([^"]*)"/g)) parts[found[1].toLowerCase()] = found[2];
  return parts;
}

function callerOf(parts: Record<string, string> | null): Caller | null {
  if (!parts?.client || !parts.device || !parts.deviceid || !parts.version) return null;
  return { client: parts.client, device: parts.device, deviceId: parts.deviceid, version: parts.version };
}

/** Where a route finds the signed-in listener. */
export const listenerOf = (res: Response) => res.locals.user as EmulatedUser;

/** Every call but the sign-in carries a live token; a missing or dead one is a bare 401, as the server answers. */
export function authenticate(oauth: OAuthServer, library: LibraryStore): RequestHandler {
  return (req, res, next) => {
    const parts = mediaBrowserParts(req);
    const token = parts?.token ?? (typeof req.headers['x-emby-token'] === 'string' ? req.headers['x-emby-token'] : '');
    const user = library.user(oauth.userFor(token) ?? '');
    if (!user) return void res.status(401).end();
    res.locals.user = user;
    next();
  };
}

/**
 * `userId` names whose view of the library a call reads; a listener may name only themselves (an
 * administrator could name anyone, and no listener here is one).
 */
export function ownUserId(req: Request, res: Response): boolean {
  const named = typeof req.query.userId === 'string' ? req.query.userId : undefined;
  if (named !== undefined && named.replace(/-/g, '').toLowerCase() !== listenerOf(res).id) {
    res.status(403).json(problem(403, 'Forbidden', 'User is not allowed to access this resource.'));
    return false;
  }
  return true;
}

/**
 * `POST /Users/AuthenticateByName`: the user's name, in any case as Jellyfin compares names, and
 * password, checked; the device named in the header; a token for it.
 */
export function authenticateByName(oauth: OAuthServer, library: LibraryStore, serverId: string): RequestHandler {
  return (req, res) => {
    const caller = callerOf(mediaBrowserParts(req));
    if (!caller)
      return void res
        .status(400)
        .json(problem(400, 'Bad Request', 'The Authorization header needs Client, Device, DeviceId and Version.'));
    const name = fieldAt(req.body, 'Username');
    const password = fieldAt(req.body, 'Pw');
    const typed = typeof name === 'string' ? name.trim().toLowerCase() : '';
    const seeded = library.signInUsers().find((u) => userNameOf(u).toLowerCase() === typed);
    const user: EmulatedUser | undefined =
      seeded && seeded.password === password ? library.user(seeded.key) : undefined;
    if (!user) return void res.status(401).end();
    const token = oauth.issue(user.key, SESSION_CLIENT, '').accessToken;
    res.json({
      User: userDto(user, serverId),
      SessionInfo: sessionInfo(user, caller, serverId),
      AccessToken: token,
      ServerId: serverId,
    });
  };
}
