import test from 'ava';
import { sources } from '../helpers/imports.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_VARIABLES } from '../../src/config.js';
import { SERVICES } from '../../src/integrations/services.js';
import { PERSONAL_SERVER_VARIABLES } from '../../src/integrations/personalServers.js';
import { serviceVariableFiles } from '../../src/docs/serviceVariables.js';

// Every environment variable the code reads has its row in the README's configuration table, and
// every row names a variable the code reads: a newcomer can trust the table.

const documented = new Set(
  readFileSync('README.md', 'utf8')
    .split('\n')
    .filter((line) => /^\| `[A-Z]/.test(line))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])),
);

test('every variable read is documented, and every documented one is read', (t) => {
  const services = [
    ...SERVICES.flatMap((service) => Object.keys(service.variables)),
    ...Object.keys(PERSONAL_SERVER_VARIABLES),
  ];
  // Direct reads anywhere in the processes' code (the emulators and benchmarks are not configured).
  const direct = [...sources('src'), ...sources('workers')]
    .filter((file) => !file.startsWith(join('src', 'emulators')))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(?:process\.)?env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]),
    );
  const read = new Set([...CONFIG_VARIABLES, ...services, ...direct]);
  t.true(
    read.has('DATABASE_URL') && read.has('TRANSFER_SWEEP_MS') && read.has('SPOTIFY_CLIENT_SECRET'),
    'the reads were found',
  );
  t.deepEqual([...read].filter((name) => !documented.has(name)).sort(), [], 'read but not in the README');
  t.deepEqual([...documented].filter((name) => !read.has(name)).sort(), [], 'in the README but never read');
});

test('the music services’ variables in the README and .env.example are written from their records', (t) => {
  for (const [file, current, wanted] of serviceVariableFiles())
    t.is(current, wanted, `${file} is stale: npm run docs:config`);
});
