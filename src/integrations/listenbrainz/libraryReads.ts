// A listener's library as ListenBrainz keeps it: who they are, their playlists and entries, their
// loved recordings. It keeps no saved albums and no followed artists (only followed users).
import { UpstreamError } from '../errors.js';
import type { LibraryReads, TrackItem, UserSession } from '../types.js';
import { feedbackItem, isMbid, playlistEntryItem, playlistItem, type Feedback, type JspfPlaylist } from './mapping.js';
import {
  ENTRIES_PAGE_MAX,
  FEEDBACK_PAGE_MAX,
  PLAYLISTS_PAGE_MAX,
  limitOf,
  offsetOf,
  refuse,
  type ListenbrainzContext,
} from './context.js';

/** A playlist id that is not a UUID names no playlist: ListenBrainz would answer 400, we say notFound. */
export function playlistPath(playlistId: string, rest = ''): string {
  if (!isMbid(playlistId))
    throw new UpstreamError('listenbrainz', 'notFound', `not a ListenBrainz playlist id: ${playlistId}`);
  return `1/playlist/${playlistId}${rest}`;
}

/** A playlist read whole, its entries in order (each with its position as its entry id). */
export async function playlistEntries(
  ctx: ListenbrainzContext,
  operation: string,
  user: UserSession,
  playlistId: string,
): Promise<{ playlist: JspfPlaylist; entries: TrackItem[] }> {
  const body = await ctx.read<{ playlist?: JspfPlaylist }>(operation, playlistPath(playlistId), user);
  if (!body?.playlist) throw new UpstreamError('listenbrainz', 'notFound', `${operation}: no playlist in the answer`);
  const entries = (body.playlist.track ?? [])
    .map((track, position) => playlistEntryItem(track, position))
    .filter((item): item is TrackItem => item !== null);
  return { playlist: body.playlist, entries };
}

export function libraryReads(ctx: ListenbrainzContext): LibraryReads {
  const { read, validate, userName } = ctx;
  return {
    /** Whose token it is: ListenBrainz knows a user by their MusicBrainz user name, and by nothing else. */
    async currentUser(user) {
      const tokens = await user.tokens();
      let name = await validate('currentUser', tokens.accessToken);
      if (!name) name = await userName({ ...user, tokens: async () => ({ ...tokens, raw: {} }) });
      return { id: name, name, email: null, imageUrl: null, country: null, raw: { user_name: name } };
    },

    async playlists(user, page) {
      const name = await userName(user);
      const offset = offsetOf(page);
      // With the owner's token the private playlists come too.
      const body = await read<{ playlists?: { playlist: JspfPlaylist }[]; playlist_count?: number }>(
        'playlists',
        `1/user/${encodeURIComponent(name)}/playlists`,
        user,
        { count: limitOf(page, PLAYLISTS_PAGE_MAX), offset },
      );
      const items = (body?.playlists ?? []).map((p) => playlistItem(p.playlist, name, false));
      const total = body?.playlist_count ?? null;
      const end = offset + items.length;
      return { items, total, next: items.length > 0 && total !== null && end < total ? String(end) : null };
    },

    async playlist(user, playlistId) {
      const [name, body] = await Promise.all([
        userName(user),
        read<{ playlist?: JspfPlaylist }>('playlist', playlistPath(playlistId), user, { fetch_metadata: 'false' }),
      ]);
      if (!body?.playlist) throw new UpstreamError('listenbrainz', 'notFound', 'playlist: no playlist in the answer');
      return playlistItem(body.playlist, name, true);
    },

    /** A playlist comes whole: its entries are paged here, by position. */
    async playlistItems(user, playlistId, page) {
      const offset = offsetOf(page);
      const limit = limitOf(page, ENTRIES_PAGE_MAX, ENTRIES_PAGE_MAX);
      const { entries } = await playlistEntries(ctx, 'playlistItems', user, playlistId);
      const end = Math.min(entries.length, offset + limit);
      return {
        items: entries.slice(offset, end),
        total: entries.length,
        next: end < entries.length ? String(end) : null,
      };
    },

    async likedTracks(user, page) {
      const name = await userName(user);
      const offset = offsetOf(page);
      const body = await read<{ feedback?: Feedback[]; total_count?: number }>(
        'likedTracks',
        `1/feedback/user/${encodeURIComponent(name)}/get-feedback`,
        user,
        { score: 1, count: limitOf(page, FEEDBACK_PAGE_MAX), offset, metadata: 'true' },
      );
      const feedback = body?.feedback ?? [];
      const items = feedback.map(feedbackItem).filter((item): item is TrackItem => item !== null);
      const total = body?.total_count ?? null;
      const end = offset + feedback.length;
      return { items, total, next: feedback.length > 0 && total !== null && end < total ? String(end) : null };
    },

    savedAlbums: refuse('savedAlbums'),
    followedArtists: refuse('followedArtists'),
  };
}
