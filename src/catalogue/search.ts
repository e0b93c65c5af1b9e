import type {
  AlbumItem,
  ArtistItem,
  CatalogueUser,
  MusicServiceAdapter,
  SearchQuery,
  SearchType,
  TrackItem,
} from '../integrations/types.js';

export type CatalogueItem = TrackItem | AlbumItem | ArtistItem;

/**
 * One service's catalogue searched for one kind of item: at most `limit` results, with the
 * listener's token or the app's own credentials (`user`). Upstream errors are the caller's to word.
 */
export async function searchCatalogue(
  adapter: MusicServiceAdapter,
  user: CatalogueUser,
  type: SearchType,
  query: SearchQuery,
  limit: number,
): Promise<CatalogueItem[]> {
  const page =
    type === 'track'
      ? await adapter.searchTracks(user, query, { limit })
      : type === 'album'
        ? await adapter.searchAlbums(user, query, { limit })
        : await adapter.searchArtists(user, query, { limit });
  return (page.items as CatalogueItem[]).slice(0, limit);
}
