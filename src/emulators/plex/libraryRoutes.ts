import type { Request, Response, Router } from 'express';
import type { EmulatedUser, LibraryStore } from '../kit/library.js';
import { machineOf } from './plexTv.js';
import {
  LIBRARY_PROVIDER,
  MUSIC_SECTION,
  albumMetadata,
  artistMetadata,
  failure,
  musicSection,
  playlistMetadata,
  ratingOf,
  sendContainer,
  trackMetadata,
  windowOf,
  type Reader,
} from './wire.js';

// The server's library: its identity, its one music section listed by type and filtered by
// rating, items read by ratingKey, the search hubs and ratings.

/** The type numbers of a music library's items. */
const TYPES = { 8: 'artist', 9: 'album', 10: 'track' } as const;

export interface LibrarySource {
  library: LibraryStore;
  /** The signed-in user's view of the library. */
  readerOf(res: Response): Reader;
}

export const listenerOf = (res: Response) => res.locals.user as EmulatedUser;
const withGuids = (req: Request) => req.query.includeGuids === '1';

/** Every album or artist the library's tracks belong to, once each, in the library's order. */
function everyOf(library: LibraryStore, kind: 'album' | 'artist'): string[] {
  const seen = new Set<string>();
  for (const track of library.view.allTracks())
    for (const ref of kind === 'album' ? [track.album] : track.artists) seen.add(ref.id);
  return [...seen];
}

/** The item under a ratingKey, as `reader` sees it; undefined where there is none. */
export function itemById(source: LibrarySource, reader: Reader, id: string) {
  const { view } = reader;
  const track = view.track(id);
  if (track) return trackMetadata(track, reader, true);
  const album = view.album(id);
  if (album) return albumMetadata(album, reader, true);
  const artist = view.artist(id);
  if (artist) return artistMetadata(artist, reader, true);
  const playlist = source.library.playlist(id);
  if (playlist && playlist.ownerKey === reader.user.key) return playlistMetadata(playlist, view);
  return undefined;
}

/** `userRating` as the section's filter reads it: `=` equal, `>>=` above, `<<=` below. */
function ratingFilter(req: Request): ((rating: number | undefined) => boolean) | null | undefined {
  for (const [name, value] of Object.entries(req.query)) {
    const op = /^userRating(>>|<<|!)?$/.exec(name)?.[1] ?? (name === 'userRating' ? '' : undefined);
    if (op === undefined) continue;
    const wanted = Number(value);
    if (typeof value !== 'string' || !Number.isFinite(wanted)) return null;
    if (op === '>>') return (r) => r !== undefined && r > wanted;
    if (op === '<<') return (r) => r !== undefined && r < wanted;
    if (op === '!') return (r) => r !== wanted;
    return (r) => r === wanted;
  }
  return undefined;
}

export function libraryRoutes(router: Router, source: LibrarySource) {
  const { library } = source;
  const view = library.view;

  router.get('/library/sections/all', (req, res) =>
    sendContainer(req, res, {
      size: 1,
      allowSync: false,
      title1: 'Plex Library',
      Directory: [musicSection()],
    }),
  );

  router.get('/library/sections/:sectionId/all', (req, res) => {
    if (req.params.sectionId !== MUSIC_SECTION) return failure(res, 404, 'Not Found');
    const at = windowOf(req);
    const type = req.query.type === undefined ? 8 : Number(req.query.type);
    const filter = ratingFilter(req);
    if (!at || !(type in TYPES) || filter === null) return failure(res, 400, 'Bad Request');
    const reader = source.readerOf(res);
    const kind = TYPES[type as keyof typeof TYPES];
    let ids = kind === 'track' ? [...view.allTracks()].map((t) => t.id) : everyOf(library, kind);
    if (filter) ids = ids.filter((id) => filter(ratingOf(reader, id)));
    const guids = withGuids(req);
    const items = ids
      .slice(at.start, at.start + at.size)
      .map((id) =>
        kind === 'track'
          ? trackMetadata(view.track(id)!, reader, guids)
          : kind === 'album'
            ? albumMetadata(view.album(id)!, reader, guids)
            : artistMetadata(view.artist(id)!, reader, guids),
      );
    sendContainer(req, res, {
      size: items.length,
      totalSize: ids.length,
      offset: at.start,
      Metadata: items,
    });
  });

  router.get('/library/metadata/:ids', (req, res) => {
    const reader = source.readerOf(res);
    const items = req.params.ids
      .split(',')
      .map((id) => itemById(source, reader, id.trim()))
      .filter((item) => item !== undefined);
    if (items.length === 0) return failure(res, 404, 'Not Found');
    sendContainer(req, res, { size: items.length, identifier: LIBRARY_PROVIDER, Metadata: items });
  });

  router.get('/hubs/search', (req, res) => {
    const query = typeof req.query.query === 'string' ? req.query.query.trim() : '';
    const limit = req.query.limit === undefined ? 3 : Number(req.query.limit);
    if (!query || !Number.isInteger(limit) || limit < 1) return failure(res, 400, 'Bad Request');
    const reader = source.readerOf(res);
    // Each hub matches the title of its own kind of item, as a server's search ranks them first.
    const hubs = [
      {
        type: 'artist',
        title: 'Artists',
        items: view.searchArtists({ artist: query }, 0, limit).items.map((a) => artistMetadata(a, reader, false)),
      },
      {
        type: 'album',
        title: 'Albums',
        items: view.searchAlbums({ album: query }, 0, limit).items.map((a) => albumMetadata(a, reader, false)),
      },
      {
        type: 'track',
        title: 'Tracks',
        items: view.searchTracks({ track: query }, 0, limit).items.map((t) => trackMetadata(t, reader, false)),
      },
    ].filter((hub) => hub.items.length > 0);
    sendContainer(req, res, {
      size: hubs.length,
      Hub: hubs.map((hub) => ({
        title: hub.title,
        type: hub.type,
        hubIdentifier: hub.type,
        context: `hub.${hub.type}`,
        size: hub.items.length,
        more: hub.items.length >= limit,
        style: 'shelf',
        Metadata: hub.items,
      })),
    });
  });

  // Ratings: ten puts an item in the user's liked, saved or followed list; -1 or 0 clears it.
  router.put(/^\/:\/rate$/, (req, res) => {
    const { identifier, key, rating } = req.query;
    if (identifier !== LIBRARY_PROVIDER) return failure(res, 404, 'Not Found');
    const value = Number(rating);
    if (typeof key !== 'string' || typeof rating !== 'string' || !Number.isFinite(value) || value < -1 || value > 10)
      return failure(res, 400, 'Bad Request');
    const reader = source.readerOf(res);
    const user = reader.user;
    const list = view.track(key) ? user.liked : view.album(key) ? user.albums : view.artist(key) ? user.artists : null;
    if (!list) return failure(res, 404, 'Not Found');
    library.unsave(list, [key]);
    reader.ratings.delete(key);
    if (value === 10) library.save(list, [key]);
    else if (value > 0) reader.ratings.set(key, value);
    res.status(200).type('text/html').send('');
  });

  router.get('/identity', (req, res) => {
    const user: EmulatedUser | undefined = res.locals.user;
    sendContainer(req, res, {
      size: 0,
      claimed: true,
      machineIdentifier: machineOf(user ?? library.user(library.signInUsers()[0].key)!),
      version: '1.41.3.9314-a0bfb8370',
    });
  });
}
