import type { EmulatedPlaylist, EmulatedUser, LibraryStore, Saved } from '../kit/library.js';
import {
  flag,
  ids,
  listener,
  missing,
  notFound,
  param,
  paging,
  QobuzFailure,
  type QobuzCall,
  type QobuzMethod,
} from './calls.js';
import {
  albumListItem,
  artistListItem,
  collection,
  playlistObject,
  playlistSummary,
  playlistTrackItem,
  SUCCESS,
  trackListItem,
  unixSeconds,
  userRef,
  loginOf,
} from './wire.js';

/** The playlist and favourite methods of the API, over the emulator's library store. */
export function libraryMethods(library: LibraryStore): Record<string, QobuzMethod> {
  const view = library.view;
  // `updated_at` moves with every write, a rename too (the recorded playlist/update answer).
  const updatedAt = (p: EmulatedPlaylist) => unixSeconds(p.modifiedAt);
  const ownerOf = (p: EmulatedPlaylist) => library.user(p.ownerKey)!;
  const byLogin = (login: string) =>
    library
      .signInUsers()
      .map((u) => library.user(u.key)!)
      .find((u) => loginOf(u) === login);

  /** A playlist the caller may read: their own, or anyone's public one. */
  const readable = (call: QobuzCall): EmulatedPlaylist => {
    const playlist = library.playlist(param(call, 'playlist_id'));
    if (!playlist || (!playlist.isPublic && playlist.ownerKey !== call.user?.key)) throw notFound();
    return playlist;
  };
  /** A playlist the caller owns. */
  const owned = (call: QobuzCall): { me: EmulatedUser; playlist: EmulatedPlaylist } => {
    const me = listener(call);
    const playlist = readable(call);
    if (playlist.ownerKey !== me.key) throw new QobuzFailure(403, 'Insufficient permissions.');
    return { me, playlist };
  };
  const existingTracks = (value: string | undefined) => {
    const wanted = ids(value);
    if (wanted.some((id) => !view.track(id))) throw notFound();
    return wanted;
  };
  const summary = (playlist: EmulatedPlaylist) =>
    playlistSummary(playlist, ownerOf(playlist), view, updatedAt(playlist));

  const favouriteKinds = {
    tracks: {
      list: (u: EmulatedUser) => u.liked,
      param: 'track_ids',
      exists: (id: string) => Boolean(view.track(id)),
      present: (s: Saved, u: EmulatedUser) => trackListItem(view.track(s.id)!, view, u.country),
    },
    albums: {
      list: (u: EmulatedUser) => u.albums,
      param: 'album_ids',
      exists: (id: string) => Boolean(view.album(id)),
      present: (s: Saved) => albumListItem(view.album(s.id)!, view),
    },
    artists: {
      list: (u: EmulatedUser) => u.artists,
      param: 'artist_ids',
      exists: (id: string) => Boolean(view.artist(id)),
      present: (s: Saved) => artistListItem(view.artist(s.id)!),
    },
  } as const;
  type FavouriteKind = keyof typeof favouriteKinds;
  const isKind = (value: string): value is FavouriteKind => value in favouriteKinds;

  return {
    'playlist/getUserPlaylists': {
      user: false,
      run(call) {
        // Another listener's playlists by `user_id` or `username`; without either, the caller's own.
        const other = call.params.user_id ?? call.params.username;
        const target = other ? (library.userById(other) ?? byLogin(other)) : listener(call);
        if (!target) throw notFound();
        const own = target.key === call.user?.key;
        const all = library.userPlaylists(target).filter((p) => own || p.isPublic);
        const { offset, limit } = paging(call);
        const items = all
          .slice(offset, offset + limit)
          .map((p, i) => ({ ...playlistObject(p, ownerOf(p), view, updatedAt(p)), position: offset + i + 1 }));
        return { user: userRef(target), playlists: collection(items, offset, limit, all.length) };
      },
    },
    'playlist/get': {
      user: false,
      run(call) {
        const playlist = readable(call);
        const body = playlistObject(playlist, ownerOf(playlist), view, updatedAt(playlist));
        if (!ids(call.params.extra).includes('tracks')) return body;
        const { offset, limit } = paging(call);
        const country = call.user?.country ?? null;
        const items = playlist.entries
          .slice(offset, offset + limit)
          .map((entry, i) => playlistTrackItem(entry, offset + i + 1, view, country));
        return { ...body, tracks: collection(items, offset, limit, playlist.entries.length) };
      },
    },
    'playlist/create': {
      user: true,
      run(call) {
        const me = listener(call);
        const name = param(call, 'name');
        const trackIds = existingTracks(call.params.track_ids);
        // Public unless asked otherwise, as the API does.
        const playlist = library.createPlaylist(me, {
          name,
          description: call.params.description ?? '',
          isPublic: flag(call.params.is_public) ?? true,
        });
        if (trackIds.length) library.addEntries(playlist, trackIds);
        return summary(playlist);
      },
    },
    'playlist/update': {
      user: true,
      run(call) {
        const { playlist } = owned(call);
        if (call.params.name !== undefined) playlist.name = param(call, 'name');
        if (call.params.description !== undefined) playlist.description = call.params.description;
        const isPublic = flag(call.params.is_public);
        if (isPublic !== undefined) playlist.isPublic = isPublic;
        library.touch(playlist);
        return summary(playlist);
      },
    },
    'playlist/addTracks': {
      user: true,
      run(call) {
        const { playlist } = owned(call);
        const trackIds = existingTracks(param(call, 'track_ids'));
        const fresh = flag(call.params.no_duplicate)
          ? trackIds.filter((id) => !playlist.entries.some((e) => e.trackId === id))
          : trackIds;
        library.addEntries(playlist, fresh);
        return summary(playlist);
      },
    },
    'playlist/deleteTracks': {
      user: true,
      run(call) {
        const { playlist } = owned(call);
        library.removeEntries(
          playlist,
          ids(param(call, 'playlist_track_ids')).map((entryId) => ({ entryId })),
        );
        return SUCCESS;
      },
    },
    'playlist/updateTracksPosition': {
      user: true,
      run(call) {
        const { playlist } = owned(call);
        const moved = ids(param(call, 'playlist_track_ids'));
        if (moved.length === 0) throw missing('playlist_track_ids');
        const raw = param(call, 'insert_before');
        const size = playlist.entries.length;
        // `insert_before` is a position as `playlist/get` counts them (1-based), in the playlist as
        // it stands before the move; one past the last goes to the end.
        const position = /^\d+$/.test(raw) ? Number(raw) : NaN;
        if (!Number.isInteger(position))
          throw new QobuzFailure(400, 'insert_before: This value should be of type integer.');
        if (position < 1 || position > size + 1)
          throw new QobuzFailure(400, `insert_before: This value should be between 1 and ${size + 1}.`);
        if (new Set(moved).size !== moved.length)
          throw new QobuzFailure(400, 'playlist_track_ids: This collection should contain only unique elements.');
        const named = new Set(moved);
        if (moved.some((id) => !playlist.entries.some((e) => e.entryId === id))) throw notFound();
        // The tracks go where the entry at that position stood: before the first entry from there on that stays.
        const before = playlist.entries.slice(position - 1).find((e) => !named.has(e.entryId))?.entryId ?? null;
        library.moveEntries(playlist, moved, before);
        return SUCCESS;
      },
    },
    'playlist/delete': {
      user: true,
      run(call) {
        const me = listener(call);
        if (!library.deletePlaylist(me, param(call, 'playlist_id'))) throw notFound();
        return SUCCESS;
      },
    },
    'favorite/getUserFavorites': {
      user: true,
      run(call) {
        const me = listener(call);
        const type = call.params.type;
        if (type !== undefined && !isKind(type))
          throw new QobuzFailure(400, 'type: The value you selected is not a valid choice.');
        const { offset, limit } = paging(call);
        const kinds = type ? [type] : (Object.keys(favouriteKinds) as FavouriteKind[]);
        const body: Record<string, unknown> = {};
        for (const kind of kinds) {
          const { list, present } = favouriteKinds[kind];
          const all = list(me);
          const items = all
            .slice(offset, offset + limit)
            .map((saved) => ({ ...present(saved, me), favorited_at: unixSeconds(saved.addedAt) }));
          body[kind] = collection(items, offset, limit, all.length);
        }
        return { ...body, user: userRef(me) };
      },
    },
    'favorite/create': {
      user: true,
      run(call) {
        const me = listener(call);
        const wanted = favourites(call);
        for (const [kind, list] of wanted) if (list.some((id) => !favouriteKinds[kind].exists(id))) throw notFound();
        for (const [kind, list] of wanted) library.save(favouriteKinds[kind].list(me), list);
        return SUCCESS;
      },
    },
    'favorite/delete': {
      user: true,
      run(call) {
        const me = listener(call);
        for (const [kind, list] of favourites(call)) library.unsave(favouriteKinds[kind].list(me), list);
        return SUCCESS;
      },
    },
  };

  /** The ids of `track_ids`, `album_ids` and `artist_ids`; at least one list is needed. */
  function favourites(call: QobuzCall): [FavouriteKind, string[]][] {
    const wanted = (Object.keys(favouriteKinds) as FavouriteKind[])
      .map((kind) => [kind, ids(call.params[favouriteKinds[kind].param])] as [FavouriteKind, string[]])
      .filter(([, list]) => list.length > 0);
    if (wanted.length === 0)
      throw new QobuzFailure(400, 'track_ids, album_ids or artist_ids: This value should not be blank.');
    return wanted;
  }
}
