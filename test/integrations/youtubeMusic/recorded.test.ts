import test from 'ava';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  decodeEntities,
  durationMs,
  entryVideo,
  playlistItem,
  searchedVideo,
  songOfVideo,
  videoItem,
} from '../../../src/integrations/youtubeMusic/mapping.js';
import { interpretYoutube } from '../../../src/integrations/youtubeMusic/adapter.js';
import {
  QUOTA_COST,
  quotaDay,
  recordUnits,
  unitsSpent,
  YoutubeQuota,
} from '../../../src/integrations/youtubeMusic/quota.js';
import { UpstreamMetrics } from '../../../src/integrations/http/metrics.js';
import { UpstreamError } from '../../../src/integrations/errors.js';
import { apiReference } from '../../helpers/apiReference.js';

// The adapter's mapping on real YouTube Data API answers, kept as test data beside the project.
const FIXTURES = apiReference('youtube', 'fixtures', 'python-youtube');
const fixture = async (name: string) => JSON.parse(await readFile(join(FIXTURES, name), 'utf8'));

let redis: Redis;

test.before(() => {
  redis = new Redis('redis://127.0.0.1:6379');
});

test.after.always(async () => {
  await redis?.quit();
});

test('recorded playlists map with their owner, privacy and item count', async (t) => {
  const body = await fixture('playlists__playlists_mine.json');
  const owner = body.items[0].snippet.channelId;
  const playlists = body.items.map((p: never) => playlistItem(p, owner));
  t.is(playlists.length, 2);
  t.true(
    playlists.every(
      (p: { id: string; name: string; isOwner: boolean }) => p.id.startsWith('PL') && p.name.length > 0 && p.isOwner,
    ),
  );
  t.false(playlistItem(body.items[0], 'UCsomeoneElse').isOwner);
});

test('a recorded playlist insert maps to a playlist without an item count yet', async (t) => {
  const created = await fixture('playlists__insert_response.json');
  const item = playlistItem(created, created.snippet.channelId);
  t.like(item, {
    id: created.id,
    name: 'Test playlist',
    description: null,
    totalItems: null,
    isPublic: null,
    isOwner: true,
  });
});

test('recorded playlist items keep their entry id and video id; the page token is the cursor', async (t) => {
  const body = await fixture('playlist_items__playlist_items_paged_1.json');
  const videos = body.items.map(entryVideo);
  t.is(videos.length, 10);
  t.true(videos.every((v: { id: string }) => /^[\w-]{11}$/.test(v.id)));
  const item = videoItem(videos[0], { entryId: body.items[0].id });
  t.is(item.entryId, body.items[0].id);
  t.is(body.nextPageToken, 'CAoQAA');
  const last = await fixture('playlist_items__playlist_items_paged_2.json');
  t.is(last.nextPageToken, undefined, 'the last page has no next token');
});

test('a recorded playlist item insert names the video owner: that channel is the artist', async (t) => {
  const inserted = await fixture('playlist_items__insert_response.json');
  const item = videoItem(entryVideo(inserted), { entryId: inserted.id });
  t.is(item.id, '2sjqTHE0zok');
  t.is(item.entryId, inserted.id);
  t.deepEqual(
    item.artists?.map((a) => [a.id, a.name]),
    [['UCuXy5tCgEninup9cGplbiFw', 'Missing Semester']],
  );
});

test('recorded search results and videos map; titles of search results are HTML-escaped', async (t) => {
  const search = await fixture('search__search_by_keywords_p1.json');
  const results = search.items.filter((i: { id: { videoId?: string } }) => i.id.videoId);
  const items = results.map(searchedVideo);
  t.deepEqual(
    items.map((i: { id: string }) => i.id),
    results.map((r: { id: { videoId: string } }) => r.id.videoId),
  );
  const escaped = results.findIndex((r: { snippet: { title: string } }) => r.snippet.title.includes('&amp;'));
  t.true(escaped >= 0, 'the recording has an escaped title');
  t.false(items[escaped].name.includes('&amp;'));
  t.true(items[escaped].name.includes(' & '));
  const apostrophe = results.findIndex((r: { snippet: { title: string } }) => r.snippet.title.includes('&#39;'));
  t.true(apostrophe >= 0, 'the recording writes apostrophes as &#39;');
  t.true(items[apostrophe].name.includes("'") && !items[apostrophe].name.includes('&#39;'));
  const videos = await fixture('videos__videos_info_multi.json');
  // videos.list titles are not escaped: "Name & Identity" comes as typed and stays so.
  const plain = videos.items.find((v: { snippet: { title: string } }) => v.snippet.title.includes(' & '));
  t.is(videoItem(plain).name, plain.snippet.title);
  t.true(
    videos.items
      .map((v: never) => videoItem(v))
      .every(
        (v: { url: string | null; isrc: string | null; kind: string }) =>
          v.url?.includes('watch?v=') && v.isrc === null && v.kind === 'video',
      ),
  );
});

test('ISO 8601 durations as YouTube writes them', (t) => {
  t.is(durationMs('PT3M25S'), 205_000);
  t.is(durationMs('PT1H2M3S'), 3_723_000);
  t.is(durationMs('PT4M'), 240_000);
  t.is(durationMs('PT59S'), 59_000);
  t.is(durationMs('P1DT1S'), 86_401_000);
  t.is(durationMs('P0D'), 0);
  t.is(durationMs('PT45.5S'), 45_500);
  t.is(durationMs(undefined), null);
  t.is(durationMs('garbage'), null);
  t.is(durationMs('3:25'), null);
});

test('title habits: uploads "Artist - Song (Official Video)", "- Topic" channels, VEVO', (t) => {
  t.deepEqual(songOfVideo('Dua Lipa - Levitating (Official Music Video)', 'Dua Lipa'), {
    artist: 'Dua Lipa',
    name: 'Levitating',
  });
  t.deepEqual(songOfVideo('Levitating', 'Dua Lipa - Topic'), { artist: 'Dua Lipa', name: 'Levitating' });
  t.deepEqual(songOfVideo('Bad Guy', 'BillieEilishVEVO'), { artist: 'BillieEilish', name: 'Bad Guy' });
  // A hyphenated title on a Topic channel is the title, not "artist - song"...
  t.deepEqual(songOfVideo('Song - Live', 'Band - Topic'), { artist: 'Band', name: 'Song - Live' });
  // ...unless what precedes the dash is the channel's own artist.
  t.deepEqual(songOfVideo('Band - Topic - Paper Hearts (Official Audio)', 'Band - Topic'), {
    artist: 'Band',
    name: 'Paper Hearts',
  });
  t.deepEqual(songOfVideo('band - Paper Hearts [Official Video] (HD)', 'Band - Topic'), {
    artist: 'Band',
    name: 'Paper Hearts',
  });
  // A label's upload names the artist in the title.
  t.deepEqual(songOfVideo("Guns N' Roses - Sweet Child O' Mine (Lyrics)", 'Label Records'), {
    artist: "Guns N' Roses",
    name: "Sweet Child O' Mine",
  });
  // Version markers make a different recording: they stay.
  t.deepEqual(songOfVideo('Band - Paper Hearts (Live) (Official Video)', 'Band'), {
    artist: 'Band',
    name: 'Paper Hearts (Live)',
  });
  t.deepEqual(songOfVideo('Paper Hearts (Acoustic)', 'Band - Topic'), {
    artist: 'Band',
    name: 'Paper Hearts (Acoustic)',
  });
  // A title that is nothing but decoration is kept as it is.
  t.deepEqual(songOfVideo('(Official Video)', 'Band'), { artist: 'Band', name: '(Official Video)' });
});

test('the artist carries the channel id only when the channel is that artist', (t) => {
  const video = (title: string, channelTitle: string) =>
    videoItem({ id: 'abcdefghijk', snippet: { title, channelTitle, channelId: 'UCchannel' } });
  t.is(video('Paper Hearts', 'Band - Topic').artists?.[0].id, 'UCchannel');
  t.is(video('Billie Eilish - Bad Guy (Official Video)', 'BillieEilishVEVO').artists?.[0].id, 'UCchannel');
  t.is(video('Band - Paper Hearts (Official Video)', 'Label Records').artists?.[0].id, null);
});

test('availability follows the region restriction for the listener’s country', (t) => {
  const video = (regionRestriction: { blocked?: string[]; allowed?: string[] }) => ({
    id: 'abcdefghijk',
    snippet: { title: 'x', channelTitle: 'y' },
    contentDetails: { duration: 'PT1M', regionRestriction },
  });
  t.false(videoItem(video({ blocked: ['DE'] }), { country: 'de' }).isAvailable);
  t.true(videoItem(video({ blocked: ['DE'] }), { country: 'FR' }).isAvailable);
  t.false(videoItem(video({ allowed: ['US'] }), { country: 'FR' }).isAvailable);
  t.true(videoItem(video({ allowed: ['US'] }), { country: 'US' }).isAvailable);
  t.is(videoItem(video({ blocked: ['DE'] })).isAvailable, null, 'unknown without a country');
});

test('HTML entities decode; unknown ones stay as written', (t) => {
  t.is(decodeEntities('Rock &amp; Roll &quot;Live&quot; &#39;77 &#x2014; &lt;3'), 'Rock & Roll "Live" \'77 — <3');
  t.is(decodeEntities('AT&T &bogus; & more'), 'AT&T &bogus; & more');
  // One pass: a title that really reads "&amp;" is sent as "&amp;amp;" and keeps its "&amp;".
  t.is(decodeEntities('Tom &amp;amp; Jerry'), 'Tom &amp; Jerry');
});

test('Google errors: quota and rate limits become rateLimited; others keep their status', async (t) => {
  let exhausted = 0;
  const quota = interpretYoutube(
    {
      status: 403,
      headers: {},
      body: { error: { code: 403, errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }] } },
    },
    () => (exhausted += 1),
  );
  t.true(quota instanceof UpstreamError && quota.kind === 'rateLimited');
  t.true((quota as UpstreamError).details.retryAfterSeconds! > 0, 'retry when the quota day ends');
  t.is(exhausted, 1);
  const daily = interpretYoutube({
    status: 403,
    headers: {},
    body: { error: { code: 403, errors: [{ reason: 'dailyLimitExceeded', domain: 'usageLimits' }] } },
  });
  t.true(daily instanceof UpstreamError && daily.kind === 'rateLimited');
  // A rate limit is a wait of a second or two, spread so that refused calls do not return together.
  for (const reason of ['rateLimitExceeded', 'userRateLimitExceeded']) {
    const slow = interpretYoutube({
      status: 403,
      headers: {},
      body: { error: { code: 403, errors: [{ reason, domain: 'usageLimits' }] } },
    });
    t.true(slow instanceof UpstreamError && slow.kind === 'rateLimited', reason);
    const wait = (slow as UpstreamError).details.retryAfterSeconds!;
    t.true(wait >= 1 && wait < 2, reason);
  }
  // Everything else is left to the status: 403 forbidden, 404 notFound, 401 a refused token.
  for (const reason of ['playlistItemsNotAccessible', 'videoNotFound', 'authError']) {
    t.is(
      interpretYoutube({ status: 403, headers: {}, body: { error: { code: 403, errors: [{ reason }] } } }),
      null,
      reason,
    );
  }
  t.is(interpretYoutube({ status: 403, headers: {}, body: await fixture('error_permission_resp.json') }), null);
  t.is(interpretYoutube({ status: 400, headers: {}, body: await fixture('error_response.json') }), null);
  t.is(interpretYoutube({ status: 200, headers: {}, body: await fixture('channels__info.json') }), null);
  t.is(interpretYoutube({ status: 502, headers: {}, body: '<html>Bad Gateway</html>' }), null);
});

test('the quota day turns at midnight Pacific time, and units add up across calls', async (t) => {
  const { day, secondsLeft } = quotaDay(new Date('2026-03-01T07:59:30Z'));
  t.is(day, '2026-02-28');
  t.is(secondsLeft, 30);
  t.is(quotaDay(new Date('2026-07-01T06:59:59Z')).day, '2026-06-30', 'daylight saving time: UTC-7');
  const quota = new YoutubeQuota(null, 'test', 120);
  await quota.spend(100);
  await quota.spend(20);
  const refused = await t.throwsAsync(quota.spend(1));
  t.is((refused as UpstreamError).kind, 'rateLimited');
  t.is(await quota.used(), 120, 'a refused call spends nothing');
});

test('the quota is one Redis counter for every process', async (t) => {
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const a = new YoutubeQuota(redis, prefix, QUOTA_COST.search + 2 * QUOTA_COST.write);
  const b = new YoutubeQuota(redis, prefix, QUOTA_COST.search + 2 * QUOTA_COST.write);
  await a.spend(QUOTA_COST.search);
  await b.spend(QUOTA_COST.write);
  await a.spend(QUOTA_COST.write);
  await t.throwsAsync(b.spend(QUOTA_COST.read));
  t.is(await a.used(), 200);
  t.true(
    (await redis.ttl(`${prefix}:youtube-quota:${quotaDay().day}`)) > 24 * 3600,
    'the day’s counter outlives the day, then goes',
  );
  // YouTube saying quotaExceeded spends the rest of the day for everyone.
  const c = new YoutubeQuota(redis, `${prefix}-exhausted`, 10_000);
  await c.exhaust();
  await t.throwsAsync(new YoutubeQuota(redis, `${prefix}-exhausted`, 10_000).spend(QUOTA_COST.read));
  await redis.del(`${prefix}:youtube-quota:${quotaDay().day}`, `${prefix}-exhausted:youtube-quota:${quotaDay().day}`);
});

test('units show in the metrics by operation, apart from the count of calls', (t) => {
  const metrics = new UpstreamMetrics();
  metrics.record('youtubeMusic', 'searchTracks', 'ok');
  recordUnits(metrics, 'searchTracks', QUOTA_COST.search);
  recordUnits(metrics, 'playlists', QUOTA_COST.read);
  recordUnits(metrics, 'addPlaylistItems', QUOTA_COST.write);
  recordUnits(undefined, 'playlists', QUOTA_COST.read);
  t.deepEqual(unitsSpent(metrics), { searchTracks: 100, playlists: 1, addPlaylistItems: 50 });
  t.is(metrics.callsTo('youtubeMusic'), 1);
});
