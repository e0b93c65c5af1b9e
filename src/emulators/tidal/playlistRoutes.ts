import type { Request, Response, Router } from 'express';
import type { EmulatedPlaylist, EmulatedUser, LibraryStore } from '../kit/library.js';
import { MAX_MOVE, PAGE_SIZE, pageLinks } from './wire.js';
import { badRequest, checkQuery, cursorOffset, fail, notFound, optionalCountry, values } from './jsonApi.js';
import { canRead, identifiersOf, playlistFields, sendRelationship, sendResources, type GraphFor } from './graph.js';
import { fieldAt, isRecord } from '../../http/unchecked.js';

// A user's playlists: list, create, read, change, delete, and their items.

interface PlaylistDeps {
  viewer: (res: Response) => EmulatedUser | undefined;
  requireUser: (res: Response) => EmulatedUser | undefined;
  graphFor: GraphFor;
  countryQuery: (country: string) => string;
}

export function playlistRoutes(router: Router, library: LibraryStore, deps: PlaylistDeps) {
  const view = library.view;
  const { viewer, requireUser, graphFor, countryQuery } = deps;

  /** The playlist of the path: 404 when the user may not see it, 403 when they may not change it. */
  const playlistFor = (req: Request, res: Response, mustOwn: boolean) => {
    const user = viewer(res);
    const playlist = library.playlist(String(req.params.id));
    if (!playlist || !canRead(playlist, user)) return void notFound(res);
    if (mustOwn && playlist.ownerKey !== user?.key)
      return void fail(res, 403, 'FORBIDDEN', 'Only the owner may change this playlist');
    return { user, playlist };
  };
  const itemsLink = (playlist: EmulatedPlaylist) => `/playlists/${playlist.id}/relationships/items`;

  router.get('/playlists', (req, res) => {
    const user = viewer(res);
    if (!checkQuery(req, res, ['id', 'owners.id'], ['createdAt', '-createdAt'])) return;
    const country = optionalCountry(req, res, user);
    const offset = country ? cursorOffset(req, res) : null;
    if (!country || offset === null) return;
    const [owners, idList] = [values(req, 'filter[owners.id]'), values(req, 'filter[id]')];
    if (!owners.length && !idList.length)
      return badRequest(res, 'At least one filter is required: filter[id], filter[owners.id]');
    const owner = owners.length ? (owners[0] === 'me' ? user : library.userById(owners[0])) : undefined;
    if (owners[0] === 'me' && !owner) return void requireUser(res);
    const found = idList.length
      ? idList.flatMap((id) => library.playlist(id) ?? [])
      : owner
        ? library.userPlaylists(owner).filter((p) => p.ownerKey === owner.key)
        : [];
    const readable = found.filter((p) => canRead(p, user)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    if (values(req, 'sort')[0] === 'createdAt') readable.reverse();
    const refs = readable.slice(offset, offset + PAGE_SIZE).map((p) => ({ id: p.id, type: 'playlists' }));
    sendResources(req, res, graphFor(res, country), 'playlists', refs, {
      links: pageLinks(req.url, offset, refs.length, readable.length),
      query: countryQuery(country),
    });
  });

  router.post('/playlists', (req, res) => {
    const user = requireUser(res);
    if (!user) return;
    if (fieldAt(req.body, 'data', 'type') !== 'playlists') return badRequest(res, "data.type must be 'playlists'");
    const attributes = fieldAt(req.body, 'data', 'attributes');
    const fields = playlistFields(res, isRecord(attributes) ? attributes : {}, true);
    if (!fields) return;
    const playlist = library.createPlaylist(user, {
      name: fields.name!,
      description: fields.description,
      isPublic: fields.isPublic ?? false,
    });
    sendResources(req, res, graphFor(res, user.country), 'playlists', [{ id: playlist.id, type: 'playlists' }], {
      single: true,
      status: 201,
      links: { self: `/playlists/${playlist.id}` },
      query: '',
    });
  });

  router.get('/playlists/:id', (req, res) => {
    const found = playlistFor(req, res, false);
    const country = found && optionalCountry(req, res, found.user);
    if (!found || !country) return;
    sendResources(req, res, graphFor(res, country), 'playlists', [{ id: found.playlist.id, type: 'playlists' }], {
      single: true,
      query: countryQuery(country),
    });
  });

  router.patch('/playlists/:id', (req, res) => {
    const found = requireUser(res) && playlistFor(req, res, true);
    if (!found) return;
    if (fieldAt(req.body, 'data', 'type') !== 'playlists') return badRequest(res, "data.type must be 'playlists'");
    if (fieldAt(req.body, 'data', 'id') !== found.playlist.id)
      return badRequest(res, 'data.id must be the id of the path');
    const attributes = fieldAt(req.body, 'data', 'attributes');
    const fields = playlistFields(res, isRecord(attributes) ? attributes : {}, false);
    if (!fields) return;
    if (fields.name !== undefined) found.playlist.name = fields.name;
    if (fields.description !== undefined) found.playlist.description = fields.description;
    if (fields.isPublic !== undefined) found.playlist.isPublic = fields.isPublic;
    library.touch(found.playlist);
    sendResources(
      req,
      res,
      graphFor(res, found.user!.country),
      'playlists',
      [{ id: found.playlist.id, type: 'playlists' }],
      { single: true, links: { self: `/playlists/${found.playlist.id}` }, query: '' },
    );
  });

  router.delete('/playlists/:id', (req, res) => {
    const found = requireUser(res) && playlistFor(req, res, true);
    if (!found) return;
    library.deletePlaylist(found.user!, found.playlist.id);
    res.json({ links: { self: `/playlists/${found.playlist.id}` } });
  });

  router.get('/playlists/:id/relationships/items', (req, res) => {
    const found = playlistFor(req, res, false);
    const country = found && optionalCountry(req, res, found.user);
    if (!found || !country || !checkQuery(req, res, [], ['itemIndex'])) return;
    sendRelationship(
      req,
      res,
      graphFor(res, country),
      { id: found.playlist.id, type: 'playlists' },
      'items',
      countryQuery(country),
    );
  });

  router.post('/playlists/:id/relationships/items', (req, res) => {
    const found = requireUser(res) && playlistFor(req, res, true);
    const refs = found && identifiersOf(req, res, ['tracks', 'videos'], false);
    if (!found || !refs) return;
    const before = fieldAt(req.body, 'meta', 'positionBefore');
    const position = before === undefined ? undefined : found.playlist.entries.findIndex((e) => e.entryId === before);
    if (position === -1) return badRequest(res, 'positionBefore is not an item of this playlist');
    // Unknown tracks (and videos, which this catalogue has none of) are skipped, not refused.
    const known = refs.filter((r) => r.type === 'tracks' && view.track(r.id));
    const skipped = refs
      .filter((r) => !known.includes(r))
      .map((r) => ({ id: r.id, type: r.type, reason: 'NOT_FOUND' }));
    const added = library.addEntries(
      found.playlist,
      known.map((r) => r.id),
      position,
    );
    res.json({
      data: added.map((e) => ({ id: e.trackId, type: 'tracks', meta: { itemId: e.entryId, addedAt: e.addedAt } })),
      links: { self: itemsLink(found.playlist) },
      meta: { skipped },
    });
  });

  // A move: the entries named by `meta.itemId` (1 to 20), in the order named, go before the entry
  // `meta.positionBefore`, which the spec requires (there is no move to the end).
  router.patch('/playlists/:id/relationships/items', (req, res) => {
    const found = requireUser(res) && playlistFor(req, res, true);
    const refs = found && identifiersOf(req, res, ['tracks', 'videos'], true, MAX_MOVE);
    if (!found || !refs) return;
    const before = fieldAt(req.body, 'meta', 'positionBefore');
    if (typeof before !== 'string' || !before) return badRequest(res, 'meta.positionBefore is required');
    const entries = new Map(found.playlist.entries.map((e) => [e.entryId, e]));
    const itemIds = refs.map((r) => String(r.meta!.itemId));
    for (const [i, ref] of refs.entries()) {
      const entry = entries.get(itemIds[i]);
      if (!entry) return badRequest(res, `data[${i}]: meta.itemId is not an item of this playlist`);
      if (entry.trackId !== ref.id || ref.type !== 'tracks')
        return badRequest(res, `data[${i}]: the item ${itemIds[i]} is not ${ref.type} ${ref.id}`);
      if (itemIds.indexOf(itemIds[i]) !== i)
        return badRequest(res, `data[${i}]: the item ${itemIds[i]} is named twice`);
    }
    if (!entries.has(before)) return badRequest(res, 'meta.positionBefore is not an item of this playlist');
    if (itemIds.includes(before)) return badRequest(res, 'meta.positionBefore is one of the items moved');
    library.moveEntries(found.playlist, itemIds, before);
    res.json({ links: { self: itemsLink(found.playlist) } });
  });

  router.delete('/playlists/:id/relationships/items', (req, res) => {
    const found = requireUser(res) && playlistFor(req, res, true);
    const refs = found && identifiersOf(req, res, ['tracks', 'videos'], true);
    if (!found || !refs) return;
    const entries = new Map(found.playlist.entries.map((e) => [e.entryId, e.trackId]));
    const gone = refs
      .filter((r) => entries.get(String(r.meta!.itemId)) === r.id)
      .map((r) => ({ entryId: String(r.meta!.itemId) }));
    library.removeEntries(found.playlist, gone);
    res.json({ links: { self: itemsLink(found.playlist) } });
  });
}
