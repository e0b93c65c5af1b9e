import type { EmulatedPlaylist, EmulatedUser, LibraryStore, Saved } from '../kit/library.js';
import {
  all,
  flag,
  notAuthorized,
  notFound,
  one,
  required,
  SubsonicFailure,
  type SubsonicCall,
  type SubsonicMethod,
} from './calls.js';
import { album, artist, playlist, playlistWithSongs, song } from './wire.js';

/** The playlist and starring methods, over the emulator's library store. */
export function libraryMethods(library: LibraryStore): Record<string, SubsonicMethod> {
  const view = library.view;
  const ownerOf = (p: EmulatedPlaylist) => library.user(p.ownerKey)!;
  const everyone = () => library.signInUsers().map((u) => library.user(u.key)!);

  /** A playlist the caller may read: their own, or anyone's public one (others' private ones do not exist for them). */
  const readable = (call: SubsonicCall, id: string): EmulatedPlaylist => {
    const p = library.playlist(id);
    if (!p || (!p.isPublic && p.ownerKey !== call.user.key)) throw notFound('playlist');
    return p;
  };
  /** A playlist the caller owns: others' public ones are theirs to read, not to write (error 50). */
  const owned = (call: SubsonicCall, id: string): EmulatedPlaylist => {
    const p = readable(call, id);
    if (p.ownerKey !== call.user.key) throw notAuthorized();
    return p;
  };
  const songIds = (call: SubsonicCall, name: string) => {
    const ids = all(call, name);
    if (ids.some((id) => !view.track(id))) throw notFound('song');
    return ids;
  };
  const withSongs = (p: EmulatedPlaylist) => ({ playlist: playlistWithSongs(p, ownerOf(p), view) });

  const starredKinds = {
    id: { list: (u: EmulatedUser) => u.liked, exists: (id: string) => Boolean(view.track(id)) },
    albumId: { list: (u: EmulatedUser) => u.albums, exists: (id: string) => Boolean(view.album(id)) },
    artistId: { list: (u: EmulatedUser) => u.artists, exists: (id: string) => Boolean(view.artist(id)) },
  } as const;
  const starring = (call: SubsonicCall) => {
    const wanted = (Object.keys(starredKinds) as (keyof typeof starredKinds)[])
      .map((param) => [param, all(call, param)] as const)
      .filter(([, ids]) => ids.length > 0);
    if (wanted.length === 0) throw new SubsonicFailure(10, "required 'id' parameter is missing");
    return wanted;
  };
  const albumsBy = (artistId: string) =>
    [...view.allTracks()].filter((t) => t.artists[0]?.id === artistId).map((t) => t.album.id);

  return {
    getPlaylists: {
      run(call) {
        const username = one(call, 'username');
        if (username !== undefined && username.toLowerCase() !== call.user.id.toLowerCase()) throw notAuthorized();
        // The caller's own, then everyone else's public ones, as Navidrome lists them.
        const others = everyone()
          .filter((u) => u.key !== call.user.key)
          .flatMap((u) => library.userPlaylists(u).filter((p) => p.isPublic));
        const listed = [...library.userPlaylists(call.user), ...others];
        return { playlists: { playlist: listed.map((p) => playlist(p, ownerOf(p), view)) } };
      },
    },
    getPlaylist: {
      run: (call) => withSongs(readable(call, required(call, 'id'))),
    },
    createPlaylist: {
      run(call) {
        const playlistId = one(call, 'playlistId');
        const name = one(call, 'name');
        const songs = songIds(call, 'songId');
        if (playlistId === undefined) {
          if (!name) throw new SubsonicFailure(10, "required 'name' parameter is missing");
          const created = library.createPlaylist(call.user, { name });
          if (songs.length) library.addEntries(created, songs);
          return withSongs(created);
        }
        // With a playlist's id, its songs are replaced by those given, in their order.
        const p = owned(call, playlistId);
        if (name) p.name = name;
        p.entries = [];
        library.addEntries(p, songs);
        return withSongs(p);
      },
    },
    updatePlaylist: {
      run(call) {
        const p = owned(call, required(call, 'playlistId'));
        const name = one(call, 'name');
        const comment = one(call, 'comment');
        const isPublic = flag(one(call, 'public'));
        const adding = songIds(call, 'songIdToAdd');
        // Places in the playlist as it stands before this call, counted from 0; others are ignored.
        const removing = new Set(all(call, 'songIndexToRemove').map(Number));
        if (name !== undefined) p.name = name;
        if (comment !== undefined) p.description = comment;
        if (isPublic !== undefined) p.isPublic = isPublic;
        if (removing.size) {
          const gone = p.entries.filter((_, i) => removing.has(i)).map((e) => ({ entryId: e.entryId }));
          library.removeEntries(p, gone);
        }
        if (adding.length) library.addEntries(p, adding);
        if (name !== undefined || comment !== undefined || isPublic !== undefined) library.touch(p);
        return {};
      },
    },
    deletePlaylist: {
      run(call) {
        const p = owned(call, required(call, 'id'));
        library.deletePlaylist(call.user, p.id);
        return {};
      },
    },
    getStarred2: {
      run(call) {
        const me = call.user;
        const at = (list: Saved[]) => list.map((s) => ({ id: s.id, starred: `${s.addedAt.slice(0, 19)}Z` }));
        const songs = at(me.liked).map((s) => song(view.track(s.id)!, view, s.starred));
        const albums = at(me.albums).map((s) => album(view.album(s.id)!, view, s.starred));
        const artists = at(me.artists).map((s) => artist(view.artist(s.id)!, new Set(albumsBy(s.id)).size, s.starred));
        // Go's encoder leaves empty lists out.
        return {
          starred2: {
            ...(artists.length ? { artist: artists } : {}),
            ...(albums.length ? { album: albums } : {}),
            ...(songs.length ? { song: songs } : {}),
          },
        };
      },
    },
    star: {
      run(call) {
        const wanted = starring(call);
        for (const [param, ids] of wanted) if (ids.some((id) => !starredKinds[param].exists(id))) throw notFound();
        for (const [param, ids] of wanted) library.save(starredKinds[param].list(call.user), ids);
        return {};
      },
    },
    unstar: {
      run(call) {
        for (const [param, ids] of starring(call)) library.unsave(starredKinds[param].list(call.user), ids);
        return {};
      },
    },
  };
}
