// What the Data API routes share: the caller's credentials, Google's refusals, part selection, paging, playlist access.
import type { Request, RequestHandler, Response } from 'express';
import type { EmulatedPlaylist, EmulatedUser, LibraryStore } from '../kit/library.js';
import type { OAuthServer } from '../kit/oauth.js';
import type { ChannelRef } from './channelWire.js';
import { googleError } from './googleError.js';
import { offsetOf } from './listWire.js';
import { PARTS, SERVED_PARTS, type ResourceType } from './parts.js';

/** The API key the emulator accepts for reads without a listener. */
export const EMULATOR_API_KEY = 'emulator-api-key';

/** A listener's bearer token, or the project's API key for public reads. */
export function authenticate(oauth: OAuthServer, library: LibraryStore): RequestHandler {
  return (req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const key = oauth.userFor(token);
    if (key) {
      res.locals.user = library.user(key);
      return next();
    }
    if (!token && req.method === 'GET' && req.query.key === EMULATOR_API_KEY) return next();
    res.status(401).json(googleError(401, 'authError', 'Request had invalid authentication credentials.', 'global'));
  };
}

/** The helpers the routes share, over one library. */
export function apiRequests(library: LibraryStore) {
  const view = library.view;
  const fail = (
    res: Response,
    code: number,
    reason: string,
    message: string,
    domain?: string,
    where?: { location: string; locationType: string },
  ) => void res.status(code).json(googleError(code, reason, message, domain, where));

  const listener = (res: Response): EmulatedUser | undefined => {
    const user = res.locals.user as EmulatedUser | undefined;
    if (!user) fail(res, 401, 'authError', 'Login Required.');
    return user;
  };
  const parts = (req: Request, res: Response, type: ResourceType): string[] | undefined => {
    const list = [
      ...new Set(
        String(req.query.part ?? '')
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      ),
    ];
    const where = { location: 'part', locationType: 'parameter' };
    if (list.length === 0) return void fail(res, 400, 'required', 'Required parameter: part', 'global', where);
    const unknown = list.find((p) => !(PARTS[type] as readonly string[]).includes(p));
    if (unknown) return void fail(res, 400, 'unknownPart', `'${unknown}'`, 'youtube.part', where);
    const unserved = list.find((p) => !SERVED_PARTS[type].includes(p));
    if (unserved)
      return void fail(res, 501, 'notImplemented', `The emulator does not build the '${unserved}' part.`, 'global');
    return list;
  };
  const page = (req: Request, res: Response, min = 0) => {
    const size = req.query.maxResults === undefined ? 5 : Number(req.query.maxResults);
    if (!Number.isInteger(size) || size < min || size > 50)
      return void fail(
        res,
        400,
        'invalidValue',
        `Invalid value for parameter 'maxResults'. Values must be within the range: [${min}, 50]`,
      );
    const offset = offsetOf(req.query.pageToken);
    if (offset === null) return void fail(res, 400, 'invalidPageToken', 'The request specifies an invalid page token.');
    return { size, offset };
  };
  const own = (res: Response, user: EmulatedUser, playlistId: string) => {
    const playlist = library.playlist(playlistId);
    if (!playlist)
      return void fail(
        res,
        404,
        'playlistNotFound',
        "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
      );
    if (playlist.ownerKey !== user.key)
      return void fail(
        res,
        403,
        'playlistOperationUnsupported',
        'The request is not properly authorized to modify this playlist.',
      );
    return playlist;
  };
  const visible = (playlist: EmulatedPlaylist, user: EmulatedUser | undefined) =>
    playlist.isPublic || playlist.ownerKey === user?.key;
  const channelOf = (user: EmulatedUser): ChannelRef => ({ id: user.id, name: user.displayName });
  const ownerOf = (playlist: EmulatedPlaylist): ChannelRef => {
    const owner = library.user(playlist.ownerKey);
    return owner ? channelOf(owner) : { id: '', name: '' };
  };
  const cover = (playlist: EmulatedPlaylist) => view.track(playlist.entries[0]?.trackId ?? '')?.imageUrl ?? null;
  const idList = (value: unknown) =>
    String(value ?? '')
      .split(',')
      .filter(Boolean);
  return { fail, listener, parts, page, own, visible, channelOf, ownerOf, cover, idList };
}
export type ApiRequests = ReturnType<typeof apiRequests>;
