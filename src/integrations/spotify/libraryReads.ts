// Reads of a Spotify listener's library: profile, playlists and their entries, liked tracks, albums, artists.
import type { LibraryReads } from '../types.js';
import {
  albumItem,
  artistItem,
  playlistItem,
  trackItem,
  type SpotifyAlbum,
  type SpotifyArtist,
  type SpotifyPlaylist,
  type SpotifyTrack,
} from './mapping.js';
import { limit, listPath, market, pageOf, type SpotifyContext, type SpotifyPaging } from './context.js';

/** The members of a playlist entry the mapping reads: the rest of each track is not sent. */
const ENTRY_FIELDS =
  'href,limit,next,offset,previous,total,items(added_at,is_local,item(id,name,type,duration_ms,explicit,is_local,is_playable,preview_url,external_ids,external_urls,artists(id,name,external_urls),album(id,name,total_tracks,images,artists(id,name,external_urls))),track(id,name,type,duration_ms,explicit,is_local,is_playable,preview_url,external_ids,external_urls,artists(id,name,external_urls),album(id,name,total_tracks,images,artists(id,name,external_urls))))';

const offsetOf = (cursor: string | null | undefined) =>
  Number(cursor ? (new URL(cursor).searchParams.get('offset') ?? 0) : 0);

export function libraryReads({ get, userId, userIds }: SpotifyContext): LibraryReads {
  return {
    async currentUser(user) {
      const me = await get<{
        id: string;
        display_name?: string | null;
        email?: string;
        country?: string;
        images?: { url: string }[];
      }>('currentUser', 'me', user);
      userIds.set(user.key, me.id);
      return {
        id: me.id,
        name: me.display_name ?? null,
        email: me.email ?? null,
        imageUrl: me.images?.[0]?.url ?? null,
        country: me.country ?? null,
        raw: me as Record<string, unknown>,
      };
    },

    async playlists(user, page) {
      const id = await userId(user);
      const body = await get<SpotifyPaging<SpotifyPlaylist>>(
        'playlists',
        listPath(page, 'me/playlists'),
        user,
        page.cursor ? undefined : { limit: limit(page, 50) },
      );
      return pageOf(body, (p) => playlistItem(p, id));
    },
    async playlist(user, playlistId) {
      const [id, body] = await Promise.all([
        userId(user),
        get<SpotifyPlaylist>('playlist', `playlists/${encodeURIComponent(playlistId)}`, user, {
          fields: 'id,name,description,public,owner(id),items(total),images,external_urls,snapshot_id',
        }),
      ]);
      return playlistItem(body, id);
    },
    async playlistItems(user, playlistId, page) {
      const body = await get<
        SpotifyPaging<{ added_at: string | null; item?: SpotifyTrack | null; track?: SpotifyTrack | null }>
      >(
        'playlistItems',
        listPath(page, `playlists/${encodeURIComponent(playlistId)}/items`),
        user,
        page.cursor ? undefined : { limit: limit(page, 50), market: market(user), fields: ENTRY_FIELDS },
      );
      const offset = offsetOf(page.cursor);
      // entryId is the position: Spotify removes a single occurrence by uri and position.
      // `item` is the 2026 field; older answers carry `track`.
      const items = body.items.flatMap((entry, index) => {
        const item = entry.item ?? entry.track;
        return item ? [trackItem(item, { entryId: String(offset + index), addedAt: entry.added_at })] : [];
      });
      return { items, next: body.next, total: body.total };
    },
    async likedTracks(user, page) {
      const body = await get<SpotifyPaging<{ added_at: string; track: SpotifyTrack }>>(
        'likedTracks',
        listPath(page, 'me/tracks'),
        user,
        page.cursor ? undefined : { limit: limit(page, 50), market: market(user) },
      );
      return pageOf(body, (item) => trackItem(item.track, { addedAt: item.added_at }));
    },
    async savedAlbums(user, page) {
      const body = await get<SpotifyPaging<{ added_at: string; album: SpotifyAlbum }>>(
        'savedAlbums',
        listPath(page, 'me/albums'),
        user,
        page.cursor ? undefined : { limit: limit(page, 50) },
      );
      return pageOf(body, (item) => albumItem(item.album, item.added_at));
    },
    async followedArtists(user, page) {
      const body = await get<{ artists: SpotifyPaging<SpotifyArtist> }>(
        'followedArtists',
        listPath(page, 'me/following'),
        user,
        page.cursor ? undefined : { type: 'artist', limit: limit(page, 50) },
      );
      return pageOf(body.artists, artistItem);
    },
  };
}
