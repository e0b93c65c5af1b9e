// Changes to a listener's ListenBrainz library: playlists made, edited, filled, reordered, emptied
// and deleted; recordings loved and unloved. Saved albums and followed artists do not exist there.
import { UpstreamError } from '../errors.js';
import { isPermutation, planMoves } from '../playlistOrder.js';
import type { LibraryWrites, UserSession } from '../types.js';
import { ADD_MAX, refuse, type ListenbrainzContext } from './context.js';
import { MSID_PREFIX, PLAYLIST_EXTENSION, isMbid, jspfTrack, playlistItem, type JspfPlaylist } from './mapping.js';
import { playlistEntries, playlistPath } from './libraryReads.js';

/** Recording MBIDs, checked before anything is sent: ListenBrainz refuses a whole call for one bad id. */
function recordingIds(operation: string, trackIds: string[]): string[] {
  const bad = trackIds.find((id) => !isMbid(id));
  if (bad !== undefined)
    throw new UpstreamError('listenbrainz', 'rejected', `${operation}: not a recording MBID: ${bad}`);
  return trackIds;
}

/** Runs of consecutive positions, from the last: removing one leaves the positions before it as they were. */
function runsFromTheEnd(positions: number[]): { index: number; count: number }[] {
  const sorted = [...new Set(positions)].sort((a, b) => b - a);
  const runs: { index: number; count: number }[] = [];
  for (const position of sorted) {
    const last = runs[runs.length - 1];
    if (last && last.index - 1 === position) {
      last.index = position;
      last.count += 1;
    } else runs.push({ index: position, count: 1 });
  }
  return runs;
}

export function libraryWrites(ctx: ListenbrainzContext): LibraryWrites {
  const { read, write } = ctx;

  /** Loves (score 1) or takes the love back (score 0, which removes the feedback), one recording a call. */
  async function feedback(operation: 'likeTracks' | 'unlikeTracks', user: UserSession, trackIds: string[]) {
    const score = operation === 'likeTracks' ? 1 : 0;
    const ids = trackIds.map((id) => {
      if (id.startsWith(MSID_PREFIX) && isMbid(id.slice(MSID_PREFIX.length)))
        return { recording_msid: id.slice(MSID_PREFIX.length) };
      return { recording_mbid: recordingIds(operation, [id])[0] };
    });
    // The same score sent twice leaves the feedback as once: a write that may be sent again.
    for (const id of ids) await write(operation, '1/feedback/recording-feedback', user, { ...id, score }, true);
  }

  return {
    async createPlaylist(user, changes) {
      // The public flag must be given; the annotation is the description.
      const isPublic = changes.isPublic ?? false;
      const body = await write<{ playlist_mbid?: string }>(
        'createPlaylist',
        '1/playlist/create',
        user,
        {
          playlist: {
            title: changes.name,
            ...(changes.description ? { annotation: changes.description } : {}),
            extension: { [PLAYLIST_EXTENSION]: { public: isPublic } },
          },
        },
        false,
      );
      if (!body?.playlist_mbid) throw new UpstreamError('listenbrainz', 'rejected', 'create answered no playlist_mbid');
      const name = await ctx.userName(user);
      return {
        ...playlistItem(
          { identifier: `https://listenbrainz.org/playlist/${body.playlist_mbid}`, title: changes.name, creator: name },
          name,
          false,
        ),
        description: changes.description || null,
        totalItems: 0,
        isPublic,
      };
    },

    /**
     * An edit overwrites the collaborators with those it names (none when it names none): the
     * playlist is read first, so that editing its name keeps the people it is shared with.
     */
    async updatePlaylist(user, playlistId, changes) {
      if (changes.name === undefined && changes.description === undefined && changes.isPublic === undefined) return;
      if (changes.name !== undefined && !changes.name.trim())
        throw new UpstreamError('listenbrainz', 'rejected', 'a playlist title may not be empty');
      const current = await read<{ playlist?: JspfPlaylist }>('updatePlaylist', playlistPath(playlistId), user, {
        fetch_metadata: 'false',
      });
      const collaborators = current?.playlist?.extension?.[PLAYLIST_EXTENSION]?.collaborators ?? [];
      const extension: Record<string, unknown> = { collaborators };
      if (changes.isPublic !== undefined) extension.public = changes.isPublic;
      await write(
        'updatePlaylist',
        `1/playlist/edit/${playlistId}`,
        user,
        {
          playlist: {
            ...(changes.name !== undefined ? { title: changes.name } : {}),
            // An empty annotation takes the description away.
            ...(changes.description !== undefined ? { annotation: changes.description } : {}),
            extension: { [PLAYLIST_EXTENSION]: extension },
          },
        },
        true,
      );
    },

    async deletePlaylist(user, playlistId) {
      await write('deletePlaylist', playlistPath(playlistId, '/delete'), user, {}, true);
    },

    /** At most 100 recordings a call; with `position`, each batch goes after the one before it. */
    async addPlaylistItems(user, playlistId, trackIds, position) {
      const ids = recordingIds('addPlaylistItems', trackIds);
      if (position !== undefined && (!Number.isInteger(position) || position < 0))
        throw new RangeError('addPlaylistItems: the position is not a non-negative integer');
      for (let i = 0; i < ids.length; i += ADD_MAX) {
        const at = position === undefined ? '' : `/${position + i}`;
        // Adding twice would add twice: only a call that surely never arrived is sent again.
        await write(
          'addPlaylistItems',
          playlistPath(playlistId, `/item/add${at}`),
          user,
          { playlist: { track: ids.slice(i, i + ADD_MAX).map(jspfTrack) } },
          false,
        );
      }
    },

    /**
     * Entries are positions: each named position is checked against the playlist as it stands
     * (it must still hold that recording), and an item without one (or whose place has moved)
     * takes every entry of its recording. Runs go from the end, so earlier positions hold.
     */
    async removePlaylistItems(user, playlistId, items) {
      const { entries } = await playlistEntries(ctx, 'removePlaylistItems', user, playlistId);
      const positions: number[] = [];
      for (const item of items) {
        const at = item.entryId !== null && /^\d+$/.test(item.entryId) ? Number(item.entryId) : -1;
        if (at >= 0 && entries[at]?.id === item.id) positions.push(at);
        else entries.forEach((entry, i) => entry.id === item.id && positions.push(i));
      }
      for (const run of runsFromTheEnd(positions))
        await write('removePlaylistItems', playlistPath(playlistId, '/item/delete'), user, run, false);
    },

    /**
     * item/move takes `from`, `count` and `to`, the place of the first moved entry once moved,
     * and the MBID of the recording at `from`, which it checks for form only.
     */
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length))
        throw new RangeError('reorderPlaylistItems: the order is not a permutation of the playlist');
      const list = current.map((item) => item.id);
      for (const move of planMoves(order)) {
        const count = move.entries.length;
        await write(
          'reorderPlaylistItems',
          playlistPath(playlistId, '/item/move'),
          user,
          { mbid: list[move.from], from: move.from, to: move.to, count },
          false,
        );
        list.splice(move.to, 0, ...list.splice(move.from, count));
      }
    },

    likeTracks: (user, ids) => feedback('likeTracks', user, ids),
    unlikeTracks: (user, ids) => feedback('unlikeTracks', user, ids),
    saveAlbums: refuse('saveAlbums'),
    unsaveAlbums: refuse('unsaveAlbums'),
    followArtists: refuse('followArtists'),
    unfollowArtists: refuse('unfollowArtists'),
  };
}
