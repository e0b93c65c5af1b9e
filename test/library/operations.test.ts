import test from 'ava';
import got from 'got';
import { connectThroughSignIn } from '../../src/dev/signIn.js';
import type { JsonBody } from '../helpers/http.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';

// The library operations of the partner API, the same calls against two services.

const users: Record<string, string> = {};
const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  liftBudgets: true,
  partner: { slug: 'library' },
  async setup({ url }) {
    for (const service of ['spotify', 'deezer']) {
      users[service] = await connectThroughSignIn(url, 'library', service, 'heavy@listeners.example', RETURN_URL);
    }
  },
});

async function readAll(path: string, limitParam: number): Promise<{ results: JsonBody[]; pages: number }> {
  const results: JsonBody[] = [];
  let nextParam: string | null = null;
  let pages = 0;
  do {
    const res: { statusCode: number; body: JsonBody } = await used.api().get<JsonBody>(path, {
      searchParams: { limitParam, ...(nextParam ? { nextParam } : {}) },
    });
    if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode} ${JSON.stringify(res.body)}`);
    results.push(...res.body.results);
    nextParam = res.body.nextParam;
    pages += 1;
  } while (nextParam);
  return { results, pages };
}

for (const service of ['spotify', 'deezer'] as const) {
  test.serial(`${service}: a 10,000-track playlist pages to the end with limitParam`, async (t) => {
    const playlists = await readAll(`api/${users[service]}/playlists`, 50);
    const big = playlists.results.find((p) => p.name === 'The Big One')!;
    const view = used.catalogue.view(service);
    const heavy = used.catalogue.users.find((u) => u.key === 'heavy')!;
    // Ten thousand recordings, less the few this service does not carry.
    const expected = heavy.playlists[0].recordingKeys.map((k) => view.trackIdFor(k)).filter(Boolean);
    t.true(expected.length > 9_500);
    t.is(big.totalItems, expected.length);
    const items = await readAll(`api/${users[service]}/playlists/${big.id}/items`, 1_000);
    t.deepEqual(
      items.results.map((r) => r.id),
      expected,
    );
    // limitParam is lowered to the service's page size.
    t.is(items.pages, Math.ceil(expected.length / (service === 'spotify' ? 50 : 100)));
  });

  test.serial(
    `${service}: create a playlist, add in order, read it, rename it, remove an entry, delete it`,
    async (t) => {
      const uuid = users[service];
      const created = await used.api().post<JsonBody>(`api/${uuid}/playlists`, {
        json: { name: 'Partner mix', description: 'from the API', visibility: 'private' },
      });
      t.is(created.statusCode, 200);
      t.true(created.body.isOwner);
      const view = used.catalogue.view(service);
      const trackIds = used.catalogue.recordings
        .slice(0, 150)
        .map((r) => view.trackIdFor(r.key))
        .filter((id): id is string => Boolean(id))
        .slice(0, 120);
      const added = await used.api().post<JsonBody>(`api/${uuid}/playlists/${created.body.id}/items`, {
        json: { trackIds },
      });
      t.deepEqual(added.body, { added: trackIds.length });
      const items = await readAll(`api/${uuid}/playlists/${created.body.id}/items`, 100);
      t.deepEqual(
        items.results.map((r) => r.id),
        trackIds,
      );
      const renamed = await used.api().put<JsonBody>(`api/${uuid}/playlists/${created.body.id}`, {
        json: { name: 'Partner mix II' },
      });
      t.is(renamed.body.name, 'Partner mix II');
      const removed = await used.api().delete<JsonBody>(`api/${uuid}/playlists/${created.body.id}/items`, {
        json: { items: [{ id: items.results[0].id, entryId: items.results[0].entryId }] },
      });
      t.deepEqual(removed.body, { removed: 1 });
      t.is((await readAll(`api/${uuid}/playlists/${created.body.id}/items`, 100)).results.length, trackIds.length - 1);
      t.is((await used.api().delete(`api/${uuid}/playlists/${created.body.id}`)).statusCode, 204);
    },
  );

  test.serial(`${service}: liked tracks, saved albums and followed artists`, async (t) => {
    const uuid = users[service];
    const view = used.catalogue.view(service);
    const liked = await used.api().get<JsonBody>(`api/${uuid}/liked/tracks`, { searchParams: { limitParam: 5 } });
    t.is(liked.body.results.length, 5);
    const heavy = used.catalogue.users.find((u) => u.key === 'heavy')!;
    t.is(liked.body.totalItems, heavy.likedRecordingKeys.filter((k) => view.trackIdFor(k)).length);
    const extra = used.catalogue.recordings
      .map((r) => view.trackIdFor(r.key))
      .find((id) => id && !liked.body.results.some((r: JsonBody) => r.id === id))!;
    t.is(
      (await used.api().post<JsonBody>(`api/${uuid}/liked/tracks`, { json: { trackIds: [extra] } })).statusCode,
      200,
    );
    t.is(
      (await used.api().delete<JsonBody>(`api/${uuid}/liked/tracks`, { json: { trackIds: [extra] } })).statusCode,
      200,
    );
    const album = view.albumIdFor(used.catalogue.albums[3].key)!;
    t.deepEqual((await used.api().post<JsonBody>(`api/${uuid}/albums`, { json: { albumId: album } })).body, {
      albumId: album,
      saved: true,
    });
    const albums = await readAll(`api/${uuid}/albums`, 50);
    t.true(albums.results.some((a) => a.id === album));
    const artists = await used.api().get<JsonBody>(`api/${uuid}/artists`);
    t.true(artists.body.results.length > 0);
    const artist = await used.api().get<JsonBody>(`api/${uuid}/artists/${artists.body.results[0].id}`);
    t.deepEqual(Object.keys(artist.body).sort(), ['entryId', 'followers', 'id', 'imageUrl', 'name']);
  });

  test.serial(`${service}: search by text and by ISRC`, async (t) => {
    const uuid = users[service];
    const view = used.catalogue.view(service);
    const recording = used.catalogue.recordings.find(
      (r) => !r.version && view.trackIdFor(r.key) && view.track(view.trackIdFor(r.key)!)!.isrc,
    )!;
    const track = view.track(view.trackIdFor(recording.key)!)!;
    const found = await used.api().post<JsonBody>(`api/${uuid}/search`, {
      json: { type: 'track', track: track.name, artist: track.artists[0].name },
    });
    t.is(found.statusCode, 200, JSON.stringify(found.body));
    t.true(
      found.body.results.some(
        (r: JsonBody) => r.type === 'track' && r.track.id === track.id && r.album === null && r.artist === null,
      ),
    );
    const byIsrc = await used.api().post<JsonBody>(`api/${uuid}/search`, { json: { type: 'track', isrc: track.isrc } });
    t.true(byIsrc.body.results.some((r: JsonBody) => r.track.id === track.id));
    const artists = await used.api().post<JsonBody>(`api/${uuid}/search`, {
      json: { type: 'artist', artist: track.artists[0].name },
    });
    t.true(artists.body.results.some((r: JsonBody) => r.artist.name === track.artists[0].name));
  });
}

test.serial('bad input answers 400 with a code', async (t) => {
  const uuid = users.spotify;
  const cases: [Promise<{ statusCode: number; body: JsonBody }>, string][] = [
    [
      used.api().get<JsonBody>(`api/${uuid}/playlists`, { searchParams: { nextParam: 'forged.value' } }),
      'invalidNextParam',
    ],
    [used.api().get<JsonBody>(`api/${uuid}/playlists`, { searchParams: { limitParam: 'ten' } }), 'invalidLimitParam'],
    [used.api().post<JsonBody>(`api/${uuid}/playlists`, { json: {} }), 'invalidBody'],
    [used.api().post<JsonBody>(`api/${uuid}/search`, { json: { type: 'song' } }), 'invalidBody'],
    [used.api().post<JsonBody>(`api/${uuid}/search`, { json: { type: 'track', isrc: 'nope' } }), 'invalidBody'],
    [used.api().post<JsonBody>(`api/${uuid}/albums`, { json: { albumIds: ['x'] } }), 'invalidBody'],
  ];
  for (const [call, code] of cases) {
    const res = await call;
    t.is(res.statusCode, 400, code);
    t.is(res.body.code, code);
  }
  // A nextParam of one list does not page another.
  const page = await used.api().get<JsonBody>(`api/${uuid}/playlists`, { searchParams: { limitParam: 1 } });
  const elsewhere = await used.api().get<JsonBody>(`api/${uuid}/liked/tracks`, {
    searchParams: { nextParam: page.body.nextParam },
  });
  t.is(elsewhere.statusCode, 400);
  const otherUser = await used.api().get<JsonBody>(`api/${users.deezer}/playlists`, {
    searchParams: { nextParam: page.body.nextParam },
  });
  t.is(otherUser.statusCode, 400);
});

test.serial('an item the service does not have answers 404 itemNotFound', async (t) => {
  const res = await used.api().get<JsonBody>(`api/${users.spotify}/playlists/doesnotexist`);
  t.is(res.statusCode, 404);
  t.is(res.body.code, 'itemNotFound');
  const deezer = await used.api().get<JsonBody>(`api/${users.deezer}/artists/1`);
  t.is(deezer.statusCode, 404);
});

test.serial('an emulator that is down answers 503, one that rate-limits answers 429 with Retry-After', async (t) => {
  const spotify = used.emulators.spotify;
  await got.post(`${spotify.url}/__emulator/faults`, { json: { downForSeconds: 60, failStatus: 503 } });
  const down = await used.api().get<JsonBody>(`api/${users.spotify}/liked/tracks`);
  t.is(down.statusCode, 503);
  t.is(down.body.code, 'musicServiceUnavailable');
  await got.post(`${spotify.url}/__emulator/faults`, {
    json: { downForSeconds: 0, rateLimit: { limit: 0, windowSeconds: 60 } },
  });
  const limited = await used.api().get<JsonBody>(`api/${users.spotify}/liked/tracks`);
  t.is(limited.statusCode, 429);
  t.true(Number(limited.headers['retry-after']) >= 1);
  await got.post(`${spotify.url}/__emulator/faults`, { json: { rateLimit: null } });
});
