// Last.fm's catalogue: artists, tracks and albums by id (an MBID or their names), and searches. No ISRC anywhere.
import { UpstreamError, unsupported } from '../errors.js';
import type { CatalogueReads, CatalogueUser, Page, PageRequest, SearchQuery } from '../types.js';
import { albumLookup, artistLookup } from './ids.js';
import {
  albumItem,
  artistItem,
  trackMatchItem,
  wrapped,
  type LastfmAlbumInfo,
  type LastfmAlbumMatch,
  type LastfmArtist,
  type LastfmTrackMatch,
} from './mapping.js';
import { SEARCH_PAGE_MAX, cursorAfter, exact, parseCursor, type LastfmContext, type Params } from './context.js';

const text = (...values: (string | undefined)[]) => values.find((v) => v && v.trim())?.trim();
/** The words of a search; an ISRC alone is a search Last.fm cannot make. */
const words = (operation: string, query: SearchQuery, ...values: (string | undefined)[]) => {
  const found = text(...values);
  if (found) return found;
  if (query.isrc) throw unsupported('lastfm', `${operation} by ISRC`);
  throw new UpstreamError('lastfm', 'rejected', `${operation} needs words to search for`);
};

export function catalogue({ read, trackInfo }: LastfmContext): CatalogueReads {
  /** A search page: totals in `opensearch:*`, strings all; the matches under `<kind>matches`. */
  async function search<W, T>(
    operation: string,
    method: string,
    params: Params,
    matches: string,
    member: string,
    page: PageRequest,
    map: (item: W) => T,
    user: CatalogueUser,
  ): Promise<Page<T>> {
    const at = parseCursor(page, SEARCH_PAGE_MAX);
    const body = await read<{ results?: Record<string, unknown> }>(
      operation,
      method,
      { ...params, limit: at.limit, page: at.page },
      user,
    );
    const results = body?.results ?? {};
    const items = wrapped<W>(results[matches], member).map(map);
    const total = Number(results['opensearch:totalResults'] ?? 0) || 0;
    return { items, total, next: cursorAfter(at.page, at.limit, items.length > 0 && at.page * at.limit < total) };
  }

  return {
    async artist(user, id) {
      const lookup = artistLookup(id);
      if (!lookup) throw new UpstreamError('lastfm', 'notFound', `not a Last.fm artist id: ${id}`);
      const body = await read<{ artist?: LastfmArtist }>('artist', 'artist.getInfo', exact(lookup), user);
      if (!body?.artist) throw new UpstreamError('lastfm', 'notFound', 'artist.getInfo answered no artist');
      return artistItem(body.artist);
    },
    track: (user, id) => trackInfo('track', id, user),
    async album(user, id) {
      const lookup = albumLookup(id);
      if (!lookup) throw new UpstreamError('lastfm', 'notFound', `not a Last.fm album id: ${id}`);
      const body = await read<{ album?: LastfmAlbumInfo }>('album', 'album.getInfo', exact(lookup), user);
      if (!body?.album) throw new UpstreamError('lastfm', 'notFound', 'album.getInfo answered no album');
      return albumItem(body.album);
    },
    async searchTracks(user, query, page) {
      const track = words('searchTracks', query, query.track, query.album, query.artist);
      return search<LastfmTrackMatch, ReturnType<typeof trackMatchItem>>(
        'searchTracks',
        'track.search',
        { track, artist: text(query.track) ? text(query.artist) : undefined },
        'trackmatches',
        'track',
        page,
        trackMatchItem,
        user,
      );
    },
    async searchAlbums(user, query, page) {
      const album = words('searchAlbums', query, query.album, query.track, query.artist);
      return search<LastfmAlbumMatch, ReturnType<typeof albumItem>>(
        'searchAlbums',
        'album.search',
        { album },
        'albummatches',
        'album',
        page,
        albumItem,
        user,
      );
    },
    async searchArtists(user, query, page) {
      const artist = words('searchArtists', query, query.artist, query.track);
      return search<LastfmArtist, ReturnType<typeof artistItem>>(
        'searchArtists',
        'artist.search',
        { artist },
        'artistmatches',
        'artist',
        page,
        artistItem,
        user,
      );
    },
    async tracksByIsrc() {
      throw unsupported('lastfm', 'tracksByIsrc');
    },
  };
}
