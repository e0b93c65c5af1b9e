import test from 'ava';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { projectFile } from '../../src/docs/projectFiles.js';

// `npm test` starts the longest-living files first (test/built.ava.config.js): a name there that
// no longer matches a file would quietly send that file back to its alphabetical place.

test('every file the run starts first exists', async (t) => {
  const { LONGEST } = (await import(pathToFileURL(projectFile('test/built.ava.config.js')).href)) as {
    LONGEST: string[];
  };
  t.true(LONGEST.length > 0);
  const missing = LONGEST.map((built) => built.replace(/^\/dist\//, '').replace(/\.js$/, '.ts')).filter(
    (source) => !existsSync(projectFile(source)),
  );
  t.deepEqual(missing, []);
});
