import test from 'ava';
import { startTidalEmulator } from '../../src/emulators/tidal/index.js';
import { createTidalAdapter } from '../../src/integrations/tidal/adapter.js';
import { tidalConfigFromEnv } from '../../src/integrations/tidal/config.js';
import { apiReference } from '../helpers/apiReference.js';
import { loadOpenApi } from './kit/specs.js';
import { jsonRecordings } from './kit/recordings.js';
import { signInPage } from './kit/conformance.js';
import { droppedFromLists, nulled, renamed } from './kit/drifts.js';
import { conformanceSuite } from './kit/suite.js';

// TIDAL is held to its own OpenAPI document (the one its SDKs are generated from) and to real
// JSON:API answers recorded in 2025 (albums with their items, cursor pages of an album's items).

const spec = loadOpenApi(apiReference('tidal', 'openapi', 'tidal-api-oas.json'), 'tidal');
const harmony = 'fixtures/harmony';

conformanceSuite(test, {
  reference: {
    service: 'tidal',
    spec,
    recordings: jsonRecordings('tidal', [
      [
        `${harmony}/albums_filter-id-381265361_countryCode-US_include-artists,coverArt,items.artists,providers.json`,
        'get /albums',
      ],
      [
        `${harmony}/albums_filter-id-396698918_countryCode-US_include-artists,coverArt,items.artists,providers.json`,
        'get /albums',
      ],
      [
        `${harmony}/albums_filter-id-443692756_countryCode-SE_include-artists,coverArt,items.artists,providers.json`,
        'get /albums',
      ],
      [
        `${harmony}/albums_396698918_relationships_items_page-cursor-3nI1Esi.json`,
        'get /albums/{id}/relationships/items',
      ],
      [
        `${harmony}/albums_396698918_relationships_items_page-cursor-3nI1F0y_last-page.json`,
        'get /albums/{id}/relationships/items',
      ],
    ]),
    offSpec: [
      {
        id: 'token',
        method: 'POST',
        path: /^\/v1\/oauth2\/token$/,
        reference: 'the auth service is outside the API document: an RFC 6749 token answer',
      },
      ...signInPage(/^\/authorize$/),
    ],
    errorSchema: { $ref: '#/components/schemas/Errors_Document' },
    resources: (body) => {
      const document = body as { data?: unknown; included?: unknown[] };
      const primary = Array.isArray(document?.data)
        ? document.data.map((value) => ({ value, at: 'data[]' }))
        : document?.data
          ? [{ value: document.data, at: 'data' }]
          : [];
      const included = (document?.included ?? []).map((value) => ({ value, at: 'included[]' }));
      // Full resources only: identifiers carry a meta of their relationship, not of the resource.
      return [...primary, ...included]
        .filter(({ value }) => Boolean(value && typeof value === 'object' && 'attributes' in value))
        .map(({ value, at }) => ({ kind: (value as { type: string }).type, value, at }));
    },
    // A relationship carries data only when include= names it (the spec): as the first step of an
    // include path for the resources asked for; for a resource brought along, right after the step
    // that brought it (relationships are named after the type they lead to, `items` for entries).
    // Every recorded read asked for the album's artists, items and providers.
    excuses: (exchange, problem) => {
      const found = /^(data|data\[\]|included\[\])\.relationships\.([^.]+)\.data$/.exec(problem.path);
      if (problem.kind !== 'missingMember' || !found) return false;
      const [, at, relationship] = found;
      const type = /^(\w+) at /.exec(problem.message)?.[1] ?? '';
      const leadsTo = (step: string) => step === type || (step === 'items' && ['tracks', 'videos'].includes(type));
      const paths = (exchange.query.get('include') ?? '').split(',').map((path) => path.split('.'));
      const asked =
        at === 'included[]'
          ? paths.some((steps) => steps.some((step, i) => i > 0 && step === relationship && leadsTo(steps[i - 1])))
          : paths.some((steps) => steps[0] === relationship);
      return !asked;
    },
    waivers: [],
  },
  unread: [
    { kind: 'providers', reason: 'the adapter never asks who provided a release: providers come only when included' },
    { operation: 'get /albums', reason: 'albums are read one by one; their tracks and artists are compared by kind' },
    {
      operation: 'get /albums/{id}/relationships/items',
      reason: 'an album’s tracks come with the album read; the recorded pages’ tracks are compared by kind',
    },
  ],
  start: startTidalEmulator,
  adapterFor: (env) => createTidalAdapter(tidalConfigFromEnv(env)),
  unknownTrackId: '999999999999',
  drifts: [renamed('isrc', 'ISRC'), droppedFromLists('duration'), nulled('barcodeId')],
});
