import { defineService } from '../serviceRecord.js';
import { youtubeMusicConfigFromEnv, YOUTUBE_VARIABLES, type YoutubeMusicConfig } from './config.js';
import { YOUTUBE_MUSIC_CAPABILITIES, createYoutubeMusicAdapter } from './adapter.js';

declare module '../knownServices.js' {
  interface KnownServices {
    youtubeMusic: YoutubeMusicConfig;
  }
}

/** YouTube Music: everything the rest of the system knows of it. */
export const youtubeMusic = defineService({
  id: 'youtubeMusic',
  name: 'YouTube Music',
  mark: { shape: 'circle', colour: '#FF0000', ink: '#FFFFFF', letter: 'Y' },
  access: {
    permissions: ['https://www.googleapis.com/auth/youtube'],
    words: 'see and manage your YouTube account, including your playlists, liked music and subscriptions',
  },
  broughtTokens: true,
  capabilities: YOUTUBE_MUSIC_CAPABILITIES,
  variables: YOUTUBE_VARIABLES,
  configFromEnv: youtubeMusicConfigFromEnv,
  budget: (config) => ({ perSecond: config.requestsPerSecond }),
  createAdapter: (config, deps) => createYoutubeMusicAdapter(config, deps),
});
