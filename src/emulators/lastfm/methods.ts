import type { EmulatedUser, LibraryStore, Saved } from '../kit/library.js';
import type { OAuthServer } from '../kit/oauth.js';
import type { LastfmCatalogue } from './catalogue.js';
import {
  albumInfo,
  albumMatch,
  artistInfo,
  artistMatch,
  lastfmError,
  listed,
  lovedTrack,
  searchResults,
  trackInfo,
  trackMatch,
  trackKnownByName,
  userInfo,
} from './wire.js';

/** One call of the API, its parameters from the query or the POST body. */
export interface Call {
  params: Record<string, string>;
  /** The listener whose session key (`sk`) the call carries and Last.fm accepted. */
  user: EmulatedUser | undefined;
  apiKey: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface Method {
  /** Needs `api_sig` (and, with `session`, a valid `sk`). */
  signed?: boolean;
  session?: boolean;
  /** Only as an HTTP POST. */
  write?: boolean;
  run(call: Call): Answer;
}

export interface MethodDeps {
  library: LibraryStore;
  catalogue: LastfmCatalogue;
  oauth: OAuthServer;
  users(): EmulatedUser[];
}

const ok = (body: unknown): Answer => ({ status: 200, body });
/** Errors Last.fm sends with HTTP 200 (a missing track, say) or with a status of their own. */
export const fail = (error: number, message: string, status = 200): Answer => ({
  status,
  body: lastfmError(error, message),
});
const missing = (name: string) => fail(6, `Invalid parameters - Your request is missing the [${name}] parameter`, 400);

const number = (raw: string | undefined, fallback: number, max: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
};

/** What a listener loved that the catalogue lacks: Last.fm keeps any artist and title. */
const NAMED = 'named:';

/** The methods the emulator answers, by lower-cased name (Last.fm reads `User.getlovedtracks` too). */
export function lastfmMethods(deps: MethodDeps): Map<string, Method> {
  const { library, catalogue, oauth } = deps;
  const view = catalogue.view;
  const named = new Map<string, { artist: string; track: string }>();
  const namedKey = (artist: string, track: string) => `${NAMED}${artist.toLowerCase()}\u0000${track.toLowerCase()}`;

  const userNamed = (name: string) => deps.users().find((u) => u.id.toLowerCase() === name.toLowerCase());

  const loved = (saved: Saved) => {
    const at = Date.parse(saved.addedAt);
    const track = view.track(saved.id);
    if (track)
      return lovedTrack(
        { name: track.name, mbid: track.id, credit: catalogue.trackCredit(track), imageSeed: track.album.id },
        at,
      );
    const names = named.get(saved.id)!;
    return lovedTrack(
      { name: names.track, mbid: '', credit: { name: names.artist, mbid: '' }, imageSeed: saved.id },
      at,
    );
  };

  /** A listener's loved tracks once each (a track is loved or not), newest first. */
  const lovedOf = (user: EmulatedUser) => {
    const seen = new Set<string>();
    return user.liked.filter((s) => !seen.has(s.id) && Boolean(seen.add(s.id)));
  };

  const love = (call: Call, add: boolean): Answer => {
    const { artist, track } = call.params;
    if (!artist) return missing('artist');
    if (!track) return missing('track');
    const found = catalogue.findTrack(artist, track);
    let id = found?.id;
    if (!id) {
      id = namedKey(artist, track);
      named.set(id, { artist, track });
    }
    if (add) library.save(call.user!.liked, [id]);
    else library.unsave(call.user!.liked, [id]);
    // A write answers an empty `lfm` element: `{}` in JSON.
    return ok({});
  };

  const paging = (call: Call, fallback: number, max: number) => ({
    page: number(call.params.page, 1, Number.MAX_SAFE_INTEGER),
    limit: number(call.params.limit, fallback, max),
  });

  const methods: [string, Method][] = [
    [
      'auth.getSession',
      {
        signed: true,
        run: (call) => {
          if (!call.params.token) return missing('token');
          const issued = oauth.exchange(call.params.token, call.apiKey, null, null);
          if (typeof issued === 'string') return fail(4, 'Invalid authentication token supplied', 403);
          const user = library.user(oauth.userFor(issued.accessToken)!)!;
          return ok({ session: { name: user.id, key: issued.accessToken, subscriber: 0 } });
        },
      },
    ],
    [
      'user.getInfo',
      {
        run: (call) => {
          const user = call.params.user ? userNamed(call.params.user) : call.user;
          if (!call.params.user && !user) return missing('user');
          if (!user) return fail(6, 'User not found', 404);
          return ok(userInfo(user, Date.parse('2019-06-22T04:19:53Z')));
        },
      },
    ],
    [
      'user.getLovedTracks',
      {
        run: (call) => {
          if (!call.params.user) return missing('user');
          const user = userNamed(call.params.user);
          if (!user) return fail(6, 'User not found', 404);
          const { page, limit } = paging(call, 50, 1000);
          const all = lovedOf(user);
          const start = (page - 1) * limit;
          return ok({
            lovedtracks: {
              '@attr': {
                page: String(page),
                total: String(all.length),
                user: user.id,
                perPage: String(limit),
                totalPages: String(Math.ceil(all.length / limit)),
              },
              track: listed(all.slice(start, start + limit).map(loved)),
            },
          });
        },
      },
    ],
    ['track.love', { signed: true, session: true, write: true, run: (call) => love(call, true) }],
    ['track.unlove', { signed: true, session: true, write: true, run: (call) => love(call, false) }],
    [
      'track.getInfo',
      {
        run: ({ params }) => {
          if (!params.mbid && !(params.artist && params.track)) return missing(params.artist ? 'track' : 'artist');
          const track = params.mbid ? view.track(params.mbid) : catalogue.findTrack(params.artist, params.track);
          if (!track) {
            // A track someone loved by name only: Last.fm answers what it knows, the name.
            const loved = params.mbid ? undefined : named.get(namedKey(params.artist, params.track));
            return loved ? ok(trackKnownByName(loved.artist, loved.track)) : fail(6, 'Track not found');
          }
          const album = view.album(track.album.id);
          return ok(
            trackInfo(
              track,
              catalogue.trackCredit(track),
              album,
              album ? catalogue.albumCredit(album) : { name: '', mbid: '' },
            ),
          );
        },
      },
    ],
    [
      'album.getInfo',
      {
        run: ({ params }) => {
          if (!params.mbid && !(params.artist && params.album)) return missing(params.artist ? 'album' : 'artist');
          const album = params.mbid ? view.album(params.mbid) : catalogue.findAlbum(params.artist, params.album);
          if (!album) return fail(6, 'Album not found');
          const tracks = album.trackIds
            .map((id) => view.track(id))
            .filter((t) => t !== undefined)
            .map((track) => ({ track, credit: catalogue.trackCredit(track) }));
          return ok(albumInfo(album, catalogue.albumCredit(album), tracks));
        },
      },
    ],
    [
      'artist.getInfo',
      {
        run: ({ params }) => {
          if (!params.mbid && !params.artist) return missing('artist');
          const artist = params.mbid ? view.artist(params.mbid) : catalogue.findArtist(params.artist);
          if (!artist) return fail(6, 'The artist you supplied could not be found');
          return ok(artistInfo(artist));
        },
      },
    ],
    [
      'track.search',
      {
        run: (call) => {
          const { track, artist } = call.params;
          if (!track) return missing('track');
          const { page, limit } = paging(call, 30, 1000);
          const found = view.searchTracks({ track, ...(artist ? { artist } : {}) }, (page - 1) * limit, limit);
          const items = found.items.map((t) => trackMatch(t, catalogue.trackCredit(t)));
          return ok(searchResults('track', track, page, limit, found.total, items));
        },
      },
    ],
    [
      'album.search',
      {
        run: (call) => {
          const { album } = call.params;
          if (!album) return missing('album');
          // Unasked, album search pages by 50 (its recorded answers), not the 30 the docs say.
          const { page, limit } = paging(call, 50, 1000);
          const found = view.searchAlbums({ album }, (page - 1) * limit, limit);
          const items = found.items.map((a) => albumMatch(a, catalogue.albumCredit(a)));
          return ok(searchResults('album', album, page, limit, found.total, items));
        },
      },
    ],
    [
      'artist.search',
      {
        run: (call) => {
          const { artist } = call.params;
          if (!artist) return missing('artist');
          const { page, limit } = paging(call, 30, 1000);
          const found = view.searchArtists({ artist }, (page - 1) * limit, limit);
          return ok(searchResults('artist', artist, page, limit, found.total, found.items.map(artistMatch)));
        },
      },
    ],
  ];
  return new Map(methods.map(([name, method]) => [name.toLowerCase(), method]));
}
