import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { apiReference } from '../../helpers/apiReference.js';

// Last.fm's reference answers, read where they are kept: the recorded fixtures, the JSON examples
// of the community docs (real answers written into Markdown), and the README's session example.

export const FIXTURES = 'fixtures/inflatablefriends-lastfm';

/** A recorded JSON answer, by file name. */
export async function fixture(name: string): Promise<any> {
  return JSON.parse(await readFile(apiReference('lastfm', FIXTURES, name), 'utf8'));
}

/**
 * The JSON examples of a docs page, in order: a `... and 27 more` line stands for elided items
 * (it goes, with the comma before it); an example that still does not parse is undefined.
 */
export function docsExamples(page: string): any[] {
  const text = readFileSync(apiReference('lastfm', 'docs-community', page), 'utf8');
  return [...text.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => {
    const cleaned = m[1].replace(/^\s*\.\.\. and \d+ more\s*$/gm, '').replace(/,(\s*[\]}])/g, '$1');
    try {
      return JSON.parse(cleaned);
    } catch {
      return undefined;
    }
  });
}

/** `auth.getSession`'s answer as the README gives it from Last.fm's web-auth documentation. */
export function readmeSession(): unknown {
  const text = readFileSync(apiReference('lastfm', 'README.md'), 'utf8');
  return JSON.parse(/\{"session":\{[^}]*\}\}/.exec(text)![0]);
}
