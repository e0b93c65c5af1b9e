import type { TestFn } from 'ava';
import { createCatalogue } from '../../src/emulators/catalogue/index.js';
import type { Catalogue } from '../../src/emulators/catalogue/types.js';
import type { RunningEmulator } from '../../src/emulators/kit/types.js';
import type { MusicServiceAdapter } from '../../src/integrations/types.js';
import { memorySession, signIn, type ContractSetup } from './contract.js';

/**
 * A service's adapter against its emulator, for one test file: the emulator starts on a fresh
 * catalogue before the file's tests and stops after them. The setup is returned at once and filled
 * in before the first test, so the file's tests (and `contractSuite`) can hold on to it.
 */
export function emulatedContract<E extends RunningEmulator>(
  test: TestFn,
  service: {
    start: (catalogue: Catalogue) => Promise<E>;
    adapter: (env: Record<string, string>) => MusicServiceAdapter;
    redirectUri: string;
  },
): ContractSetup & { emulator: E } {
  const setup = {} as ContractSetup & { emulator: E };
  test.before(async () => {
    const catalogue = createCatalogue({ recordings: 3_000 });
    const emulator = await service.start(catalogue);
    Object.assign(setup, {
      adapter: service.adapter(emulator.env),
      emulator,
      catalogue,
      redirectUri: service.redirectUri,
    });
  });
  test.after.always(async () => {
    await setup.emulator?.close();
  });
  return setup;
}

/** A seeded listener signed in through the emulator's sign-in page, in a session kept in memory. */
export async function listenerSession(setup: ContractSetup, key = 'demo') {
  const user = setup.catalogue.users.find((u) => u.key === key)!;
  return memorySession(setup.adapter, await signIn(setup, user), user.key);
}

/** Ids on the service of `count` catalogue recordings from the `from`th on (some are not on every service). */
export function seededTrackIds(setup: ContractSetup, count: number, from = 100): string[] {
  return setup.catalogue.recordings
    .slice(from, from + count * 2)
    .map((r) => setup.emulator.library.view.trackIdFor(r.key))
    .filter((id): id is string => Boolean(id))
    .slice(0, count);
}
