import test from 'ava';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createJellyfinAdapter } from '../../../src/integrations/jellyfin/adapter.js';
import { jellyfinConfigFromEnv } from '../../../src/integrations/jellyfin/config.js';
import { albumItem, artistOf, trackItem, type JellyfinItem } from '../../../src/integrations/jellyfin/mapping.js';
import { tokensOnServer } from '../../../src/integrations/personalServers.js';
import { apiReference } from '../../helpers/apiReference.js';
import { memorySession } from '../contract.js';

// The adapter's mapping on real Jellyfin items (BaseItemDto bodies recorded from a 10.9 server).

const fixture = async (name: string): Promise<JellyfinItem & Record<string, any>> =>
  JSON.parse(await readFile(apiReference('jellyfin', 'fixtures', 'music-assistant-items', name), 'utf8'));

test('a tagged track: ticks to milliseconds, the recording MBID, its artists and album', async (t) => {
  const body = await fixture('tracks_zombie_christmas.json');
  const item = trackItem(body);
  t.is(item.id, body.Id);
  t.is(item.name, 'Zombie Christmas');
  t.is(item.durationMs, Math.round(body.RunTimeTicks! / 10_000));
  t.is(item.durationMs, 224_932);
  t.is(item.mbid, body.ProviderIds!.MusicBrainzTrack);
  t.is(item.isrc, null);
  t.deepEqual(
    item.artists?.map((a) => [a.id, a.name]),
    body.ArtistItems!.map((a) => [a.Id, a.Name]),
  );
  t.is(item.album?.id, body.AlbumId);
  t.is(item.album?.name, 'This Is Christmas');
  t.deepEqual(
    item.album?.artists?.map((a) => a.name),
    ['Emmy the Great & Tim Wheeler'],
  );
  t.is(item.entryId, null);
  t.true(item.isAvailable);
  t.is(item.kind, 'track');
});

test('untagged tracks have no MBID; a track outside any album has no album', async (t) => {
  for (const name of ['tracks_thrown_away.json', 'tracks_where_the_bands_are.json']) {
    const body = await fixture(name);
    const item = trackItem(body);
    t.deepEqual(body.ProviderIds, {}, name);
    t.is(item.mbid, null, name);
    t.true(item.durationMs! > 0, name);
    t.is(item.album?.id ?? null, body.AlbumId ?? null, name);
  }
});

test('albums: the release MBID, none when untagged; two album artists’ MBIDs joined by a slash are not one', async (t) => {
  const infest = albumItem(await fixture('albums_infest.json'));
  t.is(infest.mbid, 'bf25b030-0cbb-495a-8d79-6c7fee20a089');
  t.deepEqual(
    infest.artists?.map((a) => a.name),
    ['Papa Roach'],
  );
  t.is(infest.upc, null);
  t.is(albumItem(await fixture('albums_yesterday_when_i_was_mad.json')).mbid, null);
  const christmas = await fixture('albums_this_is_christmas.json');
  t.true(christmas.ProviderIds!.MusicBrainzAlbumArtist!.includes('/'));
  t.is(albumItem(christmas).mbid, christmas.ProviderIds!.MusicBrainzAlbum);
});

test('an artist', async (t) => {
  const body = await fixture('artists_ash.json');
  t.deepEqual(artistOf(body), { id: body.Id, name: 'Ash', imageUrl: null, followers: null, url: null });
});

test('a recorded item read by id through the adapter maps as it would from the server', async (t) => {
  const body = await fixture('tracks_zombie_christmas.json');
  const server = createServer((req, res) => {
    const ok = /^\/Items\/fb12a77f49616a9fc56a6fab2b94174c\?userId=/.test(req.url ?? '');
    const authorized = /^MediaBrowser .*Token="t0ken"/.test(req.headers.authorization ?? '');
    res.writeHead(ok && authorized ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(ok && authorized ? JSON.stringify(body) : '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const adapter = createJellyfinAdapter(jellyfinConfigFromEnv({ PERSONAL_SERVERS_ALLOW_PRIVATE_ADDRESSES: 'true' }));
    const tokens = tokensOnServer(url, {
      accessToken: 't0ken',
      refreshToken: null,
      expiresAt: null,
      scope: null,
      raw: { userId: '1'.repeat(32), deviceId: '2'.repeat(32) },
    });
    const track = await adapter.track(memorySession(adapter, tokens), body.Id);
    t.is(track.mbid, '17d1019d-d4f4-326c-b4bb-d8aec2607bd7');
    // An album read by the id of a track is no album.
    const err = await t.throwsAsync(adapter.album(memorySession(adapter, tokens), body.Id));
    t.is((err as { kind?: string }).kind, 'notFound');
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
