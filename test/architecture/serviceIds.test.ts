import test from 'ava';
import { sources } from '../helpers/imports.js';
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { SERVICE_IDS } from '../../src/integrations/serviceIds.js';

// What we know about a service lives in its folders (src/integrations/<id>/, src/emulators/<id>/):
// no other module of the processes names a service by its id, except the one list of them. A
// module that needs to tell services apart asks the service's record instead.

const THE_ONE_LIST = join('src', 'integrations', 'services.ts');

const ownFolders = SERVICE_IDS.flatMap((id) => [
  join('src', 'integrations', id) + sep,
  join('src', 'emulators', id) + sep,
]);

/** Where `source` spells a service id: as a string, a key, a property or a case. */
export function namings(source: string): string[] {
  const ids = SERVICE_IDS.join('|');
  // A property is `x.id` not followed by another dot: `open.<id>.com` in an example URL is a host.
  const pattern = new RegExp(`(['"\`])(${ids})\\1|\\b(${ids})\\s*:|(?<=[\\w)\\]])\\.(${ids})\\b(?![.-])`, 'g');
  return [...source.matchAll(pattern)].map((m) => m[0]);
}

test('the scan finds a service named as a string, a key and a property', (t) => {
  t.deepEqual(namings(`a === '${SERVICE_IDS[0]}'; b = { ${SERVICE_IDS[1]}: 1 }; c.${SERVICE_IDS[2]}`).length, 3);
  t.deepEqual(namings(`const mark = 'spotifyish'; url = 'https://example/x'`), []);
});

test('no module outside a service’s folders names a service id, except the one list', (t) => {
  const offending = [...sources('src'), ...sources('workers')]
    .filter((file) => file !== THE_ONE_LIST && !ownFolders.some((folder) => file.startsWith(folder)))
    .flatMap((file) => namings(readFileSync(file, 'utf8')).map((naming) => `${file}: ${naming}`));
  t.deepEqual(offending, []);
});
