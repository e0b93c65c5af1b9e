import test from 'ava';
import { randomUUID } from 'node:crypto';
import { connectThroughSignIn } from '../helpers/transfers.js';
import { createConnectedUser, createPartner, type TestPartner } from '../helpers/fixtures.js';
import { api, type JsonBody } from '../helpers/http.js';
import { WebhookReceiver } from '../helpers/webhookReceiver.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { Sync } from '../../src/syncs/models.js';
import { SYNCS_PER_ACCOUNT } from '../../src/syncs/commands.js';

// The Syncs resource over HTTP, with workers: what creating one checks, its schedule's first run
// happening by itself, run now, pause, the list's pages, deletion, and tenant isolation.

const receiver = new WebhookReceiver();
let spotifyUser: string;
let deezerUser: string;
let lastfmUser: string;
let other: TestPartner;

const used = useSystem(test, {
  services: ['spotify', 'deezer', 'lastfm'],
  recordings: 1_000,
  workers: true,
  liftBudgets: true,
  env: {
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
  },
  partner: { slug: 'syncs' },
  async setup({ url, api }) {
    const connect = (service: string) =>
      connectThroughSignIn(url, 'syncs', service, 'medium@listeners.example', RETURN_URL);
    [spotifyUser, deezerUser, lastfmUser] = await Promise.all([
      connect('spotify'),
      connect('deezer'),
      connect('lastfm'),
    ]);
    other = await createPartner({
      slug: 'syncs-other',
      returnUrls: [RETURN_URL],
      enabledIntegrations: ['spotify', 'deezer'],
    });
    const endpoint = await api().post<JsonBody>('public/webhooks/endpoints', {
      json: { url: await receiver.start(), eventTypes: ['sync.created', 'sync.run.completed'] },
    });
    receiver.useSecret(endpoint.body.secret);
  },
});
test.after.always(() => receiver.stop());

const spotify = () => used.emulator('spotify').library;
const deezer = () => used.emulator('deezer').library;

/** Catalogue tracks that Spotify and Deezer both list, from `from`. */
function spotifyTracks(count: number, from = 0): string[] {
  return used.catalogue.recordings
    .filter((r) => r.version === null && !r.absentFrom.includes('deezer') && r.unavailableIn.length === 0)
    .slice(from, from + count)
    .map((r) => spotify().view.trackIdFor(r.key)!)
    .filter(Boolean);
}

/** A playlist of medium's on Spotify with `count` tracks. */
function sourcePlaylist(count = 3) {
  const library = spotify();
  const playlist = library.createPlaylist(library.user('medium')!, {
    name: `Kept ${randomUUID().slice(0, 8)}`,
    description: '',
    isPublic: false,
  });
  library.addEntries(playlist, spotifyTracks(count));
  return playlist;
}

const body = (playlistId: string, extra: Record<string, unknown> = {}) => ({
  source: { integrationUserUUID: spotifyUser, playlistId },
  destination: { integrationUserUUID: deezerUser },
  mode: 'append',
  ...extra,
});

const create = (json: unknown) => used.api().post<JsonBody>('public/syncs', { json });

/** Reads the sync until `done` says so. */
async function until(syncUuid: string, done: (sync: JsonBody) => boolean, timeoutMs = 30_000): Promise<JsonBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await used.api().get<JsonBody>(`public/syncs/${syncUuid}`);
    if (res.statusCode === 200 && done(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`the sync did not get there: ${JSON.stringify(res.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

test.serial('a created sync answers 201, is announced, and its first run happens by itself', async (t) => {
  const playlist = sourcePlaylist(3);
  const res = await create(body(playlist.id, { externalUserId: 'listener-7', intervalMinutes: 120 }));
  t.is(res.statusCode, 201, JSON.stringify(res.body));
  t.like(res.body, {
    externalUserId: 'listener-7',
    source: { integrationUserUUID: spotifyUser, integrationType: 'spotify', playlistId: playlist.id },
    destination: { integrationUserUUID: deezerUser, integrationType: 'deezer', playlistId: null },
    mode: 'append',
    intervalMinutes: 120,
    state: 'active',
    pausedReason: null,
    counts: { synced: 0, unmatched: 0 },
  });
  t.truthy(res.body.nextRunAt);
  const syncUuid = res.body.syncUuid as string;

  await receiver.until(() => receiver.received.some((e) => e.type === 'sync.created' && e.data.syncUuid === syncUuid));
  const created = receiver.received.find((e) => e.type === 'sync.created' && e.data.syncUuid === syncUuid)!;
  t.like(created.data, { externalUserId: 'listener-7', mode: 'append', intervalMinutes: 120 });

  // Nobody asked for a run: the schedule starts the first one at once.
  const ran = await until(syncUuid, (s) => s.lastRun !== null);
  t.like(ran, { lastRun: { status: 'completed', added: 3, removed: 0, unmatched: 0 }, counts: { synced: 3 } });
  t.truthy(ran.destination.playlistId);
  t.truthy(ran.lastRunAt);
  t.is(deezer().playlist(ran.destination.playlistId)!.entries.length, 3);
  t.is(deezer().playlist(ran.destination.playlistId)!.name, playlist.name);
  await receiver.until(() =>
    receiver.received.some((e) => e.type === 'sync.run.completed' && e.data.syncUuid === syncUuid),
  );
});

test('bodies that are not valid answer 400 invalidBody, naming the field', async (t) => {
  const playlistId = sourcePlaylist(1).id;
  const cases: [unknown, string][] = [
    [{}, 'source'],
    [{ ...body(playlistId), source: { integrationUserUUID: spotifyUser } }, 'source.playlistId'],
    [{ ...body(playlistId), destination: undefined }, 'destination'],
    [{ ...body(playlistId), mode: undefined }, 'mode'],
    [body(playlistId, { intervalMinutes: 14 }), 'intervalMinutes'],
    [body(playlistId, { intervalMinutes: 10_081 }), 'intervalMinutes'],
    [body(playlistId, { intervalMinutes: 20.5 }), 'intervalMinutes'],
    [body(playlistId, { mode: 'merge' }), 'mode'],
    [body(playlistId, { schedule: 'daily' }), 'schedule'],
    [{ ...body(playlistId), source: { integrationUserUUID: 'not-a-uuid', playlistId } }, 'source.integrationUserUUID'],
  ];
  for (const [json, path] of cases) {
    const res = await create(json);
    t.is(res.statusCode, 400, path);
    t.is(res.body.code, 'invalidBody', path);
    t.true(
      (res.body.details as { path: string }[]).some((d) => d.path === path),
      `${path}: ${JSON.stringify(res.body.details)}`,
    );
  }
});

test('users of another account answer 404 exactly like unknown ones', async (t) => {
  const playlistId = sourcePlaylist(1).id;
  const foreign = await createConnectedUser(other.accountId, 'spotify');
  const unknown = randomUUID();
  for (const side of ['source', 'destination'] as const) {
    const answers = [];
    for (const uuid of [foreign.id, unknown]) {
      const json: JsonBody = body(playlistId);
      json[side] = { ...json[side], integrationUserUUID: uuid };
      const res = await create(json);
      t.is(res.statusCode, 404, side);
      t.is(res.body.code, 'integrationUserNotFound', side);
      answers.push({ ...res.body, requestId: null });
    }
    t.deepEqual(answers[0], answers[1]);
  }
});

test('a service without playlists cannot be either side: 400 operationNotSupported naming it', async (t) => {
  const playlistId = sourcePlaylist(1).id;
  const asDestination = await create({ ...body(playlistId), destination: { integrationUserUUID: lastfmUser } });
  t.is(asDestination.statusCode, 400);
  t.is(asDestination.body.code, 'operationNotSupported');
  t.regex(asDestination.body.message, /Last\.fm/);
  t.like(asDestination.body.details[0], { integrationType: 'lastfm', side: 'destination' });
  const asSource = await create({ ...body(playlistId), source: { integrationUserUUID: lastfmUser, playlistId: 'x' } });
  t.is(asSource.statusCode, 400);
  t.like(asSource.body.details[0], { integrationType: 'lastfm', side: 'source' });
});

test('the playlists are checked with the services: 404 playlistNotFound, 400 playlistNotOwned', async (t) => {
  const missing = await create(body('0000000000000000000000'));
  t.is(missing.statusCode, 404);
  t.is(missing.body.code, 'playlistNotFound');
  t.like(missing.body.details[0], { side: 'source' });

  const playlistId = sourcePlaylist(1).id;
  const missingDestination = await create({
    ...body(playlistId),
    destination: { integrationUserUUID: deezerUser, playlistId: '999999999999' },
  });
  t.is(missingDestination.statusCode, 404);
  t.like(missingDestination.body, { code: 'playlistNotFound', details: [{ side: 'destination' }] });

  // Someone else's public playlist can be read, not written.
  const theirs = deezer().createPlaylist(deezer().user('demo')!, { name: 'Not yours', isPublic: true });
  const notOwned = await create({
    ...body(playlistId),
    destination: { integrationUserUUID: deezerUser, playlistId: theirs.id },
  });
  t.is(notOwned.statusCode, 400);
  t.is(notOwned.body.code, 'playlistNotOwned');
});

test('a listener who must sign in again answers 412', async (t) => {
  const tokenless = await createConnectedUser(used.partner.accountId, 'spotify');
  const res = await create({
    ...body('37i9dQZF1DXcBWIGoYBM5M'),
    source: { integrationUserUUID: tokenless.id, playlistId: 'x' },
  });
  t.is(res.statusCode, 412);
  t.is(res.body.code, 'IntegrationUserNotAuthenticated');
});

test('syncs of another account, unknown and malformed uuids answer 404 syncNotFound alike', async (t) => {
  const [foreignUser, foreignDestination] = await Promise.all([
    createConnectedUser(other.accountId, 'spotify'),
    createConnectedUser(other.accountId, 'deezer'),
  ]);
  const foreign = await Sync.create({
    id: randomUUID(),
    accountId: other.accountId,
    sourceUserId: foreignUser.id,
    sourcePlaylistId: 'p',
    destinationUserId: foreignDestination.id,
    mode: 'append',
    intervalMinutes: 60,
  });
  for (const id of [foreign.id, randomUUID(), 'not-a-uuid']) {
    const answers = await Promise.all([
      used.api().get<JsonBody>(`public/syncs/${id}`),
      used.api().patch<JsonBody>(`public/syncs/${id}`, { json: { paused: true } }),
      used.api().delete<JsonBody>(`public/syncs/${id}`),
      used.api().post<JsonBody>(`public/syncs/${id}/run`),
    ]);
    for (const res of answers) {
      t.is(res.statusCode, 404, id);
      t.is(res.body.code, 'syncNotFound', id);
    }
  }
  const list = await used.api().get<JsonBody>('public/syncs', { searchParams: { limit: 100 } });
  t.false((list.body.syncs as JsonBody[]).some((s) => s.syncUuid === foreign.id));
  t.false((await Sync.findByPk(foreign.id))!.paused);
});

test.serial('the list pages newest first to its end', async (t) => {
  const playlistId = sourcePlaylist(1).id;
  const made: string[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await create(body(playlistId));
    t.is(res.statusCode, 201);
    made.push(res.body.syncUuid);
  }
  const seen: JsonBody[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: { statusCode: number; body: JsonBody } = await used.api().get<JsonBody>('public/syncs', {
      searchParams: { limit: 2, ...(cursor ? { cursor } : {}) },
    });
    t.is(res.statusCode, 200);
    t.true(res.body.syncs.length <= 2);
    seen.push(...res.body.syncs);
    cursor = res.body.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  t.is(cursor, null);
  const ids = seen.map((s) => s.syncUuid as string);
  t.is(new Set(ids).size, ids.length, 'no sync twice');
  t.is(ids.length, await Sync.count({ where: { accountId: used.partner.accountId, deletedAt: null } }));
  // Newest first: the five just made lead, the last made first.
  t.deepEqual(ids.slice(0, 5), [...made].reverse());
  const times = seen.map((s) => Date.parse(s.createdAt));
  t.deepEqual(
    times,
    [...times].sort((a, b) => b - a),
  );

  t.is((await used.api().get<JsonBody>('public/syncs', { searchParams: { limit: 0 } })).body.code, 'invalidLimit');
  t.is((await used.api().get<JsonBody>('public/syncs', { searchParams: { limit: 101 } })).body.code, 'invalidLimit');
  const forged = await used.api().get<JsonBody>('public/syncs', { searchParams: { cursor: 'abc.def' } });
  t.is(forged.statusCode, 400);
  t.is(forged.body.code, 'invalidCursor');
  // A cursor of another account's list is no cursor of this one.
  const foreignCursor = (await used.api().get<JsonBody>('public/syncs', { searchParams: { limit: 1 } })).body
    .nextCursor;
  const elsewhere = await api(used.url, other).get<JsonBody>('public/syncs', {
    searchParams: { cursor: foreignCursor },
  });
  t.is(elsewhere.body.code, 'invalidCursor');
});

test.serial('patch pauses, unpauses, and changes the interval and mode', async (t) => {
  const created = await create(body(sourcePlaylist(2).id));
  const syncUuid = created.body.syncUuid as string;
  await until(syncUuid, (s) => s.lastRun !== null);
  const patch = (json: unknown) => used.api().patch<JsonBody>(`public/syncs/${syncUuid}`, { json });

  const paused = await patch({ paused: true });
  t.is(paused.statusCode, 200);
  t.like(paused.body, { state: 'paused', pausedReason: 'partner', nextRunAt: null });
  const refused = await used.api().post<JsonBody>(`public/syncs/${syncUuid}/run`);
  t.is(refused.statusCode, 409);
  t.is(refused.body.code, 'syncPaused');

  const resumed = await patch({ paused: false });
  t.like(resumed.body, { state: 'active', pausedReason: null });
  t.true(Date.parse(resumed.body.nextRunAt) > Date.now(), 'the next run is ahead');

  const before = Date.now();
  const changed = await patch({ intervalMinutes: 30, mode: 'mirror' });
  t.like(changed.body, { intervalMinutes: 30, mode: 'mirror', state: 'active' });
  // A new interval runs the sync at once, then every 30 minutes.
  t.true(Date.parse(changed.body.nextRunAt) >= before - 1_000);
  const lastRunAt = changed.body.lastRunAt as string;
  await until(syncUuid, (s) => s.lastRunAt !== lastRunAt);

  for (const json of [{}, { paused: 'soon' }, { intervalMinutes: 14 }, { mode: 'merge' }, { name: 'x' }]) {
    const res = await patch(json);
    t.is(res.statusCode, 400, JSON.stringify(json));
    t.is(res.body.code, 'invalidBody');
  }
});

test.serial('run now: the change reaches the given destination playlist', async (t) => {
  const playlist = sourcePlaylist(2);
  const mine = deezer().createPlaylist(deezer().user('medium')!, { name: 'Given', isPublic: false });
  const created = await create({
    ...body(playlist.id),
    destination: { integrationUserUUID: deezerUser, playlistId: mine.id },
  });
  t.is(created.statusCode, 201, JSON.stringify(created.body));
  t.is(created.body.destination.playlistId, mine.id);
  const syncUuid = created.body.syncUuid as string;
  const first = await until(syncUuid, (s) => s.lastRun !== null);
  t.is(first.destination.playlistId, mine.id);
  t.is(deezer().playlist(mine.id)!.entries.length, 2);

  // The same playlist into the same playlist again would add every track twice.
  const twin = await create({
    ...body(playlist.id),
    destination: { integrationUserUUID: deezerUser, playlistId: mine.id },
  });
  t.is(twin.statusCode, 409);
  t.like(twin.body, { code: 'syncAlreadyExists', details: [{ syncUuid }] });

  spotify().addEntries(spotify().playlist(playlist.id)!, spotifyTracks(2, 40));
  const res = await used.api().post<JsonBody>(`public/syncs/${syncUuid}/run`);
  t.is(res.statusCode, 202);
  t.deepEqual(res.body, { syncUuid, queued: true });
  const ran = await until(syncUuid, (s) => s.lastRunAt !== first.lastRunAt);
  t.like(ran, { lastRun: { status: 'completed', added: 2 }, counts: { synced: 4, unmatched: 0 } });
  t.is(deezer().playlist(mine.id)!.entries.length, 4);
});

test.serial('delete answers 204, then the sync is gone; a second delete answers 204 again', async (t) => {
  const created = await create(body(sourcePlaylist(1).id));
  const syncUuid = created.body.syncUuid as string;
  const first = await used.api().delete<JsonBody>(`public/syncs/${syncUuid}`);
  t.is(first.statusCode, 204);
  t.is((await used.api().get<JsonBody>(`public/syncs/${syncUuid}`)).statusCode, 404);
  t.is((await used.api().post<JsonBody>(`public/syncs/${syncUuid}/run`)).statusCode, 404);
  t.is((await used.api().delete<JsonBody>(`public/syncs/${syncUuid}`)).statusCode, 204);
  const list = await used.api().get<JsonBody>('public/syncs', { searchParams: { limit: 100 } });
  t.false((list.body.syncs as JsonBody[]).some((s) => s.syncUuid === syncUuid));
  t.truthy((await Sync.findByPk(syncUuid))!.deletedAt);
});

test.serial(`an account keeps at most ${SYNCS_PER_ACCOUNT} syncs: 400 syncLimitReached`, async (t) => {
  const live = await Sync.count({ where: { accountId: used.partner.accountId, deletedAt: null } });
  const filler = await Sync.bulkCreate(
    Array.from({ length: SYNCS_PER_ACCOUNT - live }, () => ({
      id: randomUUID(),
      accountId: used.partner.accountId,
      sourceUserId: spotifyUser,
      sourcePlaylistId: 'filler',
      destinationUserId: deezerUser,
      mode: 'append',
      intervalMinutes: 60,
    })),
  );
  const playlistId = sourcePlaylist(1).id;
  const refused = await create(body(playlistId));
  t.is(refused.statusCode, 400);
  t.is(refused.body.code, 'syncLimitReached');
  t.is((await used.api().delete<JsonBody>(`public/syncs/${filler[0].id}`)).statusCode, 204);
  const accepted = await create(body(playlistId));
  t.is(accepted.statusCode, 201);
  await Sync.update({ deletedAt: new Date() }, { where: { sourcePlaylistId: 'filler' } });
});

test('syncs both ways between two playlists are refused: 409 syncCycle', async (t) => {
  const there = sourcePlaylist(1);
  const back = deezer().createPlaylist(deezer().user('medium')!, { name: `Back ${there.id.slice(0, 4)}` });
  const forth = await create({
    ...body(there.id),
    destination: { integrationUserUUID: deezerUser, playlistId: back.id },
  });
  t.is(forth.statusCode, 201, JSON.stringify(forth.body));
  const reverse = await create({
    source: { integrationUserUUID: deezerUser, playlistId: back.id },
    destination: { integrationUserUUID: spotifyUser, playlistId: there.id },
    mode: 'append',
  });
  t.is(reverse.statusCode, 409);
  t.is(reverse.body.code, 'syncCycle');
  t.deepEqual(reverse.body.details, [{ syncUuid: forth.body.syncUuid }]);
});
