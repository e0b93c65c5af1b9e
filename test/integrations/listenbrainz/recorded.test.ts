import test from 'ava';
import { UpstreamError } from '../../../src/integrations/errors.js';
import { interpretListenbrainz, resetInSeconds } from '../../../src/integrations/listenbrainz/context.js';
import {
  lookupItem,
  playlistEntryItem,
  playlistItem,
  recordingItem,
} from '../../../src/integrations/listenbrainz/mapping.js';
import { docstringExamples, fixture } from './references.js';

// The adapter's mapping on ListenBrainz's own reference answers: the JSPF playlist of its frontend
// tests, the lookup and recording metadata of its server tests, the docstrings' examples.

test('a JSPF playlist maps: its MBID, title, annotation, public flag and change marker', (t) => {
  const { playlist } = fixture('frontend-mock_playlist_jspf.json');
  const item = playlistItem(playlist, 'iliekcomputers', true);
  t.is(item.id, '4245ccd3-4f0d-4276-95d6-2e09d87b5546');
  t.is(item.name, '1980s flashback jams');
  t.is(item.description, 'Your lame <i>80s</i> music');
  t.true(item.isOwner);
  t.true(item.isPublic);
  t.is(item.totalItems, 1);
  t.is(item.version, '2021-01-18T16:44:22.837342+00:00');
  t.false(playlistItem(playlist, 'someone-else', false).isOwner);
  t.is(playlistItem(playlist, 'someone-else', false).totalItems, null, 'a list leaves the tracks out');
});

test('a JSPF entry is its recording: the MBID is the id, the position stands for the entry', (t) => {
  const { playlist } = fixture('frontend-mock_playlist_jspf.json');
  const entry = playlistEntryItem(playlist.track[0], 0)!;
  t.is(entry.id, '385f4381-0f6d-47a0-bc56-07570374f650');
  t.is(entry.mbid, entry.id);
  t.is(entry.entryId, '0');
  t.is(entry.name, 'Vibe Killer');
  t.deepEqual(
    entry.artists?.map((a) => [a.id, a.name]),
    [['bded3a41-acd7-42ff-9402-cb59e35be8f4', 'Endless Boogie']],
  );
  t.is(entry.dateAdded, '2020-12-24T01:41:44.821939+00:00');
  t.is(entry.isrc, null);
  // Today's server writes the identifier as a list of one.
  const listed = playlistEntryItem({ ...playlist.track[0], identifier: [playlist.track[0].identifier] }, 3)!;
  t.is(listed.id, entry.id);
  t.is(listed.entryId, '3');
});

test('the lookup’s best match maps to a track with its release', (t) => {
  const match = fixture('testdata_mb_lookup_metadata_example.json');
  const item = lookupItem(match)!;
  t.is(item.id, '8f3471b5-7e6a-48da-86a9-c1c07a0f47ae');
  t.is(item.mbid, item.id);
  t.is(item.name, 'Never Gonna Give You Up');
  t.is(item.album?.id, '18550a84-4ede-451c-a91a-dd9b3af9f71d');
  t.is(item.album?.name, 'Red Hot');
  t.deepEqual(
    item.artists?.map((a) => [a.id, a.name]),
    [['db92a151-1ac2-438b-bc43-b82e149ddd50', 'Rick Astley']],
  );
  t.is(lookupItem({}), null, 'no match is `{}`');
});

test('recording metadata maps its artists, release and cover', (t) => {
  const body = fixture('testdata_mb_metadata_cache_example.json');
  const [mbid] = Object.keys(body);
  const item = recordingItem(mbid, body[mbid]);
  t.is(item.id, mbid);
  t.is(item.album?.id, '76df3287-6cda-33eb-8e9a-044b5e15ffdd');
  t.is(item.album?.name, 'Dummy');
  t.is(item.album?.artists?.[0].name, 'Portishead');
  t.deepEqual(
    item.artists?.map((a) => [a.id, a.name]),
    [['8f6bd1e4-fbe1-4f50-aa9b-94c450ec0f11', 'Portishead']],
  );
  t.is(item.imageUrl, 'https://coverartarchive.org/release/76df3287-6cda-33eb-8e9a-044b5e15ffdd/829521842-250.jpg');
  // This test data leaves the recording's name and length out; the adapter says it does not know them.
  t.is(item.durationMs, null);
});

test('validate-token’s documented answers: a user name, or `valid: false` with a 200', (t) => {
  const [valid, invalid] = docstringExamples('/1/validate-token');
  t.is(valid.valid, true);
  t.is(typeof valid.user_name, 'string');
  t.is(invalid.valid, false);
  t.is(invalid.code, 200);
});

test('errors read from their status: 404 notFound, 403 forbidden, 400 rejected, 401 left to the session', (t) => {
  const answer = (status: number, headers: Record<string, string> = {}) =>
    interpretListenbrainz({ status, body: { code: status, error: `said ${status}` }, headers });
  t.is((answer(404) as UpstreamError).kind, 'notFound');
  t.is((answer(403) as UpstreamError).kind, 'forbidden');
  t.is((answer(400) as UpstreamError).kind, 'rejected');
  t.is((answer(400) as UpstreamError).message, 'listenbrainz: said 400');
  t.is(answer(401), null);
  t.is(answer(500), null);
  const limited = answer(429, { 'x-ratelimit-reset-in': '7', 'x-ratelimit-remaining': '0' }) as UpstreamError;
  t.is(limited.kind, 'rateLimited');
  t.is(limited.details.retryAfterSeconds, 7);
});

test('the wait of a 429: Reset-In first, else Reset against the clock, else a second', (t) => {
  const at = (headers: Record<string, string>) => resetInSeconds({ status: 429, body: null, headers });
  t.is(at({ 'x-ratelimit-reset-in': '3', 'x-ratelimit-reset': '1' }), 3);
  t.is(at({ 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 5) }) >= 4, true);
  t.is(at({}), 1);
});
