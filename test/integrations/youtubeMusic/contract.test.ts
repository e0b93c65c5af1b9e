import test from 'ava';
import got from 'got';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { startYoutubeMusicEmulator, type RunningYoutubeMusicEmulator } from '../../../src/emulators/youtubeMusic/index.js';
import { createYoutubeMusicAdapter } from '../../../src/integrations/youtubeMusic/adapter.js';
import { youtubeMusicConfigForEmulator } from '../../../src/integrations/youtubeMusic/config.js';
import { UpstreamError } from '../../../src/integrations/errors.js';
import { contractSuite, memorySession, signIn, type ContractSetup } from '../contract.js';

let setup: ContractSetup;
let emulator: RunningYoutubeMusicEmulator;

test.before(async () => {
  const catalogue = createCatalogue({ recordings: 3_000 });
  emulator = await startYoutubeMusicEmulator({ catalogue, rateLimit: null });
  setup = { adapter: createYoutubeMusicAdapter(youtubeMusicConfigForEmulator(emulator.url)), emulator, catalogue, redirectUri: 'https://partner.example/oauth/youtube/callback' };
});

test.after.always(async () => {
  await emulator?.close();
});

contractSuite(test, () => setup);

test.serial('YouTube: uploads titled "Artist - Song (Official Video)" read as that song by that artist', async (t) => {
  const { adapter, catalogue } = setup;
  const view = catalogue.view('youtubeMusic');
  const upload = catalogue.recordings.map((r) => view.track(view.trackIdFor(r.key) ?? '')).find((x) => x && / - .+\(Official/.test(x.name))!;
  const track = await adapter.track(null, upload.id);
  t.false(track.name.startsWith(`${track.artists?.[0]?.name} - `));
  t.true(upload.name.includes(track.name));
  t.is(track.isrc, null);
  t.true((track.durationMs ?? 0) > 0);
});

test.serial('YouTube: every call spends quota units; a spent daily quota is refused before calling out', async (t) => {
  const { catalogue } = setup;
  // A project with 150 units a day: one search (100) and a few reads (1 each).
  const adapter = createYoutubeMusicAdapter(youtubeMusicConfigForEmulator(emulator.url, { YOUTUBE_DAILY_QUOTA_UNITS: '150' }));
  const session = memorySession(adapter, await signIn(setup, catalogue.users[0]), catalogue.users[0].key);
  await adapter.searchTracks(session, { track: 'love' }, { limit: 5 });
  await adapter.playlists(session, {});
  const before = emulator.quota.used();
  const err = await t.throwsAsync(adapter.searchTracks(session, { track: 'love' }, { limit: 5 }));
  t.is((err as UpstreamError).kind, 'rateLimited');
  t.true(((err as UpstreamError).details.retryAfterSeconds ?? 0) > 0, 'retry when the quota day ends');
  t.is(emulator.quota.used(), before, 'the refused call was never sent');
});

test.serial('YouTube: the service saying quotaExceeded stops every later call until the day ends', async (t) => {
  const { catalogue } = setup;
  const adapter = createYoutubeMusicAdapter(youtubeMusicConfigForEmulator(emulator.url));
  const session = memorySession(adapter, await signIn(setup, catalogue.users[0]), catalogue.users[0].key);
  emulator.quota.setDaily(emulator.quota.used());
  try {
    const first = await t.throwsAsync(adapter.playlists(session, {}));
    t.is((first as UpstreamError).kind, 'rateLimited');
    const calls = emulator.quota.used();
    const second = await t.throwsAsync(adapter.playlists(session, {}));
    t.is((second as UpstreamError).kind, 'rateLimited');
    t.is(emulator.quota.used(), calls);
  } finally {
    emulator.quota.setDaily(1_000_000);
  }
});

test.serial('YouTube: albums and ISRCs do not exist there, and say so', async (t) => {
  const { adapter } = setup;
  for (const attempt of [() => adapter.tracksByIsrc(null, 'USUM72409273'), () => adapter.searchAlbums(null, { album: 'x' }, {}), () => adapter.album(null, '1')]) {
    const err = await t.throwsAsync(attempt());
    t.is((err as UpstreamError).kind, 'unsupported');
  }
  const page = await got(`${emulator.url}/youtube/v3/playlists`, { searchParams: { part: 'snippet', maxResults: 51, key: 'emulator-api-key', id: 'x' }, throwHttpErrors: false }).json<{ error: { errors: { reason: string }[] } }>();
  t.is(page.error.errors[0].reason, 'invalidValue');
});
