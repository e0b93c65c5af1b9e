import type { Router } from 'express';
import type { LibraryStore } from '../kit/library.js';
import { listenerOf, ownUserId } from './auth.js';
import { notFound } from './itemRoutes.js';
import { idOf } from './query.js';

// Favourites are the user's data of an item: a track's, an album's or an artist's `IsFavorite`.

export function favouriteRoutes(router: Router, library: LibraryStore) {
  const view = library.view;
  for (const method of ['post', 'delete'] as const)
    router[method]('/UserFavoriteItems/:itemId', (req, res) => {
      if (!ownUserId(req, res)) return;
      const user = listenerOf(res);
      const id = idOf(req.params.itemId);
      const list = view.track(id)
        ? user.liked
        : view.album(id)
          ? user.albums
          : view.artist(id)
            ? user.artists
            : library.playlist(id)
              ? null
              : undefined;
      if (list === undefined) return notFound(res);
      if (list) method === 'post' ? library.save(list, [id]) : library.unsave(list, [id]);
      res.json({
        PlaybackPositionTicks: 0,
        PlayCount: 0,
        IsFavorite: method === 'post',
        Played: false,
        Key: id,
        ItemId: id,
      });
    });
}
