import type { Request, Response } from 'express';
import type { EmulatedPlaylist, EmulatedUser, LibraryStore, Saved } from '../kit/library.js';
import {
  MAX_BATCH,
  PAGE_SIZE,
  albumResource,
  artistResource,
  artworkResource,
  expand,
  pageLinks,
  parseInclude,
  playlistResource,
  refKey,
  searchResultsResource,
  trackResource,
  userResource,
  type Graph,
  type Links,
  type Ref,
  type ResourceObject,
} from './wire.js';
import { badRequest, cursorOffset, decodeSearchId } from './jsonApi.js';
import { fieldAt } from '../../http/unchecked.js';

// The resources and relationships the API serves, and the documents made of them: a resource
// document with its `include`s, a page of a relationship, and the bodies of writes.

/** Public playlists are anyone's to read; unlisted ones their owner's and their followers'. */
export function canRead(playlist: EmulatedPlaylist, viewer: EmulatedUser | undefined): boolean {
  return (
    playlist.isPublic ||
    (viewer !== undefined && (playlist.ownerKey === viewer.key || viewer.playlistIds.includes(playlist.id)))
  );
}

/** Collections list newest first (TIDAL's default sort, `-addedAt`). */
export const newestFirst = (list: Saved[]) => [...list].sort((a, b) => b.addedAt.localeCompare(a.addedAt));

/** The resources and relationships of the catalogue and the libraries, as seen from one country by one user. */
export function createGraph(library: LibraryStore, country: string, viewer: EmulatedUser | undefined): Graph {
  const view = library.view;
  const albumDuration = (trackIds: string[]) => trackIds.reduce((ms, id) => ms + (view.track(id)?.durationMs ?? 0), 0);
  const artworkImage = (id: string) =>
    id.startsWith('c')
      ? view.album(id.slice(1))?.imageUrl
      : id.startsWith('p')
        ? view.artist(id.slice(1))?.imageUrl
        : null;

  function resource(ref: Ref): ResourceObject | undefined {
    switch (ref.type) {
      case 'tracks': {
        const track = view.track(ref.id);
        return track && trackResource(track, country);
      }
      case 'albums': {
        const album = view.album(ref.id);
        return album && albumResource(album, albumDuration(album.trackIds));
      }
      case 'artists': {
        const artist = view.artist(ref.id);
        return artist && artistResource(artist);
      }
      case 'artworks': {
        const image = artworkImage(ref.id);
        return image ? artworkResource(ref.id, image) : undefined;
      }
      case 'playlists': {
        const playlist = library.playlist(ref.id);
        return playlist && canRead(playlist, viewer) ? playlistResource(playlist) : undefined;
      }
      case 'users': {
        const user = library.userById(ref.id);
        return user && userResource(user, user.key === viewer?.key);
      }
      case 'searchResults':
        return searchResultsResource(ref.id, decodeSearchId(ref.id));
      default:
        return undefined;
    }
  }

  function related(ref: Ref, name: string, offset: number, limit: number): { refs: Ref[]; total: number } {
    const paged = <T>(list: T[] | undefined, map: (item: T, index: number) => Ref) => ({
      refs: (list ?? []).slice(offset, offset + limit).map((item, i) => map(item, offset + i)),
      total: list?.length ?? 0,
    });
    const refTo = (type: string) => (item: { id: string }) => ({ id: item.id, type });
    const saved = (list: Saved[] | undefined, type: string) =>
      paged(list && newestFirst(list), (s) => ({ id: s.id, type, meta: { addedAt: s.addedAt } }));
    switch (`${ref.type}.${name}`) {
      case 'tracks.artists':
        return paged(view.track(ref.id)?.artists, refTo('artists'));
      case 'tracks.albums':
        return paged(view.track(ref.id) ? [view.track(ref.id)!.album] : [], refTo('albums'));
      case 'albums.artists':
        return paged(view.album(ref.id)?.artists, refTo('artists'));
      case 'albums.coverArt':
        return paged(view.album(ref.id)?.imageUrl ? [{ id: `c${ref.id}` }] : [], refTo('artworks'));
      case 'albums.items':
        return paged(view.album(ref.id)?.trackIds, (id, i) => ({
          id,
          type: 'tracks',
          meta: { trackNumber: i + 1, volumeNumber: 1 },
        }));
      case 'artists.profileArt':
        return paged(view.artist(ref.id)?.imageUrl ? [{ id: `p${ref.id}` }] : [], refTo('artworks'));
      case 'playlists.items':
        return paged(library.playlist(ref.id)?.entries, (e) => ({
          id: e.trackId,
          type: 'tracks',
          meta: { itemId: e.entryId, addedAt: e.addedAt },
        }));
      case 'playlists.owners': {
        const owner = library.user(library.playlist(ref.id)?.ownerKey ?? '');
        return paged(owner ? [owner] : [], refTo('users'));
      }
      case 'searchResults.tracks':
      case 'searchResults.albums':
      case 'searchResults.artists':
        return searchPage(decodeSearchId(ref.id), name);
      case 'userCollectionTracks.items':
        return saved(library.userById(ref.id)?.liked, 'tracks');
      case 'userCollectionAlbums.items':
        return saved(library.userById(ref.id)?.albums, 'albums');
      case 'userCollectionArtists.items':
        return saved(library.userById(ref.id)?.artists, 'artists');
      case 'userCollectionPlaylists.items': {
        const user = library.userById(ref.id);
        return paged(user && library.userPlaylists(user), (p) => ({
          id: p.id,
          type: 'playlists',
          meta: { addedAt: p.createdAt },
        }));
      }
      default:
        return { refs: [], total: 0 };
    }

    function searchPage(text: string, kind: string) {
      const query = { text };
      const found =
        kind === 'tracks'
          ? view.searchTracks(query, offset, limit)
          : kind === 'albums'
            ? view.searchAlbums(query, offset, limit)
            : view.searchArtists(query, offset, limit);
      return { refs: found.items.map(refTo(kind)), total: found.total };
    }
  }

  return { resource, related };
}

/** A resource document: the primary resource(s) and whatever `include` asks for. */
export function sendResources(
  req: Request,
  res: Response,
  graph: Graph,
  type: string,
  refs: Ref[],
  options: { single?: boolean; links?: Links; status?: number; query: string },
) {
  const tree = parseInclude(req.query.include, type);
  if (typeof tree === 'string') return badRequest(res, tree);
  const objects = expand(graph, refs, tree, options.query);
  const primary = new Set(refs.map(refKey));
  const data = refs.flatMap((r) => objects.get(refKey(r)) ?? []);
  const included = [...objects].filter(([key]) => !primary.has(key)).map(([, object]) => object);
  res.status(options.status ?? 200).json({
    data: options.single ? (data[0] ?? null) : data,
    links: options.links ?? { self: req.url },
    ...(tree.size ? { included } : {}),
  });
}

/** A page of a relationship's identifiers; on these endpoints `include` may name only the relationship (and deeper). */
export function sendRelationship(req: Request, res: Response, graph: Graph, root: Ref, name: string, query: string) {
  const offset = cursorOffset(req, res);
  if (offset === null) return;
  const tree = parseInclude(req.query.include, root.type);
  if (typeof tree === 'string') return badRequest(res, tree);
  const other = [...tree.keys()].find((key) => key !== name);
  if (other) return badRequest(res, `Include path '${other}' is not available here; available: ${name}`);
  const { refs, total } = graph.related(root, name, offset, PAGE_SIZE);
  const deeper = tree.get(name);
  const included = deeper ? [...expand(graph, refs, deeper, query).values()] : [];
  res.json({ data: refs, links: pageLinks(req.url, offset, refs.length, total), ...(deeper ? { included } : {}) });
}

/**
 * The identifiers of a relationship write: 1 to `max` (50, 20 for a move), of the given types, with
 * `meta.itemId` where needed.
 */
export function identifiersOf(
  req: Request,
  res: Response,
  types: string[],
  needItemId: boolean,
  max = MAX_BATCH,
): Ref[] | undefined {
  const data = fieldAt(req.body, 'data');
  if (!Array.isArray(data) || data.length < 1 || data.length > max)
    return void badRequest(res, `data must hold 1 to ${max} resource identifiers`);
  for (const [i, item] of (data as Ref[]).entries()) {
    if (typeof item?.id !== 'string' || !types.includes(item.type))
      return void badRequest(res, `data[${i}]: expected an identifier of type ${types.join(' or ')}`);
    if (needItemId && typeof item.meta?.itemId !== 'string')
      return void badRequest(res, `data[${i}]: meta.itemId is required`);
  }
  return data as Ref[];
}

/** Playlist attributes of a create or update; `name` is required on create. */
export function playlistFields(
  res: Response,
  attributes: Record<string, unknown>,
  creating: boolean,
): { name?: string; description?: string; isPublic?: boolean } | undefined {
  const { name, description, accessType } = attributes;
  if ((creating || name !== undefined) && (typeof name !== 'string' || !name.trim()))
    return void badRequest(res, 'name must be a non-empty string');
  if (description !== undefined && typeof description !== 'string')
    return void badRequest(res, 'description must be a string');
  if (accessType !== undefined && accessType !== 'PUBLIC' && accessType !== 'UNLISTED')
    return void badRequest(res, 'accessType must be PUBLIC or UNLISTED');
  return {
    name: name as string | undefined,
    description: description as string | undefined,
    isPublic: accessType === undefined ? undefined : accessType === 'PUBLIC',
  };
}

/** The graph as one request sees it: its country and its user. */
export type GraphFor = (res: Response, country: string) => Graph;
