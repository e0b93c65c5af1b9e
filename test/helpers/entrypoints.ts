// A process a test starts runs the way the test itself runs: the JavaScript tsc built into dist/
// under `npm test` (as the Procfile runs it), TypeScript through tsx under `npx ava` of one file.
/** Whether the tests run as tsc built them (under `npm test`), not through tsx. */
export const BUILT = import.meta.url.includes('/dist/test/');

// Only TypeScript is built: a module of plain JavaScript (`.mjs`) runs where it is.
const built = (file: string) => (/\.tsx?$/.test(file) ? `./dist/${file.replace(/\.tsx?$/, '.js')}` : `./${file}`);

/** Node's arguments that run `entry` (a path from the project's root, `src/server.ts`), after `preloads`. */
export function nodeArguments(entry: string, preloads: string[] = []): string[] {
  if (BUILT) return ['--enable-source-maps', ...preloads.map((file) => `--import=${built(file)}`), built(entry)];
  return ['--import', 'tsx', ...preloads.map((file) => `--import=./${file}`), entry];
}
