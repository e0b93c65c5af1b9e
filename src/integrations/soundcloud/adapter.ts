import type { Capabilities, MusicServiceAdapter } from '../types.js';
import type { SoundCloudConfig } from './config.js';
import { MAX_PAGE, PLAYLIST_TRACKS_PAGE, soundCloudContext, type SoundCloudDeps } from './context.js';
import { soundCloudOAuth } from './oauth.js';
import { oauth2 } from '../oauth2/index.js';
import { libraryReads } from './libraryReads.js';
import { libraryWrites } from './libraryWrites.js';
import { catalogue } from './catalogue.js';

export { interpretSoundCloud } from './errors.js';
export type { SoundCloudDeps } from './context.js';

/** SoundCloud keeps at most 500 tracks in a playlist (soundcloud/api#170). */
const PLAYLIST_LIMIT = 500;

export const SOUNDCLOUD_CAPABILITIES: Capabilities = {
  pageSize: {
    playlists: MAX_PAGE,
    playlistItems: PLAYLIST_TRACKS_PAGE,
    likedTracks: MAX_PAGE,
    albums: MAX_PAGE,
    artists: MAX_PAGE,
    search: MAX_PAGE,
  },
  // A playlist is written whole, so one call takes as many tracks as the playlist may hold; likes
  // and follows are one call per item.
  batchSize: {
    addPlaylistItems: PLAYLIST_LIMIT,
    removePlaylistItems: PLAYLIST_LIMIT,
    likeTracks: 1,
    saveAlbums: 1,
    followArtists: 1,
  },
  playlistSizeLimit: PLAYLIST_LIMIT,
  playlistInsert: true,
  // A new order is one PUT of the whole list, like any other edit of its tracks.
  playlistReorder: true,
  likedTracksLimit: null,
  // `Track.isrc` is whatever the uploader typed; no endpoint looks tracks up by it.
  isrcSearch: false,
  tokenRefresh: true,
  renamePlaylist: true,
  removePlaylistItems: true,
  deletePlaylist: true,
  playlistDescription: true,
  playlistVisibility: true,
  likeTracks: true,
  unlikeTracks: true,
  // Saved albums are the liked sets of type album (EP, single, compilation).
  saveAlbums: true,
  unsaveAlbums: true,
  followArtists: true,
  unfollowArtists: true,
  catalogueSearch: true,
  searchTypes: ['track', 'album', 'artist'],
};

/**
 * The SoundCloud public API adapter: OAuth 2.1 with PKCE and single-use refresh tokens, `OAuth`
 * tokens in the Authorization header, URNs in paths, `next_href` paging, and playlists written
 * whole (read, change, write, read back) one edit at a time.
 */
export function createSoundCloudAdapter(config: SoundCloudConfig, deps: SoundCloudDeps = {}): MusicServiceAdapter {
  const oauth = oauth2(soundCloudOAuth(config), deps);
  const ctx = soundCloudContext(config, deps, oauth.appToken);

  return {
    id: 'soundcloud',
    capabilities: SOUNDCLOUD_CAPABILITIES,

    ...oauth.signIn,
    ...libraryReads(ctx),
    ...libraryWrites(ctx),
    ...catalogue(ctx),
  };
}
