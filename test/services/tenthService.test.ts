import test from 'ava';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

// docs/adding-a-service.md, followed to the letter on a copy of the project: a made-up
// tenth service ("Zing") is the Deezer folders copied and renamed, its record filled, and one line
// added to the one list. Nothing else is changed, and every list picks it up: the compiler, the
// sign-in picker, the marks, the wizard, C2, the configuration table and its check, .env.example,
// and the addresses tests aim the services at.

const run = promisify(execFile);
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'test-results', '.local', 'results']);
const TIMEOUT = { timeout: 5 * 60_000, maxBuffer: 32 * 1024 * 1024 };

let copy: string;

test.before(() => {
  copy = mkdtempSync(join(tmpdir(), 'tenth-service-'));
  cpSync('.', copy, { recursive: true, filter: (path) => !SKIPPED.has(path.split('/').pop()!) });
  symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'));
});

test.after.always(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Step 1 of the guide: copy the closest service's two folders under the new id, renamed. */
function copyFolders(from: string, to: string, names: [RegExp, string][]): string[] {
  const written: string[] = [];
  for (const root of ['src/integrations', 'src/emulators']) {
    const source = join(copy, root, from);
    for (const file of files(source)) {
      const target = join(copy, root, to, relative(source, file));
      cpSync(file, target);
      let text = readFileSync(target, 'utf8');
      for (const [pattern, name] of names) text = text.replace(pattern, name);
      writeFileSync(target, text);
      written.push(relative(copy, target));
    }
  }
  return written;
}

function edit(file: string, change: (text: string) => string): void {
  const path = join(copy, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

test('a tenth service in its own folders and one line of the list reaches every list', async (t) => {
  t.timeout(10 * 60_000);
  const before = new Map(files(copy).map((file) => [file, readFileSync(file)]));
  const written = copyFolders('deezer', 'zing', [
    [/deezer/g, 'zing'],
    [/Deezer/g, 'Zing'],
    [/DEEZER/g, 'ZING'],
  ]);
  // Step 2: fill the record (its mark here) and leave out `stream` (only the first five have one).
  edit('src/integrations/zing/service.ts', (text) =>
    text.replace(/mark: \{[^}]*\}/, "mark: { shape: 'square', colour: '#0A7E8C', ink: '#FFFFFF', letter: 'Z' }"),
  );
  edit('src/emulators/zing/habits.ts', (text) => text.replace(/\n\s*stream: '\w+',/, ''));
  // Step 3: one line in the one list.
  edit('src/integrations/services.ts', (text) =>
    text
      .replace("import { lastfm } from './lastfm/service.js';", "$&\nimport { zing } from './zing/service.js';")
      .replace(/(\n\s*)(\w+),(\n\] as const)/, '$1$2,$1zing,$3'),
  );
  const changed = files(copy).filter((file) => {
    const old = before.get(file);
    return !old || !old.equals(readFileSync(file));
  });
  t.deepEqual(
    changed.map((file) => relative(copy, file)).sort(),
    [...written, 'src/integrations/services.ts'].sort(),
    'only the new folders and the list changed',
  );

  // The compiler takes the new service, as every other typed list of services does.
  await run('npx', ['tsc', '--noEmit', '-p', '.'], { cwd: copy, ...TIMEOUT });

  // The configuration check notices the new variables; the docs command writes them.
  const stale = await run('npx', ['tsx', 'src/docs/serviceVariables.ts', '--check'], { cwd: copy, ...TIMEOUT }).then(
    () => null,
    (err: { stderr: string }) => err.stderr,
  );
  t.regex(stale ?? '', /README\.md: the music services' variables are stale/);
  await run('npx', ['tsx', 'src/docs/serviceVariables.ts'], { cwd: copy, ...TIMEOUT });
  t.regex(readFileSync(join(copy, 'README.md'), 'utf8'), /^\| `ZING_API_URL` \| `https:\/\/api\.zing\.com` \|/m);
  t.regex(readFileSync(join(copy, '.env.example'), 'utf8'), /^# ZING_REQUESTS_PER_SECOND=9$/m);

  // The rest is seen from outside, on the running system of the copy: its own test of Zing.
  writeFileSync(join(copy, 'test', 'zing.test.ts'), ZING_TEST);
  const { stdout } = await run(
    'npx',
    ['ava', 'test/zing.test.ts', 'test/architecture/configuration.test.ts', 'test/architecture/serviceIds.test.ts'],
    // The copy's files are not this run's: none of its timings are listed with ours.
    { cwd: copy, ...TIMEOUT, env: { ...process.env, CI: '1', TEST_TIMINGS: '' } },
  ).catch((err: { stdout: string; stderr: string }) => {
    t.fail(`${err.stdout}\n${err.stderr}`);
    return { stdout: '' };
  });
  t.regex(stdout, /\b8 tests passed/);
});

/** The copy's own test of Zing, from a partner's and a person's side. */
const ZING_TEST = `import test from 'ava';
import { useSystem, RETURN_URL } from './helpers/useSystem.js';
import { SERVICE_URL_VARIABLES } from './helpers/system.js';
import { h } from 'preact';
import { renderFragment } from '../src/html/render.js';
import { ServiceMark } from '../src/pages/marks.js';
import { parsePage } from './helpers/dom.js';
import { SERVICE_IDS } from '../src/integrations/serviceIds.js';

const used = useSystem(test, {
  services: ['spotify', 'zing'],
  recordings: 300,
  partner: { slug: 'ten', name: 'Ten', isTransferServiceEnabled: true, enabledIntegrations: ['spotify', 'zing'] },
});

test('the lists of ids and marks, and the test addresses, hold Zing', (t) => {
  t.is(SERVICE_IDS.at(-1), 'zing');
  const mark = parsePage(renderFragment(h(ServiceMark, { id: 'zing' }))).document.querySelector('svg.mark > :first-child');
  t.is(mark?.getAttribute('fill'), '#0A7E8C');
  t.true(SERVICE_URL_VARIABLES.includes('ZING_API_URL') && SERVICE_URL_VARIABLES.includes('ZING_CONNECT_URL'));
});

test('the sign-in picker offers Zing, with its mark and what connecting it allows', async (t) => {
  const html = await fetch(\`\${used.url}/connect/ten?returnUrl=\${encodeURIComponent(RETURN_URL)}\`).then((r) => r.text());
  const { screen, text } = parsePage(html);
  const link = screen.getByRole('link', { name: 'Zing' });
  t.is(link.getAttribute('data-service'), 'zing');
  t.truthy(link.querySelector('.tile[data-tile="zing"] svg.mark'));
  t.regex(text(), /see your name, email address and listening history/);
});

test('the wizard offers Zing on both sides', async (t) => {
  // The start link opens a session in a cookie and sends the browser on to the wizard.
  const started = await fetch(\`\${used.url}/connect/transfer/start/ten?returnUrl=\${encodeURIComponent(RETURN_URL)}\`, {
    redirect: 'manual',
  });
  const cookie = started.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const html = await fetch(new URL(started.headers.get('location')!, used.url), { headers: { cookie } }).then((r) =>
    r.text(),
  );
  const { document } = parsePage(html);
  t.truthy(document.querySelector('[data-connect="source-zing"]'));
  t.truthy(document.querySelector('[data-connect="destination-zing"]'));
});

test('C2 lists Zing, and C1 searches its emulator', async (t) => {
  const introspection = await used.api().get('public/search/introspection').json<{ sources: { id: string; name: string }[] }>();
  t.deepEqual(introspection.sources.find((s) => s.id === 'zing')?.name, 'Zing');
  const recording = used.catalogue.recordings.find((r) => !r.absentFrom.includes('zing'))!;
  const found = await used
    .api()
    .post('public/search', { json: { type: 'track', track: recording.title, sources: ['zing'] } })
    .json<{ tracks: { source: string; status: string }[] }>();
  t.true(found.tracks.length > 0);
  t.true(found.tracks.every((item) => item.source === 'zing' && item.status === 'ok'), JSON.stringify(found.tracks[0]));
});
`;
