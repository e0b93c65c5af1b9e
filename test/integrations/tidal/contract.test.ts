import test from 'ava';
import got from 'got';
import { startTidalEmulator } from '../../../src/emulators/tidal/index.js';
import { createTidalAdapter } from '../../../src/integrations/tidal/adapter.js';
import { tidalConfigFromEnv } from '../../../src/integrations/tidal/config.js';
import type { Page, TrackItem } from '../../../src/integrations/types.js';
import type { UpstreamError } from '../../../src/integrations/errors.js';
import { contractSuite } from '../contract.js';
import { emulatedContract, listenerSession, seededTrackIds } from '../emulatedContract.js';

const setup = emulatedContract(test, {
  start: (catalogue) => startTidalEmulator({ catalogue, rateLimit: null, accessTokenTtlSeconds: 600 }),
  adapter: (env) => createTidalAdapter(tidalConfigFromEnv(env)),
  redirectUri: 'https://partner.example/oauth/tidal/callback',
});

contractSuite(test, () => setup);

// TIDAL's own behaviour, against the same emulator.

const session = (key?: string) => listenerSession(setup, key);
const trackIds = (count: number, from?: number) => seededTrackIds(setup, count, from);

test.serial('tidal: a smaller page is cut from TIDAL’s page, and the cursors stay its links', async (t) => {
  const { adapter } = setup;
  const s = await session();
  const created = await adapter.createPlaylist(s, { name: 'Paging' });
  const ids = trackIds(25);
  await adapter.addPlaylistItems(s, created.id, ids);
  const sizes: number[] = [];
  const read: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<TrackItem> = await adapter.playlistItems(s, created.id, { cursor, limit: 7 });
    sizes.push(page.items.length);
    read.push(...page.items.map((i) => i.id));
    if (page.next) t.true(page.next.startsWith(`/playlists/${created.id}/relationships/items`));
    cursor = page.next;
  } while (cursor);
  t.deepEqual(read, ids);
  t.deepEqual(sizes, [7, 7, 6, 5], 'the rest of a TIDAL page, then its next page');
  const first = await adapter.playlistItems(s, created.id, { limit: 20 });
  const absolute = await adapter.playlistItems(s, created.id, { cursor: `${setup.emulator.url}/v2${first.next}` });
  t.deepEqual(
    absolute.items.map((i) => i.id),
    ids.slice(20),
    'an absolute link on the API root is followed too',
  );
});

test.serial('tidal: search pages of 5 follow on from each other', async (t) => {
  const { adapter } = setup;
  const ten = await adapter.searchTracks(null, { track: 'love' }, { limit: 10 });
  t.is(ten.items.length, 10);
  const first = await adapter.searchTracks(null, { track: 'love' }, { limit: 5 });
  const second = await adapter.searchTracks(null, { track: 'love' }, { cursor: first.next, limit: 5 });
  t.deepEqual(
    [...first.items, ...second.items].map((i) => i.id),
    ten.items.map((i) => i.id),
  );
  t.deepEqual(await adapter.tracksByIsrc(null, 'ZZ0000000000'), []);
  // With a user too the lookup goes with the app's credentials (GET /tracks refuses third-party user tokens).
  const known = ten.items.find((i) => i.isrc)!;
  const byIsrc = await adapter.tracksByIsrc(await session(), known.isrc!);
  t.true(byIsrc.some((i) => i.id === known.id));
});

test.serial('tidal: a write repeated with its Idempotency-Key is replayed, not done twice', async (t) => {
  const { adapter } = setup;
  const s = await session();
  const created = await adapter.createPlaylist(s, { name: 'Replay' });
  const { accessToken } = await s.tokens();
  const [a, b] = trackIds(2, 300);
  const post = (key: string, ids: string[]) =>
    got.post(`${setup.emulator.url}/v2/playlists/${created.id}/relationships/items`, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/vnd.api+json',
        'content-type': 'application/vnd.api+json',
        'idempotency-key': key,
      },
      body: JSON.stringify({ data: ids.map((id) => ({ id, type: 'tracks' })) }),
      throwHttpErrors: false,
    });
  const first = await post('key-1', [a]);
  const again = await post('key-1', [a]);
  t.is(again.statusCode, first.statusCode);
  t.is(again.body, first.body);
  t.is((await post('key-1', [b])).statusCode, 422);
  t.deepEqual(
    setup.emulator.library.playlist(created.id)!.entries.map((e) => e.trackId),
    [a],
  );
});

test.serial('tidal: liking a batch that holds an already liked track adds the rest', async (t) => {
  const { adapter } = setup;
  const s = await session();
  const liked = setup.emulator.library.user('demo')!.liked;
  const already = liked[0].id;
  const fresh = trackIds(60, 500)
    .filter((id) => !liked.some((l) => l.id === id))
    .slice(0, 3);
  await adapter.likeTracks(s, [already, ...fresh]);
  const after = setup.emulator.library.user('demo')!.liked.map((l) => l.id);
  t.true(fresh.every((id) => after.includes(id)));
  t.is(after.filter((id) => id === already).length, 1);
  await adapter.unlikeTracks(s, fresh);
});

test.serial('tidal: a track named without its entry goes with every entry; unknown tracks are reported', async (t) => {
  const { adapter } = setup;
  const s = await session();
  const created = await adapter.createPlaylist(s, { name: 'Repeats', description: 'twice', isPublic: false });
  const [a, b] = trackIds(2, 700);
  await adapter.addPlaylistItems(s, created.id, [a, b, a]);
  await adapter.removePlaylistItems(s, created.id, [{ id: a, entryId: null }]);
  t.deepEqual(
    (await adapter.playlistItems(s, created.id, {})).items.map((i) => i.id),
    [b],
  );
  const err = await t.throwsAsync(adapter.addPlaylistItems(s, created.id, ['999999999', a]));
  t.is((err as UpstreamError).kind, 'notFound');
  t.deepEqual(
    (await adapter.playlistItems(s, created.id, {})).items.map((i) => i.id),
    [b, a],
  );
  await adapter.updatePlaylist(s, created.id, { isPublic: true, description: 'once' });
  const read = await adapter.playlist(s, created.id);
  t.is(read.isPublic, true);
  t.is(read.description, 'once');
  t.true(read.isOwner);
});

test.serial('tidal: deleting someone else’s playlist takes it out of the collection only', async (t) => {
  const { adapter } = setup;
  const owner = await session('demo');
  const shared = await adapter.createPlaylist(owner, { name: 'Shared', isPublic: true });
  const other = setup.catalogue.users[1];
  setup.emulator.library.user(other.key)!.playlistIds.unshift(shared.id);
  const follower = await session(other.key);
  t.false((await adapter.playlist(follower, shared.id)).isOwner);
  await adapter.deletePlaylist(follower, shared.id);
  t.false(setup.emulator.library.user(other.key)!.playlistIds.includes(shared.id));
  t.truthy(setup.emulator.library.playlist(shared.id));
  await adapter.deletePlaylist(owner, shared.id);
  t.falsy(setup.emulator.library.playlist(shared.id));
  const err = await t.throwsAsync(adapter.playlist(owner, shared.id));
  t.is((err as UpstreamError).kind, 'notFound');
});

test.serial('tidal: a long move goes 20 items at a time, each before an item, never to the end', async (t) => {
  const { adapter } = setup;
  const s = await session();
  const created = await adapter.createPlaylist(s, { name: 'Long move' });
  await adapter.addPlaylistItems(s, created.id, trackIds(25, 900));
  const current: TrackItem[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<TrackItem> = await adapter.playlistItems(s, created.id, { cursor });
    current.push(...page.items);
    cursor = page.next;
  } while (cursor);
  t.is(current.length, 25);
  const playlist = setup.emulator.library.playlist(created.id)!;
  const version = playlist.version;
  await adapter.reorderPlaylistItems(s, created.id, current, [...current.keys()]);
  t.is(playlist.version, version, 'the order already there sends nothing');
  // The last 21 to the front: 21 entries before the first, in two moves (20, then 1).
  const order = [...Array.from({ length: 21 }, (_, i) => i + 4), 0, 1, 2, 3];
  await adapter.reorderPlaylistItems(s, created.id, current, order);
  t.deepEqual(
    playlist.entries.map((e) => e.entryId),
    order.map((i) => current[i].entryId),
  );
  t.is(playlist.version, version + 2);
});

test.serial('tidal: a move the spec does not allow is refused with a JSON:API error', async (t) => {
  const { adapter } = setup;
  const s = await session();
  const created = await adapter.createPlaylist(s, { name: 'Refused moves', isPublic: true });
  await adapter.addPlaylistItems(s, created.id, trackIds(22, 1_000));
  const entries = setup.emulator.library.playlist(created.id)!.entries;
  const item = (i: number) => ({ id: entries[i].trackId, type: 'tracks', meta: { itemId: entries[i].entryId } });
  const patch = async (body: unknown, playlistId = created.id, who = s) => {
    const { accessToken } = await who.tokens();
    const res = await got(`${setup.emulator.url}/v2/playlists/${playlistId}/relationships/items`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/vnd.api+json',
        'content-type': 'application/vnd.api+json',
      },
      body: JSON.stringify(body),
      throwHttpErrors: false,
      retry: { limit: 0 },
    });
    t.regex(String(res.headers['content-type']), /^application\/vnd\.api\+json/);
    return { status: res.statusCode, body: JSON.parse(res.body) as { errors?: { status: string; detail: string }[] } };
  };
  const before = { positionBefore: entries[0].entryId };
  const refused = async (body: unknown, status: number, detail: RegExp, playlistId?: string, who?: typeof s) => {
    const answer = await patch(body, playlistId, who);
    t.is(answer.status, status, JSON.stringify(body).slice(0, 80));
    t.is(answer.body.errors?.[0].status, String(status));
    t.regex(answer.body.errors?.[0].detail ?? '', detail);
  };
  const order = entries.map((e) => e.entryId);
  await refused({ data: Array.from({ length: 21 }, (_, i) => item(i + 1)), meta: before }, 400, /1 to 20/);
  await refused({ data: [item(1)] }, 400, /positionBefore is required/);
  await refused({ data: [item(1)], meta: { positionBefore: 'no-such-item' } }, 400, /positionBefore is not an item/);
  await refused({ data: [{ ...item(1), meta: { itemId: 'no-such-item' } }], meta: before }, 400, /not an item/);
  await refused({ data: [{ ...item(1), meta: {} }], meta: before }, 400, /meta\.itemId is required/);
  await refused({ data: [{ ...item(1), id: entries[2].trackId }], meta: before }, 400, /is not tracks/);
  await refused({ data: [item(1), item(1)], meta: before }, 400, /named twice/);
  await refused({ data: [item(0)], meta: before }, 400, /one of the items moved/);
  await refused({ data: [item(1)], meta: before }, 404, /not found/i, '00000000-0000-0000-0000-000000000000');
  await refused(
    { data: [item(1)], meta: before },
    403,
    /owner/,
    created.id,
    await session(setup.catalogue.users[1].key),
  );
  t.deepEqual(
    entries.map((e) => e.entryId),
    order,
    'nothing moved',
  );
  // 20 items go in one move, in the order named.
  const moved = Array.from({ length: 20 }, (_, i) => item(21 - i));
  const ok = await patch({ data: moved, meta: before });
  t.is(ok.status, 200);
  t.deepEqual(ok.body, { links: { self: `/playlists/${created.id}/relationships/items` } });
  t.deepEqual(
    setup.emulator.library.playlist(created.id)!.entries.map((e) => e.entryId),
    [...moved.map((m) => m.meta.itemId), order[0], order[1]],
  );
});
