import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { seedTransfer } from '../helpers/factories.js';
import { EMULATOR_CLIENT, type RunningEmulator } from '../../src/emulators/kit/types.js';
import { createSpotifyAdapter } from '../../src/integrations/spotify/adapter.js';
import { spotifyConfigFromEnv } from '../../src/integrations/spotify/config.js';
import type { MusicServiceAdapter, UserSession } from '../../src/integrations/types.js';
import { MatchCache } from '../../src/matching/cache.js';
import { readAllPages } from '../../src/integrations/paging.js';
import { IntegrationUser } from '../../src/users/models.js';
import { groupsOf, setGroup } from '../../src/transfers/store/items.js';
import { transferTally } from '../../src/transfers/store/transfers.js';
import { writeGroups, type WriteDeps } from '../../src/transfers/steps/write.js';
import type { Transfer } from '../../src/transfers/models.js';
import type { TransferContext } from '../../src/transfers/context.js';

// The write step on transfers seeded in the states a crash leaves them in, against the Spotify
// emulator: whatever the interruption, the destination ends with each matched track once, in
// source order, and a playlist is never created twice. (The SIGKILL tests prove the same through
// whole worker processes; these name each state.)

let emulator: RunningEmulator;
let adapter: MusicServiceAdapter;
let session: UserSession;
let tracks: string[];
let deps: WriteDeps;

const used = useSystem(test, {
  services: ['spotify'],
  recordings: 1_000,
  partner: { slug: 'writer' },
  async setup({ system }) {
    emulator = used.emulator('spotify');
    adapter = createSpotifyAdapter(spotifyConfigFromEnv(emulator.env));
    const issued = emulator.oauth.issue('demo', EMULATOR_CLIENT.id, '');
    const tokens = { accessToken: issued.accessToken, refreshToken: null, expiresAt: null, scope: null, raw: {} };
    session = { key: 'writer-demo', country: 'US', tokens: async () => tokens, refresh: async () => tokens };
    // Tracks from another listener's likes, so that the demo listener's library does not hold them yet.
    const medium = emulator.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
    const mediumTokens = { accessToken: medium, refreshToken: null, expiresAt: null, scope: null, raw: {} };
    const reader: UserSession = {
      key: 'writer-medium',
      country: 'DE',
      tokens: async () => mediumTokens,
      refresh: async () => mediumTokens,
    };
    const first = await adapter.likedTracks(reader, { limit: 50 });
    const second = await adapter.likedTracks(reader, { limit: 50, cursor: first.next });
    const liked = new Set((await adapter.likedTracks(session, { limit: 50 })).items.map((t) => t.id));
    tracks = [...first.items, ...second.items].map((t) => t.id!).filter((id) => !liked.has(id));
    deps = { sequelize: system.web.runtime.sequelize, cache: new MatchCache(system.web.runtime.sequelize) };
  },
});

async function write(transfer: Transfer) {
  const user = (await IntegrationUser.findByPk(transfer.destinationIntegrationUserId))!;
  const side = { user, adapter, session };
  const context: TransferContext = { transfer, session: null, source: side, destination: side };
  const report = { unmatched: [] as [number, number][] };
  await writeGroups(deps, context, report);
  return report;
}

const demo = () => emulator.library.user('demo')!;
const named = (name: string) => emulator.library.userPlaylists(demo()).filter((p) => p.name === name);

test('a fresh write creates the playlist once and adds every matched track in source order', async (t) => {
  t.true(tracks.length >= 60, 'enough tracks to need more than one batch');
  const transfer = await seedTransfer(deps.sequelize, {
    accountId: used.partner.accountId,
    source: 'deezer',
    destination: 'spotify',
    groups: [{ type: 'playlist', name: 'Fresh', matched: tracks }],
  });
  const report = await write(transfer);
  t.deepEqual(report.unmatched, []);
  const [playlist] = named('Fresh');
  t.is(named('Fresh').length, 1);
  t.deepEqual(
    playlist.entries.map((e) => e.trackId),
    tracks,
  );
  const [group] = await groupsOf(deps.sequelize, transfer.id);
  t.like(group, { destination_id: playlist.id, written_count: tracks.length, status: 'written' });
});

test('a create that reached the service before a crash is found, not made again', async (t) => {
  // The crash came after the service created the playlist and before its id was stored.
  const made = emulator.library.createPlaylist(demo(), { name: 'Interrupted create' });
  const transfer = await seedTransfer(deps.sequelize, {
    accountId: used.partner.accountId,
    source: 'deezer',
    destination: 'spotify',
    groups: [
      {
        type: 'playlist',
        name: 'Interrupted create',
        matched: tracks.slice(0, 20),
        state: { status: 'writing', preexisting_ids: [] },
      },
    ],
  });
  await write(transfer);
  t.is(named('Interrupted create').length, 1, 'one playlist of that name');
  t.deepEqual(
    made.entries.map((e) => e.trackId),
    tracks.slice(0, 20),
  );
});

test('a playlist the listener already had under that name is never written into', async (t) => {
  const theirs = emulator.library.createPlaylist(demo(), { name: 'Theirs' });
  const transfer = await seedTransfer(deps.sequelize, {
    accountId: used.partner.accountId,
    source: 'deezer',
    destination: 'spotify',
    groups: [{ type: 'playlist', name: 'Theirs', matched: tracks.slice(0, 5) }],
  });
  await write(transfer);
  t.is(theirs.entries.length, 0, 'the older playlist is untouched');
  t.is(named('Theirs').length, 2, 'ours is a new one beside it');
});

test('a write interrupted between batches resumes after what the destination holds', async (t) => {
  const playlist = emulator.library.createPlaylist(demo(), { name: 'Half written' });
  // The destination took 30 tracks; the stored count had not caught up when the worker died.
  emulator.library.addEntries(playlist, tracks.slice(0, 30));
  const transfer = await seedTransfer(deps.sequelize, {
    accountId: used.partner.accountId,
    source: 'deezer',
    destination: 'spotify',
    groups: [
      {
        type: 'playlist',
        name: 'Half written',
        matched: tracks,
        state: { status: 'writing', destination_id: playlist.id, written_count: 0, preexisting_ids: [] },
      },
    ],
  });
  await write(transfer);
  t.deepEqual(
    playlist.entries.map((e) => e.trackId),
    tracks,
    'each track once, in order',
  );
});

test('liked tracks resume after the stored count, oldest first', async (t) => {
  const fresh = tracks.slice(0, 20);
  const transfer = await seedTransfer(deps.sequelize, {
    accountId: used.partner.accountId,
    source: 'deezer',
    destination: 'spotify',
    groups: [
      { type: 'likedTracks', name: 'Liked tracks', matched: fresh, state: { status: 'writing', written_count: 5 } },
    ],
  });
  await write(transfer);
  const liked = new Set<string | null>();
  await readAllPages(
    (page) => adapter.likedTracks(session, page),
    50,
    async (items) => items.forEach((item) => liked.add(item.id)),
  );
  // Saved oldest first: the five the stored count covers are the last five of the source's order.
  const rest = [...fresh].reverse().slice(5);
  t.true(
    rest.every((id) => liked.has(id)),
    'the tracks after the stored count were saved',
  );
  const [group] = await groupsOf(deps.sequelize, transfer.id);
  t.like(group, { written_count: fresh.length, status: 'written' });
});

// "Update the copies": the transfer writes into the copy an earlier one made.
test('updating a copy adds only the tracks it misses, copy by copy, at its end, and makes no playlist', async (t) => {
  const copy = emulator.library.createPlaylist(demo(), { name: 'Copied before' });
  // The earlier copy, less two tracks the listener took off, plus one of their own.
  const source = [...tracks.slice(0, 10), tracks[2]];
  emulator.library.addEntries(copy, [...tracks.slice(0, 3), ...tracks.slice(5, 10), tracks[50]]);
  const before = copy.entries.map((e) => e.trackId);
  const transfer = await seedTransfer(deps.sequelize, {
    accountId: used.partner.accountId,
    source: 'deezer',
    destination: 'spotify',
    groups: [{ type: 'playlist', name: 'Copied before', sourceId: 'source-list', matched: source }],
  });
  await transfer.update({ updateCopies: { 'source-list': copy.id } });
  await write(transfer);
  t.is(named('Copied before').length, 1, 'no second playlist');
  // Tracks 3 and 4 were missing, and the source holds track 2 twice: those three, in source order.
  t.deepEqual(
    copy.entries.map((e) => e.trackId),
    [...before, tracks[3], tracks[4], tracks[2]],
  );
  // Only the three sent count as written; the eight the copy held are "already there".
  const [group] = await groupsOf(deps.sequelize, transfer.id);
  t.like(group, { destination_id: copy.id, written_count: 3, status: 'written' });
  const tally = await transferTally(deps.sequelize, transfer.id);
  t.like(tally, { total: source.length, added: 3, alreadyThere: source.length - 3, notMoved: 0 });

  // Run again (a step that was interrupted, or a retry): the copy holds everything, nothing is added.
  await setGroup(deps.sequelize, transfer.id, 0, { status: 'writing' });
  await write(await transfer.reload());
  t.is(copy.entries.length, before.length + 3);
  t.like(await transferTally(deps.sequelize, transfer.id), { added: 3, alreadyThere: source.length - 3 });
});

test('a copy deleted since it was chosen gets a playlist of its own', async (t) => {
  const transfer = await seedTransfer(deps.sequelize, {
    accountId: used.partner.accountId,
    source: 'deezer',
    destination: 'spotify',
    groups: [{ type: 'playlist', name: 'Copy gone', sourceId: 'gone-list', matched: tracks.slice(0, 5) }],
  });
  await transfer.update({ updateCopies: { 'gone-list': '0000000000000000000000' } });
  await write(transfer);
  const made = named('Copy gone');
  t.is(made.length, 1);
  t.deepEqual(
    made[0].entries.map((e) => e.trackId),
    tracks.slice(0, 5),
  );
});
