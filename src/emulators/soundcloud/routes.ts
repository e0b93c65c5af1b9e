import { Router, type Request, type Response } from 'express';
import type { EmulatedUser, PlaylistEntry } from '../kit/library.js';
import type { ServiceTrack } from '../catalogue/types.js';
import { tokens } from '../catalogue/search.js';
import { accessFilter, fail, notFound, origin, pageOf, sendList } from './http.js';
import { idFromUrn, meObject } from './wire.js';
import type { FoundSet, SoundCloudWorld } from './world.js';
import { fieldAt, isRecord } from '../../http/unchecked.js';

// The API: the listener's own lists under /me, playlists (written whole), likes and followings,
// tracks, sets and users by URN, and the three searches.

/** Most tracks a playlist may hold (soundcloud/api#170). */
const PLAYLIST_LIMIT = 500;
/** The spec's `access` defaults: `access` for most lists, `access_explicit` for the listener's likes. */
const PLAYABLE = 'playable,preview';
const EVERY = 'playable,preview,blocked';

const OK = { status: '200 - OK' };

/** The playlist's entries in the order of `ids`, when `ids` names exactly the same tracks; else null. */
function sameTracksReordered(entries: PlaylistEntry[], ids: string[]): PlaylistEntry[] | null {
  if (entries.length !== ids.length) return null;
  const copies = new Map<string, PlaylistEntry[]>();
  for (const entry of entries) copies.set(entry.trackId, [...(copies.get(entry.trackId) ?? []), entry]);
  const ordered: PlaylistEntry[] = [];
  for (const id of ids) {
    const next = copies.get(id)?.shift();
    if (!next) return null;
    ordered.push(next);
  }
  return ordered;
}

export function apiRoutes(world: SoundCloudWorld): Router {
  const router = Router();
  const { library, catalogue } = world;
  const viewer = (res: Response): EmulatedUser | undefined => library.user(res.locals.userKey as string);
  /** The listener of the token; an app's token has none (401, as for a missing token). */
  const listener = (res: Response) => {
    const user = viewer(res);
    if (!user) fail(res, 401, 'This endpoint needs a user token (authorization code flow)');
    return user;
  };
  /** Renders tracks for this request (the viewer's likes looked up once). */
  const track = (req: Request, res: Response) => {
    const user = viewer(res);
    const liked = new Set(user?.liked.map((l) => l.id));
    return (t: ServiceTrack) => world.renderTrack(t, origin(req), user, liked);
  };
  /** The tracks of these ids that the `access` asked for (or the default) lets through. */
  const playable = (req: Request, res: Response, ids: string[], fallback: string) => {
    const keep = accessFilter(req, fallback);
    const user = viewer(res);
    return tracksOf(ids).filter((t) => keep(world.accessOf(t, user)));
  };
  const tracksOf = (ids: string[]) => ids.flatMap((id) => catalogue.track(id) ?? []);
  const showTracks = (req: Request) => req.query.show_tracks !== 'false';
  const set =
    (req: Request, res: Response, fallbackAccess = PLAYABLE) =>
    (found: FoundSet) =>
      world.renderSet(found, origin(req), viewer(res), {
        showTracks: showTracks(req),
        access: accessFilter(req, fallbackAccess),
      });
  const setOf = (req: Request, res: Response) => {
    const id = idFromUrn('playlists', String(req.params.urn));
    const found = id ? world.findSet(id, viewer(res)) : undefined;
    if (!found) notFound(res);
    return found;
  };

  // The listener.
  router.get('/me', (req, res) => {
    const user = listener(res);
    if (!user) return;
    const mine = library.userPlaylists(user).filter((p) => p.ownerKey === user.key);
    res.json(meObject(world.listener(user), mine.filter((p) => !p.isPublic).length, origin(req)));
  });
  router.get('/me/playlists', (req, res) => {
    const user = listener(res);
    const at = user && pageOf(req, res, 'cursor');
    if (!user || !at) return;
    const mine = library.userPlaylists(user).filter((p) => p.ownerKey === user.key);
    sendList(req, res, mine, at, (p) => set(req, res)({ kind: 'playlist', playlist: p }), { paging: 'cursor' });
  });
  router.get('/me/likes/tracks', (req, res) => {
    const user = listener(res);
    const at = user && pageOf(req, res, 'cursor');
    if (!user || !at) return;
    const liked = playable(
      req,
      res,
      user.liked.map((l) => l.id),
      EVERY,
    );
    sendList(req, res, liked, at, track(req, res), { paging: 'cursor' });
  });
  router.get('/me/likes/playlists', (req, res) => {
    const user = listener(res);
    const at = user && pageOf(req, res, 'cursor');
    if (!user || !at) return;
    const sets = user.albums.flatMap((s) => world.findSet(s.id, user) ?? []);
    sendList(req, res, sets, at, set(req, res), { paging: 'cursor' });
  });
  router.get('/me/followings', (req, res) => {
    const user = listener(res);
    const at = user && pageOf(req, res, 'cursor');
    if (!user || !at) return;
    const accounts = user.artists.flatMap((a) => world.account(a.id) ?? []);
    sendList(req, res, accounts, at, (a) => world.userObject(a, origin(req)), { paging: 'cursor', alwaysLinked: true });
  });
  router.put('/me/followings/:urn', (req, res) => {
    const user = listener(res);
    if (!user) return;
    const id = idFromUrn('users', req.params.urn);
    if (!id || !world.account(id) || id === user.id) return notFound(res);
    library.save(user.artists, [id]);
    res.json({ status: '200 - Successful' });
  });
  router.delete('/me/followings/:urn', (req, res) => {
    const user = listener(res);
    if (!user) return;
    const id = idFromUrn('users', req.params.urn);
    if (!id || !world.account(id)) return notFound(res);
    library.unsave(user.artists, [id]);
    res.json({ status: 'Status(200) - OK' });
  });

  // Likes.
  const like = (kind: 'tracks' | 'playlists', adding: boolean) => (req: Request, res: Response) => {
    const user = listener(res);
    if (!user) return;
    const id = idFromUrn(kind, String(req.params.urn));
    const known = id && (kind === 'tracks' ? catalogue.track(id) : world.findSet(id, user));
    if (!id || !known) return notFound(res);
    const list = kind === 'tracks' ? user.liked : user.albums;
    if (adding) library.save(list, [id]);
    else library.unsave(list, [id]);
    res.json(OK);
  };
  router.post('/likes/tracks/:urn', like('tracks', true));
  router.delete('/likes/tracks/:urn', like('tracks', false));
  router.post('/likes/playlists/:urn', like('playlists', true));
  router.delete('/likes/playlists/:urn', like('playlists', false));

  // Playlists.
  /** The track ids of a `tracks` member, or an error message. */
  const trackList = (value: unknown): string[] | string => {
    if (!Array.isArray(value)) return 'tracks must be a list of {"urn": ...}';
    const ids: string[] = [];
    for (const item of value) {
      const id = idFromUrn('tracks', String((item as { urn?: unknown })?.urn ?? ''));
      if (!id || !catalogue.track(id))
        return `Track ${String((item as { urn?: unknown })?.urn)} cannot be added to the playlist`;
      ids.push(id);
    }
    if (ids.length > PLAYLIST_LIMIT) return `A playlist holds at most ${PLAYLIST_LIMIT} tracks`;
    return ids;
  };
  const fields = (req: Request) => {
    const playlist = fieldAt(req.body, 'playlist');
    return isRecord(playlist) ? playlist : undefined;
  };

  router.post('/playlists', (req, res) => {
    const user = listener(res);
    if (!user) return;
    const body = fields(req);
    if (!req.is('application/json') || !body) return fail(res, 422, 'Could not parse JSON request body.');
    if (typeof body.title !== 'string' || !body.title) return fail(res, 422, 'title is required');
    const ids = body.tracks === undefined ? [] : trackList(body.tracks);
    if (typeof ids === 'string') return fail(res, 422, ids);
    const playlist = library.createPlaylist(user, {
      name: body.title,
      description: typeof body.description === 'string' ? body.description : '',
      isPublic: body.sharing !== 'private',
    });
    library.addEntries(playlist, ids);
    res.status(201).json(set(req, res, EVERY)({ kind: 'playlist', playlist }));
  });
  router.get('/playlists/:urn', (req, res) => {
    const found = setOf(req, res);
    if (found) res.json(set(req, res)(found));
  });
  router.put('/playlists/:urn', (req, res) => {
    const user = listener(res);
    const found = user && setOf(req, res);
    if (!user || !found) return;
    if (found.kind !== 'playlist' || found.playlist.ownerKey !== user.key)
      return fail(res, 403, 'Only the owner may change this playlist');
    const body = fields(req);
    if (!body) return fail(res, 422, 'Could not parse JSON request body.');
    const ids = body.tracks === undefined ? undefined : trackList(body.tracks);
    if (typeof ids === 'string') return fail(res, 422, ids);
    const { playlist } = found;
    if (typeof body.title === 'string' && body.title) playlist.name = body.title;
    if (typeof body.description === 'string') playlist.description = body.description;
    if (body.sharing === 'public' || body.sharing === 'private') playlist.isPublic = body.sharing === 'public';
    // The whole list is replaced; a PUT without `tracks` leaves them as they are. A list of the
    // same tracks in another order keeps the entries and moves them (the k-th copy of a track
    // stays the k-th copy).
    const reordered = ids && sameTracksReordered(playlist.entries, ids);
    if (reordered) library.setOrder(playlist, reordered);
    else if (ids) {
      playlist.entries = [];
      library.addEntries(playlist, ids);
    } else library.touch(playlist);
    res.json(set(req, res, EVERY)(found));
  });
  router.delete('/playlists/:urn', (req, res) => {
    const user = listener(res);
    const found = user && setOf(req, res);
    if (!user || !found) return;
    if (found.kind !== 'playlist' || found.playlist.ownerKey !== user.key)
      return fail(res, 403, 'Only the owner may delete this playlist');
    library.deletePlaylist(user, found.playlist.id);
    res.status(200).end();
  });
  router.get('/playlists/:urn/tracks', (req, res) => {
    const found = setOf(req, res);
    const at = found && pageOf(req, res, 'cursor');
    if (!found || !at) return;
    const listed = playable(req, res, world.trackIdsOf(found), PLAYABLE);
    sendList(req, res, listed, at, track(req, res), { paging: 'cursor' });
  });

  // The catalogue.
  router.get('/tracks/:urn', (req, res) => {
    const id = idFromUrn('tracks', req.params.urn);
    const found = id ? catalogue.track(id) : undefined;
    if (!found) return notFound(res);
    res.json(track(req, res)(found));
  });
  router.get('/users/:urn', (req, res) => {
    const id = idFromUrn('users', req.params.urn);
    const account = id ? world.account(id) : undefined;
    if (!account) return notFound(res);
    res.json(world.userObject(account, origin(req)));
  });
  router.get('/tracks', (req, res) => {
    const at = pageOf(req, res, 'offset');
    if (!at) return;
    if (req.query.urns !== undefined) {
      const ids = String(req.query.urns)
        .split(',')
        .flatMap((u) => idFromUrn('tracks', u.trim()) ?? []);
      return sendList(req, res, playable(req, res, ids, PLAYABLE), at, track(req, res), { paging: 'offset' });
    }
    const { items, total } = catalogue.searchTracks({ text: String(req.query.q ?? '') }, at.offset, at.limit);
    // Filtered after paging, as the service does: a page may come out shorter than asked.
    const page = playable(
      req,
      res,
      items.map((t) => t.id),
      PLAYABLE,
    );
    sendList(req, res, page, at, track(req, res), { paging: 'offset', total });
  });
  router.get('/playlists', (req, res) => {
    const at = pageOf(req, res, 'offset');
    if (!at) return;
    const q = String(req.query.q ?? '');
    const releases = catalogue
      .searchAlbums({ text: q }, 0, 1_000)
      .items.map((album): FoundSet => ({ kind: 'release', album }));
    const words = tokens(q);
    const playlists = library
      .signInUsers()
      .flatMap((u) => library.userPlaylists(library.user(u.key)!))
      .filter((p) => p.isPublic && words.length > 0 && words.every((w) => tokens(p.name).includes(w)))
      .map((playlist): FoundSet => ({ kind: 'playlist', playlist }));
    sendList(req, res, [...releases, ...playlists], at, set(req, res), { paging: 'offset' });
  });
  router.get('/users', (req, res) => {
    const at = pageOf(req, res, 'offset');
    if (!at) return;
    const { items, total } = catalogue.searchArtists({ text: String(req.query.q ?? '') }, at.offset, at.limit);
    const accounts = items.flatMap((a) => world.account(a.id) ?? []);
    sendList(req, res, accounts, at, (a) => world.userObject(a, origin(req)), { paging: 'offset', total });
  });

  router.use((_req, res) => notFound(res));
  return router;
}
