import test from 'ava';
import type { JsonBody } from '../helpers/http.js';
import { connectThroughSignIn, startTransfer, waitForTransfer } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { groupsOf, matchedItems } from '../../src/transfers/store/items.js';
import { countUnrecorded } from '../../src/transfers/store/matchReport.js';

// Transfers that touch the services added last: into SoundCloud (text matching only, among other
// users' uploads), out of Last.fm (loved tracks are all it keeps) and into Last.fm (which has no
// playlists: the tracks of a playlist are loved).

const used = useSystem(test, {
  services: ['spotify', 'deezer', 'soundcloud', 'lastfm'],
  recordings: 1_500,
  workers: true,
  liftBudgets: true,
  env: {
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  },
  partner: { slug: 'nine-services', isTransferServiceEnabled: true },
});

const sequelize = () => used.system.web.runtime.sequelize;
const connect = (service: string, email: string) =>
  connectThroughSignIn(used.url, 'nine-services', service, email, RETURN_URL);

test.serial('Spotify → SoundCloud: a playlist and liked tracks, matched by text, in source order', async (t) => {
  const sourceId = await connect('spotify', 'medium@listeners.example');
  const destinationId = await connect('soundcloud', 'medium@listeners.example');
  const playlists = (await used.api().get<JsonBody>(`api/${sourceId}/playlists`, { searchParams: { limitParam: 50 } }))
    .body.results;
  const chosen = playlists[0];
  const transfer = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: sourceId, service: 'spotify' },
    destination: { id: destinationId, service: 'soundcloud' },
    selection: { playlists: [chosen.id], likedTracks: true },
  });
  const done = await waitForTransfer(transfer.id, ['completed', 'failed'], 120_000);
  t.is(done.status, 'completed', JSON.stringify(done.toJSON()));
  t.is(done.counts.matched! + done.counts.unmatched! + done.counts.failed!, done.counts.total!);
  t.true(done.counts.matched! > done.counts.total! * 0.7, JSON.stringify(done.counts));

  // The playlist holds its matched tracks in source order, each the official upload.
  const groups = await groupsOf(sequelize(), transfer.id);
  const playlistGroup = groups.find((g) => g.type === 'playlist')!;
  const matched = await matchedItems(sequelize(), transfer.id, playlistGroup.group_index);
  const made = used.emulators.soundcloud.library.playlist(playlistGroup.destination_id!)!;
  t.deepEqual(
    made.entries.map((e) => e.trackId),
    matched.map((m) => m.destination_id),
  );
  const view = used.emulators.soundcloud.library.view;
  for (const row of matched) t.truthy(view.track(row.destination_id)?.recordingKey, 'an official upload');
  t.is(await countUnrecorded(sequelize(), transfer.id), 0);
});

test.serial('Last.fm → Deezer: the loved tracks become liked tracks', async (t) => {
  const sourceId = await connect('lastfm', 'medium@listeners.example');
  const destinationId = await connect('deezer', 'medium@listeners.example');
  // A track is loved once, however often the seeded library lists it.
  const loved = new Set(used.emulators.lastfm.library.user('medium')!.liked.map((l) => l.id)).size;
  t.true(loved > 0);
  const transfer = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: sourceId, service: 'lastfm' },
    destination: { id: destinationId, service: 'deezer' },
    // A selection made elsewhere may name lists Last.fm does not keep: they are not read.
    selection: { likedTracks: true, albums: true, artists: true },
  });
  const done = await waitForTransfer(transfer.id, ['completed', 'failed'], 120_000);
  t.is(done.status, 'completed', JSON.stringify(done.toJSON()));
  t.is(done.counts.total, loved);
  t.true(done.counts.matched! > loved * 0.8, JSON.stringify(done.counts));
  const groups = await groupsOf(sequelize(), transfer.id);
  t.deepEqual(
    groups.map((g) => g.type),
    ['likedTracks'],
  );
  const liked = new Set(used.emulators.deezer.library.user('medium')!.liked.map((l) => l.id));
  for (const row of await matchedItems(sequelize(), transfer.id, groups[0].group_index))
    t.true(liked.has(row.destination_id), row.destination_id);
});

test.serial('Spotify → Last.fm: a playlist’s tracks are loved; the partner reads why nothing else moves', async (t) => {
  const sourceId = await connect('spotify', 'demo@listeners.example');
  const destinationId = await connect('lastfm', 'demo@listeners.example');
  const playlists = (await used.api().get<JsonBody>(`api/${sourceId}/playlists`)).body.results;
  const transfer = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: sourceId, service: 'spotify' },
    destination: { id: destinationId, service: 'lastfm' },
    selection: { playlists: [playlists[0].id] },
  });
  const done = await waitForTransfer(transfer.id, ['completed', 'failed'], 120_000);
  t.is(done.status, 'completed', JSON.stringify(done.toJSON()));
  const [group] = await groupsOf(sequelize(), transfer.id);
  const loved = new Set(used.emulators.lastfm.library.user('demo')!.liked.map((l) => l.id));
  const matched = await matchedItems(sequelize(), transfer.id, group.group_index);
  t.true(matched.length > 0, JSON.stringify(done.counts));
  for (const row of matched) t.true(loved.has(row.destination_id), row.destination_id);

  // Last.fm has no playlists: the library API says so, naming the service and the operation.
  const refused = await used.api().get<JsonBody>(`api/${destinationId}/playlists`);
  t.is(refused.statusCode, 400);
  t.is(refused.body.code, 'operationNotSupported');
  t.regex(refused.body.message, /Last\.fm/);
  t.deepEqual(refused.body.details, [{ integrationType: 'lastfm', operation: 'playlists' }]);
});
