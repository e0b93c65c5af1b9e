// `npm test` runs the tests as tsc built them into dist/, with source maps for their stack traces:
// every test file is a process of its own, and loading plain JavaScript costs each about half the
// CPU that compiling TypeScript on the fly did (tsx, as package.json's settings for running one
// file with `npx ava` still do). Everything else is package.json's.
import { readFileSync } from 'node:fs';

const { ava } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

export default {
  ...ava,
  files: ['dist/test/**/*.test.js'],
  extensions: { js: true },
  nodeArguments: ['--enable-source-maps', '--import=./dist/test/helpers/environment.js'],
};
