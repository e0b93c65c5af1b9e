import test, { type ExecutionContext } from 'ava';
import { QueryTypes } from 'sequelize';
import { connectThroughSignIn } from '../helpers/transfers.js';
import type { JsonBody } from '../helpers/http.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { postToDyingWeb, startWebProcess, type WebProcess } from '../helpers/webProcess.js';
import { killWorker } from '../helpers/workerProcess.js';
import { emulatorEnv } from '../../src/emulators/index.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { Sync } from '../../src/syncs/models.js';
import { TransferSession } from '../../src/transfers/models.js';
import { liftedBudgets } from '../helpers/budgets.js';

// A keyed write whose web process dies with SIGKILL after the write and before its answer is
// kept, retried with the same key once the key is taken for abandoned: the retry gets the first
// outcome and the write exists once. D1 and a sync's creation are ours (the key's answer commits
// with them); B2 and B3 go to the music service (the retry reads back what landed).

let spotifyUser: string;
let deezerUser: string;
const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 400,
  liftBudgets: true,
  partner: { slug: 'crashing', isTransferServiceEnabled: true },
  async setup({ url }) {
    spotifyUser = await connectThroughSignIn(url, 'crashing', 'spotify', 'demo@listeners.example', RETURN_URL);
    deezerUser = await connectThroughSignIn(url, 'crashing', 'deezer', 'demo@listeners.example', RETURN_URL);
  },
});

const spotify = () => used.emulators.spotify.library;
const demo = () => spotify().user('demo')!;
const named = (name: string) =>
  spotify()
    .userPlaylists(demo())
    .filter((p) => p.name === name);

/** A web process beside the test's own, on the same database, Redis and emulators. */
const webProcess = (env: Record<string, string> = {}) =>
  startWebProcess(used.system, {
    ...emulatorEnv(...Object.values(used.emulators)),
    ...liftedBudgets(['spotify', 'deezer']),
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });

/** Sends a keyed POST to `web`, which dies before answering it; the client sees the connection drop. */
async function sendToDyingWeb(t: ExecutionContext, web: WebProcess, path: string, key: string, json: unknown) {
  const { ended, seen } = await postToDyingWeb(web, used.partner.basic, path, key, json);
  t.is(ended, 'SIGKILL', 'the web process died');
  t.false(seen.startsWith('answered'), `the client got no answer (${seen})`);
}

/** The in-progress window passes for the keys the dead process left (simulated time). */
const windowPasses = () =>
  used.system.web.runtime.sequelize.query(
    "UPDATE idempotency_keys SET created_at = created_at - interval '1 hour' WHERE status IS NULL",
  );

const retry = (path: string, key: string, json: unknown) =>
  used.api().post<JsonBody>(path, { json, headers: { 'idempotency-key': key } });

test.serial('B2: the process dies once the service made the playlist; the retry answers that playlist', async (t) => {
  const web = await webProcess();
  const library = spotify();
  const create = library.createPlaylist.bind(library);
  library.createPlaylist = (owner, fields) => {
    const made = create(owner, fields);
    if (fields.name === 'Made before the crash') web.child.kill('SIGKILL');
    return made;
  };
  try {
    const path = `api/${spotifyUser}/playlists`;
    const json = { name: 'Made before the crash' };
    await sendToDyingWeb(t, web, path, 'b2-crash', json);
    t.is(named('Made before the crash').length, 1, 'the service made it');
    await windowPasses();
    const retried = await retry(path, 'b2-crash', json);
    t.is(retried.statusCode, 200, JSON.stringify(retried.body));
    t.is(named('Made before the crash').length, 1, 'made once');
    t.is(retried.body.id, named('Made before the crash')[0].id, 'the answer names the playlist the first try made');
    const again = await retry(path, 'b2-crash', json);
    t.is(again.headers['idempotent-replayed'], 'true');
    t.deepEqual(again.body, retried.body);
  } finally {
    library.createPlaylist = create;
    await killWorker(web.child);
  }
});

test.serial(
  'B3: the process dies after the first batch landed; the retry adds the rest, each track once',
  async (t) => {
    const library = spotify();
    const view = library.view;
    const ids = used.catalogue.recordings.map((r) => view.trackIdFor(r.key)).filter((id): id is string => Boolean(id));
    const playlist = library.createPlaylist(demo(), { name: 'Added to before the crash' });
    library.addEntries(playlist, ids.slice(0, 3));
    const trackIds = ids.slice(10, 160);
    const web = await webProcess();
    const add = library.addEntries.bind(library);
    library.addEntries = (target, tracks, position) => {
      const entries = add(target, tracks, position);
      if (target.id === playlist.id) web.child.kill('SIGKILL');
      return entries;
    };
    try {
      const path = `api/${spotifyUser}/playlists/${playlist.id}/items`;
      await sendToDyingWeb(t, web, path, 'b3-crash', { trackIds });
      t.is(playlist.entries.length, 3 + 100, 'the first batch of 100 landed');
      library.addEntries = add;
      await windowPasses();
      const retried = await retry(path, 'b3-crash', { trackIds });
      t.is(retried.statusCode, 200, JSON.stringify(retried.body));
      t.deepEqual(retried.body, { added: trackIds.length });
      t.deepEqual(
        playlist.entries.map((e) => e.trackId),
        [...ids.slice(0, 3), ...trackIds],
        'every track once, in order, after what was there',
      );
    } finally {
      library.addEntries = add;
      await killWorker(web.child);
    }
  },
);

test.serial('D1: the process dies once the session is committed; the retry answers that session', async (t) => {
  const web = await webProcess({ FAULT_KILL_ANSWERING: 'POST /public/transfer-sessions' });
  try {
    const token = used.emulators.deezer.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
    const json = { target: { integrationType: 'deezer', authData: { accessToken: token } } };
    const before = await TransferSession.count();
    await sendToDyingWeb(t, web, 'public/transfer-sessions', 'd1-crash', json);
    t.is(await TransferSession.count(), before + 1, 'the first try committed its session');
    await windowPasses();
    const retried = await retry('public/transfer-sessions', 'd1-crash', json);
    t.is(retried.statusCode, 201, JSON.stringify(retried.body));
    t.is(retried.headers['idempotent-replayed'], 'true');
    t.is(await TransferSession.count(), before + 1, 'one session');
    const [session] = await TransferSession.findAll({ order: [['createdAt', 'DESC']], limit: 1 });
    t.is(retried.body.sessionUuid, session.id);
    t.true(String(retried.body.launchUrl).includes('#code='));
  } finally {
    await killWorker(web.child);
  }
});

test.serial('a sync’s creation: the process dies once it is committed; the retry answers that sync', async (t) => {
  const web = await webProcess({ FAULT_KILL_ANSWERING: 'POST /public/syncs' });
  try {
    const source = spotify().userPlaylists(demo())[0];
    const json = {
      source: { integrationUserUUID: spotifyUser, playlistId: source.id },
      destination: { integrationUserUUID: deezerUser },
      mode: 'append',
    };
    await sendToDyingWeb(t, web, 'public/syncs', 'sync-crash', json);
    const made = await Sync.findAll({ where: { accountId: used.partner.accountId } });
    t.is(made.length, 1, 'the first try committed its sync');
    await windowPasses();
    const retried = await retry('public/syncs', 'sync-crash', json);
    t.is(retried.statusCode, 201, JSON.stringify(retried.body));
    t.is(retried.headers['idempotent-replayed'], 'true');
    t.is(retried.body.syncUuid, made[0].id);
    t.is(await Sync.count({ where: { accountId: used.partner.accountId } }), 1, 'one sync');
    const [kept] = await used.system.web.runtime.sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM idempotency_keys WHERE status IS NULL',
      { type: QueryTypes.SELECT },
    );
    t.is(kept.n, 0, 'no key is left in progress');
  } finally {
    await killWorker(web.child);
  }
});
