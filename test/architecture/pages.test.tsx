import test from 'ava';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import ts from 'typescript';
import express from 'express';
import got from 'got';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { renderDocument, sendPage } from '../../src/html/render.js';
import { InlineScript } from '../../src/html/trusted.js';
import { securityHeaders } from '../../src/http/securityHeaders.js';
import { sources } from '../helpers/imports.js';

// Pages are trees of components rendered by one renderer that writes every value as text. What
// keeps that true is held here: nobody escapes by hand (a forgotten call is then impossible rather
// than a finding), raw markup enters through one named door whose callers are listed, nothing
// rewrites a rendered page, and page modules stay thin: no model or SQL, no long functions.

const posix = (file: string) => relative('.', file).split(sep).join('/');
const files = [...sources('src'), ...sources('examples')].map(posix);
const read = (file: string) => readFileSync(file, 'utf8');

/** The renderer and its doors: the only place allowed to handle markup as strings. */
const RENDERER = ['src/html/render.tsx', 'src/html/trusted.tsx'];

/** The callers of `trustedHtml`, each with why its markup is ours. */
const TRUSTED_HTML_CALLERS: Record<string, string> = {
  'src/docs/markdownPage.tsx': "the docs' own Markdown, rendered by marked from files of this repository",
};

/**
 * Modules that escape as a music service's wire format does, not as a page would: the emulator
 * speaks the service's API, which sends some texts HTML-escaped, and the adapter reads them back.
 */
const WIRE_FORMATS: Record<string, string> = {
  'src/emulators/youtubeMusic/searchWire.ts': "YouTube's search.list sends titles HTML-escaped",
  'src/integrations/youtubeMusic/mapping.ts': 'reads those titles back to text',
  'src/emulators/kit/xml.ts': 'the XML Subsonic and Plex servers answer unless asked for JSON',
};

const isComment = (line: string) => /^\s*(?:\*|\/\/|\/\*)/.test(line);

/** Code lines (not comments) that match `pattern`, outside `except`. */
function occurrences(pattern: RegExp, except: string[] = []): string[] {
  return files
    .filter((file) => !except.includes(file))
    .flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, i) => (!isComment(line) && pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
}

const HAND_ESCAPING = /\bescapeHtml\s*\(|(?<![\w.$])e\(|replace\(\/\[&<>|&(?:amp|lt|gt|quot|#39);['"`]/;
// A template literal or string that opens an element is a page written by hand.
const MARKUP_STRING =
  /[`'"]\s*<(?:!doctype|html|head|body|main|div|p|a|form|input|button|table|tr|td|ul|li|h[1-6]|span|script|style|section|nav|label|select|option)[\s>/]/i;

test('the patterns see what they are meant to', (t) => {
  for (const line of ['escapeHtml(name)', '`<td>${e(title)}</td>`', 'text.replace(/[&<>"\']/g, f)', "'&amp;'"])
    t.true(HAND_ESCAPING.test(line), line);
  for (const line of ['title(x)', 'node.e(x)', 'type(x)']) t.false(HAND_ESCAPING.test(line), line);
  for (const line of ['`<!doctype html>`', '\'<p class="x">\'', '`<a href="${x}">`'])
    t.true(MARKUP_STRING.test(line), line);
  for (const line of ["'<unknown>'", 'a < b', "'<= 3'"]) t.false(MARKUP_STRING.test(line), line);
});

test('nothing escapes markup by hand', (t) => {
  t.deepEqual(occurrences(HAND_ESCAPING, [...RENDERER, ...Object.keys(WIRE_FORMATS)]), []);
});

test('no page is built from a string of markup', (t) => {
  const markupString = MARKUP_STRING;
  const allowed = (file: string) =>
    RENDERER.includes(file) ||
    // A service's own wire format or an emulated service's script is not our page.
    /^src\/(?:integrations|emulators\/(?!kit\/signInPage))/.test(file) ||
    file.startsWith('src/db/');
  t.deepEqual(
    occurrences(markupString).filter((line) => !allowed(line.split(':')[0])),
    [],
  );
});

test('raw markup enters only through trustedHtml, and its callers are these', (t) => {
  t.deepEqual(occurrences(/dangerouslySetInnerHTML/, ['src/html/trusted.tsx']), []);
  const callers = files.filter((file) => !RENDERER.includes(file) && /\btrustedHtml\s*\(/.test(read(file)));
  t.deepEqual(callers.sort(), Object.keys(TRUSTED_HTML_CALLERS).sort());
});

test('nothing rewrites a rendered page: the nonce is handed to the render', async (t) => {
  t.deepEqual(occurrences(/__script_nonce__|SCRIPT_NONCE|replaceAll\(\s*nonce|\bbody\.replace/), []);
  // A page whose text holds what looks like a nonce, or the old placeholder, reaches the browser as
  // it was rendered, its scripts carrying the nonce its policy names.
  const app = express();
  app.use(securityHeaders({ https: false, cacheable: () => false, ownCsp: () => false, neverPage: () => false }));
  const page = () => (
    <html lang="en">
      <body>
        <p>{"__script_nonce__ nonce-abc '><script>"}</p>
        <InlineScript code="document.title = 'ran';" />
      </body>
    </html>
  );
  app.get('/page', (_req, res) => sendPage(res, page()));
  const server = app.listen(0);
  t.teardown(() => server.close());
  await once(server, 'listening');
  const answer = await got(`http://127.0.0.1:${(server.address() as AddressInfo).port}/page`);
  const nonce = /script-src 'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1];
  t.is(answer.body, renderDocument(page(), nonce));
  t.regex(String(answer.headers['content-security-policy']), /form-action 'self'; .*base-uri 'none'/);
});

/** The modules that render or serve pages: components, and modules that send or render a page. */
const pageModules = files.filter(
  (file) => file.endsWith('.tsx') || /\b(?:sendPage|renderDocument)\s*\(|\bkit\.(?:page|html)\s*\(/.test(read(file)),
);

/** Modules that declare a Sequelize model: calling them is domain work. */
const modelModules = new Set(files.filter((file) => /\bextends Model\b|\bsequelize\.define\(/.test(read(file))));

function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.ES2023, false, ts.ScriptKind.TSX);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) return [];
    const named = clause.namedBindings;
    const values =
      !!clause.name ||
      (named && ts.isNamespaceImport(named)) ||
      (named && ts.isNamedImports(named) && named.elements.some((element) => !element.isTypeOnly));
    if (!values) return [];
    const target = statement.moduleSpecifier.text;
    if (!target.startsWith('.')) return [target];
    const module = normalize(join(dirname(file), target))
      .split(sep)
      .join('/')
      .replace(/\.js$/, '');
    return [files.includes(`${module}.tsx`) ? `${module}.tsx` : `${module}.ts`];
  });
}

test('page modules call no model and no SQL: they validate, call a domain command and render', (t) => {
  t.true(pageModules.length > 20, `the page modules were found (${pageModules.length})`);
  for (const expected of ['src/wizard/routes.tsx', 'src/dashboard/kit.ts', 'src/signin/callback.tsx'])
    t.true(pageModules.includes(expected), `${expected} is seen as a page module`);
  const found = pageModules.flatMap((file) => {
    const models = valueImports(file).filter((target) => modelModules.has(target) || target === 'sequelize');
    const sql = /\bsequelize\.query\s*\(|\.models\.\w+|QueryTypes\./.test(read(file)) ? ['SQL'] : [];
    return [...models, ...sql].map((what) => `${file} → ${what}`);
  });
  t.deepEqual(found, []);
});

/** Every function of a module with its length in lines, the longest first. */
function functionLengths(file: string, text = read(file)): { name: string; lines: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2023, true, ts.ScriptKind.TSX);
  const found: { name: string; lines: number }[] = [];
  const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const name =
        (node.name && ts.isIdentifier(node.name) && node.name.text) ||
        (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name) && node.parent.name.text) ||
        `(line ${line(node.getStart()) + 1})`;
      found.push({ name: `${file} ${name}`, lines: line(node.end) - line(node.getStart()) + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.sort((a, b) => b.lines - a.lines);
}

test('every function of page code is under 80 lines', (t) => {
  const lengths = pageModules.flatMap((file) => functionLengths(file)).sort((a, b) => b.lines - a.lines);
  t.log(
    `longest: ${lengths
      .slice(0, 3)
      .map((f) => `${f.name} (${f.lines})`)
      .join(', ')}`,
  );
  t.deepEqual(
    lengths.filter((f) => f.lines >= 80),
    [],
  );
});

test('the length check measures arrow functions, declarations and methods', (t) => {
  const body = (n: number) => `{\n${'  x();\n'.repeat(n)}}`;
  const text = `function a() ${body(3)}\nconst b = () => ${body(90)}\nclass C { m() ${body(1)} }`;
  t.deepEqual(
    functionLengths('x.tsx', text).map((f) => `${f.name.split(' ')[1]} ${f.lines}`),
    ['b 92', 'a 5', 'm 3'],
  );
});
