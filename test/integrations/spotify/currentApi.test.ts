import test from 'ava';
import got from 'got';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { startSpotifyEmulator } from '../../../src/emulators/spotify/index.js';
import { EMULATOR_CLIENT, type RunningEmulator } from '../../../src/emulators/kit/types.js';
import { createSpotifyAdapter } from '../../../src/integrations/spotify/adapter.js';
import { spotifyConfigFromEnv } from '../../../src/integrations/spotify/config.js';
import { isUpstreamError } from '../../../src/integrations/errors.js';
import type { MusicServiceAdapter, UserSession } from '../../../src/integrations/types.js';

// The adapter speaks the current Spotify Web API (the 2026 spec in the shared reference): playlist
// entries are removed by `{"items": [{"uri"}]}` (every copy of a track), and the library is written
// through `/me/library?uris=`, 40 URIs a call, instead of the deprecated per-kind endpoints.

let emulator: RunningEmulator;
let adapter: MusicServiceAdapter;
let session: UserSession;
let tracks: string[];

test.before(async () => {
  emulator = await startSpotifyEmulator({ catalogue: createCatalogue({ recordings: 1_000 }), rateLimit: null });
  adapter = createSpotifyAdapter(spotifyConfigFromEnv(emulator.env));
  const issued = emulator.oauth.issue('medium', EMULATOR_CLIENT.id, '');
  const tokens = { accessToken: issued.accessToken, refreshToken: null, expiresAt: null, scope: null, raw: {} };
  session = { key: 'current-api', country: 'DE', tokens: async () => tokens, refresh: async () => tokens };
  const first = await adapter.likedTracks(session, { limit: 50 });
  tracks = first.items.map((t) => t.id!);
});

test.after.always(() => emulator?.close());

const calls = async (route: string) => {
  const stats = (await got(`${emulator.url}/__emulator/stats`).json()) as { byRoute: Record<string, number> };
  return stats.byRoute[route] ?? 0;
};

test.serial('removing a track removes every copy of it, with the current body', async (t) => {
  const playlist = await adapter.createPlaylist(session, { name: 'Copies' });
  await adapter.addPlaylistItems(session, playlist.id, [tracks[0], tracks[1], tracks[0]]);
  await adapter.removePlaylistItems(session, playlist.id, [{ id: tracks[0], entryId: null }]);
  t.deepEqual(
    emulator.library.playlist(playlist.id)!.entries.map((e) => e.trackId),
    [tracks[1]],
  );
  // The deprecated body is refused, as the real service now refuses it.
  const old = await got.delete(`${emulator.url}/v1/playlists/${playlist.id}/items`, {
    headers: { authorization: `Bearer ${(await session.tokens()).accessToken}` },
    json: { tracks: [{ uri: `spotify:track:${tracks[1]}`, positions: [0] }] },
    throwHttpErrors: false,
  });
  t.is(old.statusCode, 400);
});

test.serial('removing one copy of a duplicated track is refused, not widened', async (t) => {
  const playlist = await adapter.createPlaylist(session, { name: 'Keep one' });
  await adapter.addPlaylistItems(session, playlist.id, [tracks[2], tracks[3], tracks[2]]);
  const entries = (await adapter.playlistItems(session, playlist.id, { limit: 50 })).items;
  const error = await t.throwsAsync(
    adapter.removePlaylistItems(session, playlist.id, [{ id: tracks[2], entryId: entries[0].entryId }]),
  );
  t.true(isUpstreamError(error, 'unsupported'), String(error));
  t.is(emulator.library.playlist(playlist.id)!.entries.length, 3, 'nothing was removed');
  // Naming every copy is fine.
  await adapter.removePlaylistItems(session, playlist.id, [
    { id: tracks[2], entryId: entries[0].entryId },
    { id: tracks[2], entryId: entries[2].entryId },
  ]);
  t.deepEqual(
    emulator.library.playlist(playlist.id)!.entries.map((e) => e.trackId),
    [tracks[3]],
  );
});

test.serial('library writes go through /me/library, 40 URIs a call', async (t) => {
  const fresh = (await adapter.searchTracks(null, { track: 'a' }, { limit: 10 })).items.map((item) => item.id!);
  const ids = [...new Set([...tracks, ...fresh])].slice(0, 45);
  const before = await calls('PUT /me/library');
  const deprecatedBefore = await calls('PUT /me/tracks');
  await adapter.unlikeTracks(session, ids);
  await adapter.likeTracks(session, ids);
  t.is((await calls('PUT /me/library')) - before, Math.ceil(ids.length / 40));
  t.is(await calls('PUT /me/tracks'), deprecatedBefore, 'the deprecated endpoint is not called');
  const liked = new Set<string | null>();
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<MusicServiceAdapter['likedTracks']>> = await adapter.likedTracks(session, {
      cursor,
      limit: 50,
    });
    page.items.forEach((item) => liked.add(item.id));
    cursor = page.next;
  } while (cursor);
  t.true(ids.every((id) => liked.has(id)));
  const albums = (await adapter.savedAlbums(session, { limit: 5 })).items.map((a) => a.id!);
  await adapter.unsaveAlbums(session, albums.slice(0, 1));
  t.false((await adapter.savedAlbums(session, { limit: 50 })).items.some((a) => a.id === albums[0]));
  const artists = (await adapter.followedArtists(session, { limit: 5 })).items.map((a) => a.id!);
  await adapter.unfollowArtists(session, artists.slice(0, 1));
  await adapter.followArtists(session, artists.slice(0, 1));
  t.true((await adapter.followedArtists(session, { limit: 50 })).items.some((a) => a.id === artists[0]));
  const tooMany = await got.put(`${emulator.url}/v1/me/library`, {
    headers: { authorization: `Bearer ${(await session.tokens()).accessToken}` },
    searchParams: {
      uris: ids
        .slice(0, 41)
        .map((id) => `spotify:track:${id}`)
        .join(','),
    },
    throwHttpErrors: false,
  });
  t.is(tooMany.statusCode, 400, 'at most 40 URIs');
});

test.serial('deleting a playlist removes it from the library', async (t) => {
  const playlist = await adapter.createPlaylist(session, { name: 'Going' });
  await adapter.deletePlaylist(session, playlist.id);
  t.false(emulator.library.userPlaylists(emulator.library.user('medium')!).some((p) => p.id === playlist.id));
});
