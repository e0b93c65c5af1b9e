import { existsSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

// What `npm test` runs is what tsc built into dist/ of the folders below (tsconfig.json's `include`).
const SOURCE_FOLDERS = ['src', 'workers', 'test', 'bench', 'faults', 'clients', 'examples'];
const BUILD_INFO = 'dist/.tsbuildinfo';
const CONFIG_FILES = ['tsconfig.json', 'package.json', 'package-lock.json'];

function* files(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const isSource = (path: string) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts');

/** Whether dist/ was built after every source and setting changed: a git checkout or an edit makes it stale. */
export function outputIsCurrent(): boolean {
  if (!existsSync(BUILD_INFO)) return false;
  const built = statSync(BUILD_INFO).mtimeMs;
  const inputs = [...CONFIG_FILES, ...SOURCE_FOLDERS.flatMap((dir) => [...files(dir)].filter(isSource))];
  return inputs.every((path) => !existsSync(path) || statSync(path).mtimeMs <= built);
}

/**
 * After a build: a clean one is current until a source changes (tsc leaves its build information
 * untouched when a file was saved without a change); one with type errors is never current, so that
 * the next run reports them again.
 */
export function markBuilt(clean: boolean): void {
  if (!existsSync(BUILD_INFO)) return;
  const when = clean ? new Date() : new Date(0);
  utimesSync(BUILD_INFO, when, when);
}

/**
 * Removes from dist/ what no source builds any more: tsc leaves the output of a deleted or moved
 * file, and ava would run a test that no longer exists.
 */
export function dropStaleOutput(): void {
  for (const folder of SOURCE_FOLDERS)
    for (const path of files(join('dist', folder))) {
      const source = path.slice('dist/'.length).replace(/\.js(\.map)?$/, '');
      if (path.endsWith('.js') || path.endsWith('.js.map'))
        if (!existsSync(`${source}.ts`) && !existsSync(`${source}.tsx`)) rmSync(path);
    }
}

/** A test file or folder named by its source (`test/http/errors.test.ts`), as ava finds it built; other arguments as they are. */
export function builtPath(argument: string): string {
  if (!/^(\.\/)?test(\/|$)/.test(argument)) return argument;
  return join('dist', argument).replace(/\.tsx?$/, '.js');
}
