import { readFileSync } from 'node:fs';
import { apiReference } from '../../helpers/apiReference.js';

// ListenBrainz's reference answers, read where they are kept: the server's and frontend's test
// data (real shapes) and the JSON examples of the route docstrings (the official API docs).

/** A fixture, by file name. */
export function fixture(name: string): any {
  return JSON.parse(readFileSync(apiReference('listenbrainz', 'fixtures', name), 'utf8'));
}

/** The JSON examples of the docstring of one route (`### <route> — ...`), trailing commas forgiven. */
export function docstringExamples(route: string): any[] {
  const text = readFileSync(apiReference('listenbrainz', 'docs', 'endpoints-from-docstrings.md'), 'utf8');
  const start = text.indexOf(`### ${route}`);
  if (start < 0) throw new Error(`no docstring of ${route}`);
  const end = text.indexOf('\n### ', start + 4);
  const section = text.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/\.\. code-block:: json\n\n([\s\S]*?)\n(?=\S)/g)].map((m) => {
    try {
      return JSON.parse(m[1].replace(/,(\s*[\]}])/g, '$1'));
    } catch {
      return undefined;
    }
  });
}
