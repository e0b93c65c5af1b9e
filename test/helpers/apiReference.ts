import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The folder of the music services' recorded answers, kept beside the project and never inside
 * it: `API_REFERENCE_DIR`, else `../shared/api-reference` next to the checkout, else the
 * workplace's shared folder. A missing folder fails the tests that need it, with its name.
 */
export function apiReference(...parts: string[]): string {
  const candidates = [
    process.env.API_REFERENCE_DIR,
    resolve(process.cwd(), '..', 'shared', 'api-reference'),
    '/work/shared/api-reference',
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(dir));
  if (!found)
    throw new Error(`the recorded answers are not here: set API_REFERENCE_DIR (looked in ${candidates.join(', ')})`);
  return join(found, ...parts);
}
