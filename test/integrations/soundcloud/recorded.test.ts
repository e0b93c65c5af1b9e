import test from 'ava';
import { readFileSync } from 'node:fs';
import got from 'got';
import {
  albumItem,
  artistItem,
  countryCode,
  isRelease,
  playlistItem,
  trackItem,
} from '../../../src/integrations/soundcloud/mapping.js';
import {
  DEFAULT_RATE_LIMIT_WAIT_SECONDS,
  interpretSoundCloud,
  parseSoundCloudDate,
  rateLimitWaitSeconds,
} from '../../../src/integrations/soundcloud/errors.js';
import { checkedTokensFrom } from '../../../src/integrations/oauthTokens.js';
import { apiReference } from '../../helpers/apiReference.js';
import { specExample } from './examples.js';

// The adapter's mapping on what SoundCloud itself published: the error bodies quoted in its issue
// tracker (the only real answers kept) and the example bodies of its OpenAPI document.

const quoted = (name: string) =>
  JSON.parse(readFileSync(apiReference('soundcloud', 'fixtures', 'quoted-error-bodies', name), 'utf8'));

test('the example Track maps its URN to our id and its uploader to its artist', (t) => {
  const body = specExample('Track');
  const track = trackItem(body);
  t.is(track.id, '1234');
  t.is(track.name, 'Some title');
  t.is(track.durationMs, 40_000);
  t.is(track.isrc, null, 'an ISRC the uploader left empty');
  t.is(track.album, null, 'a SoundCloud track belongs to no album');
  t.deepEqual(
    track.artists!.map((a) => [a.id, a.name]),
    [['12345', 'some.user']],
  );
  t.true(track.isAvailable);
  t.is(track.url, 'https://soundcloud.com/userPermalink/trackPermalink');
  t.is(trackItem({ ...body, access: 'blocked' }).isAvailable, false);
});

test('the example Playlist is a playlist, not a release; as owner only for its user', (t) => {
  const body = specExample('Playlist');
  t.false(isRelease(body), 'playlist_type "" is a plain playlist');
  t.true(isRelease({ ...body, playlist_type: 'album' }));
  const playlist = playlistItem(body, 'soundcloud:users:12345');
  t.is(playlist.id, '12345');
  t.is(playlist.totalItems, 2);
  t.true(playlist.isPublic);
  t.true(playlist.isOwner);
  t.false(playlistItem(body, 'soundcloud:users:1').isOwner);
  t.is(playlist.description, null);
  const album = albumItem({ ...body, ean: '602475093060' });
  t.is(album.upc, '602475093060');
  t.is(album.artists![0].name, 'some.user');
});

test('the example User and lists map every item', (t) => {
  const artist = artistItem(specExample('User'));
  t.deepEqual([artist.id, artist.name, artist.followers], ['12345', 'some.user', 0]);
  t.is(specExample('Tracks').collection.map(trackItem).length, 1);
  t.is(specExample('Users').collection.map(artistItem)[0].url, 'https://soundcloud.com/permalink');
});

test('quoted 429 bodies say when to come back; without a reset time the adapter waits its default', (t) => {
  const byIp = quoted('429_client-credentials-exchange_by-ip_issue-212.json');
  const reset = parseSoundCloudDate(byIp.errors[0].meta.reset_time)!;
  t.is(new Date(reset).toISOString(), '2022-05-26T16:31:52.000Z');
  t.is(rateLimitWaitSeconds(byIp, reset - 30_000), 30);
  t.is(rateLimitWaitSeconds(byIp, reset + 5_000), 1, 'a reset time already past waits a second');
  const plays = quoted('429_plays_rate-limits-doc-example.json');
  t.is(rateLimitWaitSeconds(plays, parseSoundCloudDate(plays.errors[0].meta.reset_time)! - 3_600_000), 3_600);
  for (const name of [
    '429_edge_repost_Rate-Limit-Exceeded_issue-529.json',
    '429_legacy-oauth2-token_rate_limit_exceeded_issue-148.json',
  ])
    t.is(rateLimitWaitSeconds(quoted(name)), DEFAULT_RATE_LIMIT_WAIT_SECONDS, name);
  t.is(rateLimitWaitSeconds('Please slow down.'), DEFAULT_RATE_LIMIT_WAIT_SECONDS);
  const read = interpretSoundCloud({ status: 429, headers: {}, body: byIp });
  t.is(read?.kind, 'rateLimited');
  t.true((read?.details.retryAfterSeconds ?? 0) >= 1);
});

test('the example ExpiringToken keeps its refresh token apart from the raw answer', (t) => {
  const answer = specExample('ExpiringToken');
  const tokens = checkedTokensFrom('soundcloud', answer);
  t.is(tokens.accessToken, answer.access_token);
  t.is(tokens.refreshToken, answer.refresh_token);
  t.false('refresh_token' in tokens.raw);
  t.true(Math.abs(tokens.expiresAt! - (Date.now() + 3_599_000)) < 5_000);
  t.is(tokens.scope, '', 'SoundCloud grants no scopes');
});

test('the quoted 422 is left to the status: a refused request, not a rate limit', (t) => {
  const body = quoted('422_create-playlist_could-not-parse-json_issue-154.json');
  t.is(interpretSoundCloud({ status: 422, headers: {}, body }), null);
});

test('profiles name countries in English; the adapter keeps their ISO codes', (t) => {
  t.is(countryCode('Germany'), 'DE');
  t.is(countryCode('United States'), 'US');
  t.is(countryCode('SE'), 'SE');
  t.is(countryCode('Country'), null, 'the example’s placeholder is no country');
  t.is(countryCode(''), null);
});

test('the emulator answers a form-encoded playlist as the live API did (soundcloud/api#154)', async (t) => {
  const { startSoundCloudEmulator } = await import('../../../src/emulators/soundcloud/index.js');
  const { createCatalogue } = await import('../../../src/emulators/catalogue/index.js');
  const emulator = await startSoundCloudEmulator({ catalogue: createCatalogue({ recordings: 50 }), rateLimit: null });
  try {
    const { accessToken } = emulator.oauth.issue('demo', 'emulator-client', '');
    const answer = await got.post(`${emulator.url}/playlists`, {
      headers: { authorization: `OAuth ${accessToken}` },
      form: { 'playlist[title]': 'Form' },
      throwHttpErrors: false,
    });
    t.is(answer.statusCode, 422);
    t.deepEqual(JSON.parse(answer.body), quoted('422_create-playlist_could-not-parse-json_issue-154.json'));
  } finally {
    await emulator.close();
  }
});
