import test from 'ava';
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { sources } from '../helpers/imports.js';

// A handler reads its query string through the schema that checked it (`validQuery`, then
// `queryOf`): parsed by hand, a parameter's type, its default and its error code drift from the
// schema, the document built from it and the other lists. validate.ts alone reads `req.query`.
// The emulators stand in for the music services and refuse a bad query as each service does, in
// its own words and shape, never with our codes: they are not part of our interface.

const READER = 'src/http/validate.ts';
const EMULATORS = 'src/emulators/';

const READS = [
  /\b(?:req|request)\s*\??\.\s*query\b/,
  /\b(?:req|request)\s*\[\s*['"`]query['"`]\s*\]/,
  /\{[^}]*\bquery\b[^}]*\}\s*=\s*(?:req|request)\b/,
];

const readsQuery = (line: string) => READS.some((read) => read.test(line));

test('no module of src/ but validate.ts reads the query string', (t) => {
  const found = sources('src')
    .map((file) => relative('.', file).split(sep).join('/'))
    .filter((file) => file !== READER && !file.startsWith(EMULATORS))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (readsQuery(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
  t.deepEqual(found, []);
});

test('validate.ts is where the query string is read', (t) => {
  t.true(readFileSync(READER, 'utf8').split('\n').some(readsQuery));
});

test('the pattern sees the reads it is meant to', (t) => {
  for (const line of [
    'const limit = Number(req.query.limit);',
    'listDeliveries(sequelize, cursors, id, endpoint, req.query);',
    "const raw = request.query['from'];",
    'const q = req?.query;',
    "const all = req['query'];",
    'const { query } = req;',
    'const { query: raw, params } = request;',
  ])
    t.true(readsQuery(line), line);
  for (const line of [
    "await sequelize.query('SELECT 1');",
    'const query = queryOf(req, listQuery);',
    'const params = Object.entries(op.query ?? {});',
    'const { nextParam } = queryOf(req, pagingQuery);',
  ])
    t.false(readsQuery(line), line);
});
