import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

// How the architecture tests read the imports of src/ and workers/: every relative `import` and
// `export ... from`, type-only ones included, since a type import ties two modules as much as a
// value import does for whoever reads or moves them.

/** Every TypeScript module below `dir`, components (`.tsx`) included. */
export function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(path) ? [path] : [];
  });
}

const IMPORT = /^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms;

/** Each module's imports of other modules among `files`. */
export function graph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => {
        const module = normalize(join(dirname(file), m[1])).replace(/\.js$/, '');
        return known.has(`${module}.tsx`) ? `${module}.tsx` : `${module}.ts`;
      });
      return [file, targets.filter((t) => known.has(t))];
    }),
  );
}
