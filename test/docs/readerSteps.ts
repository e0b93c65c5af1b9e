import { execFile } from 'node:child_process';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Marked, type Token, type Tokens } from 'marked';

// What a reader does with a guide, block by block: the pieces of test/docs/asWritten.test.ts.

/** A code block of a guide, with the step its marker names (see MARKER) and the line it starts on. */
export interface GuideBlock {
  lang: string;
  code: string;
  line: number;
  step: string | null;
}

/**
 * A step a block cannot show by itself (a person in a browser) is named in an HTML comment alone
 * on the line before it: `<!-- as written: <step> -->`. The site renders it as a comment, so
 * readers never see it; the words after the colon hold a space, so the site never takes it for a
 * slot of its own (`<!-- name: argument -->`).
 */
const MARKER = /^<!-- as written: (.+) -->$/;

/** Every code block of `markdown` in order, each with the marker before it; throws on a marker that marks no block. */
export function blocksOf(markdown: string): GuideBlock[] {
  const tokens = new Marked({ gfm: true }).lexer(markdown);
  let nested = 0;
  new Marked().walkTokens(tokens, (token) => void (token.type === 'code' && nested++));
  const blocks: GuideBlock[] = [];
  let cursor = 0;
  let step: { name: string; line: number } | null = null;
  const lineAt = (index: number) => markdown.slice(0, index).split('\n').length;
  for (const token of tokens as Token[]) {
    const at = markdown.indexOf(token.raw, cursor);
    cursor = at + token.raw.length;
    if (token.type === 'space') continue;
    const marker = token.type === 'html' ? MARKER.exec(token.raw.trim()) : null;
    if (step && token.type !== 'code')
      throw new Error(`the marker on line ${step.line} is not followed by a code block`);
    if (marker) step = { name: marker[1], line: lineAt(at) };
    else if (token.type === 'code') {
      const { lang, text } = token as Tokens.Code;
      blocks.push({ lang: lang ?? '', code: text, line: lineAt(at), step: step?.name ?? null });
      step = null;
    }
  }
  if (step) throw new Error(`the marker on line ${step.line} is not followed by a code block`);
  if (nested !== blocks.length)
    throw new Error('a code block inside a list or a quote: this test runs top-level blocks only');
  return blocks;
}

/**
 * Where the answer differs from what the text shows, or null when it is like it: every member the
 * text shows is there with the value shown (a list's items each like one of the answer's), and a
 * string with `...` in it stands for any text in that place.
 */
export function unlike(shown: unknown, actual: unknown, at = 'the answer'): string | null {
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return `${at} is ${JSON.stringify(actual)}, not a list`;
    const missing = shown.findIndex((item) => !actual.some((given) => unlike(item, given) === null));
    return missing < 0 ? null : `${at} has no item like ${JSON.stringify(shown[missing])}`;
  }
  if (shown !== null && typeof shown === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
      return `${at} is ${JSON.stringify(actual)}, not an object`;
    for (const [key, value] of Object.entries(shown)) {
      if (!(key in actual)) return `${at} has no ${key}`;
      const differs = unlike(value, (actual as Record<string, unknown>)[key], `${at}.${key}`);
      if (differs) return differs;
    }
    return null;
  }
  if (typeof shown === 'string' && shown.includes('...') && typeof actual === 'string') {
    const pattern = shown
      .split('...')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    if (new RegExp(`^${pattern}$`, 's').test(actual)) return null;
  }
  return Object.is(shown, actual) ? null : `${at} is ${JSON.stringify(actual)}, not ${JSON.stringify(shown)}`;
}

/** What a command printed, and how it ended. */
export interface Ran {
  status: number;
  stdout: string;
  stderr: string;
}

function run(file: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Ran> {
  return new Promise((done) =>
    execFile(file, args, { ...options, timeout: 60_000, maxBuffer: 16 << 20 }, (err, stdout, stderr) =>
      done({ status: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }),
    ),
  );
}

/**
 * A shell block as a reader pastes it into one terminal: in bash, with what earlier blocks
 * exported. Two things differ from a terminal, both to see what a reader sees: a failing command
 * stops the block, and curl fails on an answer that is an error (a reader reads the error on the
 * screen; the test needs it as the exit status). Answers what it printed and the environment it
 * left.
 */
export async function runShell(
  code: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<Ran & { env: NodeJS.ProcessEnv }> {
  const envFile = join(cwd, '.exported');
  const script = [
    'set -eo pipefail',
    'curl() { command curl --silent --show-error --fail-with-body "$@"; }',
    code,
    `env -0 > ${JSON.stringify(envFile)}`,
  ].join('\n');
  const ran = await run('bash', ['-c', script], { cwd, env });
  if (ran.status !== 0) return { ...ran, env };
  const exported = (await readFile(envFile, 'utf8')).split('\0').filter(Boolean);
  return {
    ...ran,
    env: Object.fromEntries(
      exported.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    ),
  };
}

const GUIDES_CODE = resolve('examples/guides');

/**
 * A guide's TypeScript blocks, in order, as the module named by its "The whole file" line: written
 * into `dir` and run with tsx. Its imports are read as from examples/guides/, where that file
 * lives: one of another guide's file is that guide's module written here before; any other is the
 * repository's file (the typed client, most of all). Every import is kept, as under
 * `verbatimModuleSyntax`: one that names nothing there fails even where no code uses it yet.
 */
export async function runTypeScript(dir: string, file: string, blocks: string[]): Promise<Ran> {
  await mkdir(dir, { recursive: true });
  const written = new Set(await readdir(dir));
  const code = blocks
    .join('\n\n')
    .replace(/(from\s+|import\s*\(\s*)'(\.[^']+)'/g, (whole, lead: string, specifier: string) => {
      const target = resolve(GUIDES_CODE, specifier);
      const sibling =
        dirname(target) === GUIDES_CODE && written.has(target.replace(/.*\//, '').replace(/\.js$/, '.ts'));
      return sibling ? whole : `${lead}'${pathToFileURL(target).href}'`;
    });
  const path = join(dir, file);
  await writeFile(path, code);
  const tsconfig = join(dir, 'tsconfig.json');
  await writeFile(tsconfig, JSON.stringify({ compilerOptions: { verbatimModuleSyntax: true } }));
  return run(process.execPath, ['--import', 'tsx', path], {
    cwd: process.cwd(),
    env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig },
  });
}
