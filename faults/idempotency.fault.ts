import test from 'ava';
import got from 'got';
import { request } from 'node:http';
import { connectThroughSignIn } from '../test/helpers/transfers.js';
import type { JsonBody } from '../test/helpers/http.js';
import { RETURN_URL, useSystem } from '../test/helpers/useSystem.js';
import { postToDyingWeb, startWebProcess } from '../test/helpers/webProcess.js';
import { killWorker } from '../test/helpers/workerProcess.js';
import { emulatorEnv } from '../src/emulators/index.js';
import { EMULATOR_CLIENT } from '../src/emulators/kit/types.js';
import { Sync } from '../src/syncs/models.js';
import { TransferSession } from '../src/transfers/models.js';

// Keyed writes under the faults a partner's retries meet: a client that leaves before the answer
// (retried at once, while the first try still runs), a web process that dies with the answer
// (retried at once, then after the real two-minute in-progress window), and a first try the music
// service stops with 429 halfway. Each write lands once and each retry gets the first outcome,
// except a 429, which is never replayed, and a music-service write whose process died, which is
// in progress until the window ends.

let spotifyUser: string;
let deezerUser: string;
const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 600,
  env: { SPOTIFY_REQUESTS_PER_SECOND: '1000', DEEZER_REQUESTS_PER_SECOND: '1000' },
  partner: { slug: 'retries', isTransferServiceEnabled: true },
  async setup({ url }) {
    spotifyUser = await connectThroughSignIn(url, 'retries', 'spotify', 'demo@listeners.example', RETURN_URL);
    deezerUser = await connectThroughSignIn(url, 'retries', 'deezer', 'demo@listeners.example', RETURN_URL);
  },
});

/** The in-progress window of src/auth/idempotency.ts, and a little more. */
const WINDOW_MS = 125_000;

const spotify = () => used.emulators.spotify.library;
const demo = () => spotify().user('demo')!;
const named = (name: string) =>
  spotify()
    .userPlaylists(demo())
    .filter((p) => p.name === name);
const faults = (json: unknown) => got.post(`${used.emulators.spotify.url}/__emulator/faults`, { json });
const post = (path: string, key: string, json: unknown) =>
  used.api().post<JsonBody>(path, { json, headers: { 'idempotency-key': key } });

/** Distinct Spotify tracks of the catalogue, from `from`. */
const tracks = (count: number, from: number) =>
  used.catalogue.recordings
    .map((r) => spotify().view.trackIdFor(r.key))
    .filter((id): id is string => Boolean(id))
    .slice(from, from + count);

/** A playlist of demo's holding `count` tracks, made on the service. */
function playlistOf(name: string, count: number) {
  const playlist = spotify().createPlaylist(demo(), { name });
  spotify().addEntries(playlist, tracks(count, 0));
  return playlist;
}

/** Sends a keyed POST and drops the connection after `afterMs`, before the (slow) answer. */
function leaveEarly(path: string, key: string, json: unknown, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const req = request(new URL(path, `${used.url}/`), {
      method: 'POST',
      headers: { authorization: used.partner.basic, 'content-type': 'application/json', 'idempotency-key': key },
    });
    req.on('error', () => resolve());
    req.end(JSON.stringify(json));
    setTimeout(() => {
      req.destroy();
      resolve();
    }, afterMs);
  });
}

test.serial('a client that leaves before the answer, retried at once: the retry waits for the first try', async (t) => {
  await faults({ latencyMs: 1_500 });
  try {
    const playlist = playlistOf('Left at once', 3);
    const items = `api/${spotifyUser}/playlists/${playlist.id}/items`;
    const added = tracks(120, 10);
    await Promise.all([
      leaveEarly(`api/${spotifyUser}/playlists`, 'left-b2', { name: 'Left at once, made' }, 300),
      leaveEarly(items, 'left-b3', { trackIds: added }, 300),
    ]);
    const [b2, b3] = await Promise.all([
      post(`api/${spotifyUser}/playlists`, 'left-b2', { name: 'Left at once, made' }),
      post(items, 'left-b3', { trackIds: added }),
    ]);
    t.is(b2.statusCode, 200, JSON.stringify(b2.body));
    t.is(b2.headers['idempotent-replayed'], 'true');
    t.is(named('Left at once, made').length, 1);
    t.is(b3.statusCode, 200, JSON.stringify(b3.body));
    t.is(b3.headers['idempotent-replayed'], 'true');
    t.deepEqual(
      playlist.entries.map((e) => e.trackId),
      [...tracks(3, 0), ...added],
    );
  } finally {
    await faults({ latencyMs: 0 });
  }
});

test.serial('writes whose process dies with the answer: 409 at once, the first outcome after the window', async (t) => {
  const web = () =>
    startWebProcess(used.system, {
      ...emulatorEnv(...Object.values(used.emulators)),
      SPOTIFY_REQUESTS_PER_SECOND: '1000',
      DEEZER_REQUESTS_PER_SECOND: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
  const library = spotify();
  const create = library.createPlaylist.bind(library);
  const add = library.addEntries.bind(library);
  const target = playlistOf('Died while adding', 3);
  const added = tracks(250, 10);
  const sessionsBefore = await TransferSession.count();
  const token = used.emulators.deezer.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
  const writes = {
    b2: { path: `api/${spotifyUser}/playlists`, json: { name: 'Died while creating' } },
    b3: { path: `api/${spotifyUser}/playlists/${target.id}/items`, json: { trackIds: added } },
    d1: {
      path: 'public/transfer-sessions',
      json: { target: { integrationType: 'deezer', authData: { accessToken: token } } },
    },
    sync: {
      path: 'public/syncs',
      json: {
        source: { integrationUserUUID: spotifyUser, playlistId: target.id },
        destination: { integrationUserUUID: deezerUser },
        mode: 'append',
      },
    },
  };
  // Also a client that only left: its answer was kept, and the window does not take it back.
  await faults({ latencyMs: 1_000 });
  await leaveEarly(`api/${spotifyUser}/playlists`, 'only-left', { name: 'Only the client left' }, 200);
  await faults({ latencyMs: 0 });

  const dying = [];
  try {
    // B2 and B3: the service applies the write, and the process is gone before it hears back.
    const b2 = await web();
    dying.push(b2);
    library.createPlaylist = (owner, fields) => {
      const made = create(owner, fields);
      if (fields.name === 'Died while creating') b2.child.kill('SIGKILL');
      return made;
    };
    t.is((await postToDyingWeb(b2, used.partner.basic, writes.b2.path, 'died-b2', writes.b2.json)).ended, 'SIGKILL');
    library.createPlaylist = create;
    const b3 = await web();
    dying.push(b3);
    let batches = 0;
    library.addEntries = (playlist, ids, position) => {
      const entries = add(playlist, ids, position);
      if (playlist.id === target.id && ++batches === 2) b3.child.kill('SIGKILL');
      return entries;
    };
    t.is((await postToDyingWeb(b3, used.partner.basic, writes.b3.path, 'died-b3', writes.b3.json)).ended, 'SIGKILL');
    library.addEntries = add;
    t.is(target.entries.length, 3 + 200, 'two batches landed');
    // D1 and the sync: committed, and the process is gone as it begins to answer.
    for (const [name, path] of [
      ['d1', 'POST /public/transfer-sessions'],
      ['sync', 'POST /public/syncs'],
    ] as const) {
      const answering = await startWebProcess(used.system, {
        ...emulatorEnv(...Object.values(used.emulators)),
        RATE_LIMIT_PER_MINUTE: '100000',
        FAULT_KILL_ANSWERING: path,
      });
      dying.push(answering);
      const { ended } = await postToDyingWeb(
        answering,
        used.partner.basic,
        writes[name].path,
        `died-${name}`,
        writes[name].json,
      );
      t.is(ended, 'SIGKILL', name);
    }
  } finally {
    library.createPlaylist = create;
    library.addEntries = add;
    await Promise.all(dying.map((w) => killWorker(w.child)));
  }
  const diedAt = Date.now();

  // At once: the service writes may still be going on as far as anyone can tell; the answers of
  // our own writes were committed with them.
  const atOnce = await Promise.all(
    Object.entries(writes).map(async ([name, w]) => [name, await post(w.path, `died-${name}`, w.json)] as const),
  );
  for (const [name, answer] of atOnce) {
    if (name === 'b2' || name === 'b3') {
      t.is(answer.statusCode, 409, `${name}: ${JSON.stringify(answer.body)}`);
      t.is(answer.body.code, 'idempotencyKeyInProgress');
      t.is(answer.headers['retry-after'], '1');
    } else {
      t.is(answer.statusCode, 201, `${name}: ${JSON.stringify(answer.body)}`);
      t.is(answer.headers['idempotent-replayed'], 'true', name);
    }
  }

  t.log(`waiting out the in-progress window (${WINDOW_MS / 1000} s)`);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, diedAt + WINDOW_MS - Date.now())));

  const b2 = await post(writes.b2.path, 'died-b2', writes.b2.json);
  t.is(b2.statusCode, 200, JSON.stringify(b2.body));
  t.is(named('Died while creating').length, 1, 'B2: one playlist');
  t.is(b2.body.id, named('Died while creating')[0].id);
  const b3 = await post(writes.b3.path, 'died-b3', writes.b3.json);
  t.deepEqual(b3.body, { added: added.length });
  t.deepEqual(
    target.entries.map((e) => e.trackId),
    [...tracks(3, 0), ...added],
    'B3: each track once, in order',
  );
  const d1 = await post(writes.d1.path, 'died-d1', writes.d1.json);
  t.is(d1.statusCode, 201, JSON.stringify(d1.body));
  t.is(d1.headers['idempotent-replayed'], 'true');
  t.is(await TransferSession.count(), sessionsBefore + 1, 'D1: one session');
  const sync = await post(writes.sync.path, 'died-sync', writes.sync.json);
  t.is(sync.statusCode, 201, JSON.stringify(sync.body));
  t.is(sync.headers['idempotent-replayed'], 'true');
  t.is(await Sync.count({ where: { accountId: used.partner.accountId } }), 1, 'one sync');
  const left = await post(`api/${spotifyUser}/playlists`, 'only-left', { name: 'Only the client left' });
  t.is(left.headers['idempotent-replayed'], 'true');
  t.is(named('Only the client left').length, 1);
});

test.serial('a first try the service stops with 429 halfway: not replayed, and the retry finishes it', async (t) => {
  const library = spotify();
  const add = library.addEntries.bind(library);
  const target = playlistOf('Met a limit', 3);
  const added = tracks(150, 300);
  library.addEntries = (playlist, ids, position) => {
    const entries = add(playlist, ids, position);
    // After the first batch the service answers 429 to everything for a while.
    if (playlist.id === target.id)
      Object.assign(used.emulators.spotify.controls.faults, { failNext: 50, failStatus: 429 });
    return entries;
  };
  const path = `api/${spotifyUser}/playlists/${target.id}/items`;
  try {
    const refused = await post(path, 'met-429', { trackIds: added });
    t.is(refused.statusCode, 429, JSON.stringify(refused.body));
    t.is(target.entries.length, 3 + 100, 'the first batch landed');
  } finally {
    library.addEntries = add;
    await faults({ failNext: 0, failStatus: 503 });
  }
  const retried = await post(path, 'met-429', { trackIds: added });
  t.is(retried.statusCode, 200, JSON.stringify(retried.body));
  t.is(retried.headers['idempotent-replayed'], undefined, 'the 429 was not kept');
  t.deepEqual(retried.body, { added: added.length });
  t.deepEqual(
    target.entries.map((e) => e.trackId),
    [...tracks(3, 0), ...added],
    'each track once, in order',
  );

  await faults({ failNext: 50, failStatus: 429 });
  const b2 = await post(`api/${spotifyUser}/playlists`, 'met-429-b2', { name: 'Made after a limit' });
  await faults({ failNext: 0, failStatus: 503 });
  t.is(b2.statusCode, 429);
  const b2Again = await post(`api/${spotifyUser}/playlists`, 'met-429-b2', { name: 'Made after a limit' });
  t.is(b2Again.statusCode, 200, JSON.stringify(b2Again.body));
  t.is(b2Again.headers['idempotent-replayed'], undefined);
  t.is(named('Made after a limit').length, 1);
});
