import test from 'ava';
import { startJellyfinEmulator } from '../../src/emulators/jellyfin/index.js';
import { createJellyfinAdapter } from '../../src/integrations/jellyfin/adapter.js';
import { jellyfinConfigFromEnv } from '../../src/integrations/jellyfin/config.js';
import { apiReference } from '../helpers/apiReference.js';
import { loadOpenApi } from './kit/specs.js';
import { jsonRecordings } from './kit/recordings.js';
import type { Located } from './kit/conformance.js';
import { droppedFromLists, nulled, renamed } from './kit/drifts.js';
import { conformanceSuite } from './kit/suite.js';

// Jellyfin is held to the OpenAPI document its server generates (12.0.0, cut down to the music
// operations) and to real items recorded from a 10.9 server (tracks, albums, an artist).

const spec = loadOpenApi(apiReference('jellyfin', 'openapi', 'jellyfin-openapi-stable.music-trimmed.json'), 'jellyfin');
const items = 'fixtures/music-assistant-items';
const recorded = [
  'tracks_zombie_christmas.json',
  'tracks_thrown_away.json',
  'tracks_where_the_bands_are.json',
  'albums_infest.json',
  'albums_this_is_christmas.json',
  'albums_yesterday_when_i_was_mad.json',
  'artists_ash.json',
].map((file): [string, string] => [`${items}/${file}`, 'GetItem']);

/** The optional members of an item (ItemFields) and those that come with one of them. */
const ITEM_FIELDS = new Set<string>((spec.resolve('#/components/schemas/ItemFields') as { enum: string[] }).enum);
const COMES_WITH: Record<string, string> = { GenreItems: 'Genres', LockedFields: 'Settings', LockData: 'Settings' };

/** The person's server is named on our form, not in the environment: the test names the tapped one. */
const SERVER_VARIABLE = 'CONFORMANCE_SERVER_URL';
let server = '';

conformanceSuite(test, {
  reference: {
    service: 'jellyfin',
    spec,
    recordings: jsonRecordings('jellyfin', recorded),
    offSpec: [],
    errorSchema: { $ref: '#/components/schemas/ProblemDetails' },
    // Blur hashes are keyed by the tag of their image.
    maps: ['Primary', 'Backdrop', 'Logo', 'Thumb'].map((type) => `ImageBlurHashes.${type}`),
    resources: (body) => {
      const located: Located[] = [];
      const record = body as { Items?: unknown[]; Type?: unknown; Id?: unknown } | null;
      if (record && Array.isArray(record.Items))
        for (const value of record.Items) {
          const kind = (value as { Type?: unknown })?.Type;
          if (typeof kind === 'string') located.push({ kind, value, at: 'Items[]' });
        }
      else if (record && typeof record.Type === 'string' && typeof record.Id === 'string')
        located.push({ kind: record.Type, value: record, at: 'item' });
      return located;
    },
    // A query sends an item's optional members only when its `fields` names them; a read of one
    // item by id sends them all.
    excuses: (exchange, problem) => {
      if (problem.kind !== 'missingMember') return false;
      const member = /^(?:Items\[\]\.|item\.)?([A-Za-z]+)$/.exec(problem.path)?.[1];
      if (!member) return false;
      const field = COMES_WITH[member] ?? member;
      if (!ITEM_FIELDS.has(field)) return false;
      if (/^\/Items\/[^/]+$/.test(exchange.path)) return false;
      const asked = exchange.query.getAll('fields').flatMap((f) => f.split(','));
      return !asked.includes(field);
    },
    waivers: [],
  },
  unread: [],
  start: async (options) => {
    const emulator = await startJellyfinEmulator(options);
    return { ...emulator, env: { ...emulator.env, [SERVER_VARIABLE]: emulator.url } };
  },
  adapterFor: (env) => {
    server = env[SERVER_VARIABLE];
    return createJellyfinAdapter(jellyfinConfigFromEnv(env));
  },
  signIn: async (adapter, _emulator, catalogue) => {
    const user = catalogue.users[0];
    return (await adapter.formSignIn!.connect({ server, username: user.email, password: user.password })).tokens;
  },
  unknownTrackId: '0'.repeat(32),
  drifts: [renamed('RunTimeTicks', 'RuntimeTicks'), droppedFromLists('Name'), nulled('Id')],
});
