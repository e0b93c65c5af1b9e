import test from 'ava';
import got from 'got';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { Redis } from 'ioredis';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { startSoundCloudEmulator } from '../../../src/emulators/soundcloud/index.js';
import { createSoundCloudAdapter } from '../../../src/integrations/soundcloud/adapter.js';
import { soundCloudConfigFromEnv } from '../../../src/integrations/soundcloud/config.js';
import { EMULATOR_CLIENT } from '../../../src/emulators/kit/types.js';
import type { UpstreamError } from '../../../src/integrations/errors.js';
import { contractSuite, signIn } from '../contract.js';
import { emulatedContract, listenerSession, seededTrackIds } from '../emulatedContract.js';

const setup = emulatedContract(test, {
  start: (catalogue) => startSoundCloudEmulator({ catalogue, rateLimit: null, accessTokenTtlSeconds: 600 }),
  adapter: (env) => createSoundCloudAdapter(soundCloudConfigFromEnv(env)),
  redirectUri: 'https://partner.example/oauth/soundcloud/callback',
});

contractSuite(test, () => setup);

// SoundCloud's own behaviour, against the same emulator.

const session = (key?: string) => listenerSession(setup, key);
const trackIds = (count: number, from?: number) => seededTrackIds(setup, count, from);
const listed = async (s: Awaited<ReturnType<typeof session>>, playlistId: string) => {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof setup.adapter.playlistItems>> = await setup.adapter.playlistItems(
      s,
      playlistId,
      { cursor },
    );
    ids.push(...page.items.map((i) => i.id));
    cursor = page.next;
  } while (cursor);
  return ids;
};

test.serial(
  'soundcloud: the sign-in refuses an authorize without PKCE and a verifier that does not match',
  async (t) => {
    const user = setup.catalogue.users[0];
    const url = new URL(setup.adapter.authorizeUrl!({ redirectUri: setup.redirectUri, state: 'abc' }));
    t.false(url.searchParams.has('scope'), 'the sign-in asks for no scope');
    t.is((await got(url, { throwHttpErrors: false })).statusCode, 400, 'no code_challenge, no sign-in page');

    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const withPkce = setup.adapter.authorizeUrl!({
      redirectUri: setup.redirectUri,
      state: 'abc',
      codeChallenge: challenge,
    });
    const form = {
      ...Object.fromEntries(new URL(withPkce).searchParams),
      email: user.email,
      password: user.password,
      decision: 'allow',
    };
    const posted = await got.post(withPkce, { form, followRedirect: false, throwHttpErrors: false });
    const code = new URL(posted.headers.location!).searchParams.get('code')!;
    const err = await t.throwsAsync(setup.adapter.exchangeCode!(code, setup.redirectUri, `${verifier}x`));
    t.is((err as UpstreamError).kind, 'reauthRequired');
  },
);

test.serial('soundcloud: a refresh token works once, and the refresh hands out the next one', async (t) => {
  const tokens = await signIn(setup, setup.catalogue.users[0]);
  const refreshed = await setup.adapter.refreshTokens(tokens.refreshToken!);
  t.truthy(refreshed.refreshToken);
  t.not(refreshed.refreshToken, tokens.refreshToken);
  const spent = await t.throwsAsync(setup.adapter.refreshTokens(tokens.refreshToken!));
  t.is((spent as UpstreamError).kind, 'reauthRequired');
  t.truthy((await setup.adapter.refreshTokens(refreshed.refreshToken!)).accessToken);
});

test.serial('soundcloud: a search finds the official upload among other users’ covers and re-uploads', async (t) => {
  const view = setup.emulator.library.view as typeof setup.emulator.library.view & {
    upload(id: string): { originalId: string; kind: string } | undefined;
  };
  // An original with uploads by others: its own upload is the artist's account's.
  const recording = setup.catalogue.recordings.find((r) => {
    const id = view.trackIdFor(r.key);
    return (
      r.version === null &&
      id &&
      [...Array(2000).keys()].some((i) => view.upload(String(2_200_000_000 + i))?.originalId === id)
    );
  })!;
  const official = view.track(view.trackIdFor(recording.key)!)!;
  const artistName = official.artists[0].name;
  const found = await setup.adapter.searchTracks(null, { track: recording.title, artist: artistName }, { limit: 50 });
  const mine = found.items.find((i) => i.id === official.id)!;
  t.truthy(mine, 'the official upload is found');
  t.is(mine.artists![0].id, view.artistIdFor(recording.artistKeys[0]) ?? null, 'uploaded by the artist’s own account');
  t.is(mine.artists![0].name, artistName);
  const others = found.items.filter((i) => view.upload(i.id)?.originalId === official.id);
  t.true(others.length > 0, 'uploads by other users come with it');
  for (const other of others) {
    t.not(other.artists![0].id, mine.artists![0].id);
    t.not(other.artists![0].name, artistName);
    t.is(other.isrc, null);
  }
  // The same seed makes the same uploads.
  const again = await startSoundCloudEmulator({ catalogue: createCatalogue({ recordings: 3_000 }), rateLimit: null });
  try {
    const twin = createSoundCloudAdapter(soundCloudConfigFromEnv(again.env));
    const repeat = await twin.searchTracks(null, { track: recording.title, artist: artistName }, { limit: 50 });
    t.deepEqual(
      repeat.items.map((i) => [i.id, i.name]),
      found.items.map((i) => [i.id, i.name]),
    );
  } finally {
    await again.close();
  }
});

test.serial('soundcloud: playlist pages are SoundCloud’s 50, cut smaller on request', async (t) => {
  const s = await session();
  const created = await setup.adapter.createPlaylist(s, { name: 'Paging' });
  const ids = trackIds(120);
  await setup.adapter.addPlaylistItems(s, created.id, ids);
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof setup.adapter.playlistItems>> = await setup.adapter.playlistItems(
      s,
      created.id,
      { cursor, limit: 30 },
    );
    sizes.push(page.items.length);
    cursor = page.next;
  } while (cursor);
  t.deepEqual(sizes, [30, 20, 30, 20, 20]);
  t.deepEqual(await listed(s, created.id), ids);
  await setup.adapter.deletePlaylist(s, created.id);
});

test.serial('soundcloud: inserts at a position, removes every entry of a track, refuses past 500', async (t) => {
  const s = await session();
  const created = await setup.adapter.createPlaylist(s, { name: 'Edits', isPublic: false });
  const [a, b, c, d] = trackIds(4, 400);
  await setup.adapter.addPlaylistItems(s, created.id, [a, b, a]);
  await setup.adapter.addPlaylistItems(s, created.id, [c, d], 1);
  t.deepEqual(await listed(s, created.id), [a, c, d, b, a]);
  await setup.adapter.removePlaylistItems(s, created.id, [{ id: a, entryId: null }]);
  t.deepEqual(await listed(s, created.id), [c, d, b]);
  await setup.adapter.updatePlaylist(s, created.id, { description: 'kept tracks', isPublic: true });
  const read = await setup.adapter.playlist(s, created.id);
  t.is(read.description, 'kept tracks');
  t.true(read.isPublic);
  t.is(read.totalItems, 3);
  const err = await t.throwsAsync(setup.adapter.addPlaylistItems(s, created.id, trackIds(500, 600)));
  t.is((err as UpstreamError).kind, 'rejected');
  t.deepEqual(await listed(s, created.id), [c, d, b]);
});

test.serial('soundcloud: concurrent adds to one playlist all land, in this process and through Redis', async (t) => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const prefix = `test:soundcloud:${randomBytes(4).toString('hex')}:`;
    // Two adapters share nothing but Redis, as two processes would.
    const config = soundCloudConfigFromEnv(setup.emulator.env);
    const [one, two] = [0, 1].map(() => createSoundCloudAdapter(config, { redis, redisPrefix: prefix }));
    for (const [name, adapters] of [
      ['one process', [setup.adapter, setup.adapter]],
      ['two processes', [one, two]],
    ] as const) {
      const s = await session();
      const created = await setup.adapter.createPlaylist(s, { name: `Concurrent, ${name}` });
      const batches = [0, 1, 2, 3, 4, 5].map((i) => trackIds(3, 900 + i * 10));
      await got.post(`${setup.emulator.url}/__emulator/reset`, { json: {} });
      await Promise.all(batches.map((ids, i) => adapters[i % 2].addPlaylistItems(s, created.id, ids)));
      const after = await listed(s, created.id);
      t.is(after.length, 18, name);
      t.deepEqual([...after].sort(), batches.flat().sort(), name);
      // The edits took turns: each wrote once, none had to be made again.
      const { byRoute } = await got(`${setup.emulator.url}/__emulator/stats`).json<{
        byRoute: Record<string, number>;
      }>();
      const puts = Object.entries(byRoute).filter(([route]) => route.startsWith('PUT '));
      t.is(
        puts.reduce((sum, [, n]) => sum + n, 0),
        batches.length,
        name,
      );
    }
  } finally {
    redis.disconnect();
  }
});

/** A proxy in front of the emulator that lets `afterPut` act once the first PUT of a playlist was answered. */
async function editingProxy(target: string, afterPut: () => void): Promise<{ url: string; close(): Promise<void> }> {
  let done = false;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        const body: Buffer[] = [];
        answer.on('data', (c: Buffer) => body.push(c));
        answer.on('end', () => {
          if (!done && req.method === 'PUT' && /^\/playlists\//.test(req.url ?? '')) {
            done = true;
            afterPut();
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(body));
        });
      });
      upstream.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.serial('soundcloud: an edit another editor overwrote is made again on what is there', async (t) => {
  const s = await session();
  const created = await setup.adapter.createPlaylist(s, { name: 'Overwritten' });
  const [base, outside, mine] = trackIds(3, 1200);
  await setup.adapter.addPlaylistItems(s, created.id, [base]);
  // Someone who read the playlist before our write saves their version right after it.
  const proxy = await editingProxy(setup.emulator.url, () => {
    const playlist = setup.emulator.library.playlist(created.id)!;
    playlist.entries = [];
    setup.emulator.library.addEntries(playlist, [base, outside]);
  });
  try {
    const adapter = createSoundCloudAdapter(
      soundCloudConfigFromEnv({ ...setup.emulator.env, SOUNDCLOUD_API_URL: proxy.url }),
    );
    await adapter.addPlaylistItems(s, created.id, [mine]);
    t.deepEqual(await listed(s, created.id), [base, outside, mine]);
  } finally {
    await proxy.close();
  }
});

test.serial('soundcloud: saved albums are liked sets of type album; ISRC lookups are refused', async (t) => {
  const s = await session();
  const view = setup.emulator.library.view;
  const albumId = view.albumIdFor(setup.catalogue.albums[5].key)!;
  await setup.adapter.saveAlbums(s, [albumId]);
  const saved = (await setup.adapter.savedAlbums(s, { limit: 200 })).items;
  t.true(saved.some((a) => a.id === albumId));
  const album = await setup.adapter.album(s, albumId);
  t.is(album.upc, view.album(albumId)!.upc);
  t.is(album.artists![0].id, view.album(albumId)!.artists[0].id);
  // A liked listener's playlist is not an album.
  const other = await session(setup.catalogue.users[1].key);
  const theirs = await setup.adapter.createPlaylist(other, { name: 'Not an album', isPublic: true });
  await setup.adapter.saveAlbums(s, [theirs.id]);
  t.false((await setup.adapter.savedAlbums(s, { limit: 200 })).items.some((a) => a.id === theirs.id));
  await setup.adapter.unsaveAlbums(s, [albumId, theirs.id]);
  const err = await t.throwsAsync(setup.adapter.tracksByIsrc(null, 'USRC17607839'));
  t.is((err as UpstreamError).kind, 'unsupported');
});

test.serial('soundcloud: a 429 without Retry-After is waited out from its reset time', async (t) => {
  const s = await session();
  await got.post(`${setup.emulator.url}/__emulator/faults`, { json: { rateLimit: { limit: 1, windowSeconds: 2 } } });
  try {
    const { accessToken } = await s.tokens();
    const headers = { authorization: `OAuth ${accessToken}` };
    // Of three calls in a row, two fall in one window of two seconds.
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await got(`${setup.emulator.url}/me`, { headers, throwHttpErrors: false, retry: { limit: 0 } }));
    const limited = answers.find((a) => a.statusCode === 429)!;
    t.truthy(limited, 'the emulator answered 429');
    t.is(limited.headers['retry-after'], undefined);
    t.regex(JSON.parse(limited.body).errors[0].meta.reset_time, /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \+0000$/);
    const pages = await Promise.all([0, 1, 2].map(() => setup.adapter.likedTracks(s, { limit: 5 })));
    t.true(pages.every((p) => p.items.length > 0));
  } finally {
    await got.post(`${setup.emulator.url}/__emulator/faults`, { json: { rateLimit: null } });
  }
});

test.serial('soundcloud: the API takes only the OAuth scheme', async (t) => {
  const { accessToken } = setup.emulator.oauth.issue('demo', EMULATOR_CLIENT.id, '');
  const bearer = await got(`${setup.emulator.url}/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
    throwHttpErrors: false,
  });
  t.is(bearer.statusCode, 401);
  t.is(JSON.parse(bearer.body).status, '401 - Unauthorized');
  const oauth = await got(`${setup.emulator.url}/me`, { headers: { authorization: `OAuth ${accessToken}` } }).json<{
    urn: string;
  }>();
  t.is(oauth.urn, `soundcloud:users:${setup.emulator.library.user('demo')!.id}`);
});

test.serial('soundcloud: a reorder while another editor added a track keeps that track in its place', async (t) => {
  const s = await session();
  const created = await setup.adapter.createPlaylist(s, { name: 'Reordered meanwhile' });
  const [a, b, c, d, outside] = trackIds(5, 1300);
  await setup.adapter.addPlaylistItems(s, created.id, [a, b, c, d]);
  const current = (await setup.adapter.playlistItems(s, created.id, {})).items;
  // Someone adds a track between our read and our reorder.
  const playlist = setup.emulator.library.playlist(created.id)!;
  setup.emulator.library.addEntries(playlist, [outside], 2);
  const entries = playlist.entries.map((e) => e.entryId);
  await setup.adapter.reorderPlaylistItems(s, created.id, current, [3, 2, 1, 0]);
  t.deepEqual(await listed(s, created.id), [d, c, outside, b, a]);
  // The emulator moved the entries it had (the PUT named the same tracks), it did not make new ones.
  t.deepEqual(playlist.entries.map((e) => e.entryId).sort(), [...entries].sort());
  await setup.adapter.deletePlaylist(s, created.id);
});

test.serial('soundcloud: a reorder another editor undid is made again, keeping what they added', async (t) => {
  const s = await session();
  const created = await setup.adapter.createPlaylist(s, { name: 'Reorder overwritten' });
  const [a, b, c, outside] = trackIds(4, 1400);
  await setup.adapter.addPlaylistItems(s, created.id, [a, b, c]);
  const current = (await setup.adapter.playlistItems(s, created.id, {})).items;
  // Someone who read the playlist before our write saves their version (one track added) right after it.
  const proxy = await editingProxy(setup.emulator.url, () => {
    const playlist = setup.emulator.library.playlist(created.id)!;
    playlist.entries = [];
    setup.emulator.library.addEntries(playlist, [a, b, c, outside]);
  });
  try {
    const adapter = createSoundCloudAdapter(
      soundCloudConfigFromEnv({ ...setup.emulator.env, SOUNDCLOUD_API_URL: proxy.url }),
    );
    await adapter.reorderPlaylistItems(s, created.id, current, [2, 0, 1]);
    t.deepEqual(await listed(s, created.id), [c, a, b, outside]);
    // A reorder already done, an identity order, or one that does not name every entry writes nothing.
    const version = setup.emulator.library.playlist(created.id)!.version;
    await adapter.reorderPlaylistItems(s, created.id, current, [2, 0, 1]);
    await adapter.reorderPlaylistItems(s, created.id, current, [0, 1, 2]);
    await t.throwsAsync(adapter.reorderPlaylistItems(s, created.id, current, [0, 1]), { instanceOf: RangeError });
    t.is(setup.emulator.library.playlist(created.id)!.version, version);
  } finally {
    await proxy.close();
  }
  await setup.adapter.deletePlaylist(s, created.id);
});
