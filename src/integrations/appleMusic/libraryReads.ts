// Reads of an Apple Music listener's library: profile, playlists and their songs, songs, albums, artists.
import type { Page, PageRequest, LibraryReads, CatalogueUser } from '../types.js';
import { only, pageTarget, type ApplePage, type AppleMusicContext } from './context.js';
import {
  albumItem,
  artistItem,
  playlistItem,
  trackItem,
  type AppleAlbumAttributes,
  type ApplePlaylistAttributes,
  type AppleResource,
  type AppleSongAttributes,
} from './mapping.js';

export function libraryReads(ctx: AppleMusicContext): LibraryReads {
  const { call, storefrontProfile } = ctx;

  /** A page of a library list; `meta.total` gives the whole count. */
  async function list<W, T>(
    operation: string,
    path: string,
    user: CatalogueUser,
    page: PageRequest,
    max: number,
    map: (item: W) => T,
    extra: Record<string, string> = {},
  ): Promise<Page<T>> {
    const target = pageTarget(path, page, extra, Math.min(page.limit ?? max, max));
    const body = await call<ApplePage<W>>(operation, target.path, user, { searchParams: target.searchParams });
    return { items: body.data.map(map), next: body.next ?? null, total: body.meta?.total ?? null };
  }

  return {
    currentUser: (user) => storefrontProfile('currentUser', user, ''),

    playlists: (user, page) =>
      list('playlists', 'v1/me/library/playlists', user, page, 100, (p: AppleResource<ApplePlaylistAttributes>) =>
        playlistItem(p),
      ),
    async playlist(user, playlistId) {
      const body = await call<ApplePage<AppleResource<ApplePlaylistAttributes>>>(
        'playlist',
        `v1/me/library/playlists/${encodeURIComponent(playlistId)}`,
        user,
      );
      return playlistItem(only(body, 'playlist'));
    },
    playlistItems: (user, playlistId, page) =>
      list(
        'playlistItems',
        `v1/me/library/playlists/${encodeURIComponent(playlistId)}/tracks`,
        user,
        page,
        100,
        (s: AppleResource<AppleSongAttributes>) => trackItem(s),
        { include: 'catalog' },
      ),
    likedTracks: (user, page) =>
      list(
        'likedTracks',
        'v1/me/library/songs',
        user,
        page,
        100,
        (s: AppleResource<AppleSongAttributes>) => trackItem(s),
        { include: 'catalog' },
      ),
    savedAlbums: (user, page) =>
      list('savedAlbums', 'v1/me/library/albums', user, page, 100, (a: AppleResource<AppleAlbumAttributes>) =>
        albumItem(a),
      ),
    followedArtists: (user, page) =>
      list('followedArtists', 'v1/me/library/artists', user, page, 100, (a: AppleResource<{ name: string }>) =>
        artistItem(a),
      ),
  };
}
