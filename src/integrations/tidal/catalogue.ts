// TIDAL's catalogue: artists, tracks and albums by id, search, and tracks by ISRC.
import type { PageRequest, SearchQuery, CatalogueReads, CatalogueUser } from '../types.js';
import { Included, albumItem, artistItem, trackItem, type Resource, type TidalDocument } from './mapping.js';
import {
  ALBUM_PATHS,
  ARTIST_PATHS,
  TRACK_PATHS,
  album,
  artist,
  nested,
  tidalQuery,
  track,
  type ListSpec,
} from './documents.js';
import { enc, type TidalContext } from './context.js';

export function catalogue(ctx: TidalContext): CatalogueReads {
  const { read, country, list } = ctx;

  const searchList = <T>(
    operation: string,
    within: string,
    paths: string[],
    q: string,
    user: CatalogueUser,
    map: ListSpec<T>['map'],
    page: PageRequest,
  ) =>
    list(
      {
        operation,
        user,
        path: 'searchResults',
        params: { 'filter[query]': q },
        carry: { countryCode: country(user), include: nested(within, paths) },
        within,
        map,
      },
      page,
    );
  // GET /tracks takes a user token only with the internal `r_usr` scope: ISRC lookups go with the app's credentials.
  const isrcList = (user: CatalogueUser, isrc: string, page: PageRequest) =>
    list(
      {
        operation: 'tracksByIsrc',
        user: null,
        path: 'tracks',
        params: { 'filter[isrc]': isrc.toUpperCase() },
        carry: { countryCode: country(user), include: TRACK_PATHS.join(',') },
        map: track,
      },
      page,
    );

  return {
    async artist(user, artistId) {
      const doc = await read<TidalDocument<Resource>>('artist', `artists/${enc(artistId)}`, user, {
        countryCode: country(user),
        include: ARTIST_PATHS.join(','),
      });
      return artistItem(doc.data, new Included(doc));
    },
    async track(user, trackId) {
      const doc = await read<TidalDocument<Resource>>('track', `tracks/${enc(trackId)}`, user, {
        countryCode: country(user),
        include: TRACK_PATHS.join(','),
      });
      return trackItem(doc.data, new Included(doc));
    },
    async album(user, albumId) {
      const doc = await read<TidalDocument<Resource>>('album', `albums/${enc(albumId)}`, user, {
        countryCode: country(user),
        include: ALBUM_PATHS.join(','),
      });
      return albumItem(doc.data, new Included(doc));
    },
    searchTracks: (user, query: SearchQuery, page) =>
      query.isrc && !query.track && !query.artist && !query.album
        ? isrcList(user, query.isrc, page)
        : searchList(
            'searchTracks',
            'tracks',
            TRACK_PATHS,
            tidalQuery([query.track, query.artist, query.album]),
            user,
            track,
            page,
          ),
    searchAlbums: (user, query, page) =>
      searchList(
        'searchAlbums',
        'albums',
        ALBUM_PATHS,
        tidalQuery([query.album ?? query.track, query.artist]),
        user,
        album,
        page,
      ),
    searchArtists: (user, query, page) =>
      searchList(
        'searchArtists',
        'artists',
        ARTIST_PATHS,
        tidalQuery([query.artist ?? query.track]),
        user,
        artist,
        page,
      ),
    async tracksByIsrc(user, isrc) {
      return (await isrcList(user, isrc, {})).items;
    },
  };
}
