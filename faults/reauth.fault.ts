import test from 'ava';
import { randomUUID } from 'node:crypto';
import { connectThroughSignIn } from '../test/helpers/transfers.js';
import { RETURN_URL, useSystem } from '../test/helpers/useSystem.js';
import { syncDeps } from '../test/syncs/helpers.js';
import type { JsonBody } from '../test/helpers/http.js';
import { IntegrationUser } from '../src/users/models.js';
import { Sync } from '../src/syncs/models.js';
import { runSync } from '../src/syncs/run.js';
import type { SyncDeps } from '../src/syncs/deps.js';

// A listener's old token refused while the same listener signs in again, over many rounds with
// random delays on both sides and on the service, so that the refusal lands before, during and
// after the sign-in's commit. Whichever comes first, a round ends with the listener connected: not
// marked, A6 giving a token the service takes, their library readable and their sync not paused.

const ROUNDS = 50;
/** `FAULT_SEED=<n>` plays a failed run's rounds again. */
const SEED = Number(process.env.FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: a small seeded generator, so that a failing interleaving can be played again. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

let deps: SyncDeps;
let listener: string;
let destination: string;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 1_000,
  env: { SPOTIFY_REQUESTS_PER_SECOND: '2000', DEEZER_REQUESTS_PER_SECOND: '2000' },
  partner: { slug: 'signs-in-again', isTransferServiceEnabled: true },
  async setup(system) {
    deps = syncDeps(system);
    listener = await connectThroughSignIn(
      system.url,
      'signs-in-again',
      'spotify',
      'demo@listeners.example',
      RETURN_URL,
    );
    destination = await connectThroughSignIn(
      system.url,
      'signs-in-again',
      'deezer',
      'medium@listeners.example',
      RETURN_URL,
    );
  },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a round refreshes the old token through: each refuses it in its own way. */
const REFRESHERS: Record<string, (sync: Sync) => Promise<number | string>> = {
  /** A9: refresh now. */
  async refreshNow() {
    return (
      await used.api().post<JsonBody>('public/integrations/refreshAuthToken', {
        json: { integrationUserUUID: listener },
      })
    ).statusCode;
  },
  /** A6 with Basic, on tokens that expire within the minute. */
  async readAuthData() {
    await IntegrationUser.update({ authDataExpiresAt: new Date(Date.now() + 10_000) }, { where: { id: listener } });
    return (await used.api().get<JsonBody>(`public/integrations/user/${listener}`)).statusCode;
  },
  /** A library read whose call the service answers 401. */
  async readLibrary() {
    return (await used.api().get<JsonBody>(`api/${listener}/playlists`)).statusCode;
  },
  /** A sync run, which pauses on a listener who must sign in again. */
  async runSync(sync: Sync) {
    try {
      return (await runSync(deps, sync.id)).status;
    } catch (err) {
      // A run that failed on a refusal the listener has since answered is taken again by its job.
      return `threw: ${(err as Error).message}`;
    }
  },
};

test('a refusal racing a new sign-in of the same listener never leaves them marked', async (t) => {
  t.timeout(8 * 60_000);
  t.log(`seed ${SEED} (FAULT_SEED=${SEED} plays these rounds again)`);
  const random = generator(SEED);
  const spotify = used.emulators.spotify;
  const library = spotify.library;
  const playlist = library.createPlaylist(library.user('demo')!, {
    name: `Kept in sync ${randomUUID().slice(0, 8)}`,
    description: '',
    isPublic: false,
  });
  const sync = await Sync.create({
    id: randomUUID(),
    accountId: used.partner.accountId,
    sourceUserId: listener,
    sourcePlaylistId: playlist.id,
    destinationUserId: destination,
    mode: 'append',
    intervalMinutes: 60,
  });
  const names = Object.keys(REFRESHERS);
  const outcomes = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    const refresher = names[Math.floor(random() * names.length)];
    const refreshAfter = Math.floor(random() * 60);
    const signInAfter = Math.floor(random() * 60);
    spotify.controls.faults.latencyMs = Math.floor(random() * 25);
    // The old access and refresh tokens stop working: the refresh that follows is refused.
    spotify.oauth.revokeUser('demo');
    const [refused] = await Promise.all([
      sleep(refreshAfter).then(() => REFRESHERS[refresher](sync)),
      sleep(signInAfter).then(() =>
        connectThroughSignIn(used.url, 'signs-in-again', 'spotify', 'demo@listeners.example', RETURN_URL),
      ),
    ]);
    spotify.controls.faults.latencyMs = 0;
    const label = `round ${round}: ${refresher} after ${refreshAfter} ms, sign-in after ${signInAfter} ms`;
    t.not(refused, 500, label);
    outcomes.set(`${refresher} ${refused}`, (outcomes.get(`${refresher} ${refused}`) ?? 0) + 1);

    const user = await IntegrationUser.findByPk(listener);
    t.is(user!.needsReauthSince, null, `${label}: the listener is marked`);
    const read = await used.api().get<JsonBody>(`public/integrations/user/${listener}`);
    t.is(read.statusCode, 200, `${label}: A6 answered ${read.statusCode}`);
    t.is(spotify.oauth.userFor(read.body.integrationUser?.authData?.access_token), 'demo', `${label}: A6's token`);
    t.is((await used.api().get<JsonBody>(`api/${listener}/playlists`)).statusCode, 200, `${label}: library`);
    await sync.reload();
    t.false(sync.paused, `${label}: the sync is paused (${sync.pausedReason})`);
  }
  t.log([...outcomes].map(([outcome, count]) => `${outcome}: ${count}`).join(', '));
});
