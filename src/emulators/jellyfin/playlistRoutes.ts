import type { Request, Response, Router } from 'express';
import type { EmulatedPlaylist, LibraryStore } from '../kit/library.js';
import { fieldAt } from '../../http/unchecked.js';
import { listenerOf, ownUserId } from './auth.js';
import { badRequest, notFound, windowOf } from './itemRoutes.js';
import { count, idOf, list } from './query.js';
import { audioItem, problem, queryResult } from './wire.js';

// Playlists: made with a JSON body, read as a PlaylistDto or as a page of entries (each with its
// PlaylistItemId), changed by their owner only, entries added at a position, removed and moved by
// entry id. Writes answer 204 with no body.

export function playlistRoutes(router: Router, library: LibraryStore, serverId: string) {
  const view = library.view;

  /** The playlist, if the listener may see it (theirs, or opened to all); else a 404 has been sent. */
  const visible = (req: Request, res: Response): EmulatedPlaylist | undefined => {
    const playlist = library.playlist(idOf(String(req.params.playlistId)));
    const user = listenerOf(res);
    if (!playlist || (playlist.ownerKey !== user.key && !playlist.isPublic)) return void notFound(res, 'Playlist');
    return playlist;
  };
  /** The playlist, if the listener may change it: only its owner here (nobody is shared one). */
  const editable = (req: Request, res: Response): EmulatedPlaylist | undefined => {
    const playlist = visible(req, res);
    if (playlist && playlist.ownerKey !== listenerOf(res).key) {
      res.status(403).json(problem(403, 'Forbidden', 'User does not have permission to modify this playlist.'));
      return undefined;
    }
    return playlist;
  };
  /** Ids of tracks this server has, in the order given; others are passed over, as the server does. */
  const knownTracks = (ids: unknown[]) =>
    ids
      .filter((id): id is string => typeof id === 'string')
      .map(idOf)
      .filter((id) => view.track(id));

  router.post('/Playlists', (req, res) => {
    const user = listenerOf(res);
    const name = fieldAt(req.body, 'Name');
    if (typeof name !== 'string' || !name.trim()) return badRequest(res, 'Name is required.');
    const owner = fieldAt(req.body, 'UserId');
    if (typeof owner === 'string' && idOf(owner) !== user.id)
      return void res
        .status(403)
        .json(problem(403, 'Forbidden', 'User is not allowed to create playlists for others.'));
    const ids = fieldAt(req.body, 'Ids');
    const playlist = library.createPlaylist(user, { name, isPublic: fieldAt(req.body, 'IsPublic') === true });
    library.addEntries(playlist, knownTracks(Array.isArray(ids) ? ids : []));
    res.json({ Id: playlist.id });
  });

  router.get('/Playlists/:playlistId', (req, res) => {
    const playlist = visible(req, res);
    if (!playlist) return;
    res.json({ OpenAccess: playlist.isPublic, Shares: [], ItemIds: playlist.entries.map((e) => e.trackId) });
  });

  router.post('/Playlists/:playlistId', (req, res) => {
    const playlist = editable(req, res);
    if (!playlist) return;
    const name = fieldAt(req.body, 'Name');
    const isPublic = fieldAt(req.body, 'IsPublic');
    const ids = fieldAt(req.body, 'Ids');
    if (typeof name === 'string' && name.trim()) playlist.name = name;
    if (typeof isPublic === 'boolean') playlist.isPublic = isPublic;
    if (Array.isArray(ids)) {
      library.removeEntries(
        playlist,
        playlist.entries.map((e) => ({ entryId: e.entryId })),
      );
      library.addEntries(playlist, knownTracks(ids));
    }
    library.touch(playlist);
    res.status(204).end();
  });

  router.get('/Playlists/:playlistId/Items', (req, res) => {
    if (!ownUserId(req, res)) return;
    const playlist = visible(req, res);
    const at = playlist && windowOf(req, res);
    if (!playlist || !at) return;
    const reader = { serverId, user: listenerOf(res), view };
    const items = playlist.entries.slice(at.start, at.start + at.limit).flatMap((entry) => {
      const track = view.track(entry.trackId);
      return track ? [audioItem(track, reader, at.fields, entry)] : [];
    });
    res.json(queryResult(items, playlist.entries.length, at.start));
  });

  router.post('/Playlists/:playlistId/Items', (req, res) => {
    if (!ownUserId(req, res)) return;
    const playlist = editable(req, res);
    if (!playlist) return;
    const position = count(req, 'position');
    if (position === null) return badRequest(res, 'position is an integer.');
    library.addEntries(playlist, knownTracks(list(req, 'ids')), position);
    res.status(204).end();
  });

  router.delete('/Playlists/:playlistId/Items', (req, res) => {
    const playlist = editable(req, res);
    if (!playlist) return;
    library.removeEntries(
      playlist,
      list(req, 'entryIds').map((entryId) => ({ entryId: idOf(entryId) })),
    );
    res.status(204).end();
  });

  // The entry is named by its PlaylistItemId: taken out, then put at `newIndex` of what is left.
  router.post('/Playlists/:playlistId/Items/:itemId/Move/:newIndex', (req, res) => {
    const playlist = editable(req, res);
    if (!playlist) return;
    if (!/^\d{1,9}$/.test(req.params.newIndex)) return badRequest(res, 'newIndex is an integer.');
    const entryId = idOf(req.params.itemId);
    const from = playlist.entries.findIndex((e) => e.entryId === entryId);
    if (from < 0) return notFound(res, 'Playlist item');
    const [entry] = playlist.entries.splice(from, 1);
    playlist.entries.splice(Math.min(Number(req.params.newIndex), playlist.entries.length), 0, entry);
    library.touch(playlist);
    res.status(204).end();
  });
}
