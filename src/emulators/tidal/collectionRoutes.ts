import type { Request, Response, Router } from 'express';
import type { EmulatedUser, LibraryStore } from '../kit/library.js';
import { checkQuery, fail, notFound } from './jsonApi.js';
import { canRead, createGraph, identifiersOf, sendRelationship } from './graph.js';

// A user's collection: saved tracks, albums, artists and playlists.

const COLLECTIONS = {
  userCollectionTracks: 'tracks',
  userCollectionAlbums: 'albums',
  userCollectionArtists: 'artists',
  userCollectionPlaylists: 'playlists',
} as const;
type CollectionType = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

export function collectionRoutes(
  router: Router,
  library: LibraryStore,
  requireUser: (res: Response) => EmulatedUser | undefined,
) {
  const view = library.view;
  /** Only the user's own collection exists for them (`me` or their id). */
  const owner = (req: Request, res: Response) => {
    const user = requireUser(res);
    if (user && req.params.id !== 'me' && req.params.id !== user.id) return void notFound(res);
    return user;
  };
  const exists = (type: CollectionType, id: string, user: EmulatedUser) => {
    if (type === 'playlists') {
      const playlist = library.playlist(id);
      return Boolean(playlist && canRead(playlist, user));
    }
    return Boolean(type === 'tracks' ? view.track(id) : type === 'albums' ? view.album(id) : view.artist(id));
  };
  const savedList = (user: EmulatedUser, type: Exclude<CollectionType, 'playlists'>) =>
    type === 'tracks' ? user.liked : type === 'albums' ? user.albums : user.artists;
  const collected = (user: EmulatedUser, type: CollectionType) =>
    type === 'playlists' ? user.playlistIds : savedList(user, type).map((s) => s.id);

  for (const [name, type] of Object.entries(COLLECTIONS)) {
    const path = `/${name}/:id/relationships/items`;
    router.get(path, (req, res) => {
      const user = owner(req, res);
      if (!user || !checkQuery(req, res, [], ['-addedAt'])) return;
      sendRelationship(req, res, createGraph(library, user.country, user), { id: user.id, type: name }, 'items', '');
    });

    router.post(path, (req, res) => {
      const user = owner(req, res);
      const refs = user && identifiersOf(req, res, [type], false);
      if (!user || !refs) return;
      const ids = [...new Set(refs.map((r) => r.id))];
      const known = ids.filter((id) => exists(type, id, user));
      const present = new Set(collected(user, type));
      // The whole batch is refused when anything in it is already collected.
      if (known.some((id) => present.has(id)))
        return fail(res, 409, 'DUPLICATE_ITEMS_IN_COLLECTION', 'Collection already contains one or more items');
      if (type === 'playlists') user.playlistIds.unshift(...known);
      else library.save(savedList(user, type), known);
      const addedAt = new Date().toISOString();
      const skipped = ids.filter((id) => !known.includes(id)).map((id) => ({ id, type, reason: 'NOT_FOUND' }));
      res.json({
        data: known.map((id) => ({ id, type, meta: { addedAt } })),
        links: { self: `/${name}/${user.id}/relationships/items` },
        meta: { skipped },
      });
    });

    router.delete(path, (req, res) => {
      const user = owner(req, res);
      const refs = user && identifiersOf(req, res, [type], false);
      if (!user || !refs) return;
      const gone = new Set(refs.map((r) => r.id));
      // Taking a playlist out of the collection leaves the playlist itself alone.
      if (type === 'playlists')
        user.playlistIds.splice(0, user.playlistIds.length, ...user.playlistIds.filter((id) => !gone.has(id)));
      else library.unsave(savedList(user, type), [...gone]);
      res.json({ links: { self: `/${name}/${user.id}/relationships/items` } });
    });
  }
}
