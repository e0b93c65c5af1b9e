import test from 'ava';
import got from 'got';
import { startListenbrainzEmulator } from '../../../src/emulators/listenbrainz/index.js';
import { createListenbrainzAdapter } from '../../../src/integrations/listenbrainz/adapter.js';
import { listenbrainzConfigFromEnv } from '../../../src/integrations/listenbrainz/config.js';
import type { UpstreamError } from '../../../src/integrations/errors.js';
import { readAll } from '../contract.js';
import { emulatedContract, listenerSession, seededTrackIds } from '../emulatedContract.js';

// What a ListenBrainz connection must survive: a token it does not know, more recordings than one
// call takes, its 429 that names its wait only in X-RateLimit-Reset-In.

const setup = emulatedContract(test, {
  start: (catalogue) => startListenbrainzEmulator({ catalogue, rateLimit: null }),
  adapter: (env) => createListenbrainzAdapter(listenbrainzConfigFromEnv(env)),
  redirectUri: 'https://partner.example/oauth/listenbrainz/callback',
});

const control = (path: string, json: unknown) => got.post(`${setup.emulator.url}/__emulator/${path}`, { json }).json();
const stats = async () =>
  (await got(`${setup.emulator.url}/__emulator/stats`).json()) as {
    byRoute: Record<string, number>;
    rateLimited: number;
  };

test.serial('a token ListenBrainz does not know is refused before anything is kept', async (t) => {
  const { adapter } = setup;
  const before = await stats();
  const err = await t.throwsAsync(adapter.formSignIn!.connect({ token: 'not-a-token-of-anyone' }));
  t.is((err as UpstreamError).kind, 'reauthRequired');
  const empty = await t.throwsAsync(adapter.formSignIn!.connect({ token: '   ' }));
  t.is((empty as UpstreamError).kind, 'reauthRequired');
  const after = await stats();
  // Only the token's check was made (the kit counts it as `GET /:id`), once: a blank token not even that.
  const { 'GET /:id': checksAfter, ...othersAfter } = after.byRoute;
  const { 'GET /:id': checksBefore, ...othersBefore } = before.byRoute;
  t.is(checksAfter - (checksBefore ?? 0), 1);
  t.deepEqual(othersAfter, othersBefore);
  t.deepEqual(adapter.formSignIn!.fields, ['token']);
});

test.serial('a token that is reset later ends in reauthRequired, never a refresh', async (t) => {
  const { adapter, catalogue } = setup;
  const s = await listenerSession(setup);
  await control('revoke', { user: catalogue.users[0].key });
  // Loved recordings are public (get-feedback checks no token): a read that checks it finds out.
  const err = await t.throwsAsync(adapter.playlists(s, {}));
  t.is((err as UpstreamError).kind, 'reauthRequired');
  await t.throwsAsync(adapter.refreshTokens('anything'), { message: /no refresh tokens/ });
});

test.serial('101 recordings go in two calls, in order, and at a position in two as well', async (t) => {
  const { adapter } = setup;
  const s = await listenerSession(setup, setup.catalogue.users[1].key);
  const ids = seededTrackIds(setup, 101, 200);
  t.is(ids.length, 101);
  const created = await adapter.createPlaylist(s, { name: 'Many', isPublic: true });
  const count = async () => (await stats()).byRoute[`POST /playlist/:id/item/add`] ?? 0;
  const before = await count();
  await adapter.addPlaylistItems(s, created.id, ids);
  t.is((await count()) - before, 2);
  const read = await readAll((p) => adapter.playlistItems(s, created.id, p));
  t.deepEqual(
    read.items.map((i) => i.id),
    ids,
  );
  // At position 1: both batches land together, in order, after the first entry.
  const more = seededTrackIds(setup, 101, 400);
  await adapter.addPlaylistItems(s, created.id, more, 1);
  const after = await readAll((p) => adapter.playlistItems(s, created.id, p));
  t.deepEqual(
    after.items.map((i) => i.id),
    [ids[0], ...more, ...ids.slice(1)],
  );
  await adapter.deletePlaylist(s, created.id);
  const gone = await t.throwsAsync(adapter.playlist(s, created.id));
  t.is((gone as UpstreamError).kind, 'notFound');
});

test.serial('a 429 that names its wait only in X-RateLimit-Reset-In is waited out', async (t) => {
  const { adapter, emulator } = setup;
  const s = await listenerSession(setup);
  await control('faults', { rateLimit: { limit: 1, windowSeconds: 2 } });
  try {
    // The 429 itself, as ListenBrainz sends it.
    const token = (await s.tokens()).accessToken;
    const url = `${emulator.url}/1/validate-token`;
    // got would wait out a 429 itself: this test looks at the 429.
    const once = { headers: { authorization: `Token ${token}` }, throwHttpErrors: false, retry: { limit: 0 } };
    await got(url, once);
    const limited = await got(url, once);
    t.is(limited.statusCode, 429);
    t.is(limited.headers['retry-after'], undefined);
    t.is(limited.headers['x-ratelimit-remaining'], '0');
    t.true(Number(limited.headers['x-ratelimit-reset-in']) >= 1);
    t.deepEqual(JSON.parse(limited.body), { code: 429, error: 'Too Many Requests' });
    const started = Date.now();
    const pages = await Promise.all([
      adapter.likedTracks(s, {}),
      adapter.likedTracks(s, {}),
      adapter.likedTracks(s, {}),
    ]);
    t.true(pages.every((p) => p.items.length > 0));
    t.true((await stats()).rateLimited >= 2);
    t.true(Date.now() - started >= 1000, 'the calls waited for the next window');
  } finally {
    await control('faults', { rateLimit: null });
  }
});

test.serial(
  'the answers of a listener without the playlist: another’s private one is not found, a public one not theirs to change',
  async (t) => {
    const { adapter, catalogue } = setup;
    const owner = await listenerSession(setup, catalogue.users[0].key);
    const other = await listenerSession(setup, catalogue.users[1].key);
    const hidden = await adapter.createPlaylist(owner, { name: 'Mine alone', isPublic: false });
    const shown = await adapter.createPlaylist(owner, { name: 'For all', isPublic: true });
    const notFound = await t.throwsAsync(adapter.playlist(other, hidden.id));
    t.is((notFound as UpstreamError).kind, 'notFound');
    t.false((await adapter.playlist(other, shown.id)).isOwner);
    const forbidden = await t.throwsAsync(adapter.addPlaylistItems(other, shown.id, seededTrackIds(setup, 1)));
    t.is((forbidden as UpstreamError).kind, 'forbidden');
    const rejected = await t.throwsAsync(adapter.addPlaylistItems(owner, shown.id, ['not-an-mbid']));
    t.is((rejected as UpstreamError).kind, 'rejected');
    await adapter.updatePlaylist(owner, shown.id, { description: 'now described', isPublic: false });
    const edited = await adapter.playlist(owner, shown.id);
    t.is(edited.description, 'now described');
    t.false(edited.isPublic);
  },
);

test.serial(
  'a loved recording ListenBrainz knows only by its listen is named by its MSID and can be unloved',
  async (t) => {
    const { adapter } = setup;
    const s = await listenerSession(setup);
    const msid = 'd23f4719-9212-49f0-ad08-ddbfbfc50d6f';
    await adapter.likeTracks(s, [`msid:${msid}`]);
    await adapter.unlikeTracks(s, [`msid:${msid}`]);
    const err = await t.throwsAsync(adapter.likeTracks(s, ['spotify:track:1']));
    t.is((err as UpstreamError).kind, 'rejected');
  },
);

test.serial('track search is one lookup: the best match or nothing, and nothing without an artist', async (t) => {
  const { adapter, emulator, catalogue } = setup;
  const view = emulator.library.view;
  const track = view.track(view.trackIdFor(catalogue.recordings.find((r) => view.trackIdFor(r.key))!.key)!)!;
  const found = await adapter.searchTracks(null, { track: track.name, artist: track.artists[0].name }, { limit: 5 });
  t.is(found.items.length, 1);
  t.is(found.next, null);
  const titleOnly = await adapter.searchTracks(null, { track: track.name }, { limit: 5 });
  t.deepEqual(titleOnly.items, []);
  const byId = await adapter.track(null, track.id);
  t.is(byId.name, track.name);
  t.is(byId.durationMs, track.durationMs);
  const unknown = await t.throwsAsync(adapter.track(null, '00000000-0000-4000-8000-000000000000'));
  t.is((unknown as UpstreamError).kind, 'notFound');
});
