import test from 'ava';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { startSubsonicEmulator } from '../../src/emulators/subsonic/index.js';
import type { EmulatorOptions } from '../../src/emulators/kit/types.js';
import { createSubsonicAdapter } from '../../src/integrations/subsonic/adapter.js';
import { subsonicConfigFromEnv } from '../../src/integrations/subsonic/config.js';
import type { MusicServiceAdapter } from '../../src/integrations/types.js';
import type { Catalogue } from '../../src/emulators/catalogue/types.js';
import { apiReference } from '../helpers/apiReference.js';
import type { Exchange } from './kit/tap.js';
import { loadOpenApi } from './kit/specs.js';
import { jsonRecordings } from './kit/recordings.js';
import { droppedFromLists, nulled, renamed } from './kit/drifts.js';
import { conformanceSuite } from './kit/suite.js';
import { tapEnvironment } from './kit/tap.js';
import { ConformanceChecker, describe, type ServiceReference } from './kit/conformance.js';
import type { Problem } from './kit/schemas.js';
import type { Schema } from './kit/specs.js';
import { createCatalogue } from '../../src/emulators/catalogue/index.js';
import { memorySession } from '../integrations/contract.js';

// Subsonic is held to the official OpenSubsonic OpenAPI document and to answers recorded from
// live Navidrome servers (0.49.3 and 0.55.2): where they differ, the recording wins.

/**
 * The OpenSubsonic document is split over files that point at each other: its one file here, every
 * other file's content kept under `x-files` and each reference turned into a pointer to it.
 */
function bundledSpec(): string {
  const root = apiReference('subsonic', 'openapi', 'openapi.json');
  const base = dirname(root);
  const files: Record<string, unknown> = {};
  const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  const load = (file: string): string => {
    const key = relative(base, file);
    if (!(key in files)) {
      files[key] = null;
      files[key] = rewrite(JSON.parse(readFileSync(file, 'utf8')), dirname(file));
    }
    return key;
  };
  const rewrite = (node: unknown, dir: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, dir));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && !v.startsWith('#')) {
        const [file, fragment = ''] = v.split('#');
        out[k] = `#/x-files/${escape(load(resolve(dir, file)))}${fragment}`;
      } else out[k] = rewrite(v, dir);
    }
    return out;
  };
  const doc = rewrite(JSON.parse(readFileSync(root, 'utf8')), base) as Record<string, any>;
  // Path items are read as they stand: each is put in place of its reference.
  for (const [path, item] of Object.entries<Record<string, string>>(doc.paths)) {
    const key = item.$ref?.replace('#/x-files/', '').replace(/~1/g, '/').replace(/~0/g, '~');
    if (key) doc.paths[path] = files[key];
  }
  doc['x-files'] = files;
  doc.servers = [{ url: 'http://localhost/' }];
  const out = join(mkdtempSync(join(tmpdir(), 'opensubsonic-')), 'openapi.bundled.json');
  writeFileSync(out, JSON.stringify(doc));
  return out;
}

const spec = loadOpenApi(bundledSpec(), 'subsonic');
const navidrome = 'fixtures/recorded-navidrome';

/** Every call's credentials and common parameters are the spec's security schemes, not its parameters. */
const COMMON = ['u', 't', 's', 'p', 'v', 'c', 'f', 'apiKey'];

/** The form's server as the tap shows it to the adapter (the emulator's own address is typed on the form). */
let tappedServer = '';

async function formSignIn(adapter: MusicServiceAdapter, _emulator: unknown, catalogue: Catalogue) {
  const listener = catalogue.users[0];
  const { tokens } = await adapter.formSignIn!.connect({
    server: tappedServer,
    username: listener.email,
    password: listener.password,
  });
  return tokens;
}

const failedAnswer = (exchange: Exchange) =>
  (exchange.responseBody as { 'subsonic-response'?: { status?: string } } | undefined)?.['subsonic-response']
    ?.status === 'failed';

/** A schema with its reference followed. */
const deref = (schema: Schema | undefined): Schema | undefined => {
  let current = schema;
  while (current && typeof current.$ref === 'string') current = spec.resolve(current.$ref);
  return current;
};

/** Whether a form field's text reads as a value of the schema (a list's field carries one of its items). */
function readsAs(text: string, schema: Schema | undefined): boolean {
  const own = deref(schema);
  switch (own?.type) {
    case 'array':
      return readsAs(text, own.items as Schema | undefined);
    case 'integer':
      return /^-?\d+$/.test(text);
    case 'number':
      return text.trim() !== '' && Number.isFinite(Number(text));
    case 'boolean':
      return text === 'true' || text === 'false';
    case 'string':
      return true;
    default:
      return false;
  }
}

/**
 * A form POST's fields are text, a list its field repeated, and the tap keeps one value of each:
 * a field is what the spec's body schema says where its text reads as that.
 */
function formFieldFits(exchange: Exchange, problem: Problem): boolean {
  if (problem.kind !== 'type' || !problem.path.startsWith('request:')) return false;
  if (!exchange.requestContentType?.includes('application/x-www-form-urlencoded')) return false;
  const name = problem.path.slice('request:'.length);
  const text = (exchange.requestBody as Record<string, unknown> | undefined)?.[name];
  const body = deref(spec.find(exchange.method, exchange.path)?.requestBody?.schema);
  const property = (body?.properties as Record<string, Schema> | undefined)?.[name];
  return typeof text === 'string' && property !== undefined && readsAs(text, property);
}

const reference: ServiceReference = {
  service: 'subsonic',
  spec,
  recordings: jsonRecordings('subsonic', [
    [`${navidrome}/ping__ping_convert.json`, 'ping'],
    [`${navidrome}/get_user__conversion_get_user.json`, 'getUser'],
    [`${navidrome}/get_playlists__conversion_get_playlists.json`, 'getPlaylists'],
    [`${navidrome}/get_playlist__conversion_get_playlist.json`, 'getPlaylist'],
    [`${navidrome}/create_playlist__conversion_create_playlist.json`, 'createPlaylist'],
    [`${navidrome}/create_playlist__conversion_overwrite_playlist.json`, 'createPlaylist'],
    [`${navidrome}/get_album__conversion_get_album.json`, 'getAlbum'],
    [`${navidrome}/get_album__conversion_navidrome_0_55_2.json`, 'getAlbum'],
    [`${navidrome}/get_artist__conversion_get_artist.json`, 'getArtist'],
    [`${navidrome}/get_song__conversion_get_song.json`, 'getSong'],
    [`${navidrome}/search3__conversion_get_album.json`, 'search3'],
    [`${navidrome}/ping__convert_error.json`, 'error'],
  ]),
  offSpec: [],
  errorSchema: null,
  isError: failedAnswer,
  // Go's encoder leaves an empty list out: a kind search3 was asked none of (`albumCount=0`), and
  // a page past the last (search3 gives no totals, so a full page is followed by one more ask).
  excuses: (exchange, problem) => {
    if (formFieldFits(exchange, problem)) return true;
    const kind = /^subsonic-response\.searchResult3\.(artist|album|song)$/.exec(problem.path)?.[1];
    if (problem.kind !== 'missingMember' || kind === undefined) return false;
    return exchange.query.get(`${kind}Count`) === '0' || Number(exchange.query.get(`${kind}Offset`) ?? 0) > 0;
  },
  waivers: [
    ...COMMON.map((name) => ({
      operation: '*',
      kind: 'unknownParameter' as const,
      path: name,
      reason: 'credentials, version, client and format are the spec’s security schemes, sent on every call',
    })),
    ...COMMON.map((name) => ({
      operation: '*',
      kind: 'unknownMember' as const,
      path: `request:${name}`,
      reason:
        'the docs’ form POST sends credentials, version, client and format in the body; the spec names them only as security schemes in the query',
    })),
    {
      operation: 'getUser',
      kind: 'unknownMember',
      path: 'subsonic-response.user.email',
      reason:
        'the getUser page’s examples and Navidrome’s serializer snapshot both carry the e-mail; the schema leaves it out',
    },
    {
      operation: 'getArtist',
      kind: 'missingMember',
      path: 'subsonic-response.artist.album[].*',
      reason:
        'Navidrome 0.49.3 listed an artist’s albums in the folder model (isDir, title, parent); the ID3 model the spec and 0.55 use has none of them',
    },
    {
      operation: 'search3',
      kind: 'missingMember',
      path: 'subsonic-response.searchResult3.album[].*',
      reason:
        'Navidrome 0.49.3 answered search3’s albums in the folder model (the reference README says so); the spec’s are AlbumID3',
    },
  ],
};

conformanceSuite(test, {
  reference,
  start: async (options: EmulatorOptions) => {
    const emulator = await startSubsonicEmulator(options);
    // A `_URL` for the suite to tap: the form's server, which no variable of the adapter names.
    return { ...emulator, env: { ...emulator.env, SUBSONIC_SERVER_URL: emulator.url } };
  },
  adapterFor: (env) => {
    tappedServer = env.SUBSONIC_SERVER_URL;
    return createSubsonicAdapter(subsonicConfigFromEnv(env));
  },
  signIn: formSignIn,
  unknownTrackId: '0000000000000000000000',
  drifts: [renamed('songCount', 'trackCount'), droppedFromLists('title'), nulled('name')],
});

test('the extensions are asked for, and a long list goes as the spec’s form POST', async (t) => {
  const catalogue = createCatalogue({ recordings: 1_000 });
  const emulator = await startSubsonicEmulator({ catalogue, rateLimit: null });
  const tapped = await tapEnvironment({ ...emulator.env, SUBSONIC_SERVER_URL: emulator.url });
  try {
    const adapter = createSubsonicAdapter(subsonicConfigFromEnv(tapped.env));
    const listener = catalogue.users[0];
    const { tokens } = await adapter.formSignIn!.connect({
      server: tapped.env.SUBSONIC_SERVER_URL,
      username: listener.email,
      password: listener.password,
    });
    const session = memorySession(adapter, tokens, listener.key);
    const created = await adapter.createPlaylist(session, { name: 'By form' });
    const ids = [...emulator.library.view.allTracks()].slice(0, 300).map((track) => track.id);
    t.is(ids.length, 300);
    await adapter.addPlaylistItems(session, created.id, ids);
    await adapter.likeTracks(session, ids.slice(0, 3));

    const checker = new ConformanceChecker(reference);
    const checked = tapped.exchanges.map((exchange) => checker.check(exchange));
    const count = (operation: string) => checked.filter((c) => c.operation === operation).length;
    t.is(count('getOpenSubsonicExtensions'), 1);
    t.is(count('postUpdatePlaylist'), 1);
    t.is(count('postStar'), 1);
    const posted = checked.find((c) => c.operation === 'postUpdatePlaylist')!.exchange;
    t.is(posted.query.size, 0, 'nothing in the query: the credentials are in the body');
    t.deepEqual(describe(checked), []);
  } finally {
    await tapped.close();
    await emulator.close();
  }
});
