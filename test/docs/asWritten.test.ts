import test from 'ava';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { followSignInLink } from '../../src/dev/signIn.js';
import { startAsNewcomer, type StartedAsNewcomer } from '../helpers/npmStart.js';
import { blocksOf, runShell, runTypeScript, unlike, type GuideBlock, type Ran } from './readerSteps.js';

// The quickstart and every guide, done as a stranger does them: each code block in order, against
// `npm start` (one start for every guide) with the credentials it prints. A guide fails on its
// first block that does not do what the text says.
//
// - A shell block runs in bash, the guide's blocks in one terminal (what one exports, the next
//   has, and nothing else of this process's environment), with the placeholders the text tells
//   the reader to fill in filled (Reader.fill). It must exit 0; curl exits non-zero on an answer
//   that is an error.
// - A json block right after a shell block is the answer the text shows for it: the answer printed
//   must be like it (readerSteps.unlike).
// - The TypeScript blocks of a guide, in order, are the module its "The whole file" line names,
//   run with tsx on the typed client (readerSteps.runTypeScript).
// - A block a person does in a browser is marked in the Markdown by `<!-- as written: <step> -->`
//   on the line before it, readers never see it; STEPS says how the test does each step.
// - Any other block is an error: a guide shows nothing a reader cannot run.

const GUIDES_DIR = 'docs/guides';
/** The seeded listener who signs in on the emulators' forms (each lists the seeded listeners). */
const LISTENER = 'demo@listeners.example';

let started: StartedAsNewcomer;
const modules = join('test-results', `as-written-${process.pid}`);

test.before(async (t) => {
  t.timeout(240_000);
  started = await startAsNewcomer();
});

test.after.always(async () => {
  await started?.stop();
  await rm(modules, { recursive: true, force: true });
});

/** A reader going through one guide: the terminal's environment, and where the browser came back. */
class Reader {
  /** A fresh terminal's: a variable the guide uses must come from the guide. */
  env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LANG: 'C.UTF-8' };
  /** The address the last sign-in sent the browser back to. */
  returnedTo: URL | null = null;
  /** The last shell block's output, for a json block that shows its answer. */
  lastShell: { block: GuideBlock; ran: Ran } | null = null;
  typeScript: GuideBlock[] = [];

  constructor(
    readonly guide: string,
    readonly markdown: string,
    readonly terminalDir: string,
  ) {}

  /** What the text tells a reader to put in place of each placeholder; the docs site itself writes `{base_url}` and `{app_url}`. */
  fill(code: string): string {
    const { ready } = started;
    const fills: [string, () => string | null | undefined][] = [
      ['{base_url}', () => ready.baseUrl],
      ['{app_url}', () => ready.appUrl],
      ['your-client-id', () => ready.clientId],
      ['your-client-secret', () => ready.clientSecret],
      ['YOUR_SLUG', () => ready.slug],
      ['uuid-from-the-address', () => this.returnedTo?.searchParams.get('integrationUserUUID')],
    ];
    return fills.reduce((text, [placeholder, value]) => {
      if (!text.includes(placeholder)) return text;
      const filled = value();
      if (!filled) throw new Error(`nothing to put in place of ${placeholder} yet`);
      return text.replaceAll(placeholder, filled);
    }, code);
  }

  where(block: GuideBlock): string {
    return `${this.guide}:${block.line} (${block.step ?? `${block.lang || 'unmarked'} block`})`;
  }
}

const printed = (ran: Ran) => `${ran.stdout}${ran.stderr}`.trim().slice(0, 2_000);

/** The steps a person does in a browser, by the words of their marker. */
const STEPS: Record<string, (reader: Reader, block: GuideBlock) => Promise<void>> = {
  // The block is the sign-in link: the listener opens it, signs in and allows access; the text then
  // reads the connected user from the address the browser is sent back to, the link's Return URL.
  'the listener opens this link and signs in': async (reader, block) => {
    const link = new URL(reader.fill(block.code.trim()));
    const back = await followSignInLink(link.toString(), LISTENER);
    const returnUrl = link.searchParams.get('returnUrl');
    if (`${back.origin}${back.pathname}` !== returnUrl)
      throw new Error(`the browser came back to ${back}, not ${returnUrl}`);
    if (!back.searchParams.get('integrationUserUUID'))
      throw new Error(`the browser came back without a connected user: ${back}`);
    reader.returnedTo = back;
  },
};

async function runBlock(reader: Reader, block: GuideBlock, next: GuideBlock | undefined): Promise<void> {
  if (block.step) {
    const step = STEPS[block.step];
    if (!step) throw new Error(`no such step: "${block.step}" (the steps are: ${Object.keys(STEPS).join('; ')})`);
    return step(reader, block);
  }
  if (block.lang === 'sh' || block.lang === 'bash') {
    const ran = await runShell(reader.fill(block.code), reader.terminalDir, reader.env);
    if (ran.status !== 0) throw new Error(`exited with ${ran.status}:\n${printed(ran)}`);
    reader.env = ran.env;
    reader.lastShell = { block, ran };
    return;
  }
  if (block.lang === 'json') {
    const shell = reader.lastShell;
    if (!shell) throw new Error('a json block shows the answer of the shell block right before it, and there is none');
    const shown: unknown = JSON.parse(reader.fill(block.code));
    let answer: unknown;
    try {
      answer = JSON.parse(shell.ran.stdout);
    } catch {
      throw new Error(`the block of line ${shell.block.line} printed no JSON answer:\n${printed(shell.ran)}`);
    }
    const differs = unlike(shown, answer);
    if (differs) throw new Error(`${differs}\nthe whole answer: ${shell.ran.stdout.slice(0, 2_000)}`);
    return;
  }
  if (block.lang === 'ts') {
    reader.typeScript.push(block);
    // A run of TypeScript blocks is run once it ends, with every TypeScript block of the guide so far.
    if (next?.lang !== 'ts' || next.step) await runTypeScriptSoFar(reader);
    return;
  }
  throw new Error('no way to run this block: make it a block a reader can run, or mark the step (see STEPS)');
}

/** Runs the guide's module as its TypeScript blocks make it so far; on failure, names the first block that breaks it. */
async function runTypeScriptSoFar(reader: Reader): Promise<void> {
  const file = /^The whole file: `examples\/guides\/(\w+\.ts)`\.$/m.exec(reader.markdown)?.[1] ?? `${reader.guide}.ts`;
  const blocks = reader.typeScript;
  const whole = await runTypeScript(
    modules,
    file,
    blocks.map((b) => reader.fill(b.code)),
  );
  if (whole.status === 0) return;
  for (let count = 1; count <= blocks.length; count++) {
    const ran = await runTypeScript(
      modules,
      file,
      blocks.slice(0, count).map((b) => reader.fill(b.code)),
    );
    if (ran.status !== 0)
      throw new Error(`${reader.where(blocks[count - 1])}: tsx exited with ${ran.status}:\n${printed(ran)}`);
  }
  // Every prefix loads but not the whole: the last block alone is what fails.
  throw new Error(`${reader.where(blocks[blocks.length - 1])}: tsx exited with ${whole.status}:\n${printed(whole)}`);
}

/** The guides in the order README.md lists them, the quickstart first; each file of the folder must be listed. */
function guidesInOrder(): string[] {
  const readme = readFileSync(join(GUIDES_DIR, 'README.md'), 'utf8');
  const listed = [...readme.matchAll(/^- \[[^\]]+\]\(([\w-]+\.md)\)$/gm)].map((m) => m[1]);
  const files = readdirSync(GUIDES_DIR).filter((name) => name.endsWith('.md') && name !== 'README.md');
  const unlisted = files.filter((name) => !listed.includes(name));
  if (unlisted.length > 0) throw new Error(`README.md does not list ${unlisted.join(', ')}`);
  return listed;
}

// Read at once: ava takes only the tests a file declares as it loads.
const guides = guidesInOrder();

test('the quickstart comes first, and every guide has code to run', async (t) => {
  t.is(guides[0], 'quickstart.md');
  for (const guide of guides) {
    const blocks = blocksOf(await readFile(join(GUIDES_DIR, guide), 'utf8'));
    t.true(blocks.length > 0, guide);
  }
});

for (const guide of guides) {
  test.serial(`${guide} runs as written`, async (t) => {
    t.timeout(180_000);
    const markdown = await readFile(join(GUIDES_DIR, guide), 'utf8');
    const blocks = blocksOf(markdown);
    const terminalDir = await mkdtemp(join(tmpdir(), 'as-written-'));
    const reader = new Reader(guide, markdown, terminalDir);
    try {
      let done = 0;
      for (const [index, block] of blocks.entries()) {
        try {
          await runBlock(reader, block, blocks[index + 1]);
        } catch (err) {
          const message = (err as Error).message;
          throw new Error(message.startsWith(`${guide}:`) ? message : `${reader.where(block)}: ${message}`);
        }
        done++;
      }
      t.is(done, blocks.length);
    } finally {
      await rm(terminalDir, { recursive: true, force: true });
    }
  });
}
