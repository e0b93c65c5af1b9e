export { connectThroughSignIn } from '../../src/dev/signIn.js';
import { connectThroughSignIn } from '../../src/dev/signIn.js';
import { randomUUID } from 'node:crypto';
import { digest, newSecret } from '../../src/crypto/tokens.js';
import { Transfer, type TransferSelection } from '../../src/transfers/models.js';
import { WizardSession } from '../../src/wizard/models.js';
import { csrfOf } from '../../src/wizard/session.js';
import { startTransfer as startRun, type NewTransfer } from '../../src/transfers/runner.js';
import type { Queues } from '../../src/queues.js';
import { RETURN_URL, type SystemOptions, type UsedSystem } from './useSystem.js';
import { flushMatching } from './redisFlush.js';

/** A transfer as the wizard starts one; the selection's missing parts are off. */
export function startTransfer(
  queues: Queues,
  input: Omit<NewTransfer, 'selection'> & { selection: Partial<TransferSelection> },
): Promise<Transfer> {
  return startRun(
    { queues },
    { ...input, selection: { playlists: [], likedTracks: false, albums: false, artists: false, ...input.selection } },
  );
}

/**
 * A Spotify → Deezer system with workers in this process, for tests that lose Redis under a step:
 * the restore looks every half second, a step beats every second (quiet after 3 s), locks last 2 s,
 * and the sweep runs once an hour, so that only the step itself can take its transfer on.
 */
export const redisLossSystem = (slug: string): SystemOptions => ({
  services: ['spotify', 'deezer'],
  recordings: 1_000,
  liftBudgets: true,
  workers: true,
  env: { REDIS_CHECK_MS: '500', TRANSFER_QUIET_MS: '3000', TRANSFER_SWEEP_MS: '3600000', JOB_LOCK_MS: '2000' },
  partner: { slug },
});

/** Empties Redis of everything the system keeps there, as a restart without its data does; answers how many keys went. */
export async function emptyRedis(used: UsedSystem): Promise<number> {
  return (await flushMatching(used.system.web.runtime.redis, `${used.system.config.redisPrefix}:*`)).length;
}

/**
 * Connects the demo listener on Spotify and Deezer through the sign-in of `slug` and moves their
 * first Spotify playlist to Deezer, waiting up to `timeoutMs` for the end. `copies` are the Deezer
 * playlists of that name the transfer made.
 */
export async function firstPlaylistToDeezer(used: UsedSystem, slug: string, timeoutMs: number) {
  const source = await connectThroughSignIn(used.url, slug, 'spotify', 'demo@listeners.example', RETURN_URL);
  const destination = await connectThroughSignIn(used.url, slug, 'deezer', 'demo@listeners.example', RETURN_URL);
  const playlists = (await used.api().get<{ results: { id: string; name: string }[] }>(`api/${source}/playlists`)).body
    .results;
  const library = used.emulator('deezer').library;
  const named = () => library.userPlaylists(library.user('demo')!).filter((p) => p.name === playlists[0].name);
  const before = new Set(named().map((p) => p.id));
  const transfer = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: source, service: 'spotify' },
    destination: { id: destination, service: 'deezer' },
    selection: { playlists: [playlists[0].id] },
  });
  const done = await waitForTransfer(transfer.id, ['completed', 'failed'], timeoutMs);
  return { done, copies: named().filter((p) => !before.has(p.id)) };
}

/** Waits until the transfer reaches one of `statuses`. */
export async function waitForTransfer(
  id: string,
  statuses: string[] = ['completed', 'failed'],
  timeoutMs = 90_000,
): Promise<Transfer> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const transfer = (await Transfer.findByPk(id))!;
    if (statuses.includes(transfer.status)) return transfer;
    if (Date.now() > until)
      throw new Error(`transfer ${id} is still ${transfer.status}: ${JSON.stringify(transfer.toJSON())}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * Makes tracks of medium's Deezer playlist unsure matches on Spotify (the Deezer copy with an ISRC
 * of its own, the Spotify one half a minute longer): a transfer into Spotify leaves them as best
 * guesses, at known places of the playlist.
 */
export function blurOnSpotify(used: UsedSystem, playlist: string, positions: number[]): void {
  const library = used.emulator('deezer').library;
  const entries = library.userPlaylists(library.user('medium')!).find((p) => p.name === playlist)!.entries;
  const [deezer, spotify] = [used.catalogue.view('deezer'), used.catalogue.view('spotify')];
  for (const [i, at] of positions.entries()) {
    const source = deezer.track(entries[at].trackId)!;
    const copy = spotify.track(spotify.trackIdFor(source.recordingKey!)!)!;
    deezer.load([{ ...source, isrc: `ZZX${String(i).padStart(9, '0')}` }]);
    spotify.load([{ ...copy, durationMs: copy.durationMs + 26_000 }]);
  }
}

/**
 * Gives `transferId` to a new wizard session of `accountId`, as if that browser had started it:
 * the session, its cookie's value (`transfer_wizard`) and the CSRF token its forms carry.
 */
export async function ownedByNewWizard(
  accountId: string,
  transferId: string,
): Promise<{ wizard: WizardSession; token: string; cookie: string; csrf: string }> {
  const token = newSecret('wiz');
  const wizard = await WizardSession.create({
    id: randomUUID(),
    accountId,
    tokenDigest: digest(token),
    returnUrl: null,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  await Transfer.update({ wizardSessionId: wizard.id }, { where: { id: transferId } });
  return { wizard, token, cookie: `transfer_wizard=${token}`, csrf: csrfOf(wizard) };
}
