import test from 'ava';
import { randomUUID } from 'node:crypto';
import { connectThroughSignIn } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { syncDeps } from './helpers.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { SERVICE_IDS, type ServiceId } from '../../src/integrations/serviceIds.js';
import { Sync, SyncEntry, type SyncMode } from '../../src/syncs/models.js';
import { runSync } from '../../src/syncs/run.js';
import type { SyncDeps } from '../../src/syncs/deps.js';
import type { JsonBody } from '../helpers/http.js';

// Every pair of services that keep playlists, each way, in both modes: the first run makes the
// destination playlist with the matched tracks in source order; in mirror, a track that leaves
// the source leaves the destination where the destination can remove tracks (a note says so
// where it cannot).

// Every service but Last.fm keeps playlists.
const SERVICES: ServiceId[] = SERVICE_IDS.filter((id) => id !== 'lastfm');

let deps: SyncDeps;
const users = new Map<ServiceId, string>();

const used = useSystem(test, {
  services: SERVICES,
  recordings: 1_000,
  liftBudgets: true,
  env: { YOUTUBE_DAILY_QUOTA_UNITS: '10000000' },
  partner: { slug: 'pairs' },
  async setup(system) {
    deps = syncDeps(system);
    for (const service of SERVICES) {
      if (service === 'qobuz') {
        // Qobuz signs in for its partners only: the partner brings the listener's token.
        const token = system.emulators.qobuz.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
        const connected = await system.api().post<JsonBody>('public/integrations/user', {
          json: { integrationType: 'qobuz', authData: { accessToken: token } },
        });
        users.set(service, connected.body.integrationUser.uuid);
      } else
        users.set(
          service,
          await connectThroughSignIn(system.url, 'pairs', service, 'medium@listeners.example', RETURN_URL),
        );
    }
  },
});

/** Four recordings every service lists, none a version, playable everywhere. */
function commonRecordings() {
  return used.catalogue.recordings
    .filter(
      (r) =>
        r.version === null &&
        r.unavailableIn.length === 0 &&
        r.absentFrom.length === 0 &&
        SERVICES.every((s) => used.emulators[s].library.view.trackIdFor(r.key)),
    )
    .slice(0, 40);
}

for (const mode of ['append', 'mirror'] as SyncMode[])
  test.serial(`${mode}: every pair of services that keep playlists, each way`, async (t) => {
    const pool = commonRecordings();
    let pair = 0;
    for (const from of SERVICES)
      for (const to of SERVICES) {
        if (from === to) continue;
        pair += 1;
        const recordings = pool.slice(pair % 30, (pair % 30) + 4);
        const sourceLibrary = used.emulators[from].library;
        const listener = sourceLibrary.user('medium')!;
        const playlist = sourceLibrary.createPlaylist(listener, { name: `Pair ${randomUUID().slice(0, 6)}` });
        sourceLibrary.addEntries(
          playlist,
          recordings.map((r) => sourceLibrary.view.trackIdFor(r.key)!),
        );
        const sync = await Sync.create({
          id: randomUUID(),
          accountId: used.partner.accountId,
          sourceUserId: users.get(from)!,
          sourcePlaylistId: playlist.id,
          destinationUserId: users.get(to)!,
          mode,
          intervalMinutes: 60,
        });
        const label = `${from} → ${to}`;
        const first = await runSync(deps, sync.id);
        t.is(first.status, 'completed', `${label}: ${JSON.stringify(first)}`);
        if (first.status !== 'completed') continue;
        t.is(first.added + first.unmatched, 4, label);
        t.true(first.added >= 3, `${label}: ${first.added} matched of 4`);
        await sync.reload();
        const targetLibrary = used.emulators[to].library;
        const held = () => targetLibrary.playlist(sync.destinationPlaylistId!)!.entries.map((e) => e.trackId);
        const expected = async () =>
          (await SyncEntry.findAll({ where: { syncId: sync.id, state: 'added' }, order: [['position', 'ASC']] })).map(
            (e) => e.destinationTrackId,
          );
        t.deepEqual(held(), await expected(), `${label}: the matched tracks in source order`);

        if (mode === 'mirror') {
          // The first source entry leaves; it was matched when its entry is `added`.
          const leaving = playlist.entries[0];
          const wasSynced =
            (await SyncEntry.findOne({ where: { syncId: sync.id, sourceTrackId: leaving.trackId, occurrence: 0 } }))
              ?.state === 'added';
          const before = held();
          sourceLibrary.removeEntries(playlist, [{ entryId: leaving.entryId }]);
          const second = await runSync(deps, sync.id);
          t.is(second.status, 'completed', label);
          if (second.status !== 'completed') continue;
          if (!wasSynced) t.deepEqual(held(), before, `${label}: nothing to take off`);
          else if (deps.adapters.get(to)!.capabilities.removePlaylistItems) {
            t.is(second.removed, 1, label);
            t.is(held().length, before.length - 1, `${label}: what left the source left the destination`);
            t.deepEqual(held(), await expected(), `${label}: the rest in source order`);
          } else {
            t.deepEqual(held(), before, `${label}: the track stays where it cannot be removed`);
            t.true(
              second.notes.some((n) => n.includes('cannot remove')),
              `${label}: says it cannot remove`,
            );
          }
          // The source's last entry goes first: the destination follows where it moves entries.
          const last = playlist.entries[playlist.entries.length - 1];
          const lastSynced =
            (await SyncEntry.findOne({ where: { syncId: sync.id, sourceTrackId: last.trackId, occurrence: 0 } }))
              ?.state === 'added';
          sourceLibrary.moveRange(playlist, playlist.entries.length - 1, 1, 0);
          const third = await runSync(deps, sync.id);
          t.is(third.status, 'completed', label);
          if (third.status !== 'completed') continue;
          if (deps.adapters.get(to)!.capabilities.playlistReorder)
            t.deepEqual(held(), await expected(), `${label}: in the source's new order`);
          else if (lastSynced)
            t.true(
              third.notes.some((n) => n.includes('cannot move')),
              `${label}: says it cannot move: ${JSON.stringify(third.notes)}`,
            );
        }
      }
    t.is(pair, SERVICES.length * (SERVICES.length - 1));
  });
