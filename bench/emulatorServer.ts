import { createCatalogue } from '../src/emulators/catalogue/index.js';
import { Random } from '../src/emulators/catalogue/random.js';
import type { Catalogue } from '../src/emulators/catalogue/types.js';
import { EMULATOR_STARTERS } from '../src/emulators/index.js';
import { EMULATOR_CLIENT, type RunningEmulator } from '../src/emulators/kit/types.js';
import type { ServiceId } from '../src/integrations/serviceIds.js';

// Emulators in a process of their own, so that benchmarks measure them apart from the load
// generator and from our processes. `BENCH_EMULATORS` names them (default spotify), each without
// a rate limit. `BENCH_SIZED_PLAYLISTS` (sizes, comma-separated) gives the heavy listener a
// playlist "Sized N" of N different recordings on each service. Prints one line
// `LISTENING {json}`: each service's URL, the environment our processes need beside it, and the
// seeded listeners with tokens, as the service's sign-in would have issued them, and the ids of
// the sized playlists.

const services = (process.env.BENCH_EMULATORS ?? 'spotify').split(',') as ServiceId[];
const sizes = (process.env.BENCH_SIZED_PLAYLISTS ?? '').split(',').filter(Boolean).map(Number);
const catalogue = createCatalogue({ recordings: Number(process.env.BENCH_RECORDINGS ?? 20_000) });

/** Originals in a seeded order: each sized playlist is the start of it, limited to what the service carries. */
function shuffledOriginals(source: Catalogue): string[] {
  const keys = source.recordings.filter((r) => !r.version).map((r) => r.key);
  const random = new Random(7);
  for (let i = keys.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [keys[i], keys[j]] = [keys[j], keys[i]];
  }
  return keys;
}

/** Adds the sized playlists to the heavy listener's library; answers their ids by size. */
function addSizedPlaylists(emulator: RunningEmulator, order: string[]): Record<number, string> {
  const view = catalogue.view(emulator.service);
  const carried = order.map((key) => view.trackIdFor(key)).filter((id): id is string => Boolean(id));
  const heavy = emulator.library.user('heavy')!;
  const ids: Record<number, string> = {};
  for (const size of sizes) {
    if (size > carried.length)
      throw new Error(
        `${emulator.service} carries ${carried.length} of the catalogue's recordings; raise BENCH_RECORDINGS for a playlist of ${size}`,
      );
    const playlist = emulator.library.createPlaylist(heavy, { name: `Sized ${size}` });
    emulator.library.addEntries(playlist, carried.slice(0, size));
    ids[size] = playlist.id;
  }
  return ids;
}

const running: RunningEmulator[] = [];
const env: Record<string, string> = {};
const sizedPlaylists: Record<string, Record<number, string>> = {};
const order = sizes.length ? shuffledOriginals(catalogue) : [];
for (const service of services) {
  const emulator = await EMULATOR_STARTERS[service]!({ catalogue, rateLimit: null });
  running.push(emulator);
  Object.assign(env, emulator.env);
  if (sizes.length) sizedPlaylists[service] = addSizedPlaylists(emulator, order);
}
const listeners = (emulator: RunningEmulator) =>
  Object.fromEntries(
    catalogue.users.map(({ key }) => {
      const user = emulator.library.user(key)!;
      const issued = emulator.oauth.issue(key, EMULATOR_CLIENT.id, '');
      return [
        key,
        {
          id: user.id,
          displayName: user.displayName,
          country: user.country,
          accessToken: issued.accessToken,
          refreshToken: issued.refreshToken,
        },
      ];
    }),
  );
const listening = {
  urls: Object.fromEntries(running.map((e) => [e.service, e.url])),
  env,
  listeners: Object.fromEntries(running.map((e) => [e.service, listeners(e)])),
  sizedPlaylists,
};
console.log(`LISTENING ${JSON.stringify(listening)}`);
process.on('SIGTERM', () => void Promise.all(running.map((e) => e.close())).then(() => process.exit(0)));
