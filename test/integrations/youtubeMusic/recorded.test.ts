import test from 'ava';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { durationMs, entryVideo, playlistItem, songOfVideo, videoItem } from '../../../src/integrations/youtubeMusic/mapping.js';
import { interpretYoutube } from '../../../src/integrations/youtubeMusic/adapter.js';
import { quotaDay, YoutubeQuota } from '../../../src/integrations/youtubeMusic/quota.js';

// The adapter's mapping on real YouTube Data API answers, kept as test data beside the project.
const FIXTURES = join(process.cwd(), '..', 'shared', 'api-reference', 'youtube', 'fixtures', 'python-youtube');
const fixture = async (name: string) => JSON.parse(await readFile(join(FIXTURES, name), 'utf8'));

test('recorded playlists map with their owner, privacy and item count', async (t) => {
  const body = await fixture('playlists__playlists_mine.json');
  const owner = body.items[0].snippet.channelId;
  const playlists = body.items.map((p: never) => playlistItem(p, owner));
  t.is(playlists.length, 2);
  t.true(playlists.every((p: { id: string; name: string; isOwner: boolean }) => p.id.startsWith('PL') && p.name.length > 0 && p.isOwner));
});

test('recorded playlist items keep their entry id and video id; the page token is the cursor', async (t) => {
  const body = await fixture('playlist_items__playlist_items_paged_1.json');
  const videos = body.items.map(entryVideo);
  t.is(videos.length, 10);
  t.true(videos.every((v: { id: string }) => /^[\w-]{11}$/.test(v.id)));
  const item = videoItem(videos[0], { entryId: body.items[0].id });
  t.is(item.entryId, body.items[0].id);
  t.is(body.nextPageToken, 'CAoQAA');
});

test('recorded search results and videos map; durations are ISO 8601', async (t) => {
  const search = await fixture('search__search_by_keywords_p1.json');
  const first = search.items.find((i: { id: { videoId?: string } }) => i.id.videoId);
  t.is(videoItem({ id: first.id.videoId, snippet: first.snippet }).id, first.id.videoId);
  const videos = await fixture('videos__videos_info_multi.json');
  t.true(videos.items.map((v: never) => videoItem(v)).every((v: { url: string | null }) => v.url?.includes('watch?v=')));
  t.is(durationMs('PT3M25S'), 205_000);
  t.is(durationMs('PT1H2M3S'), 3_723_000);
  t.is(durationMs('P0D'), 0);
  t.is(durationMs('PT45.5S'), 45_500);
  t.is(durationMs('garbage'), null);
});

test('channel habits: uploads "Artist - Song (Official Video)", "- Topic" channels, VEVO', (t) => {
  t.deepEqual(songOfVideo('Dua Lipa - Levitating (Official Music Video)', 'Dua Lipa'), { artist: 'Dua Lipa', name: 'Levitating (Official Music Video)' });
  t.deepEqual(songOfVideo('Levitating', 'Dua Lipa - Topic'), { artist: 'Dua Lipa', name: 'Levitating' });
  t.deepEqual(songOfVideo('Bad Guy', 'BillieEilishVEVO'), { artist: 'BillieEilish', name: 'Bad Guy' });
  // A hyphenated title on a Topic channel is the title, not "artist - song".
  t.deepEqual(songOfVideo('Song - Live', 'Band - Topic'), { artist: 'Band', name: 'Song - Live' });
});

test('Google errors: quota and rate limits become rateLimited; others keep their status', async (t) => {
  let exhausted = 0;
  const quota = interpretYoutube({ status: 403, headers: {}, body: { error: { code: 403, errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }] } } }, () => (exhausted += 1));
  t.is(typeof quota === 'object' && quota?.kind, 'rateLimited');
  t.is(exhausted, 1);
  const slow = interpretYoutube({ status: 403, headers: {}, body: { error: { code: 403, errors: [{ reason: 'rateLimitExceeded' }] } } });
  t.is(typeof slow === 'object' && slow?.kind, 'rateLimited');
  t.is(interpretYoutube({ status: 403, headers: {}, body: await fixture('error_permission_resp.json') }), null);
  t.is(interpretYoutube({ status: 400, headers: {}, body: await fixture('error_response.json') }), null);
});

test('the quota day turns at midnight Pacific time, and units add up across calls', async (t) => {
  const { day, secondsLeft } = quotaDay(new Date('2026-03-01T07:59:30Z'));
  t.is(day, '2026-02-28');
  t.is(secondsLeft, 30);
  const quota = new YoutubeQuota(null, 'test', 120);
  await quota.spend(100);
  await quota.spend(20);
  await t.throwsAsync(quota.spend(1));
  t.is(await quota.used(), 120);
});
