import test from 'ava';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { startPlexEmulator } from '../../src/emulators/plex/index.js';
import { createPlexAdapter } from '../../src/integrations/plex/adapter.js';
import { plexConfigFromEnv } from '../../src/integrations/plex/config.js';
import { apiReference } from '../helpers/apiReference.js';
import { pinSignIn } from '../integrations/plex/pinSignIn.js';
import { signInPage, type Recording, type Waiver } from './kit/conformance.js';
import { droppedFromLists, nulled, renamed } from './kit/drifts.js';
import { loadOpenApi } from './kit/specs.js';
import { conformanceSuite } from './kit/suite.js';

// Plex publishes no spec: the reference is the community OpenAPI (trimmed to the music
// operations) with the plex.tv PIN paths of its earlier version. No answer of Plex's was ever
// recorded: the PIN answer's example in that spec stands in for one, so that something real-shaped
// is compared; every other answer is held to the schemas alone.

type Doc = { servers?: unknown; paths: Record<string, unknown>; components: { schemas: Record<string, any> } };

const folder = apiReference('plex', 'openapi');
const pms = parseYaml(readFileSync(join(folder, 'plex-api-spec.music-trimmed.yaml'), 'utf8'), {
  maxAliasCount: -1,
}) as Doc;
const pinsDoc = parseYaml(readFileSync(join(folder, 'plextv-pins.extracted-2025-09.yaml'), 'utf8')) as Doc;

/** plex.tv's paths stand under `/api/v2`, as its operations' own `servers` put them. */
const PLEX_TV = ['/user', '/users/signin', '/resources'];
const paths: Record<string, unknown> = {};
for (const [path, item] of Object.entries(pms.paths)) paths[PLEX_TV.includes(path) ? `/api/v2${path}` : path] = item;
for (const [path, item] of Object.entries(pinsDoc.paths)) paths[`/api/v2${path}`] = item;
// The emulator serves plex.tv and the server on one address: one document, both sets of paths.
const merged = { ...pms, servers: [{ url: 'http://localhost/' }], paths };
// The spec's Guid ids are films' and shows' only (imdb, tmdb, tvdb); music items carry `mbid://`
// (the reference's README): the pattern is widened to them.
const guidId = merged.components.schemas.Metadata.properties.Guid.items.properties.id;
guidId.pattern = '^(imdb|tmdb|tvdb|mbid)://.+$';
const file = join(mkdtempSync(join(tmpdir(), 'plex-spec-')), 'plex.json');
writeFileSync(file, JSON.stringify(merged));
const spec = loadOpenApi(file, 'plex');

const pinExample = (pinsDoc.paths['/pins'] as any).post.responses['201'].content['application/json'].schema[
  'x-examples'
]['Example 1'];
const recordings: Recording[] = [
  {
    file: 'openapi/plextv-pins.extracted-2025-09.yaml (getPin, Example 1)',
    operation: 'getPin',
    status: 201,
    body: pinExample,
  },
  {
    file: 'openapi/plextv-pins.extracted-2025-09.yaml (getPin, Example 1)',
    operation: 'getTokenByPinId',
    status: 200,
    body: pinExample,
  },
];

const unknownParameter = (operation: string, path: string, reason: string): Waiver => ({
  operation,
  kind: 'unknownParameter',
  path,
  reason,
});
const MEDIA_QUERY =
  'the spec’s `mediaQuery` is exploded into the query (style form): each filter is a parameter of its own name, `type` and `userRating` among them';
const GUIDS = 'a PMS reads `includeGuids=1` on every list of metadata; the spec names it on listContent only';
const PLAYLIST_EDIT =
  'what Plex clients send to make and edit a playlist (python-plexapi, Plex Web); the spec lists only `uri` and `playQueueID` (the reference’s README)';

const waivers: Waiver[] = [
  unknownParameter('listContent', 'type', MEDIA_QUERY),
  unknownParameter('listContent', 'userRating', MEDIA_QUERY),
  unknownParameter('getPlaylistItems', 'includeGuids', GUIDS),
  unknownParameter('getMetadataItem', 'includeGuids', GUIDS),
  unknownParameter('createPlaylist', 'type', PLAYLIST_EDIT),
  unknownParameter('createPlaylist', 'title', PLAYLIST_EDIT),
  unknownParameter('createPlaylist', 'smart', PLAYLIST_EDIT),
  unknownParameter('updatePlaylist', 'title', PLAYLIST_EDIT),
  unknownParameter('updatePlaylist', 'summary', PLAYLIST_EDIT),
  {
    operation: 'setRating',
    kind: 'parameterValue',
    path: 'rating',
    reason: 'a rating is cleared with -1, as Plex clients clear it; the spec’s range 0–10 leaves clearing out',
  },
];

conformanceSuite(test, {
  reference: {
    service: 'plex',
    spec,
    recordings,
    // Plex's web app page, where the person allows the PIN.
    offSpec: signInPage(/^\/auth$/),
    // A server's failures are small HTML pages; plex.tv's are declared where they are answered.
    errorSchema: null,
    waivers,
  },
  start: (options) => startPlexEmulator(options),
  adapterFor: (env) => createPlexAdapter(plexConfigFromEnv(env)),
  signIn: async (adapter, _emulator, catalogue) =>
    (await (await pinSignIn(adapter, catalogue.users[0])).finish()).tokens,
  unknownTrackId: '999999999999',
  drifts: [renamed('addedAt', 'added_at'), droppedFromLists('title'), nulled('accessToken')],
});
