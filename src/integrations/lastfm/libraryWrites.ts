// Writes to a Last.fm listener's library: loving and unloving tracks, the only writes Last.fm has.
import { UpstreamError } from '../errors.js';
import type { LibraryWrites, UserSession } from '../types.js';
import { trackLookup } from './ids.js';
import { refuse, type LastfmContext } from './context.js';

export function libraryWrites({ signed, trackInfo }: LastfmContext): LibraryWrites {
  /** Artist and title of a track id, as track.love takes them (an MBID is looked up first). */
  async function names(operation: string, trackId: string): Promise<{ artist: string; track: string }> {
    const lookup = trackLookup(trackId);
    if (!lookup) throw new UpstreamError('lastfm', 'notFound', `not a Last.fm track id: ${trackId}`);
    if (!('mbid' in lookup)) return lookup;
    const info = await trackInfo(operation, trackId);
    return { artist: info.artists?.[0]?.name ?? '', track: info.name };
  }

  async function love(operation: 'likeTracks' | 'unlikeTracks', user: UserSession, trackIds: string[]) {
    const method = operation === 'likeTracks' ? 'track.love' : 'track.unlove';
    for (const id of trackIds) {
      const { artist, track } = await names(operation, id);
      await signed(operation, method, { artist, track }, user, { write: true });
    }
  }

  return {
    createPlaylist: refuse('createPlaylist'),
    updatePlaylist: refuse('updatePlaylist'),
    deletePlaylist: refuse('deletePlaylist'),
    addPlaylistItems: refuse('addPlaylistItems'),
    removePlaylistItems: refuse('removePlaylistItems'),
    reorderPlaylistItems: refuse('reorderPlaylistItems'),

    likeTracks: (user, trackIds) => love('likeTracks', user, trackIds),
    unlikeTracks: (user, trackIds) => love('unlikeTracks', user, trackIds),
    saveAlbums: refuse('saveAlbums'),
    unsaveAlbums: refuse('unsaveAlbums'),
    followArtists: refuse('followArtists'),
    unfollowArtists: refuse('unfollowArtists'),
  };
}
