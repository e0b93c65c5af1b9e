import { Router, type Request, type Response } from 'express';
import type { EmulatedPlaylist, EmulatedUser, LibraryStore } from '../kit/library.js';
import type { BeatportWire } from './wire.js';
import { paged } from './paging.js';
import { fieldAt } from '../../http/unchecked.js';

const notFound = (res: Response) => void res.status(404).json({ detail: 'Not found.' });
const invalidPage = (res: Response) => void res.status(404).json({ detail: 'Invalid page.' });
/** Django REST's validation error: the field's name to its messages. */
const invalid = (res: Response, field: string, message: string) => void res.status(400).json({ [field]: [message] });

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((v) => Number.isInteger(v) || (typeof v === 'string' && /^\d+$/.test(v)));

/**
 * `/v4/my/…`: the listener's account and "My Beatport" playlists. Known from clients only (paths,
 * request bodies); the answers are built from the recorded track and the clients' reading of them.
 */
export function myRoutes(library: LibraryStore, wire: (req: Request) => BeatportWire): Router {
  const router = Router();
  const view = library.view;
  const me = (res: Response): EmulatedUser => library.user(res.locals.userKey as string)!;
  /** Another listener's playlist is as unknown as a missing one (the queryset is the listener's own). */
  const own = (req: Request, res: Response): EmulatedPlaylist | undefined => {
    const playlist = library.playlist(String(req.params.id));
    if (!playlist || playlist.ownerKey !== me(res).key || !me(res).playlistIds.includes(playlist.id))
      return void notFound(res);
    return playlist;
  };

  router.get('/my/account/', (req, res) => {
    res.json(wire(req).account(me(res)));
  });

  router.get('/my/playlists/', (req, res) => {
    const page = paged(req, library.userPlaylists(me(res)), (p) => wire(req).playlist(p));
    if (!page) return invalidPage(res);
    res.json(page);
  });
  router.post('/my/playlists/', (req, res) => {
    const name = fieldAt(req.body, 'name');
    if (typeof name !== 'string' || !name.trim()) return invalid(res, 'name', 'This field is required.');
    res.status(201).json(wire(req).playlist(library.createPlaylist(me(res), { name })));
  });
  router.get('/my/playlists/:id/', (req, res) => {
    const playlist = own(req, res);
    if (playlist) res.json(wire(req).playlist(playlist));
  });
  router.patch('/my/playlists/:id/', (req, res) => {
    const playlist = own(req, res);
    if (!playlist) return;
    const name = fieldAt(req.body, 'name');
    if (name !== undefined) {
      if (typeof name !== 'string' || !name.trim()) return invalid(res, 'name', 'This field may not be blank.');
      playlist.name = name;
      library.touch(playlist);
    }
    res.json(wire(req).playlist(playlist));
  });
  router.delete('/my/playlists/:id/', (req, res) => {
    const playlist = own(req, res);
    if (!playlist) return;
    library.deletePlaylist(me(res), playlist.id);
    res.status(204).end();
  });

  router.get('/my/playlists/:id/tracks/', (req, res) => {
    const playlist = own(req, res);
    if (!playlist) return;
    const page = paged(req, playlist.entries, (e, index) => wire(req).entry(e, index + 1));
    if (!page) return invalidPage(res);
    res.json(page);
  });
  router.post('/my/playlists/:id/tracks/bulk/', (req, res) => {
    const playlist = own(req, res);
    if (!playlist) return;
    const ids = fieldAt(req.body, 'track_ids');
    if (!isIdList(ids) || ids.length === 0) return invalid(res, 'track_ids', 'This field is required.');
    const missing = ids.map(String).find((id) => !view.track(id));
    if (missing) return invalid(res, 'track_ids', `Invalid pk "${missing}" - object does not exist.`);
    const before = playlist.entries.length;
    const added = library.addEntries(playlist, ids.map(String));
    res.status(201).json(added.map((e, i) => wire(req).entry(e, before + i + 1)));
  });
  router.delete('/my/playlists/:id/tracks/bulk/', (req, res) => {
    const playlist = own(req, res);
    if (!playlist) return;
    const ids = fieldAt(req.body, 'item_ids');
    if (!isIdList(ids) || ids.length === 0) return invalid(res, 'item_ids', 'This field is required.');
    library.removeEntries(
      playlist,
      ids.map((id) => ({ entryId: String(id) })),
    );
    res.status(204).end();
  });

  return router;
}
