import test from 'ava';
import { randomUUID } from 'node:crypto';
import { connectThroughSignIn } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { syncDeps } from './helpers.js';
import { Sync, SyncEntry, type SyncMode } from '../../src/syncs/models.js';
import { runSync } from '../../src/syncs/run.js';
import type { SyncDeps } from '../../src/syncs/deps.js';
import { UpstreamError } from '../../src/integrations/errors.js';
import type { MusicServiceAdapter } from '../../src/integrations/types.js';
import type { ServiceId } from '../../src/integrations/serviceIds.js';

// A mirror keeps the source's order where the destination moves entries, and a listener's own
// copy of a synced track is never taken for the sync's: not when an add's answer is lost, not
// when a removal is made.

let deps: SyncDeps;
let spotifyUser: string;
let deezerUser: string;

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 1_500,
  liftBudgets: true,
  partner: { slug: 'keeps-in-order', isTransferServiceEnabled: true },
  async setup(system) {
    deps = syncDeps(system);
    spotifyUser = await connectThroughSignIn(
      system.url,
      'keeps-in-order',
      'spotify',
      'medium@listeners.example',
      RETURN_URL,
    );
    deezerUser = await connectThroughSignIn(
      system.url,
      'keeps-in-order',
      'deezer',
      'medium@listeners.example',
      RETURN_URL,
    );
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

const spotifyIds = (keys: string[]) => keys.map((k) => spotify().library.view.trackIdFor(k)!);
const deezerIds = (keys: string[]) => keys.map((k) => deezer().library.view.trackIdFor(k)!);

function playlistOn(emulator: typeof used.emulators.spotify, keys: string[]) {
  const library = emulator.library;
  const playlist = library.createPlaylist(library.user('medium')!, {
    name: `Ordered ${randomUUID().slice(0, 8)}`,
    description: '',
    isPublic: false,
  });
  library.addEntries(
    playlist,
    keys.map((k) => library.view.trackIdFor(k)!),
  );
  return playlist;
}

async function newSync(from: 'spotify' | 'deezer', playlistId: string, mode: SyncMode) {
  return Sync.create({
    id: randomUUID(),
    accountId: used.partner.accountId,
    sourceUserId: from === 'spotify' ? spotifyUser : deezerUser,
    sourcePlaylistId: playlistId,
    destinationUserId: from === 'spotify' ? deezerUser : spotifyUser,
    mode,
    intervalMinutes: 60,
  });
}

/** The same deps with one service's adapter changed. */
function withAdapter(
  service: ServiceId,
  change: (adapter: MusicServiceAdapter) => Partial<MusicServiceAdapter>,
): SyncDeps {
  const adapters = new Map(deps.adapters);
  const adapter = adapters.get(service)!;
  adapters.set(service, { ...adapter, ...change(adapter) } as MusicServiceAdapter);
  return { ...deps, adapters };
}

const held = (emulator: typeof used.emulators.spotify, playlistId: string) =>
  emulator.library.playlist(playlistId)!.entries.map((e) => e.trackId);

test.serial(
  'mirror: the source’s new order and a track put in the middle stand so on the destination; the listener’s own track keeps its place',
  async (t) => {
    const keys = shared(6, 100);
    const source = playlistOn(spotify(), keys);
    const sync = await newSync('spotify', source.id, 'mirror');
    t.like(await runSync(deps, sync.id), { status: 'completed', added: 6 });
    await sync.reload();
    const destination = deezer().library.playlist(sync.destinationPlaylistId!)!;
    const [handAdded] = deezerIds(shared(1, 200));
    deezer().library.addEntries(destination, [handAdded], 2);

    // The last track goes first, and a new one goes in the middle.
    const library = spotify().library;
    t.true(library.moveRange(source, 5, 1, 0));
    const [middle] = shared(1, 150);
    library.addEntries(source, spotifyIds([middle]), 3);
    const run = await runSync(deps, sync.id);
    t.like(run, { status: 'completed', added: 1, removed: 0 });
    t.deepEqual((run as { notes: string[] }).notes, []);
    const now = held(deezer(), destination.id);
    t.is(now[2], handAdded, 'the listener’s track stands where they put it');
    t.deepEqual(
      now.filter((id) => id !== handAdded),
      deezerIds([keys[5], keys[0], keys[1], middle, keys[2], keys[3], keys[4]]),
    );

    // Unchanged since: one call, and nothing moves.
    t.like(await runSync(deps, sync.id), { status: 'unchanged' });
    t.deepEqual(held(deezer(), destination.id), now);
  },
);

test.serial('mirror to a destination that cannot move entries says how many stand out of order', async (t) => {
  const keys = shared(4, 300);
  const source = playlistOn(spotify(), keys);
  const sync = await newSync('spotify', source.id, 'mirror');
  const fixed = withAdapter('deezer', (adapter) => ({
    capabilities: { ...adapter.capabilities, playlistReorder: false },
  }));
  t.like(await runSync(fixed, sync.id), { status: 'completed', added: 4 });
  const [first] = shared(1, 350);
  spotify().library.addEntries(source, spotifyIds([first]), 0);
  const run = await runSync(fixed, sync.id);
  t.like(run, { status: 'completed', added: 1 });
  t.deepEqual((run as { notes: string[] }).notes, [
    "5 tracks stand out of the source's order: deezer cannot move tracks within a playlist",
  ]);
  await sync.reload();
  t.deepEqual(held(deezer(), sync.destinationPlaylistId!), deezerIds([...keys, first]));
});

for (const landed of [false, true])
  test.serial(
    `a listener’s own copy of a track the sync adds is not taken for it when the add’s answer is lost (${landed ? 'the add landed' : 'it did not'})`,
    async (t) => {
      const keys = shared(3, 400 + (landed ? 10 : 0));
      const source = playlistOn(deezer(), keys);
      const sync = await newSync('deezer', source.id, 'append');
      t.like(await runSync(deps, sync.id), { status: 'completed', added: 3 });
      await sync.reload();
      const destination = spotify().library.playlist(sync.destinationPlaylistId!)!;
      // The listener puts a track on Spotify by hand; the source gains the same track.
      const [copy] = shared(1, 450 + (landed ? 10 : 0));
      spotify().library.addEntries(destination, spotifyIds([copy]));
      deezer().library.addEntries(source, deezerIds([copy]));
      const lost = withAdapter('spotify', (adapter) => ({
        async addPlaylistItems(...args) {
          if (landed) await adapter.addPlaylistItems(...args);
          throw new UpstreamError('spotify', 'unavailable', 'the answer never came');
        },
      }));
      await t.throwsAsync(runSync(lost, sync.id));
      t.like(await SyncEntry.findOne({ where: { syncId: sync.id, state: 'pendingAdd' } }), { expectedCount: 2 });
      t.like(await runSync(deps, sync.id), { status: 'completed' });
      t.deepEqual(held(spotify(), destination.id), spotifyIds([...keys, copy, copy]));
      t.is(await SyncEntry.count({ where: { syncId: sync.id, state: 'added' } }), 4);
    },
  );

test.serial(
  'a mirror never takes the listener’s copy: where the service removes every copy of a track, both stay',
  async (t) => {
    const keys = shared(3, 500);
    const source = playlistOn(deezer(), keys);
    const sync = await newSync('deezer', source.id, 'mirror');
    t.like(await runSync(deps, sync.id), { status: 'completed', added: 3 });
    await sync.reload();
    const destination = spotify().library.playlist(sync.destinationPlaylistId!)!;
    spotify().library.addEntries(destination, spotifyIds([keys[1]]));
    deezer().library.removeEntries(source, [{ entryId: source.entries[1].entryId }]);
    const run = await runSync(deps, sync.id);
    t.like(run, { status: 'completed', removed: 0 });
    t.deepEqual((run as { notes: string[] }).notes, [
      '1 tracks stay: spotify cannot remove one copy of a track the playlist holds more than once',
    ]);
    t.deepEqual(held(spotify(), destination.id), spotifyIds([keys[0], keys[1], keys[2], keys[1]]));
    t.is(await SyncEntry.count({ where: { syncId: sync.id } }), 2);
  },
);

test.serial('an add that was never sent is made, whatever copy of its track the listener holds', async (t) => {
  const keys = shared(2, 600);
  const source = playlistOn(deezer(), keys);
  const sync = await newSync('deezer', source.id, 'append');
  t.like(await runSync(deps, sync.id), { status: 'completed', added: 2 });
  await sync.reload();
  const destination = spotify().library.playlist(sync.destinationPlaylistId!)!;
  const [copy] = shared(1, 650);
  spotify().library.addEntries(destination, spotifyIds([copy]));
  deezer().library.addEntries(source, deezerIds([copy]));
  // A run killed after writing the entry pending and before counting what the destination holds.
  await SyncEntry.create({
    syncId: sync.id,
    sourceTrackId: deezerIds([copy])[0],
    occurrence: 0,
    position: 2,
    destinationTrackId: spotifyIds([copy])[0],
    state: 'pendingAdd',
  });
  t.like(await runSync(deps, sync.id), { status: 'completed', added: 1 });
  t.deepEqual(held(spotify(), destination.id), spotifyIds([...keys, copy, copy]));
});

test.serial(
  'a track the destination holds already, where it takes a track once, is the listener’s: never added, never removed',
  async (t) => {
    const keys = shared(3, 700);
    const source = playlistOn(spotify(), keys);
    const sync = await newSync('spotify', source.id, 'mirror');
    t.like(await runSync(deps, sync.id), { status: 'completed', added: 3 });
    await sync.reload();
    const destination = deezer().library.playlist(sync.destinationPlaylistId!)!;
    const [theirs] = shared(1, 750);
    deezer().library.addEntries(destination, deezerIds([theirs]));
    spotify().library.addEntries(source, spotifyIds([theirs]));
    const run = await runSync(deps, sync.id);
    t.like(run, { status: 'completed', added: 0 });
    t.deepEqual((run as { notes: string[] }).notes, [
      '1 tracks were on the playlist already: deezer holds a track once',
    ]);
    t.like(await SyncEntry.findOne({ where: { syncId: sync.id, destinationTrackId: deezerIds([theirs])[0] } }), {
      state: 'held',
    });
    // The source lets it go: the listener's copy stays.
    spotify().library.removeEntries(source, [{ entryId: source.entries[3].entryId }]);
    t.like(await runSync(deps, sync.id), { status: 'completed', removed: 0 });
    t.deepEqual(held(deezer(), destination.id), deezerIds([...keys, theirs]));
  },
);

test.serial(
  'where a removal names no entry and would take the listener’s copy too, both stay and the run says so',
  async (t) => {
    const keys = shared(3, 800);
    const source = playlistOn(deezer(), keys);
    const sync = await newSync('deezer', source.id, 'mirror');
    // Spotify as a service that names no entries, removing every copy of a track asked for.
    const nameless = withAdapter('spotify', (adapter) => ({
      async playlistItems(...args) {
        const page = await adapter.playlistItems(...args);
        return { ...page, items: page.items.map((item) => ({ ...item, entryId: null })) };
      },
    }));
    t.like(await runSync(nameless, sync.id), { status: 'completed', added: 3 });
    await sync.reload();
    const destination = spotify().library.playlist(sync.destinationPlaylistId!)!;
    spotify().library.addEntries(destination, spotifyIds([keys[0]]));
    deezer().library.removeEntries(source, [{ entryId: source.entries[0].entryId }]);
    const run = await runSync(nameless, sync.id);
    t.like(run, { status: 'completed', removed: 0 });
    t.deepEqual((run as { notes: string[] }).notes, [
      '1 tracks stay: spotify cannot remove one copy of a track the playlist holds more than once',
    ]);
    t.deepEqual(held(spotify(), destination.id), spotifyIds([...keys, keys[0]]));
  },
);

test.serial('a reorder the service refuses leaves the run’s other writes done, and says why', async (t) => {
  const keys = shared(3, 900);
  const source = playlistOn(spotify(), keys);
  const sync = await newSync('spotify', source.id, 'mirror');
  t.like(await runSync(deps, sync.id), { status: 'completed', added: 3 });
  const refusing = withAdapter('deezer', () => ({
    async reorderPlaylistItems() {
      throw new UpstreamError('deezer', 'rejected', 'the playlist changed meanwhile');
    },
  }));
  const [first] = shared(1, 950);
  spotify().library.addEntries(source, spotifyIds([first]), 0);
  const run = await runSync(refusing, sync.id);
  t.like(run, { status: 'completed', added: 1 });
  t.deepEqual((run as { notes: string[] }).notes, [
    "the tracks could not be put in the source's order: deezer: the playlist changed meanwhile",
  ]);
  // The next run that changes something puts them in order.
  spotify().library.removeEntries(source, [{ entryId: source.entries[3].entryId }]);
  t.like(await runSync(deps, sync.id), { status: 'completed', removed: 1 });
  await sync.reload();
  t.deepEqual(held(deezer(), sync.destinationPlaylistId!), deezerIds([first, keys[0], keys[1]]));
});
