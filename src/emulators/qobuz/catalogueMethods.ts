import { createHash } from 'node:crypto';
import type { SearchQuery } from '../catalogue/types.js';
import type { LibraryStore } from '../kit/library.js';
import type { OAuthServer } from '../kit/oauth.js';
import { accountObject } from './account.js';
import {
  authenticationRequired,
  notFound,
  param,
  paging,
  QobuzFailure,
  type QobuzCall,
  type QobuzMethod,
} from './calls.js';
import {
  albumListItem,
  albumObject,
  artistListItem,
  artistObject,
  collection,
  trackListItem,
  trackObject,
} from './wire.js';

const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/i;

/** What the search box reads in a query: an ISRC finds its recordings, anything else is words. */
const searchQuery = (query: string): SearchQuery =>
  ISRC.test(query.trim()) ? { isrc: query.trim() } : { text: query };

/** The catalogue methods (reads and searches, the app id alone will do) and `user/login`. */
export function catalogueMethods(library: LibraryStore, oauth: OAuthServer): Record<string, QobuzMethod> {
  const view = library.view;
  const country = (call: QobuzCall) => call.user?.country ?? null;

  const search = (call: QobuzCall) => {
    const query = param(call, 'query');
    const { offset, limit } = paging(call);
    const parsed = searchQuery(query);
    return {
      query,
      offset,
      limit,
      tracks: () => {
        const found = view.searchTracks(parsed, offset, limit);
        return collection(
          found.items.map((t) => trackListItem(t, view, country(call))),
          offset,
          limit,
          found.total,
        );
      },
      albums: () => {
        const found = view.searchAlbums(parsed, offset, limit);
        return collection(
          found.items.map((a) => albumListItem(a, view)),
          offset,
          limit,
          found.total,
        );
      },
      artists: () => {
        const found = view.searchArtists(parsed, offset, limit);
        return collection(found.items.map(artistListItem), offset, limit, found.total);
      },
      /** How many there are, without the items: how the samples show the kinds not asked for. */
      count: (kind: 'tracks' | 'albums' | 'artists') => {
        const found =
          kind === 'tracks'
            ? view.searchTracks(parsed, 0, 0)
            : kind === 'albums'
              ? view.searchAlbums(parsed, 0, 0)
              : view.searchArtists(parsed, 0, 0);
        return { limit, offset, total: found.total };
      },
    };
  };

  return {
    'track/get': {
      user: false,
      run(call) {
        const track = view.track(param(call, 'track_id'));
        if (!track) throw notFound();
        return trackObject(track, view, country(call));
      },
    },
    'album/get': {
      user: false,
      run(call) {
        const album = view.album(param(call, 'album_id'));
        if (!album) throw notFound();
        return albumObject(album, view, country(call));
      },
    },
    'artist/get': {
      user: false,
      run(call) {
        const artist = view.artist(param(call, 'artist_id'));
        if (!artist) throw notFound();
        return artistObject(artist);
      },
    },
    // Each kind's search also tells how many artists match, with none of them listed, as recorded.
    'track/search': {
      user: false,
      run(call) {
        const s = search(call);
        return { query: s.query, artists: { ...s.count('artists'), items: [] }, tracks: s.tracks() };
      },
    },
    'album/search': {
      user: false,
      run(call) {
        const s = search(call);
        return { query: s.query, artists: { ...s.count('artists'), items: [] }, albums: s.albums() };
      },
    },
    'artist/search': {
      user: false,
      run(call) {
        const s = search(call);
        return { query: s.query, artists: s.artists() };
      },
    },
    'catalog/search': {
      user: false,
      run(call) {
        const s = search(call);
        const type = call.params.type ?? 'tracks';
        const none = { limit: s.limit, offset: s.offset, total: 0 };
        return {
          query: s.query,
          artists: type === 'artists' ? s.artists() : { ...s.count('artists'), items: [] },
          tracks: type === 'tracks' ? s.tracks() : s.count('tracks'),
          albums: type === 'albums' ? s.albums() : s.count('albums'),
          articles: none,
          playlists: none,
        };
      },
    },
    'user/login': {
      user: false,
      ownToken: true,
      run(call) {
        const device = call.params.device_manufacturer_id ?? null;
        // A stored token is checked by signing in with it: the same token comes back with the account.
        if (call.params.user_id !== undefined || call.token) {
          const key = oauth.userFor(call.params.user_auth_token ?? call.token);
          const user = key ? library.user(key) : undefined;
          if (!user || (call.params.user_id !== undefined && call.params.user_id !== user.id))
            throw authenticationRequired();
          return { user: accountObject(user, device), user_auth_token: call.params.user_auth_token ?? call.token };
        }
        const name = call.params.email ?? call.params.username ?? '';
        const seeded = library.signInUsers().find((u) => u.email === name || u.email.split('@')[0] === name);
        const user = seeded ? library.user(seeded.key) : undefined;
        // Clients send the MD5 of the password.
        const digest = seeded ? createHash('md5').update(seeded.password).digest('hex') : null;
        if (!user || call.params.password !== digest)
          throw new QobuzFailure(401, 'Invalid username/email and password combination');
        const token = oauth.issue(user.key, call.appId, '').accessToken;
        return { user: accountObject(user, device), user_auth_token: token };
      },
    },
  };
}
