import test from 'ava';
import { sources } from '../helpers/imports.js';
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';

// A handler reads its body through the schema that checked it (`bodyOf`) or as `unknown`
// (`fieldAt`, `formFields`): a cast would let the type and the checks drift apart unseen.

const CAST = [/\breq\.body\s+as\b/, /\(req\.body\s*(?:\?\?|\|\||&&)[^)]*\)\s+as\b/];

test('no module of src/ casts a request body', (t) => {
  const found = sources('src')
    .map((file) => relative('.', file).split(sep).join('/'))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (CAST.some((cast) => cast.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
  t.deepEqual(found, []);
});

test('the pattern sees the casts it is meant to', (t) => {
  for (const line of ['const b = req.body as { a: string };', 'const b = (req.body ?? {}) as Record<string, string>;'])
    t.true(
      CAST.some((cast) => cast.test(line)),
      line,
    );
  t.false(CAST.some((cast) => cast.test("const b = bodyOf(req, schema); fieldAt(req.body, 'a');")));
});
