import test from 'ava';
import { randomUUID } from 'node:crypto';
import { connectThroughSignIn } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { syncDeps } from './helpers.js';
import { Sync } from '../../src/syncs/models.js';
import { runSync } from '../../src/syncs/run.js';
import type { SyncDeps } from '../../src/syncs/deps.js';
import { UpstreamError } from '../../src/integrations/errors.js';
import type { MusicServiceAdapter } from '../../src/integrations/types.js';

// A mirror keeps the source's order, not only its tracks: a destination that holds the same
// tracks in another order (a listener's edit, a run killed in the middle of a reorder) while the
// source is unchanged is put back in order by the next run where the service moves tracks, and
// the run says how many stand out of order where it cannot.

let deps: SyncDeps;
let spotifyUser: string;
let deezerUser: string;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 600,
  liftBudgets: true,
  partner: { slug: 'keeps-the-order' },
  async setup(system) {
    deps = syncDeps(system);
    const connect = (service: string) =>
      connectThroughSignIn(system.url, 'keeps-the-order', service, 'medium@listeners.example', RETURN_URL);
    [spotifyUser, deezerUser] = await Promise.all([connect('spotify'), connect('deezer')]);
  },
});

const spotify = () => used.emulators.spotify;
const deezer = () => used.emulators.deezer;

/** Recordings both services list as themselves, from the `from`-th on. */
const shared = (count: number, from: number) =>
  used.catalogue.recordings
    .filter((r) => r.version === null && !r.absentFrom.includes('deezer') && r.unavailableIn.length === 0)
    .slice(from, from + count)
    .map((r) => r.key);

const deezerIds = (keys: string[]) => keys.map((k) => deezer().library.view.trackIdFor(k)!);

/** A Spotify playlist of `keys` mirrored into Deezer, after its first run. */
async function mirrored(keys: string[], run: SyncDeps) {
  const library = spotify().library;
  const source = library.createPlaylist(library.user('medium')!, {
    name: `In order ${randomUUID().slice(0, 8)}`,
    description: '',
    isPublic: false,
  });
  library.addEntries(
    source,
    keys.map((k) => library.view.trackIdFor(k)!),
  );
  const sync = await Sync.create({
    id: randomUUID(),
    accountId: used.partner.accountId,
    sourceUserId: spotifyUser,
    sourcePlaylistId: source.id,
    destinationUserId: deezerUser,
    mode: 'mirror',
    intervalMinutes: 60,
  });
  await runSync(run, sync.id);
  await sync.reload();
  return { sync, destination: deezer().library.playlist(sync.destinationPlaylistId!)! };
}

/** The destination's entries in another order: the last five first, the rest reversed. */
function shuffle(id: string) {
  const library = deezer().library;
  const entries = library.playlist(id)!.entries;
  library.setOrder(library.playlist(id)!, [...entries.slice(-5), ...entries.slice(0, -5).reverse()]);
}

const tracks = (id: string) =>
  deezer()
    .library.playlist(id)!
    .entries.map((e) => e.trackId);

/** The same deps with Deezer's adapter changed. */
function withDeezer(change: (adapter: MusicServiceAdapter) => Partial<MusicServiceAdapter>): SyncDeps {
  const adapters = new Map(deps.adapters);
  const adapter = adapters.get('deezer')!;
  adapters.set('deezer', { ...adapter, ...change(adapter) } as MusicServiceAdapter);
  return { ...deps, adapters };
}

test.serial('a destination in another order, the source unchanged, is put back in order by the next run', async (t) => {
  const keys = shared(12, 0);
  const { sync, destination } = await mirrored(keys, deps);
  t.deepEqual(tracks(destination.id), deezerIds(keys));
  t.like(await runSync(deps, sync.id), { status: 'unchanged' });

  shuffle(destination.id);
  t.notDeepEqual(tracks(destination.id), deezerIds(keys));
  const run = await runSync(deps, sync.id);
  t.like(run, { status: 'completed', added: 0, removed: 0, notes: [] });
  t.deepEqual(tracks(destination.id), deezerIds(keys), 'the source’s order again');
  // In order since: nothing moves, and the run after says so.
  t.like(await runSync(deps, sync.id), { status: 'unchanged' });
  t.deepEqual(tracks(destination.id), deezerIds(keys));
});

test.serial('where the destination cannot move tracks, every run says how many stand out of order', async (t) => {
  const keys = shared(8, 20);
  const fixed = withDeezer((adapter) => ({ capabilities: { ...adapter.capabilities, playlistReorder: false } }));
  const { sync, destination } = await mirrored(keys, fixed);
  shuffle(destination.id);
  const note = "8 tracks stand out of the source's order: deezer cannot move tracks within a playlist";
  t.like(await runSync(fixed, sync.id), { status: 'completed', notes: [note] });
  t.like(await runSync(fixed, sync.id), { status: 'unchanged', notes: [note] });
  t.like((await sync.reload()).lastRun, { notes: [note] });
});

test.serial('a reorder the service refused is made by the next run, though nothing changed since', async (t) => {
  const keys = shared(6, 40);
  const { sync, destination } = await mirrored(keys, deps);
  shuffle(destination.id);
  const refusing = withDeezer(() => ({
    async reorderPlaylistItems() {
      throw new UpstreamError('deezer', 'rejected', 'the playlist changed meanwhile');
    },
  }));
  t.like(await runSync(refusing, sync.id), {
    status: 'completed',
    notes: ["the tracks could not be put in the source's order: deezer: the playlist changed meanwhile"],
  });
  t.like(await runSync(deps, sync.id), { status: 'completed', notes: [] });
  t.deepEqual(tracks(destination.id), deezerIds(keys));
});
