import got from 'got';
import type { Catalogue } from '../../../src/emulators/catalogue/types.js';
import type { RunningEmulator } from '../../../src/emulators/kit/types.js';
import { isUpstreamError } from '../../../src/integrations/errors.js';
import {
  has,
  type MusicServiceAdapter,
  type ServiceTokens,
  type UserSession,
} from '../../../src/integrations/types.js';
import { memorySession } from '../../integrations/contract.js';

/** Every operation of the adapter interface: the tour calls each one at least once. */
export const ADAPTER_OPERATIONS = [
  'exchangeCode',
  'refreshTokens',
  'currentUser',
  'playlists',
  'playlist',
  'playlistItems',
  'createPlaylist',
  'updatePlaylist',
  'deletePlaylist',
  'addPlaylistItems',
  'removePlaylistItems',
  'reorderPlaylistItems',
  'likedTracks',
  'likeTracks',
  'unlikeTracks',
  'savedAlbums',
  'saveAlbums',
  'unsaveAlbums',
  'followedArtists',
  'followArtists',
  'unfollowArtists',
  'artist',
  'track',
  'album',
  'searchTracks',
  'searchAlbums',
  'searchArtists',
  'tracksByIsrc',
  'tracksByIsrcs',
] as const;

export type AdapterOperation = (typeof ADAPTER_OPERATIONS)[number];

export interface TourSetup {
  adapter: MusicServiceAdapter;
  emulator: RunningEmulator;
  catalogue: Catalogue;
  /** Labels the requests that follow with the operation that sends them. */
  label(name: string): void;
  /** Signs the catalogue's first listener in through the service's own sign-in and trades what it gives. */
  signIn(): Promise<ServiceTokens>;
  /** A well-formed track id the service does not have. */
  unknownTrackId: string;
}

export interface TourResult {
  /**
   * The calls that answered `unsupported` (the service lacks them), by label (`track:app`), and
   * the operations none of whose calls went through: those must have sent nothing.
   */
  unsupportedCalls: Set<string>;
  unsupported: Set<string>;
}

const control = (emulator: RunningEmulator, path: string, json: unknown) =>
  got.post(`${emulator.url}/__emulator/${path}`, { json }).json();

/**
 * Calls every adapter operation against the emulator once or twice (second pages included),
 * each under its own label, and provokes the answers a service gives when things go wrong: an
 * expired token, an unknown id, the rate limit.
 */
export async function tour(setup: TourSetup): Promise<TourResult> {
  const { adapter, emulator, catalogue } = setup;
  const view = emulator.library.view;
  const unsupported = new Set<string>();
  const unsupportedCalls = new Set<string>();
  const supported = new Set<string>();
  const run = async <T>(name: AdapterOperation | `${AdapterOperation}:${string}`, call: () => Promise<T>) => {
    setup.label(name);
    try {
      const answer = await call();
      supported.add(name.split(':')[0]);
      return answer;
    } catch (err) {
      if (isUpstreamError(err, 'unsupported')) {
        unsupportedCalls.add(name);
        return undefined;
      }
      throw new Error(`${name} failed: ${(err as Error).message}`, { cause: err });
    } finally {
      setup.label('between');
    }
  };

  setup.label('exchangeCode');
  const tokens = await setup.signIn();
  let session: UserSession = memorySession(adapter, tokens, catalogue.users[0].key);
  if (tokens.refreshToken) {
    const refreshed = await run('refreshTokens', () => adapter.refreshTokens(tokens.refreshToken!));
    // A service that does not turn its refresh tokens keeps the one it gave first.
    if (refreshed)
      session = memorySession(
        adapter,
        { ...refreshed, refreshToken: refreshed.refreshToken ?? tokens.refreshToken },
        catalogue.users[0].key,
      );
  } else unsupported.add('refreshTokens');

  await run('currentUser', () => adapter.currentUser(session));
  const first = await run('playlists', () => adapter.playlists(session, { limit: 2 }));
  if (first?.next) await run('playlists:next', () => adapter.playlists(session, { cursor: first.next, limit: 2 }));
  const listed = first?.items ?? [];
  const fullest = listed.reduce((a, b) => ((b.totalItems ?? 0) > (a.totalItems ?? 0) ? b : a), listed[0]);
  // A service without playlists answers every playlist operation unsupported, whatever the id.
  const noPlaylists = !has(adapter.capabilities, 'playlists');
  if (noPlaylists) {
    await run('playlist', () => adapter.playlist(session, '1'));
    await run('playlistItems', () => adapter.playlistItems(session, '1', { limit: 2 }));
  }
  if (fullest) {
    await run('playlist', () => adapter.playlist(session, fullest.id));
    const entries = await run('playlistItems', () => adapter.playlistItems(session, fullest.id, { limit: 2 }));
    if (entries?.next)
      await run('playlistItems:next', () =>
        adapter.playlistItems(session, fullest.id, { cursor: entries.next, limit: 2 }),
      );
  }

  const trackIds = catalogue.recordings
    .map((r) => view.trackIdFor(r.key))
    .filter((id): id is string => Boolean(id))
    .slice(0, 3);
  const created = await run('createPlaylist', () =>
    adapter.createPlaylist(session, { name: 'Conformance', description: 'tour', isPublic: false }),
  );
  if (created) {
    await run('addPlaylistItems', () => adapter.addPlaylistItems(session, created.id, trackIds));
    await run('updatePlaylist', () => adapter.updatePlaylist(session, created.id, { name: 'Conformance, renamed' }));
    const written = await run('playlistItems:created', () => adapter.playlistItems(session, created.id, { limit: 10 }));
    const entry = written?.items[0];
    // The entries the other way round: every service that moves entries moves some.
    const entries = written?.items ?? [];
    await run('reorderPlaylistItems', () =>
      adapter.reorderPlaylistItems(
        session,
        created.id,
        entries,
        entries.map((_, i) => entries.length - 1 - i),
      ),
    );
    await run('removePlaylistItems', () =>
      adapter.removePlaylistItems(session, created.id, [
        { id: entry?.id ?? trackIds[0], entryId: entry?.entryId ?? null },
      ]),
    );
    await run('deletePlaylist', () => adapter.deletePlaylist(session, created.id));
  }
  if (noPlaylists) {
    await run('addPlaylistItems', () => adapter.addPlaylistItems(session, '1', trackIds));
    await run('updatePlaylist', () => adapter.updatePlaylist(session, '1', { name: 'Conformance, renamed' }));
    await run('removePlaylistItems', () =>
      adapter.removePlaylistItems(session, '1', [{ id: trackIds[0], entryId: null }]),
    );
    await run('reorderPlaylistItems', () => adapter.reorderPlaylistItems(session, '1', [], []));
    await run('deletePlaylist', () => adapter.deletePlaylist(session, '1'));
  }

  const liked = await run('likedTracks', () => adapter.likedTracks(session, { limit: 2 }));
  if (liked?.next) await run('likedTracks:next', () => adapter.likedTracks(session, { cursor: liked.next, limit: 2 }));
  await run('likeTracks', () => adapter.likeTracks(session, trackIds.slice(0, 2)));
  await run('unlikeTracks', () => adapter.unlikeTracks(session, trackIds.slice(0, 2)));

  const albumIds = catalogue.albums
    .map((a) => view.albumIdFor(a.key))
    .filter((id): id is string => Boolean(id))
    .slice(0, 2);
  const artistIds = catalogue.artists
    .map((a) => view.artistIdFor(a.key))
    .filter((id): id is string => Boolean(id))
    .slice(0, 2);
  await run('savedAlbums', () => adapter.savedAlbums(session, { limit: 2 }));
  await run('saveAlbums', () => adapter.saveAlbums(session, albumIds));
  await run('unsaveAlbums', () => adapter.unsaveAlbums(session, albumIds));
  await run('followedArtists', () => adapter.followedArtists(session, { limit: 2 }));
  await run('followArtists', () => adapter.followArtists(session, artistIds));
  await run('unfollowArtists', () => adapter.unfollowArtists(session, artistIds));

  // The catalogue, with the listener and with the app's own credentials.
  const recording = catalogue.recordings.find((r) => view.trackIdFor(r.key) && !r.absentFrom.includes(adapter.id))!;
  const track = view.track(view.trackIdFor(recording.key)!)!;
  for (const who of [session, null]) {
    const as = who ? 'user' : 'app';
    await run(`track:${as}`, () => adapter.track(who, track.id));
    await run(`album:${as}`, () => adapter.album(who, albumIds[0]));
    await run(`artist:${as}`, () => adapter.artist(who, artistIds[0]));
    const query = { track: track.name, artist: track.artists[0].name, album: track.album?.name };
    const found = await run(`searchTracks:${as}`, () => adapter.searchTracks(who, query, { limit: 3 }));
    if (found?.next)
      await run(`searchTracks:${as}`, () => adapter.searchTracks(who, query, { cursor: found.next, limit: 3 }));
    await run(`searchAlbums:${as}`, () =>
      adapter.searchAlbums(who, { album: track.album?.name ?? track.name }, { limit: 3 }),
    );
    await run(`searchArtists:${as}`, () => adapter.searchArtists(who, { artist: track.artists[0].name }, { limit: 3 }));
    await run(`tracksByIsrc:${as}`, () => adapter.tracksByIsrc(who, recording.isrc));
    if (adapter.tracksByIsrcs)
      await run(`tracksByIsrcs:${as}`, () =>
        adapter.tracksByIsrcs!(
          who,
          catalogue.recordings.slice(0, 3).map((r) => r.isrc),
        ),
      );
    else unsupported.add('tracksByIsrcs');
  }

  // What goes wrong: an unknown id, an expired token (refreshed or refused), the rate limit.
  setup.label('errors:unknownId');
  await adapter.track(session, setup.unknownTrackId).catch(() => null);
  await control(emulator, 'expire-tokens', { user: catalogue.users[0].key });
  setup.label('errors:expiredToken');
  await adapter.playlists(session, { limit: 1 }).catch(() => null);
  await control(emulator, 'faults', { rateLimit: { limit: 1, windowSeconds: 1 } });
  setup.label('errors:rateLimited');
  try {
    await Promise.all(
      [0, 1, 2].map(() => adapter.searchArtists(null, { artist: 'a' }, { limit: 1 }).catch(() => null)),
    );
  } finally {
    await control(emulator, 'faults', { rateLimit: null });
  }
  setup.label('done');
  for (const call of unsupportedCalls) if (!supported.has(call.split(':')[0])) unsupported.add(call.split(':')[0]);
  return { unsupported, unsupportedCalls };
}
