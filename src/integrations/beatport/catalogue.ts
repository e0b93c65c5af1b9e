// Beatport's catalogue: artists, tracks and releases by id, search, tracks by ISRC; all read with a listener's token.
import { unsupported } from '../errors.js';
import {
  listenerOf,
  type CatalogueReads,
  type CatalogueUser,
  type Page,
  type PageRequest,
  type TrackItem,
  type UserSession,
} from '../types.js';
import {
  albumItem,
  artistItem,
  trackItem,
  type BeatportArtist,
  type BeatportRelease,
  type BeatportTrack,
} from './mapping.js';
import { inferredCursor, MAX_PER_PAGE, nextCursor, pageParams, type BeatportPage } from './paging.js';
import { segment, type BeatportContext } from './context.js';

const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;

/** Search words: Beatport's search box takes one text, matched across names, artists and releases. */
const words = (...parts: (string | undefined)[]) =>
  parts
    .filter((p): p is string => Boolean(p?.trim()))
    .join(' ')
    .trim();

/** A catalogue read needs a listener: Beatport gives apps no token of their own. */
const listener = (user: CatalogueUser, operation: string): UserSession => {
  const session = listenerOf(user);
  if (!session) throw unsupported('beatport', `${operation} without a listener`);
  return session;
};

type SearchKind = 'tracks' | 'releases' | 'artists';

export function catalogue({ get }: BeatportContext): CatalogueReads {
  const search = async <W, T>(
    operation: string,
    type: SearchKind,
    q: string,
    user: UserSession,
    page: PageRequest,
    map: (item: W) => T,
  ): Promise<Page<T>> => {
    if (!q) return { items: [], next: null, total: 0 };
    const asked = pageParams(page);
    const body = await get<Partial<Record<SearchKind, W[]>> & { next?: string | null }>(
      operation,
      'catalog/search/',
      user,
      { q, type, ...asked },
    );
    const found = body[type] ?? [];
    const next = 'next' in body ? nextCursor(body.next, asked) : inferredCursor(found.length, asked);
    return { items: found.map(map), next, total: null };
  };

  const tracksWithIsrc = async (user: UserSession, isrc: string): Promise<TrackItem[]> => {
    const code = isrc.trim().toUpperCase();
    if (!ISRC.test(code)) return [];
    const body = await get<BeatportPage<BeatportTrack>>('tracksByIsrc', 'catalog/tracks/', user, {
      isrc: code,
      per_page: MAX_PER_PAGE,
    });
    return body.results.map((t) => trackItem(t));
  };

  return {
    async artist(user, artistId) {
      const who = listener(user, 'artist');
      return artistItem(await get<BeatportArtist>('artist', `catalog/artists/${segment(artistId)}/`, who));
    },
    async track(user, trackId) {
      const who = listener(user, 'track');
      return trackItem(await get<BeatportTrack>('track', `catalog/tracks/${segment(trackId)}/`, who));
    },
    async album(user, albumId) {
      const who = listener(user, 'album');
      return albumItem(await get<BeatportRelease>('album', `catalog/releases/${segment(albumId)}/`, who));
    },
    async searchTracks(user, query, page) {
      const who = listener(user, 'searchTracks');
      const q = words(query.track, query.artist);
      if (!q && query.isrc && !page.cursor) {
        const items = await tracksWithIsrc(who, query.isrc);
        return { items, next: null, total: items.length };
      }
      return search<BeatportTrack, TrackItem>('searchTracks', 'tracks', q, who, page, (t) => trackItem(t));
    },
    searchAlbums: async (user, query, page) =>
      search(
        'searchAlbums',
        'releases',
        words(query.album ?? query.track, query.artist),
        listener(user, 'searchAlbums'),
        page,
        albumItem,
      ),
    searchArtists: async (user, query, page) =>
      search(
        'searchArtists',
        'artists',
        words(query.artist ?? query.track),
        listener(user, 'searchArtists'),
        page,
        artistItem,
      ),
    tracksByIsrc: async (user, isrc) => tracksWithIsrc(listener(user, 'tracksByIsrc'), isrc),
  };
}
