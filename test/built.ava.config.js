// `npm test` runs the tests as tsc built them into dist/, with source maps for their stack traces:
// every test file is a process of its own, and loading plain JavaScript costs each about half the
// CPU that compiling TypeScript on the fly did (tsx, as package.json's settings for running one
// file with `npx ava` still do). Everything else is package.json's.
import { readFileSync } from 'node:fs';

const { ava } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// The files that live longest, most of it waiting (on a killed worker, a copy's type-check, a
// budget's windows, `npm start`) or driving a browser, in the order .ci/run lists them
// (test-results/test-timings.txt). They start first: left to the end, one of them alone kept the
// last half minute of a run with three of its four places empty.
export const LONGEST = [
  'transfers/cancelKilledWorker',
  'services/tenthService',
  'dev/dashboardFromStart',
  'syncs/crash',
  'dashboard/team',
  'transfers/wizardPages',
  'signin/pages',
  'signin/browser',
  'integrations/http/fairBudget',
  'syncs/pairs',
  'transfers/wizardProgress',
  'redis/cluster',
].map((name) => `/dist/test/${name}.test.js`);

const rank = (file) => {
  const at = LONGEST.findIndex((name) => file.endsWith(name));
  return at < 0 ? LONGEST.length : at;
};

export default {
  ...ava,
  files: ['dist/test/**/*.test.js'],
  extensions: { js: true },
  nodeArguments: ['--enable-source-maps', '--import=./dist/test/helpers/environment.js'],
  sortTestFiles: (a, b) => rank(a) - rank(b) || a.localeCompare(b, [], { numeric: true }),
};
