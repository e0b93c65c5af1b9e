// A user's playlists: list, create, read, change, unfollow, and their items (read, add, remove, reorder, replace).
import type { Request, Response, Router } from 'express';
import type { LibraryStore } from '../kit/library.js';
import { paging, snapshotId, spotifyError } from './wire.js';
import type { RouteHelpers } from './routeHelpers.js';
import { fieldAt } from '../../http/unchecked.js';

/** A playlist's fields of a create or change, each only when the body gives it with its type. */
function playlistFields(req: Request): { name?: string; description?: string; isPublic?: boolean } {
  const name = fieldAt(req.body, 'name');
  const description = fieldAt(req.body, 'description');
  const isPublic = fieldAt(req.body, 'public');
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof description === 'string' ? { description } : {}),
    ...(typeof isPublic === 'boolean' ? { isPublic } : {}),
  };
}

export function playlistRoutes(router: Router, library: LibraryStore, helpers: RouteHelpers) {
  const view = library.view;
  const { requireUser, limits, fullUrl, market, wire, answer } = helpers;

  router.get('/me/playlists', (req, res) => {
    const user = requireUser(res);
    if (!user) return;
    const page = limits(req, 50);
    if (typeof page === 'string') return void res.status(400).json(spotifyError(400, page));
    const all = library.userPlaylists(user);
    res.json(
      paging(
        all
          .slice(page.offset, page.offset + page.limit)
          .map((p) => wire(req).simplifiedPlaylist(p, library.user(p.ownerKey)!)),
        all.length,
        page.offset,
        page.limit,
        fullUrl(req),
      ),
    );
  });

  const createPlaylist = (req: Request, res: Response) => {
    const user = requireUser(res);
    if (!user) return;
    if (req.params.userId !== undefined && req.params.userId !== user.id)
      return void res.status(403).json(spotifyError(403, 'You cannot create a playlist for another user'));
    const { name, description, isPublic } = playlistFields(req);
    if (!name) return void res.status(400).json(spotifyError(400, 'Missing required field: name'));
    const playlist = library.createPlaylist(user, { name, description, isPublic: isPublic ?? true });
    res.status(201).json(wire(req).playlist(playlist, user, null));
  };
  router.post('/me/playlists', createPlaylist);
  router.post('/users/:userId/playlists', createPlaylist);

  const ownedPlaylist = (req: Request, res: Response, mustOwn: boolean) => {
    const user = requireUser(res);
    if (!user) return undefined;
    const playlist = library.playlist(String(req.params.playlistId));
    if (!playlist) return void res.status(404).json(spotifyError(404, 'Resource not found'));
    if (mustOwn && playlist.ownerKey !== user.key)
      return void res.status(403).json(spotifyError(403, 'You cannot modify a playlist you do not own'));
    return { user, playlist };
  };

  router.get('/playlists/:playlistId', (req, res) => {
    const found = ownedPlaylist(req, res, false);
    if (found)
      answer(req, res, wire(req).playlist(found.playlist, library.user(found.playlist.ownerKey)!, market(req)));
  });

  router.put('/playlists/:playlistId', (req, res) => {
    const found = ownedPlaylist(req, res, true);
    if (!found) return;
    const { name, description, isPublic } = playlistFields(req);
    if (name !== undefined) found.playlist.name = name;
    if (description !== undefined) found.playlist.description = description;
    if (isPublic !== undefined) found.playlist.isPublic = isPublic;
    library.touch(found.playlist);
    res.status(200).end();
  });

  router.delete('/playlists/:playlistId/followers', (req, res) => {
    const found = ownedPlaylist(req, res, false);
    if (!found) return;
    library.deletePlaylist(found.user, found.playlist.id);
    res.status(200).end();
  });

  const readItems = (req: Request, res: Response) => {
    const found = ownedPlaylist(req, res, false);
    if (!found) return;
    const page = limits(req, 50);
    if (typeof page === 'string') return void res.status(400).json(spotifyError(400, page));
    const owner = library.user(found.playlist.ownerKey)!;
    const items = found.playlist.entries
      .slice(page.offset, page.offset + page.limit)
      .map((e) => wire(req).entry(e, owner, market(req)));
    answer(req, res, paging(items, found.playlist.entries.length, page.offset, page.limit, fullUrl(req)));
  };
  router.get('/playlists/:playlistId/items', readItems);
  router.get('/playlists/:playlistId/tracks', readItems);

  const addItems = (req: Request, res: Response) => {
    const found = ownedPlaylist(req, res, true);
    if (!found) return;
    const listed = fieldAt(req.body, 'uris');
    const position = fieldAt(req.body, 'position');
    const uris = Array.isArray(listed)
      ? listed.map(String)
      : String(req.query.uris ?? '')
          .split(',')
          .filter(Boolean);
    if (uris.length === 0 || uris.length > 100)
      return void res.status(400).json(spotifyError(400, 'You can add a maximum of 100 tracks per request.'));
    const trackIds = uris.map((u) => /^spotify:track:(\w+)$/.exec(u)?.[1]);
    if (trackIds.some((id) => !id || !view.track(id)))
      return void res.status(400).json(spotifyError(400, 'Invalid track uri'));
    if (found.playlist.entries.length + trackIds.length > 10_000)
      return void res.status(400).json(spotifyError(400, 'Playlist size limit reached'));
    library.addEntries(found.playlist, trackIds as string[], typeof position === 'number' ? position : undefined);
    res.status(201).json({ snapshot_id: snapshotId(found.playlist) });
  };
  router.post('/playlists/:playlistId/items', addItems);
  router.post('/playlists/:playlistId/tracks', addItems);

  // The current API names tracks, not entries: every copy of each track goes (`items`, required).
  const removeItems = (req: Request, res: Response) => {
    const found = ownedPlaylist(req, res, true);
    if (!found) return;
    const items = fieldAt(req.body, 'items');
    if (!Array.isArray(items) || items.length === 0)
      return void res.status(400).json(spotifyError(400, 'Missing required field: items'));
    if (items.length > 100)
      return void res.status(400).json(spotifyError(400, 'You can remove a maximum of 100 items per request.'));
    const trackIds = items.map((item) => /^spotify:track:(\w+)$/.exec(String(fieldAt(item, 'uri') ?? ''))?.[1]);
    if (trackIds.some((id) => !id)) return void res.status(400).json(spotifyError(400, 'Invalid track uri'));
    library.removeEntries(
      found.playlist,
      trackIds.map((trackId) => ({ trackId })),
    );
    res.json({ snapshot_id: snapshotId(found.playlist) });
  };
  router.delete('/playlists/:playlistId/items', removeItems);
  router.delete('/playlists/:playlistId/tracks', removeItems);

  // Update Playlist Items: a reorder (`range_start`, `insert_before`, `range_length`, `snapshot_id`
  // in the body) or, with `uris` alone, a replacement of every entry. A body that names a range is a
  // reorder (the messages are the ones the real API gave: "Missing range_start parameter", "Given
  // positions are out of bounds"). A `snapshot_id` that is not the playlist's current one is
  // refused: the references do not record Spotify's own answer to an old snapshot (reports say it
  // reads the positions against the snapshot named), and this emulator keeps no history to do so.
  const updateItems = (req: Request, res: Response) => {
    const found = ownedPlaylist(req, res, true);
    if (!found) return;
    const { playlist } = found;
    const body = {
      uris: fieldAt(req.body, 'uris'),
      range_start: fieldAt(req.body, 'range_start'),
      insert_before: fieldAt(req.body, 'insert_before'),
      range_length: fieldAt(req.body, 'range_length'),
      snapshot_id: fieldAt(req.body, 'snapshot_id'),
    };
    const bad = (message: string) => void res.status(400).json(spotifyError(400, message));
    const reorder = body.range_start !== undefined || body.insert_before !== undefined;
    const uris = Array.isArray(body.uris)
      ? body.uris
      : typeof req.query.uris === 'string'
        ? req.query.uris.split(',').filter(Boolean)
        : undefined;
    if (!reorder && uris !== undefined) {
      if (uris.length > 100) return bad('You can add a maximum of 100 tracks per request.');
      const trackIds = uris.map((u) => /^spotify:track:(\w+)$/.exec(String(u))?.[1]);
      if (trackIds.some((id) => !id || !view.track(id))) return bad('Invalid track uri');
      library.removeEntries(
        playlist,
        playlist.entries.map((e) => ({ entryId: e.entryId })),
      );
      library.addEntries(playlist, trackIds as string[]);
      return void res.json({ snapshot_id: snapshotId(playlist) });
    }
    if (body.range_start === undefined) return bad('Missing range_start parameter');
    if (body.insert_before === undefined) return bad('Missing insert_before parameter');
    const start = body.range_start;
    const before = body.insert_before;
    const length = body.range_length ?? 1;
    for (const [name, value] of [
      ['range_start', start],
      ['insert_before', before],
      ['range_length', length],
    ] as const)
      if (typeof value !== 'number' || !Number.isInteger(value)) return bad(`Invalid ${name} parameter`);
    if (body.snapshot_id !== undefined && body.snapshot_id !== snapshotId(playlist))
      return bad('Invalid snapshot id: the playlist has changed since this snapshot');
    if (!library.moveRange(playlist, start as number, length as number, before as number))
      return bad('Given positions are out of bounds');
    res.json({ snapshot_id: snapshotId(playlist) });
  };
  router.put('/playlists/:playlistId/items', updateItems);
  router.put('/playlists/:playlistId/tracks', updateItems);
}
