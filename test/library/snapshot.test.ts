import test from 'ava';
import { connectThroughSignIn } from '../../src/dev/signIn.js';
import { client, type JsonBody } from '../helpers/http.js';
import { useSystem } from '../helpers/useSystem.js';

// The stored copy of a user's library: made by the worker, read through the API, gone with A7.

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  workers: true,
  liftBudgets: true,
  partner: { slug: 'snapshots' },
});

function connect(service: string, email: string): Promise<string> {
  return connectThroughSignIn(used.system.url, 'snapshots', service, email, 'https://partner.example/back');
}

async function finished(uuid: string): Promise<JsonBody> {
  for (let i = 0; i < 300; i++) {
    const { body } = await used.api().get<JsonBody>(`api/${uuid}/library/snapshot`);
    if (body.status === 'completed' || body.status === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the copy did not finish');
}

async function liveList(path: string): Promise<JsonBody[]> {
  const results: JsonBody[] = [];
  let nextParam: string | null = null;
  do {
    const res: { statusCode: number; body: JsonBody } = await used.api().get<JsonBody>(path, {
      searchParams: { limitParam: 50, ...(nextParam ? { nextParam } : {}) },
    });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${JSON.stringify(res.body)}`);
    results.push(...res.body.results);
    nextParam = res.body.nextParam;
  } while (nextParam);
  return results;
}

async function storedList(uuid: string, collection: string): Promise<JsonBody[]> {
  const results: JsonBody[] = [];
  let nextParam: string | null = null;
  do {
    const res: { statusCode: number; body: JsonBody } = await used
      .api()
      .get<JsonBody>(`api/${uuid}/library/snapshot/items`, {
        searchParams: { collection, limitParam: 100, ...(nextParam ? { nextParam } : {}) },
      });
    if (res.statusCode !== 200) throw new Error(`${collection}: ${res.statusCode} ${JSON.stringify(res.body)}`);
    results.push(...res.body.results);
    nextParam = res.body.nextParam;
  } while (nextParam);
  return results;
}

for (const service of ['spotify', 'deezer'] as const) {
  test.serial(`${service}: the copy holds every list in the service's order`, async (t) => {
    const uuid = await connect(service, 'medium@listeners.example');
    t.is((await used.api().get<JsonBody>(`api/${uuid}/library/snapshot`)).body.code, 'librarySnapshotNotFound');
    const asked = await used.api().post<JsonBody>(`api/${uuid}/library/snapshot`, { json: {} });
    t.is(asked.statusCode, 202);
    t.true(['queued', 'running'].includes(asked.body.status));
    const done = await finished(uuid);
    t.is(done.status, 'completed', JSON.stringify(done));

    // The copy is what the live reads give, list by list and in the same order.
    const liveLiked = await liveList(`api/${uuid}/liked/tracks`);
    const livePlaylists = await liveList(`api/${uuid}/playlists`);
    t.true(liveLiked.length > 0 && livePlaylists.length > 0);
    t.is(done.counts.likedTracks, liveLiked.length);
    t.is(done.counts.playlists, livePlaylists.length);
    t.deepEqual(
      (await storedList(uuid, 'likedTracks')).map((x) => x.id),
      liveLiked.map((x) => x.id),
    );
    t.deepEqual(
      (await storedList(uuid, 'playlists')).map((x) => x.id),
      livePlaylists.map((x) => x.id),
    );
    let entries = 0;
    for (const playlist of livePlaylists) {
      const live = await liveList(`api/${uuid}/playlists/${playlist.id}/items`);
      t.deepEqual(
        (await storedList(uuid, `playlist:${playlist.id}`)).map((x) => x.id),
        live.map((x) => x.id),
      );
      entries += live.length;
    }
    t.is(done.counts.playlistItems, entries);
  });
}

test.serial('asking twice while a copy runs returns the same copy; bad input answers 400', async (t) => {
  const uuid = await connect('spotify', 'heavy@listeners.example');
  const [a, b] = await Promise.all([
    used.api().post<JsonBody>(`api/${uuid}/library/snapshot`, { json: { groups: ['likedTracks'] } }),
    used.api().post<JsonBody>(`api/${uuid}/library/snapshot`, { json: { groups: ['likedTracks'] } }),
  ]);
  t.is(a.statusCode, 202);
  t.is(b.statusCode, 202);
  const done = await finished(uuid);
  t.deepEqual(done.groups, ['likedTracks']);
  t.is(done.counts.likedTracks, (await liveList(`api/${uuid}/liked/tracks`)).length);
  t.is(
    (await used.api().post<JsonBody>(`api/${uuid}/library/snapshot`, { json: { groups: ['everything'] } })).body.code,
    'invalidBody',
  );
  t.is(
    (await used.api().get<JsonBody>(`api/${uuid}/library/snapshot/items`, { searchParams: { collection: 'nonsense' } }))
      .body.code,
    'invalidCollection',
  );
  const tampered = await used.api().get<JsonBody>(`api/${uuid}/library/snapshot/items`, {
    searchParams: { collection: 'likedTracks', nextParam: 'eyJ4IjoxfQ.abc' },
  });
  t.is(tampered.statusCode, 400);
  t.is(tampered.body.code, 'invalidNextParam');
});

test.serial('the copy job carries the id of the request that asked for it', async (t) => {
  const uuid = await connect('spotify', 'demo@listeners.example');
  const asked = await client(used.system.url, {
    authorization: used.partner.basic,
    'x-request-id': 'snapshot-trace-1',
  }).post<JsonBody>(`api/${uuid}/library/snapshot`, { json: { groups: ['likedTracks'] } });
  t.is(asked.statusCode, 202);
  t.is(asked.headers['x-request-id'], 'snapshot-trace-1');
  const job = await used.system.web.runtime.queues['library-snapshot'].getJob(asked.body.uuid);
  t.is((job?.data as { requestId?: string } | undefined)?.requestId, 'snapshot-trace-1');
  await finished(uuid);
});

test.serial('A7 deletes the stored copy', async (t) => {
  const uuid = await connect('deezer', 'demo@listeners.example');
  await used.api().post(`api/${uuid}/library/snapshot`, { json: { groups: ['likedTracks', 'playlists'] } });
  t.is((await finished(uuid)).status, 'completed');
  const before = (await used.system.web.runtime.sequelize.query(
    'SELECT count(*)::int AS n FROM library_snapshot_items i JOIN library_snapshots s ON s.id = i.snapshot_id WHERE s.integration_user_id = $1',
    { bind: [uuid], plain: true },
  )) as { n: number };
  t.true(before.n > 0);
  t.is((await used.api().delete(`public/integrations/user/${uuid}`)).statusCode, 204);
  const after = (await used.system.web.runtime.sequelize.query(
    'SELECT (SELECT count(*) FROM library_snapshots WHERE integration_user_id = $1)::int AS snapshots, (SELECT count(*) FROM library_snapshot_items i JOIN library_snapshots s ON s.id = i.snapshot_id WHERE s.integration_user_id = $1)::int AS items',
    { bind: [uuid], plain: true },
  )) as { snapshots: number; items: number };
  t.deepEqual(after, { snapshots: 0, items: 0 });
});
