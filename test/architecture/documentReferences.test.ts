import test from 'ava';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import ts from 'typescript';

// A comment or a page that sends its reader to a document (`docs/decisions.md, "Syncs"`, the
// README's "Benchmarks", `docs/scaling.md`) is only as good as the document being there, with the
// section it names. Documents move and sections are renamed; this keeps every pointer true. Read
// are the comments of the code and the text of every Markdown file of the repository.

const posix = (path: string) => path.split(sep).join('/');

/** Every file below `dir` whose name matches, without dependencies, outputs or hidden folders. */
function walk(dir: string, name: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry.startsWith('.') || entry === 'node_modules' || entry === 'dist') return [];
    return statSync(path).isDirectory() ? walk(path, name) : name.test(entry) ? [posix(path)] : [];
  });
}

const CODE_FOLDERS = ['src', 'workers', 'test', 'bench', 'faults', 'clients', 'examples'];
const codeFiles = CODE_FOLDERS.filter((dir) => existsSync(dir)).flatMap((dir) => walk(dir, /\.(?:tsx?|mjs|cjs|js)$/));
const markdownFiles = walk('.', /\.md$/).map((file) => posix(relative('.', file)));

/** Folders git ignores (`bench/results/`): what is named there is an output a run writes, not a document. */
const OUTPUTS = readFileSync('.gitignore', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.endsWith('/') && !line.startsWith('#'))
  .map((line) => line.replace(/^\//, ''));

/** A file's comments, at their places: everything else blanked, so offsets and lines stay the source's. */
function commentsOf(file: string, text: string): string {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const ranges = new Map<number, ts.CommentRange>();
  const collect = (node: ts.Node): void => {
    if (!ts.isJsxText(node)) {
      for (const range of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) ranges.set(range.pos, range);
      for (const range of ts.getTrailingCommentRanges(text, node.getEnd()) ?? []) ranges.set(range.pos, range);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  // By UTF-16 unit, as the ranges count.
  const kept: string[] = text.split('').map((char) => (char === '\n' ? '\n' : ' '));
  for (const { pos, end } of ranges.values()) for (let i = pos; i < end; i++) kept[i] = text[i];
  // The comment marks go too, so that a name or a section may run on over the next comment line.
  return kept
    .join('')
    .replace(/\/\*+|\*+\//g, (mark) => ' '.repeat(mark.length))
    .replace(/^(\s*)(?:\/\/+|\*)/gm, (mark, indent: string) => indent + ' '.repeat(mark.length - indent.length));
}

interface Reference {
  /** Where it is named: `file:line`. */
  at: string;
  /** The file the name is read from (its folder is where a relative name starts). */
  from: string;
  name: string;
  section: string | null;
  anchor: string | null;
}

// A document's name: a path ending in `.md`, not a piece of a longer path or address.
const NAME = /(?<![\w./@:-])((?:\.\.?\/)*(?:[\w-]+\/)*[\w-][\w.-]*\.md)(?![\w-])(?:#([\w-]+))?/g;
const QUOTED = /^\s*,\s*["“]([^"”]+)["”]/;
const QUOTED_IN_PARENTHESES = /^\s*\(\s*["“]([^"”]+)["”]\s*\)/;
/** `(docs/decisions.md, Syncs)`: a section without quotes, only inside parentheses of its own. */
const BARE_IN_PARENTHESES = /^\s*,\s*([^()"“”,;:.]+?)\s*\)/;

const oneLine = (words: string) => words.replace(/\s+/g, ' ').trim();

/** `the README's "Metrics"`: a section of the README named in words. */
const README_SECTION = /\bREADME['’]s\s+["“]([^"”]+)["”]/g;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The documents `text` names, with the section each names (quoted, or bare inside parentheses). */
function referencesIn(from: string, text: string): Reference[] {
  const byName = [...text.matchAll(NAME)].map((match) => {
    const rest = text.slice(match.index + match[0].length);
    const section =
      QUOTED.exec(rest)?.[1] ??
      QUOTED_IN_PARENTHESES.exec(rest)?.[1] ??
      (text[match.index - 1] === '(' && !match[2] ? BARE_IN_PARENTHESES.exec(rest)?.[1] : undefined);
    return {
      at: `${from}:${lineAt(text, match.index)}`,
      from,
      name: match[1],
      section: section ? oneLine(section) : null,
      anchor: match[2] ?? null,
    };
  });
  const inWords = [...text.matchAll(README_SECTION)].map((match) => ({
    at: `${from}:${lineAt(text, match.index)}`,
    // The repository's README, wherever it is named from.
    from: 'README.md',
    name: 'README.md',
    section: oneLine(match[1]),
    anchor: null,
  }));
  return [...byName, ...inWords];
}

/** Where a name may point: from the naming file's folder, or from the repository's root. */
function resolved(reference: Reference): string | null {
  for (const candidate of [join(dirname(reference.from), reference.name), reference.name].map(normalize))
    if (existsSync(candidate) && statSync(candidate).isFile()) return posix(candidate);
  return null;
}

const isOutput = (reference: Reference) =>
  OUTPUTS.some((folder) => posix(normalize(reference.name)).startsWith(folder));

const sameWords = (text: string) => oneLine(text.replace(/[’‘]/g, "'").replace(/`/g, ''));

/** The headings of a Markdown file, outside its code blocks. */
function headingsOf(file: string): string[] {
  let inCode = false;
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (/^\s*(?:```|~~~)/.test(line)) inCode = !inCode;
      const heading = inCode ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      return heading ? [sameWords(heading[1])] : [];
    });
}

/** A section is named by its heading, or by the heading's first words (`"Syncs"` for "Syncs (playlists kept in sync)"). */
const isSection = (heading: string, name: string) =>
  heading === name || (heading.startsWith(name) && /^[\s,(:;—–-]/.test(heading.slice(name.length)));

/** A heading's anchor as Markdown renderers make it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** What is wrong with a reference, or null. */
function problem(reference: Reference): string | null {
  const file = resolved(reference);
  if (!file) return 'no such file in the repository';
  if (!file.endsWith('.md') || (!reference.section && !reference.anchor)) return null;
  const headings = headingsOf(file);
  if (reference.section && !headings.some((heading) => isSection(heading, sameWords(reference.section!))))
    return `${file} has no section "${reference.section}"`;
  if (reference.anchor && !headings.some((heading) => anchorOf(heading) === reference.anchor))
    return `${file} has no heading with the anchor #${reference.anchor}`;
  return null;
}

const references = [
  ...codeFiles.flatMap((file) => referencesIn(file, commentsOf(file, readFileSync(file, 'utf8')))),
  ...markdownFiles.flatMap((file) => referencesIn(file, readFileSync(file, 'utf8'))),
].filter((reference) => !isOutput(reference));

test('the reader finds the ways a document and its section are named', (t) => {
  const probe = commentsOf(
    'probe.ts',
    [
      "const url = 'https://example.com/docs/README.md'; // see docs/decisions.md, \"Which folder",
      '// may import which"; the other (docs/scaling.md, PgBouncer) and docs/security.md ("Secrets")',
      '/** Say docs/webhooks.md#rotating-the-signing-secret and README.md. */',
      '// as the README\'s "Metrics" section says',
      "const text = 'docs/nowhere.md';",
    ].join('\n'),
  );
  t.deepEqual(
    referencesIn('probe.ts', probe).map(({ at, name, section, anchor }) => ({ at, name, section, anchor })),
    [
      { at: 'probe.ts:1', name: 'docs/decisions.md', section: 'Which folder may import which', anchor: null },
      { at: 'probe.ts:2', name: 'docs/scaling.md', section: 'PgBouncer', anchor: null },
      { at: 'probe.ts:2', name: 'docs/security.md', section: 'Secrets', anchor: null },
      { at: 'probe.ts:3', name: 'docs/webhooks.md', section: null, anchor: 'rotating-the-signing-secret' },
      { at: 'probe.ts:3', name: 'README.md', section: null, anchor: null },
      { at: 'probe.ts:4', name: 'README.md', section: 'Metrics', anchor: null },
    ],
  );
  t.true(isSection('Syncs (playlists kept in sync)', 'Syncs'));
  t.false(isSection('Syncs (playlists kept in sync)', 'Sync'));
  t.is(anchorOf("People's choices as matching evidence"), 'peoples-choices-as-matching-evidence');
  t.true(references.length > 50, `references found: ${references.length}`);
  t.true(
    references.some((r) => r.from.startsWith('src/') && r.section),
    'sections named in code comments',
  );
  t.true(
    references.some((r) => r.from === 'README.md' && r.section),
    'sections named in the README',
  );
});

test('every document a comment or a page names exists, with the section it names', (t) => {
  const broken = references.flatMap((reference) => {
    const wrong = problem(reference);
    const named = `${reference.name}${reference.section ? `, "${reference.section}"` : ''}${reference.anchor ? `#${reference.anchor}` : ''}`;
    return wrong ? [`${reference.at}: ${named}: ${wrong}`] : [];
  });
  t.deepEqual(broken, []);
});
