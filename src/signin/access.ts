import type { ServiceId } from '../integrations/serviceIds.js';

/**
 * What a person lets the partner do by connecting each service, in words they read on the picker,
 * written from the permissions our sign-in asks that service for. The permissions stand beside
 * the words so that a test holds them to what the adapters really ask: a new permission cannot
 * reach people without its words.
 */
export const SERVICE_ACCESS: Record<ServiceId, { permissions: string[]; words: string }> = {
  spotify: {
    permissions: [
      'user-read-email',
      'user-read-private',
      'playlist-read-private',
      'playlist-read-collaborative',
      'playlist-modify-private',
      'playlist-modify-public',
      'user-library-read',
      'user-library-modify',
      'user-follow-read',
      'user-follow-modify',
    ],
    words:
      'see your name, email address and country, and read and change your playlists, liked songs, saved albums and followed artists',
  },
  deezer: {
    permissions: [
      'basic_access',
      'email',
      'offline_access',
      'manage_library',
      'manage_community',
      'delete_library',
      'listening_history',
    ],
    words:
      'see your name, email address and listening history, and read, change and delete your playlists, favourite tracks, albums and followed artists',
  },
  // MusicKit asks for one thing, access to the library; Apple's window says so in its own words.
  appleMusic: {
    permissions: [],
    words: 'read your Apple Music library and add to it: playlists, songs, albums and artists',
  },
  tidal: {
    permissions: [
      'user.read',
      'collection.read',
      'collection.write',
      'playlists.read',
      'playlists.write',
      'search.read',
    ],
    words:
      'see your account details, read and change your playlists and your collection of tracks, albums and artists, and search TIDAL for you',
  },
  youtubeMusic: {
    permissions: ['https://www.googleapis.com/auth/youtube'],
    words: 'see and manage your YouTube account, including your playlists, liked music and subscriptions',
  },
  // SoundCloud, Beatport and Last.fm grant an app the whole account: their sign-ins take no scopes.
  soundcloud: {
    permissions: [],
    words: 'see your profile, read and change your playlists, likes and followings, and search SoundCloud for you',
  },
  qobuz: {
    permissions: [],
    words: 'read and change your playlists and favorites, and search Qobuz for you',
  },
  beatport: {
    permissions: [],
    words: 'see your account, read and change your playlists, and search Beatport for you',
  },
  lastfm: {
    permissions: [],
    words: 'see your profile and your loved tracks, and love and unlove tracks for you',
  },
};

/** What connecting `service` lets the partner do, as the end of "Lets {partner} …". */
export function accessWords(service: string): string | null {
  return SERVICE_ACCESS[service as ServiceId]?.words ?? null;
}
