import test from 'ava';
import { readFile } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { createAdapters } from '../../src/integrations/registry.js';
import { SERVICE_IDS } from '../../src/integrations/serviceIds.js';
import { capabilityTable } from './capabilityTable.js';
import { projectFile } from '../../src/docs/projectFiles.js';

// README's table of what each service can do is the adapters' own capabilities, word for word:
// the docs cannot promise what an adapter refuses, nor hide what it does.

test('README’s capability table is the adapters’ capabilities, for every service', async (t) => {
  const redis = new Redis({ lazyConnect: true });
  const adapters = createAdapters({}, redis, 'capability-table-test');
  redis.disconnect();
  t.deepEqual([...adapters.keys()].sort(), [...SERVICE_IDS].sort(), 'every service has an adapter');
  const readme = await readFile(projectFile('README.md'), 'utf8');
  const found = /<!-- capabilities -->\n([\s\S]*?)\n<!-- \/capabilities -->/.exec(readme);
  t.truthy(found, 'README marks its capability table');
  const expected = capabilityTable(adapters);
  t.is(found?.[1], expected, `README's table should read:\n${expected}`);
});
