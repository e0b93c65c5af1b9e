import type { Request, Response, Router } from 'express';
import type { EmulatedUser, LibraryStore } from '../kit/library.js';
import { listenerOf, ownUserId } from './auth.js';
import { count, flag, idOf, list, param } from './query.js';
import {
  albumItem,
  artistItem,
  audioItem,
  playlistItem,
  problem,
  queryResult,
  userDto,
  type Fields,
  type Reader,
} from './wire.js';

// The user, the items of the library (queried, searched, read one by one) and the artists.

type Kind = 'Audio' | 'MusicAlbum' | 'MusicArtist' | 'Playlist';
const KINDS: Kind[] = ['Audio', 'MusicAlbum', 'MusicArtist', 'Playlist'];

/** Every item a query may list, each with the name it sorts by. */
interface Listed {
  id: string;
  name: string;
  kind: Kind;
}

export interface ItemSource {
  library: LibraryStore;
  serverId: string;
}

/** The items of a kind a listener may see, in the library's own order. */
function everything(source: ItemSource, user: EmulatedUser, kind: Kind): Listed[] {
  const { library } = source;
  const view = library.view;
  if (kind === 'Playlist') return library.userPlaylists(user).map((p) => ({ id: p.id, name: p.name, kind }));
  if (kind === 'Audio') return [...view.allTracks()].map((t) => ({ id: t.id, name: t.name, kind }));
  const seen = new Set<string>();
  const out: Listed[] = [];
  for (const track of view.allTracks()) {
    const refs = kind === 'MusicAlbum' ? [track.album] : track.artists;
    for (const ref of refs)
      if (!seen.has(ref.id)) {
        seen.add(ref.id);
        out.push({ id: ref.id, name: ref.name, kind });
      }
  }
  return out;
}

function favourites(source: ItemSource, user: EmulatedUser, kind: Kind): Listed[] {
  const view = source.library.view;
  if (kind === 'Audio')
    return user.liked.flatMap((s) => (view.track(s.id) ? [{ id: s.id, name: view.track(s.id)!.name, kind }] : []));
  if (kind === 'MusicAlbum')
    return user.albums.flatMap((s) => (view.album(s.id) ? [{ id: s.id, name: view.album(s.id)!.name, kind }] : []));
  if (kind === 'MusicArtist')
    return user.artists.flatMap((s) => (view.artist(s.id) ? [{ id: s.id, name: view.artist(s.id)!.name, kind }] : []));
  return [];
}

/** Search matches an item's own name, as the server's `searchTerm` does. */
function searched(source: ItemSource, user: EmulatedUser, kind: Kind, term: string): Listed[] {
  const view = source.library.view;
  const all = 1_000;
  if (kind === 'Audio')
    return view.searchTracks({ track: term }, 0, all).items.map((t) => ({ id: t.id, name: t.name, kind }));
  if (kind === 'MusicAlbum')
    return view.searchAlbums({ album: term }, 0, all).items.map((a) => ({ id: a.id, name: a.name, kind }));
  if (kind === 'MusicArtist')
    return view.searchArtists({ artist: term }, 0, all).items.map((a) => ({ id: a.id, name: a.name, kind }));
  const words = term.toLowerCase();
  return everything(source, user, kind).filter((p) => p.name.toLowerCase().includes(words));
}

/** The item named by `id` as `reader` sees it, with the optional members `fields` asks for; null when there is none. */
export function itemById(source: ItemSource, reader: Reader, id: string, fields: Fields, kinds: Kind[] = KINDS) {
  const view = source.library.view;
  const track = kinds.includes('Audio') ? view.track(id) : undefined;
  if (track) return audioItem(track, reader, fields);
  const album = kinds.includes('MusicAlbum') ? view.album(id) : undefined;
  if (album) return albumItem(album, reader, fields);
  const artist = kinds.includes('MusicArtist') ? view.artist(id) : undefined;
  if (artist) return artistItem(artist, reader, fields);
  const playlist = kinds.includes('Playlist') ? source.library.playlist(id) : undefined;
  if (playlist && (playlist.ownerKey === reader.user.key || playlist.isPublic))
    return playlistItem(playlist, reader, fields);
  return null;
}

export const notFound = (res: Response, what = 'Item') =>
  void res.status(404).json(problem(404, 'Not Found', `${what} not found.`));
export const badRequest = (res: Response, detail: string) =>
  void res.status(400).json(problem(400, 'Bad Request', detail));

/** The paging and `fields` of a query; a malformed one has been answered 400. */
export function windowOf(req: Request, res: Response): { start: number; limit: number; fields: Set<string> } | null {
  const start = count(req, 'startIndex');
  const limit = count(req, 'limit');
  if (start === null || limit === null) {
    badRequest(res, 'startIndex and limit are integers.');
    return null;
  }
  return { start: start ?? 0, limit: limit ?? Number.MAX_SAFE_INTEGER, fields: new Set(list(req, 'fields')) };
}

export function itemRoutes(router: Router, source: ItemSource) {
  const { library, serverId } = source;
  const readerOf = (res: Response): Reader => ({ serverId, user: listenerOf(res), view: library.view });

  router.get('/Users/Me', (_req, res) => void res.json(userDto(listenerOf(res), serverId)));
  router.get('/Users/:userId', (req, res) => {
    const user = listenerOf(res);
    if (idOf(req.params.userId) !== user.id) return notFound(res, 'User');
    res.json(userDto(user, serverId));
  });

  /** A query of items: by ids, favourites or a search term, of some kinds, sorted and paged. */
  const query = (req: Request, res: Response, kinds: Kind[], implied: { recursive?: true } = {}) => {
    const user = listenerOf(res);
    const at = windowOf(req, res);
    const favourite = flag(req, 'isFavorite');
    const recursive = implied.recursive ?? flag(req, 'recursive');
    if (!at || favourite === null || recursive === null) return void (at && badRequest(res, 'Not a boolean.'));
    const term = param(req, 'searchTerm')?.trim();
    const ids = list(req, 'ids').map(idOf);
    let found: Listed[];
    if (ids.length)
      found = ids.flatMap((id) => {
        const item = itemById(source, readerOf(res), id, new Set(), kinds);
        return item ? [{ id, name: item.Name, kind: item.Type as Kind }] : [];
      });
    else if (term) found = kinds.flatMap((kind) => searched(source, user, kind, term));
    else if (favourite === true) found = kinds.flatMap((kind) => favourites(source, user, kind));
    // The root of a listener's library holds their views, not items: kinds are found recursively.
    else if (recursive !== true) found = [];
    else found = kinds.flatMap((kind) => everything(source, user, kind));
    if (favourite !== undefined && (ids.length || term)) {
      const liked = new Set(kinds.flatMap((kind) => favourites(source, user, kind)).map((f) => f.id));
      found = found.filter((f) => liked.has(f.id) === favourite);
    }
    if (list(req, 'sortBy').some((s) => s === 'SortName' || s === 'Name')) {
      const descending = list(req, 'sortOrder')[0] === 'Descending';
      found = [...found].sort(
        (a, b) =>
          (descending ? -1 : 1) *
          (a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id)),
      );
    }
    const reader = readerOf(res);
    const items = found
      .slice(at.start, at.start + at.limit)
      .map((f) => itemById(source, reader, f.id, at.fields, [f.kind]))
      .filter(Boolean);
    res.json(queryResult(items, found.length, at.start));
  };

  router.get('/Items', (req, res) => {
    if (!ownUserId(req, res)) return;
    const asked = list(req, 'includeItemTypes');
    const unknown = asked.filter((k) => !KINDS.includes(k as Kind));
    // Kinds of a music library only: a query for films finds none here.
    const kinds = asked.length ? (asked.filter((k) => KINDS.includes(k as Kind)) as Kind[]) : KINDS;
    if (asked.length && unknown.length === asked.length) return void res.json(queryResult([], 0, 0));
    query(req, res, kinds);
  });
  router.get('/Artists', (req, res) => {
    if (!ownUserId(req, res)) return;
    // The artists endpoint lists artists whatever else is asked: `recursive` is implied.
    query(req, res, ['MusicArtist'], { recursive: true });
  });

  router.get('/Items/:itemId', (req, res) => {
    if (!ownUserId(req, res)) return;
    const item = itemById(source, readerOf(res), idOf(req.params.itemId), 'all');
    if (!item) return notFound(res);
    res.json(item);
  });
}
