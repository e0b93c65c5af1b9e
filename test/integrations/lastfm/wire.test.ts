import test from 'ava';
import got from 'got';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { startLastfmEmulator } from '../../../src/emulators/lastfm/index.js';
import type { RunningEmulator } from '../../../src/emulators/kit/types.js';
import { createLastfmAdapter } from '../../../src/integrations/lastfm/adapter.js';
import { lastfmConfigFromEnv } from '../../../src/integrations/lastfm/config.js';
import { interpretLastfm } from '../../../src/integrations/lastfm/errors.js';
import { lastfmSignature } from '../../../src/integrations/lastfm/signature.js';
import type { UpstreamError } from '../../../src/integrations/errors.js';
import type { MusicServiceAdapter } from '../../../src/integrations/types.js';
import { memorySession, signIn, type ContractSetup } from '../contract.js';

// The emulator's Last.fm habits the contract does not reach, seen on the wire and through the adapter.

let emulator: RunningEmulator;
let adapter: MusicServiceAdapter;
let setup: ContractSetup;

test.before(async () => {
  const catalogue = createCatalogue({ recordings: 300 });
  emulator = await startLastfmEmulator({ catalogue, rateLimit: null });
  adapter = createLastfmAdapter(lastfmConfigFromEnv(emulator.env));
  setup = { adapter, emulator, catalogue, redirectUri: 'https://partner.example/cb?from=lastfm' };
});

test.after.always(async () => {
  await emulator?.close();
});

const api = (params: Record<string, string>, method: 'GET' | 'POST' = 'GET') =>
  got(emulator.env.LASTFM_API_URL, {
    method,
    ...(method === 'GET' ? { searchParams: params } : { form: params }),
    throwHttpErrors: false,
    // The emulator's answers as they come, 429 included.
    retry: { limit: 0 },
    responseType: 'json',
  });
const signed = (params: Record<string, string>) => ({
  ...params,
  api_sig: lastfmSignature(params, emulator.env.LASTFM_SHARED_SECRET),
  format: 'json',
});

test.serial('the authorize URL asks for no scope and carries the state inside the callback', (t) => {
  const url = new URL(adapter.authorizeUrl!({ redirectUri: setup.redirectUri, state: 'abc' }));
  t.deepEqual([...url.searchParams.keys()].sort(), ['api_key', 'cb']);
  const cb = new URL(url.searchParams.get('cb')!);
  t.is(cb.searchParams.get('state'), 'abc');
  t.is(cb.searchParams.get('from'), 'lastfm', 'the callback’s own query stays');
});

test.serial(
  'the session is the listener’s user name and a key that outlives expire-tokens, until revoked',
  async (t) => {
    const tokens = await signIn(setup, setup.catalogue.users[0]);
    t.is(tokens.raw.name, emulator.library.user('demo')!.id);
    t.is(tokens.refreshToken, null);
    t.is(tokens.expiresAt, null);
    await got.post(`${emulator.url}/__emulator/expire-tokens`, { json: { user: 'demo' } });
    const info = await api(
      signed({ method: 'user.getInfo', api_key: emulator.env.LASTFM_API_KEY, sk: tokens.accessToken }),
    );
    t.is((info.body as { user: { name: string } }).user.name, tokens.raw.name as string);
    t.is((info.body as { user: { country: string } }).user.country, 'United States');
    await got.post(`${emulator.url}/__emulator/revoke`, { json: { user: 'demo' } });
    const refused = await api(
      signed({ method: 'user.getInfo', api_key: emulator.env.LASTFM_API_KEY, sk: tokens.accessToken }),
    );
    t.like(refused.body as object, { error: 9 });
  },
);

test.serial('a call whose signature does not match is refused with error 13, read as rejected', async (t) => {
  const params = signed({ method: 'auth.getSession', api_key: emulator.env.LASTFM_API_KEY, token: 'x' });
  const refused = await api({ ...params, api_sig: '0'.repeat(32) });
  t.like(refused.body as object, { error: 13 });
  const seen = interpretLastfm(false)({ status: refused.statusCode, headers: {}, body: refused.body });
  t.is((seen as UpstreamError).kind, 'rejected');
});

test.serial('writes are POSTs: track.love as a GET is no method', async (t) => {
  const answer = await api(
    signed({ method: 'track.love', api_key: emulator.env.LASTFM_API_KEY, artist: 'a', track: 'b', sk: 'k' }),
  );
  t.like(answer.body as object, { error: 3 });
});

test.serial('the rate limit is error 29 with HTTP 429 and no Retry-After', async (t) => {
  await got.post(`${emulator.url}/__emulator/faults`, { json: { rateLimit: { limit: 1, windowSeconds: 60 } } });
  try {
    const params = { method: 'artist.search', artist: 'a', api_key: emulator.env.LASTFM_API_KEY, format: 'json' };
    await api(params);
    const limited = await api(params);
    t.is(limited.statusCode, 429);
    t.is(limited.headers['retry-after'], undefined);
    t.like(limited.body as object, { error: 29 });
    const seen = interpretLastfm(false)({ status: 429, headers: {}, body: limited.body });
    t.is((seen as UpstreamError).kind, 'rateLimited');
  } finally {
    await got.post(`${emulator.url}/__emulator/faults`, { json: { rateLimit: null } });
  }
});

test.serial('one loved track comes as an object and still reads as a page of one', async (t) => {
  const user = setup.catalogue.users[1];
  const name = emulator.library.user(user.key)!.id;
  const answer = await api({
    method: 'user.getLovedTracks',
    user: name,
    limit: '1',
    api_key: emulator.env.LASTFM_API_KEY,
    format: 'json',
  });
  const loved = (answer.body as { lovedtracks: { track: unknown; '@attr': { perPage: string } } }).lovedtracks;
  t.false(Array.isArray(loved.track));
  t.is(loved['@attr'].perPage, '1');
  const s = memorySession(adapter, await signIn(setup, user), user.key);
  const page = await adapter.likedTracks(s, { limit: 1 });
  t.is(page.items.length, 1);
  t.is(page.next, '2:1');
});

test.serial('a track the catalogue lacks is loved by its names and keeps its name-id', async (t) => {
  const user = setup.catalogue.users[2];
  const s = memorySession(adapter, await signIn(setup, user), user.key);
  const id = 'Nobody+%26+Co/_/A+Song,+Unknown';
  await adapter.likeTracks(s, [id]);
  const first = await adapter.likedTracks(s, { limit: 5 });
  t.is(first.items[0].id, id);
  t.is(first.items[0].name, 'A Song, Unknown');
  t.is(first.items[0].artists?.[0].name, 'Nobody & Co');
  const known = await adapter.track(null, id);
  t.is(known.id, id);
  await adapter.unlikeTracks(s, [id]);
  t.false((await adapter.likedTracks(s, { limit: 5 })).items.some((i) => i.id === id));
  const missing = await t.throwsAsync(adapter.track(null, 'Nobody+Else/_/Never+Loved'));
  t.is((missing as UpstreamError).kind, 'notFound');
});

test.serial('what Last.fm does not have is refused, never an empty list', async (t) => {
  const s = memorySession(adapter, await signIn(setup, setup.catalogue.users[0]), 'demo');
  for (const call of [
    () => adapter.savedAlbums(s, {}),
    () => adapter.saveAlbums(s, ['x']),
    () => adapter.followedArtists(s, {}),
    () => adapter.followArtists(s, ['x']),
    () => adapter.tracksByIsrc(null, 'USUM72409273'),
    () => adapter.searchTracks(null, { isrc: 'USUM72409273' }, {}),
  ]) {
    const err = await t.throwsAsync(call());
    t.is((err as UpstreamError).kind, 'unsupported');
  }
});
