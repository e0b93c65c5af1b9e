import test from 'ava';
import got from 'got';
import { startBeatportEmulator } from '../../../src/emulators/beatport/index.js';
import { createBeatportAdapter } from '../../../src/integrations/beatport/adapter.js';
import { beatportConfigFromEnv } from '../../../src/integrations/beatport/config.js';
import type { Page, TrackItem } from '../../../src/integrations/types.js';
import type { UpstreamError } from '../../../src/integrations/errors.js';
import { contractSuite } from '../contract.js';
import { emulatedContract, listenerSession, seededTrackIds } from '../emulatedContract.js';

const setup = emulatedContract(test, {
  start: (catalogue) => startBeatportEmulator({ catalogue, rateLimit: null }),
  adapter: (env) => createBeatportAdapter(beatportConfigFromEnv(env)),
  redirectUri: 'https://partner.example/oauth/beatport/callback',
});

contractSuite(test, () => setup);

// Beatport's own behaviour, against the same emulator.

const session = (key?: string) => listenerSession(setup, key);
const view = () => setup.emulator.library.view;
const trackIds = (count: number, from?: number) => seededTrackIds(setup, count, from);

test.serial('beatport: a path without its trailing slash is sent to the slashed one', async (t) => {
  const { accessToken } = await (await session()).tokens();
  const res = await got(`${setup.emulator.url}/v4/my/playlists?per_page=2`, {
    headers: { authorization: `Bearer ${accessToken}` },
    followRedirect: false,
    throwHttpErrors: false,
  });
  t.is(res.statusCode, 301);
  t.is(res.headers.location, '/v4/my/playlists/?per_page=2');
});

test.serial('beatport: pages follow the scheme-less next link; the cursor carries only page and size', async (t) => {
  const { adapter } = setup;
  const s = await session();
  const created = await adapter.createPlaylist(s, { name: 'Paging' });
  const ids = trackIds(7);
  await adapter.addPlaylistItems(s, created.id, ids);
  const { accessToken } = await s.tokens();
  const raw = (await got(`${setup.emulator.url}/v4/my/playlists/${created.id}/tracks/?per_page=3`, {
    headers: { authorization: `Bearer ${accessToken}` },
  }).json()) as { next: string; page: string; count: number };
  t.regex(raw.next, /^127\.0\.0\.1:\d+\/v4\/my\/playlists\/\d+\/tracks\/\?per_page=3&page=2$/, 'no scheme, page last');
  t.is(raw.page, '1/3');
  t.is(raw.count, 7);
  const read: string[] = [];
  const cursors: (string | null)[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<TrackItem> = await adapter.playlistItems(s, created.id, { cursor, limit: 3 });
    read.push(...page.items.map((i) => i.id));
    cursor = page.next;
    cursors.push(cursor);
  } while (cursor);
  t.deepEqual(read, ids);
  t.deepEqual(cursors, ['page=2&per_page=3', 'page=3&per_page=3', null]);
  const err = await t.throwsAsync(adapter.playlistItems(s, created.id, { cursor: 'https://elsewhere.example/x' }));
  t.is((err as UpstreamError).kind, 'invalidCursor');
});

test.serial('beatport: entries carry their own ids; a track named without one goes with every entry', async (t) => {
  const { adapter } = setup;
  const s = await session();
  const created = await adapter.createPlaylist(s, { name: 'Repeats' });
  const [a, b] = trackIds(2, 700);
  await adapter.addPlaylistItems(s, created.id, [a, b, a, b]);
  const entries = (await adapter.playlistItems(s, created.id, {})).items;
  t.is(new Set(entries.map((e) => e.entryId)).size, 4);
  await adapter.removePlaylistItems(s, created.id, [{ id: b, entryId: entries[1].entryId }]);
  t.deepEqual(
    (await adapter.playlistItems(s, created.id, {})).items.map((i) => i.id),
    [a, a, b],
  );
  await adapter.removePlaylistItems(s, created.id, [{ id: a, entryId: null }]);
  t.deepEqual(
    (await adapter.playlistItems(s, created.id, {})).items.map((i) => i.id),
    [b],
  );
  const unknown = await t.throwsAsync(adapter.addPlaylistItems(s, created.id, ['999999999999']));
  t.is((unknown as UpstreamError).kind, 'rejected');
  const described = await t.throwsAsync(adapter.updatePlaylist(s, created.id, { description: 'x' }));
  t.is((described as UpstreamError).kind, 'unsupported');
  await adapter.deletePlaylist(s, created.id);
  const gone = await t.throwsAsync(adapter.playlist(s, created.id));
  t.is((gone as UpstreamError).kind, 'notFound');
});

test.serial(
  'beatport: the mix is a field of its own, and only a mix other than the original joins the name',
  async (t) => {
    const { adapter, catalogue } = setup;
    const s = await session();
    const remix = catalogue.recordings.find((r) => r.version === 'remix' && view().trackIdFor(r.key))!;
    const original = catalogue.recordings.find((r) => r.version === null && view().trackIdFor(r.key))!;
    const { accessToken } = await s.tokens();
    const raw = (id: string) =>
      got(`${setup.emulator.url}/v4/catalog/tracks/${id}/`, {
        headers: { authorization: `Bearer ${accessToken}` },
      }).json<{
        name: string;
        mix_name: string;
        remixers: { name: string }[];
      }>();
    const remixed = await raw(view().trackIdFor(remix.key)!);
    t.regex(remixed.mix_name, / Remix$/);
    t.is(remixed.mix_name, `${remixed.remixers[0].name} Remix`);
    t.false(remixed.name.includes('Remix'));
    t.is((await adapter.track(s, view().trackIdFor(remix.key)!)).name, `${remixed.name} (${remixed.mix_name})`);
    const plain = await raw(view().trackIdFor(original.key)!);
    t.is(plain.mix_name, 'Original Mix');
    t.is((await adapter.track(s, view().trackIdFor(original.key)!)).name, plain.name);
  },
);

test.serial('beatport: the catalogue wants a listener; ISRC lookups are exact', async (t) => {
  const { adapter, catalogue } = setup;
  const err = await t.throwsAsync(adapter.searchTracks(null, { track: 'love' }, {}));
  t.is((err as UpstreamError).kind, 'unsupported');
  const s = await session();
  t.deepEqual(await adapter.tracksByIsrc(s, 'ZZ0000000000'), []);
  const recording = catalogue.recordings.find((r) => view().trackIdFor(r.key))!;
  const found = await adapter.tracksByIsrc(s, recording.isrc.toLowerCase());
  t.deepEqual(
    found.map((f) => f.id),
    [view().trackIdFor(recording.key)],
  );
  t.is(found[0].isrc, recording.isrc);
  const album = await adapter.album(s, view().track(found[0].id)!.album.id);
  t.is(album.upc, view().album(album.id)!.upc);
});

test.serial('beatport: the token endpoint answers OAuth errors', async (t) => {
  const post = (form: Record<string, string>) =>
    got.post(`${setup.emulator.url}/v4/auth/o/token/`, { form, throwHttpErrors: false, responseType: 'json' });
  const noClient = await post({ grant_type: 'refresh_token', refresh_token: 'x' });
  t.is(noClient.statusCode, 401);
  t.deepEqual(noClient.body, { error: 'invalid_client' });
  const password = await post({ grant_type: 'password', client_id: 'emulator-client', username: 'a', password: 'b' });
  t.is(password.statusCode, 400);
  t.deepEqual(password.body, { error: 'unauthorized_client' });
  const refresh = await t.throwsAsync(setup.adapter.refreshTokens('rt_unknown'));
  t.is((refresh as UpstreamError).kind, 'reauthRequired');
});

test.serial('beatport: a track not sold in the listener’s country is not in their catalogue', async (t) => {
  const { adapter, catalogue } = setup;
  const listener = catalogue.users[0];
  const s = await session(listener.key);
  const locked = catalogue.recordings.find(
    (r) => r.unavailableIn.includes(listener.country) && view().trackIdFor(r.key),
  )!;
  t.truthy(locked, 'the seeded catalogue has a track locked in the listener’s country');
  const id = view().trackIdFor(locked.key)!;
  const err = await t.throwsAsync(adapter.track(s, id));
  t.is((err as UpstreamError).kind, 'notFound');
  t.false((await adapter.tracksByIsrc(s, locked.isrc)).some((found) => found.id === id));
  const listed = view().track(id)!;
  const found = await adapter.searchTracks(s, { track: listed.name, artist: listed.artists[0].name }, { limit: 20 });
  t.false(found.items.some((item) => item.id === id));
  // A listener elsewhere buys it.
  const elsewhere = catalogue.users.find((u) => !locked.unavailableIn.includes(u.country))!;
  t.truthy(elsewhere);
  t.is((await adapter.track(await session(elsewhere.key), id)).id, id);
});
