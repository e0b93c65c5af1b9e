import type { Request, Response, Router } from 'express';
import type { EmulatedPlaylist, LibraryStore } from '../kit/library.js';
import { machineOf } from './plexTv.js';
import { listenerOf, type LibrarySource } from './libraryRoutes.js';
import { LIBRARY_PROVIDER, failure, page, playlistMetadata, sendContainer, trackMetadata, windowOf } from './wire.js';

// Playlists: the server owner's, dumb and audio here. Made from a `server://` address of items
// (never empty), read as metadata or as a page of entries (each with its playlistItemID), edited
// through the query, entries added at the end, removed and moved (after another) by entry id.

/** The ratingKeys a `server://<machine>/com.plexapp.plugins.library/library/metadata/<ids>` names on this server. */
function itemsOf(uri: unknown, machine: string): string[] | null {
  if (typeof uri !== 'string') return null;
  const prefix = `server://${machine}/${LIBRARY_PROVIDER}/library/metadata/`;
  if (!uri.startsWith(prefix)) return null;
  const ids = uri.slice(prefix.length).split(',').map(decodeURIComponent);
  return ids.every((id) => /^\d+$/.test(id)) ? ids : null;
}

export function playlistRoutes(router: Router, source: LibrarySource) {
  const library: LibraryStore = source.library;
  const view = library.view;

  /** The listener's playlist named in the path; a 404 has been sent where there is none. */
  const own = (req: Request, res: Response): EmulatedPlaylist | undefined => {
    const playlist = library.playlist(String(req.params.playlistId));
    if (!playlist || playlist.ownerKey !== listenerOf(res).key) return void failure(res, 404, 'Not Found');
    return playlist;
  };
  /** Tracks this server has among `ids`, in order; others are passed over, as the server does. */
  const known = (ids: string[]) => ids.filter((id) => view.track(id));
  const answer = (req: Request, res: Response, playlist: EmulatedPlaylist) =>
    sendContainer(req, res, { size: 1, Metadata: [playlistMetadata(playlist, view)] });

  router.get('/playlists', (req, res) => {
    const at = windowOf(req);
    if (!at) return failure(res, 400, 'Bad Request');
    const type = req.query.playlistType;
    // Every playlist here is a dumb audio one.
    const all =
      (type !== undefined && type !== 'audio') || req.query.smart === '1' || req.query.smart === 'true'
        ? []
        : library.userPlaylists(listenerOf(res));
    sendContainer(
      req,
      res,
      page(
        all.map((p) => playlistMetadata(p, view)),
        at,
      ),
    );
  });

  router.post('/playlists', (req, res) => {
    const user = listenerOf(res);
    const { type, title, smart } = req.query;
    const ids = itemsOf(req.query.uri, machineOf(user));
    if (type !== 'audio' || typeof title !== 'string' || !title.trim() || (smart !== undefined && smart !== '0'))
      return failure(res, 400, 'Bad Request');
    const tracks = ids ? known(ids) : [];
    // A dumb playlist is made of at least one item.
    if (tracks.length === 0) return failure(res, 400, 'Bad Request');
    const playlist = library.createPlaylist(user, { name: title });
    library.addEntries(playlist, tracks);
    answer(req, res, playlist);
  });

  router.get('/playlists/:playlistId', (req, res) => {
    const playlist = own(req, res);
    if (playlist) answer(req, res, playlist);
  });

  router.put('/playlists/:playlistId', (req, res) => {
    const playlist = own(req, res);
    if (!playlist) return;
    const { title, summary } = req.query;
    if (typeof title === 'string' && title.trim()) playlist.name = title;
    if (typeof summary === 'string') playlist.description = summary;
    library.touch(playlist);
    res.status(204).end();
  });

  router.delete('/playlists/:playlistId', (req, res) => {
    const playlist = own(req, res);
    if (!playlist) return;
    library.deletePlaylist(listenerOf(res), playlist.id);
    res.status(204).end();
  });

  router.get('/playlists/:playlistId/items', (req, res) => {
    const playlist = own(req, res);
    const at = windowOf(req);
    if (!playlist) return;
    if (!at) return failure(res, 400, 'Bad Request');
    const reader = source.readerOf(res);
    const guids = req.query.includeGuids === '1';
    const entries = playlist.entries.slice(at.start, at.start + at.size).flatMap((entry) => {
      const track = view.track(entry.trackId);
      return track ? [trackMetadata(track, reader, guids, entry)] : [];
    });
    sendContainer(req, res, {
      size: entries.length,
      totalSize: playlist.entries.length,
      offset: at.start,
      Metadata: entries,
    });
  });

  router.put('/playlists/:playlistId/items', (req, res) => {
    const playlist = own(req, res);
    if (!playlist) return;
    const ids = itemsOf(req.query.uri, machineOf(listenerOf(res)));
    if (!ids) return failure(res, 400, 'Bad Request');
    library.addEntries(playlist, known(ids));
    answer(req, res, playlist);
  });

  router.delete('/playlists/:playlistId/items', (req, res) => {
    const playlist = own(req, res);
    if (!playlist) return;
    library.removeEntries(
      playlist,
      playlist.entries.map((e) => ({ entryId: e.entryId })),
    );
    answer(req, res, playlist);
  });

  router.delete('/playlists/:playlistId/items/:entryId', (req, res) => {
    const playlist = own(req, res);
    if (!playlist) return;
    if (library.removeEntries(playlist, [{ entryId: req.params.entryId }]) === 0) return failure(res, 404, 'Not Found');
    answer(req, res, playlist);
  });

  // The entry goes after the one `after` names, or to the top without it.
  router.put('/playlists/:playlistId/items/:entryId/move', (req, res) => {
    const playlist = own(req, res);
    if (!playlist) return;
    const entryId = req.params.entryId;
    const after = req.query.after;
    const from = playlist.entries.findIndex((e) => e.entryId === entryId);
    if (from < 0 || (after !== undefined && typeof after !== 'string')) return failure(res, 404, 'Not Found');
    const [entry] = playlist.entries.splice(from, 1);
    const at = after === undefined ? 0 : playlist.entries.findIndex((e) => e.entryId === after) + 1;
    if (at === 0 && after !== undefined) {
      playlist.entries.splice(from, 0, entry);
      return failure(res, 404, 'Not Found');
    }
    playlist.entries.splice(at, 0, entry);
    library.touch(playlist);
    answer(req, res, playlist);
  });
}
