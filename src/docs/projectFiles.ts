import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root, found from this module whether it runs from `src/` (tsx) or compiled into
 * `dist/src/`: the docs read their Markdown and the example code from the checked-out files.
 */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!(existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'docs')))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('the docs found no package.json above their module');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = projectRoot();

/** A path of the project, from its root. */
export const projectFile = (...parts: string[]) => join(PROJECT_ROOT, ...parts);
