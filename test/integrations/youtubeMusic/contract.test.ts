import test from 'ava';
import got from 'got';
import { startYoutubeMusicEmulator } from '../../../src/emulators/youtubeMusic/index.js';
import { createYoutubeMusicAdapter } from '../../../src/integrations/youtubeMusic/adapter.js';
import { youtubeMusicConfigFromEnv } from '../../../src/integrations/youtubeMusic/config.js';
import { UpstreamError } from '../../../src/integrations/errors.js';
import { UpstreamMetrics } from '../../../src/integrations/http/metrics.js';
import { unitsSpent } from '../../../src/integrations/youtubeMusic/quota.js';
import { contractSuite, issuedSession, memorySession, signIn } from '../contract.js';
import { emulatedContract, seededTrackIds } from '../emulatedContract.js';
import { planMoves } from '../../../src/integrations/playlistOrder.js';
import { apiReference } from '../../helpers/apiReference.js';
import { readFile } from 'node:fs/promises';

const setup = emulatedContract(test, {
  start: (catalogue) => startYoutubeMusicEmulator({ catalogue, rateLimit: null }),
  adapter: (env) => createYoutubeMusicAdapter(youtubeMusicConfigFromEnv(env)),
  redirectUri: 'https://partner.example/oauth/youtube/callback',
});

contractSuite(test, () => setup);

test.serial('YouTube: uploads titled "Artist - Song (Official Video)" read as that song by that artist', async (t) => {
  const { adapter, catalogue } = setup;
  const view = catalogue.view('youtubeMusic');
  const upload = catalogue.recordings
    .map((r) => view.track(view.trackIdFor(r.key) ?? ''))
    .find((x) => x && / - .+\(Official/.test(x.name))!;
  const track = await adapter.track(null, upload.id);
  t.false(track.name.startsWith(`${track.artists?.[0]?.name} - `));
  t.true(upload.name.includes(track.name));
  t.notRegex(track.name, /Official|Lyrics/);
  t.is(track.artists?.[0]?.name, upload.artists[0].name.replace(/ - Topic$/, ''));
  t.is(track.artists?.[0]?.id, upload.artists[0].id);
  t.is(track.isrc, null);
  t.true((track.durationMs ?? 0) > 0);
});

test.serial('YouTube: every call spends quota units; a spent daily quota is refused before calling out', async (t) => {
  const { catalogue } = setup;
  // A project with 150 units a day: one search (100) and a few reads (1 each).
  const adapter = createYoutubeMusicAdapter(
    youtubeMusicConfigFromEnv({ ...setup.emulator.env, YOUTUBE_DAILY_QUOTA_UNITS: '150' }),
  );
  const session = memorySession(adapter, await signIn(setup, catalogue.users[0]), catalogue.users[0].key);
  await adapter.searchTracks(session, { track: 'love' }, { limit: 5 });
  await adapter.playlists(session, {});
  const before = setup.emulator.quota.used();
  const err = await t.throwsAsync(adapter.searchTracks(session, { track: 'love' }, { limit: 5 }));
  t.is((err as UpstreamError).kind, 'rateLimited');
  t.true(((err as UpstreamError).details.retryAfterSeconds ?? 0) > 0, 'retry when the quota day ends');
  t.is(setup.emulator.quota.used(), before, 'the refused call was never sent');
});

test.serial('YouTube: the service saying quotaExceeded stops every later call until the day ends', async (t) => {
  const { catalogue } = setup;
  const adapter = createYoutubeMusicAdapter(youtubeMusicConfigFromEnv(setup.emulator.env));
  const session = memorySession(adapter, await signIn(setup, catalogue.users[0]), catalogue.users[0].key);
  setup.emulator.quota.setDaily(setup.emulator.quota.used());
  try {
    const first = await t.throwsAsync(adapter.playlists(session, {}));
    t.is((first as UpstreamError).kind, 'rateLimited');
    const calls = setup.emulator.quota.used();
    const second = await t.throwsAsync(adapter.playlists(session, {}));
    t.is((second as UpstreamError).kind, 'rateLimited');
    t.is(setup.emulator.quota.used(), calls);
  } finally {
    setup.emulator.quota.setDaily(1_000_000);
  }
});

test.serial('YouTube: albums and ISRCs do not exist there, and say so', async (t) => {
  const { adapter } = setup;
  for (const attempt of [
    () => adapter.tracksByIsrc(null, 'USUM72409273'),
    () => adapter.searchAlbums(null, { album: 'x' }, {}),
    () => adapter.album(null, '1'),
  ]) {
    const err = await t.throwsAsync(attempt());
    t.is((err as UpstreamError).kind, 'unsupported');
  }
  const page = await got(`${setup.emulator.url}/youtube/v3/playlists`, {
    searchParams: { part: 'snippet', maxResults: 51, key: 'emulator-api-key', id: 'x' },
    throwHttpErrors: false,
  }).json<{ error: { errors: { reason: string }[] } }>();
  t.is(page.error.errors[0].reason, 'invalidValue');
});

test.serial('YouTube: the units the adapter counts in its metrics are the units the service charged', async (t) => {
  const { catalogue } = setup;
  const metrics = new UpstreamMetrics();
  const adapter = createYoutubeMusicAdapter(youtubeMusicConfigFromEnv(setup.emulator.env), { metrics });
  const session = memorySession(adapter, await signIn(setup, catalogue.users[0]), catalogue.users[0].key);
  const before = setup.emulator.quota.used();
  await adapter.searchTracks(session, { track: 'love' }, { limit: 5 });
  const playlists = await adapter.playlists(session, {});
  await adapter.playlistItems(session, playlists.items[0].id, { limit: 10 });
  const created = await adapter.createPlaylist(session, { name: 'Quota mix' });
  await adapter.deletePlaylist(session, created.id);
  const spent = unitsSpent(metrics);
  t.is(spent.searchTracks, 100);
  t.is(spent.createPlaylist, 50);
  t.is(spent.deletePlaylist, 50);
  const total = Object.values(spent).reduce((a, b) => a + b, 0);
  t.is(total, setup.emulator.quota.used() - before);
});

test.serial('YouTube: an ISRC alone is refused without spending units', async (t) => {
  const { adapter } = setup;
  const before = setup.emulator.quota.used();
  const err = await t.throwsAsync(adapter.searchTracks(null, { isrc: 'USUM72409273' }, {}));
  t.is((err as UpstreamError).kind, 'unsupported');
  t.is(setup.emulator.quota.used(), before);
});

test.serial(
  'YouTube emulator: the daily quota is read and set under /__emulator, and reset gives it back',
  async (t) => {
    const { catalogue } = setup;
    const control = (path: string, json?: unknown) =>
      got.post(`${setup.emulator.url}/__emulator/${path}`, { json: json ?? {} }).json<Record<string, unknown>>();
    const adapter = createYoutubeMusicAdapter(youtubeMusicConfigFromEnv(setup.emulator.env));
    const session = memorySession(adapter, await signIn(setup, catalogue.users[0]), catalogue.users[0].key);
    const state = await got(`${setup.emulator.url}/__emulator/quota`).json<{
      daily: number;
      used: number;
      day: string;
    }>();
    t.regex(state.day, /^\d{4}-\d{2}-\d{2}$/);
    try {
      t.like(await control('quota', { daily: 10_000, used: 9_950 }), { daily: 10_000, used: 9_950, remaining: 50 });
      const answer = await got(`${setup.emulator.url}/youtube/v3/search`, {
        searchParams: { part: 'snippet', q: 'love', key: 'emulator-api-key' },
        throwHttpErrors: false,
      });
      t.is(answer.statusCode, 403);
      t.like(JSON.parse(answer.body).error, {
        code: 403,
        status: 'PERMISSION_DENIED',
        errors: [{ domain: 'youtube.quota', reason: 'quotaExceeded' }],
      });
      await adapter.playlists(session, {});
      const bad = await got.post(`${setup.emulator.url}/__emulator/quota`, {
        json: { used: -1 },
        throwHttpErrors: false,
      });
      t.is(bad.statusCode, 400);
    } finally {
      await control('reset');
    }
    t.like(await got(`${setup.emulator.url}/__emulator/quota`).json(), { used: 0, daily: 1_000_000 });
  },
);

test.serial("YouTube: someone else's private playlist cannot be read; a public one can", async (t) => {
  const { catalogue } = setup;
  const adapter = createYoutubeMusicAdapter(youtubeMusicConfigFromEnv(setup.emulator.env));
  const owner = memorySession(adapter, await signIn(setup, catalogue.users[0]), catalogue.users[0].key);
  const other = memorySession(adapter, await signIn(setup, catalogue.users[1]), catalogue.users[1].key);
  const hidden = await adapter.createPlaylist(owner, { name: 'Private mix', isPublic: false });
  const shown = await adapter.createPlaylist(owner, { name: 'Public mix', isPublic: true });
  try {
    const items = await t.throwsAsync(adapter.playlistItems(other, hidden.id, {}));
    t.is((items as UpstreamError).kind, 'forbidden');
    const playlist = await t.throwsAsync(adapter.playlist(other, hidden.id));
    t.is((playlist as UpstreamError).kind, 'notFound');
    t.like(await adapter.playlist(other, shown.id), { name: 'Public mix', isOwner: false, isPublic: true });
    t.deepEqual((await adapter.playlistItems(other, shown.id, {})).items, []);
  } finally {
    await adapter.deletePlaylist(owner, hidden.id);
    await adapter.deletePlaylist(owner, shown.id);
  }
});

test.serial('YouTube: a reorder moves one entry a call, 50 units each, and the entries themselves move', async (t) => {
  const { catalogue } = setup;
  const metrics = new UpstreamMetrics();
  const adapter = createYoutubeMusicAdapter(youtubeMusicConfigFromEnv(setup.emulator.env), { metrics });
  const session = memorySession(adapter, await signIn(setup, catalogue.users[0]), catalogue.users[0].key);
  const created = await adapter.createPlaylist(session, { name: 'Reorder units' });
  try {
    await adapter.addPlaylistItems(session, created.id, seededTrackIds(setup, 6, 700));
    const read = async () => (await adapter.playlistItems(session, created.id, { limit: 50 })).items;
    let spent = 0;
    for (const order of [
      [5, 0, 1, 2, 3, 4],
      [1, 2, 3, 4, 5, 0],
      [5, 4, 3, 2, 1, 0],
    ]) {
      const current = await read();
      const moves = planMoves(order, { maxRange: 1 }).length;
      const before = setup.emulator.quota.used();
      await adapter.reorderPlaylistItems(session, created.id, current, order);
      t.is(setup.emulator.quota.used() - before, 50 * moves, `${order}: 50 units a move`);
      spent += 50 * moves;
      const after = await read();
      t.deepEqual(
        after.map((i) => i.entryId),
        order.map((i) => current[i].entryId),
      );
    }
    t.is(unitsSpent(metrics).reorderPlaylistItems, spent, 'the adapter counts the units it spent');
    t.is(spent, 50 * (1 + 1 + 5), 'one entry to the front, one to the end, five to reverse six');
    // An identity order and an order that is no permutation spend nothing.
    const current = await read();
    const before = setup.emulator.quota.used();
    await adapter.reorderPlaylistItems(session, created.id, current, [0, 1, 2, 3, 4, 5]);
    await t.throwsAsync(adapter.reorderPlaylistItems(session, created.id, current, [0, 1, 2, 3, 4, 4]), {
      instanceOf: RangeError,
    });
    t.is(setup.emulator.quota.used(), before);
  } finally {
    await adapter.deletePlaylist(session, created.id);
  }
});

test.serial('YouTube: an entry that is not in the playlist is refused, and nothing moves', async (t) => {
  const { adapter, catalogue } = setup;
  const session = memorySession(adapter, await signIn(setup, catalogue.users[0]), catalogue.users[0].key);
  const created = await adapter.createPlaylist(session, { name: 'Reorder unknown' });
  try {
    await adapter.addPlaylistItems(session, created.id, seededTrackIds(setup, 3, 800));
    const current = (await adapter.playlistItems(session, created.id, {})).items;
    const stale = current.map((item, i) => (i === 2 ? { ...item, entryId: 'UExunknownEntry' } : item));
    const err = await t.throwsAsync(adapter.reorderPlaylistItems(session, created.id, stale, [2, 0, 1]));
    t.is((err as UpstreamError).kind, 'notFound');
    t.deepEqual(
      (await adapter.playlistItems(session, created.id, {})).items.map((i) => i.entryId),
      current.map((i) => i.entryId),
    );
    const missing = await t.throwsAsync(
      adapter.reorderPlaylistItems(
        session,
        created.id,
        current.map((item) => ({ ...item, entryId: null })),
        [2, 0, 1],
      ),
    );
    t.is((missing as UpstreamError).kind, 'rejected');
  } finally {
    await adapter.deletePlaylist(session, created.id);
  }
});

test.serial(
  'YouTube emulator: playlistItems.update answers as the insert does and refuses as Google does',
  async (t) => {
    const owner = issuedSession(setup.emulator, setup.catalogue.users[0].key);
    const other = issuedSession(setup.emulator, setup.catalogue.users[1].key);
    const created = await setup.adapter.createPlaylist(owner, { name: 'Update wire' });
    try {
      await setup.adapter.addPlaylistItems(owner, created.id, seededTrackIds(setup, 3, 900));
      const [first, middle, last] = (await setup.adapter.playlistItems(owner, created.id, {})).items;
      const update = (body: unknown, token = owner.token) =>
        got.put(`${setup.emulator.url}/youtube/v3/playlistItems`, {
          searchParams: { part: 'snippet' },
          headers: { authorization: `Bearer ${token}` },
          json: body,
          throwHttpErrors: false,
        });
      const item = (entry: typeof first, position?: number) => ({
        id: entry.entryId,
        snippet: {
          playlistId: created.id,
          resourceId: { kind: 'youtube#video', videoId: entry.id },
          ...(position === undefined ? {} : { position }),
        },
      });
      const moved = await update(item(last, 0));
      t.is(moved.statusCode, 200);
      const answer = JSON.parse(moved.body);
      t.like(answer, {
        kind: 'youtube#playlistItem',
        id: last.entryId,
        snippet: { position: 0, playlistId: created.id },
      });
      // The members of the recorded insert answer, and no others.
      const recorded = JSON.parse(
        await readFile(
          apiReference('youtube', 'fixtures', 'python-youtube', 'playlist_items__insert_response.json'),
          'utf8',
        ),
      );
      t.deepEqual(Object.keys(answer).sort(), Object.keys(recorded).sort());
      t.deepEqual(Object.keys(answer.snippet).sort(), Object.keys(recorded.snippet).sort());

      const refusals: [unknown, number, string, string?][] = [
        [{ ...item(first, 1), id: 'UExnoSuchItem' }, 404, 'playlistItemNotFound'],
        [item(first, 3), 400, 'invalidPlaylistItemPosition'],
        [item(first, -1), 400, 'invalidPlaylistItemPosition'],
        [item(first, 1.5), 400, 'invalidPlaylistItemPosition'],
        [{ ...item(first, 1), id: undefined }, 400, 'playlistItemIdRequired'],
        [{ id: first.entryId }, 400, 'invalidSnippet'],
        [
          { id: first.entryId, snippet: { ...item(first, 1).snippet, playlistId: undefined } },
          400,
          'playlistIdRequired',
        ],
        [{ id: first.entryId, snippet: { playlistId: created.id, position: 1 } }, 400, 'invalidResourceType'],
        [
          { ...item(first, 1), snippet: { ...item(first, 1).snippet, playlistId: 'PLnoSuchList' } },
          404,
          'playlistNotFound',
        ],
        [
          { ...item(first, 1), snippet: { ...item(first, 1).snippet, resourceId: item(last).snippet.resourceId } },
          400,
          'invalidSnippet',
        ],
        [item(first, 1), 403, 'playlistItemsNotAccessible', other.token],
      ];
      for (const [body, status, reason, token] of refusals) {
        const refused = await update(body, token);
        t.is(refused.statusCode, status, reason);
        t.like(JSON.parse(refused.body).error, { code: status, errors: [{ reason }] }, reason);
      }
      // None of them moved anything.
      t.deepEqual(
        (await setup.adapter.playlistItems(owner, created.id, {})).items.map((i) => i.entryId),
        [last.entryId, first.entryId, middle.entryId],
      );
      const before = setup.emulator.quota.used();
      t.is((await update(item(first, 2))).statusCode, 200);
      t.is(setup.emulator.quota.used() - before, 50, 'an update costs 50 units, as an insert does');
      // The position is where the entry stands once moved: 2 is the last place of three.
      const unmoved = JSON.parse((await update(item(middle))).body);
      t.is(unmoved.snippet.position, 1, 'without a position the entry stays where it is');
      t.deepEqual(
        (await setup.adapter.playlistItems(owner, created.id, {})).items.map((i) => i.entryId),
        [last.entryId, middle.entryId, first.entryId],
      );
    } finally {
      await setup.adapter.deletePlaylist(owner, created.id);
    }
  },
);
