import test from 'ava';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { connectThroughSignIn } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { syncDeps } from '../syncs/helpers.js';
import type { JsonBody } from '../helpers/http.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { connectUser } from '../../src/users/connect.js';
import { IntegrationUser } from '../../src/users/models.js';
import { Sync } from '../../src/syncs/models.js';
import { runSync } from '../../src/syncs/run.js';
import type { SyncDeps } from '../../src/syncs/deps.js';
import type { ServiceTokens } from '../../src/integrations/types.js';

// A listener signs in again while the refusal of their old token is still on its way: the refusal
// lands after the sign-in and must not mark them, pause their sync or take the new token away.
// The sign-in is held open until the refusal has been answered and waits for it, so that its
// commit falls between the refusal's read of the stored tokens and its write, every time.

let deps: SyncDeps;
let listener: string;
let destination: string;
/** Refreshes the Spotify emulator refused: the refusal has been answered once this grows. */
let refusals = 0;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 1_000,
  liftBudgets: true,
  partner: { slug: 'signs-in-again', isTransferServiceEnabled: true },
  async setup(system) {
    deps = syncDeps(system);
    const oauth = system.emulators.spotify.oauth;
    const useRefreshToken = oauth.useRefreshToken.bind(oauth);
    oauth.useRefreshToken = (token, clientId) => {
      const issued = useRefreshToken(token, clientId);
      if (!issued) refusals += 1;
      return issued;
    };
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

/** `count` Spotify ids of catalogue tracks that Deezer also lists, from the `from`-th on. */
function tracksOnBoth(from: number, count: number): string[] {
  const view = used.emulators.spotify.library.view;
  return used.catalogue.recordings
    .filter((r) => r.version === null && !r.absentFrom.includes('deezer') && r.unavailableIn.length === 0)
    .slice(from, from + count)
    .map((r) => view.trackIdFor(r.key)!)
    .filter(Boolean);
}

/** A Spotify playlist of demo's kept in sync with a Deezer playlist. */
async function syncOfListener(): Promise<Sync> {
  const library = used.emulators.spotify.library;
  const playlist = library.createPlaylist(library.user('demo')!, {
    name: 'Signed in again',
    description: '',
    isPublic: false,
  });
  library.addEntries(playlist, tracksOnBoth(0, 3));
  return Sync.create({
    id: randomUUID(),
    accountId: used.partner.accountId,
    sourceUserId: listener,
    sourcePlaylistId: playlist.id,
    destinationUserId: destination,
    mode: 'append',
    intervalMinutes: 60,
  });
}

/** Tokens of a new sign-in of demo's on Spotify, traded from a code as the hosted sign-in trades it. */
async function newSignInTokens(): Promise<ServiceTokens> {
  const adapter = deps.adapters.get('spotify')!;
  const code = used.emulators.spotify.oauth.issueCode({
    userKey: 'demo',
    clientId: EMULATOR_CLIENT.id,
    redirectUri: `${used.url}/callback`,
    scope: 'playlist-read-private playlist-modify-private user-library-read',
    codeChallenge: null,
  });
  return adapter.exchangeCode!(code, `${used.url}/callback`);
}

/** Until the service has refused a refresh and a statement of ours waits for the sign-in's transaction. */
async function untilTheRefusalWaitsFor(signInPid: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const [waiting] = await deps.sequelize.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_stat_activity WHERE :signInPid = ANY(pg_blocking_pids(pid))',
      { replacements: { signInPid }, type: QueryTypes.SELECT },
    );
    if (refusals > 0 && waiting.count > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the refusal never waited for the sign-in (${refusals} refusals)`);
}

test('a refusal of the old token landing after the new sign-in marks nothing and pauses nothing', async (t) => {
  const sync = await syncOfListener();
  t.like(await runSync(deps, sync.id), { status: 'completed', added: 3 });
  const library = used.emulators.spotify.library;
  library.addEntries(library.playlist(sync.sourcePlaylistId)!, tracksOnBoth(3, 1));
  // The old access and refresh tokens stop working: the next refresh with them is refused.
  used.emulators.spotify.oauth.revokeUser('demo');
  const fresh = await newSignInTokens();
  const adapter = deps.adapters.get('spotify')!;
  const profile = await adapter.currentUser({
    key: 'signing-in',
    country: null,
    tokens: async () => fresh,
    refresh: async () => fresh,
  });

  // The sign-in has written the new tokens and stays open until the refused refresh waits for it.
  let commit!: () => void;
  const held = new Promise<void>((resolve) => (commit = resolve));
  let written!: () => void;
  const signedIn = new Promise<void>((resolve) => (written = resolve));
  let signInPid = 0;
  const signIn = deps.sequelize.transaction(async (transaction) => {
    const [backend] = await deps.sequelize.query<{ pid: number }>('SELECT pg_backend_pid() AS pid', {
      transaction,
      type: QueryTypes.SELECT,
    });
    signInPid = backend.pid;
    await connectUser(deps.sequelize, transaction, deps.keyring, {
      accountId: used.partner.accountId,
      integrationType: 'spotify',
      profile,
      tokens: fresh,
      event: { authModelUUID: randomUUID() },
    });
    written();
    await held;
  });
  await signedIn;
  const run = runSync(deps, sync.id);
  await untilTheRefusalWaitsFor(signInPid);
  commit();
  await signIn;

  t.like(await run, { status: 'completed', added: 1 });
  const user = await IntegrationUser.findByPk(listener);
  t.is(user!.needsReauthSince, null);
  const failed = await deps.sequelize.query(
    "SELECT id FROM outbox_events WHERE type = 'user.auth_failed' AND data->>'integrationUserUUID' = :id",
    { replacements: { id: listener }, type: QueryTypes.SELECT },
  );
  t.deepEqual(failed, []);
  await sync.reload();
  t.false(sync.paused);
  t.is(sync.pausedReason, null);
  const read = await used.api().get<JsonBody>(`public/integrations/user/${listener}`);
  t.is(read.statusCode, 200);
  t.is(read.body.integrationUser.authData.access_token, fresh.accessToken);
  t.is((await used.api().get<JsonBody>(`api/${listener}/playlists`)).statusCode, 200);
});
