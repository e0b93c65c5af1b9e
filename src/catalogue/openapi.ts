// The operations of the catalogue search without a user, and the shapes of its body and answer.
import { SERVICE_IDS } from '../integrations/serviceIds.js';
import type { OperationsByPath } from '../http/openapi/operation.js';
import { fromJoi } from '../http/openapi/fromJoi.js';
import { arrayOf, bool, int, nullable, obj, ref, str, type Schema } from '../http/openapi/schemaKit.js';
import { TRACK } from '../http/openapi/examples.js';
import { EXAMPLE_SERVICES } from '../integrations/services.js';
import { searchBody } from './schemas.js';
import { PUBLIC } from '../http/openapi/security.js';

export function catalogueOperations(): OperationsByPath {
  return {
    '/public/search': {
      post: {
        code: 'C1',
        summary: 'Search the catalogues of several services',
        description:
          'Searches the music services’ catalogues without a connected user, with the services’ own app credentials, on the account’s share of each service’s budget. Up to 10 results per source, in the order of `sources`; a source that fails gives one item with its `status` and `data: null`, and never fails the others. Whether a service gives the ISRC varies (the empty string when not). `GET /public/search/introspection` says which services can search without a user.',
        tag: 'Catalogue',
        credentials: PUBLIC,
        body: ref('CatalogueSearch'),
        bodyExample: SEARCH,
        ok: {
          status: 200,
          schema: obj({
            tracks: {
              ...arrayOf(ref('CatalogueItem')),
              description:
                'Every source’s results in the order asked, whatever the type (the interface names the list `tracks`).',
            },
          }),
        },
        errors: [400, 401, 403],
      },
    },
    '/public/search/introspection': {
      get: {
        code: 'C2',
        summary: 'List the catalogue sources and what each supports',
        description:
          'The music services of this deployment: which item types each searches, whether it searches without a user (`catalogueSearch`) and by ISRC, and everything it can and cannot do (`capabilities`).',
        tag: 'Catalogue',
        credentials: PUBLIC,
        ok: {
          status: 200,
          schema: obj({
            sources: arrayOf(
              obj({
                id: { type: 'string', enum: [...SERVICE_IDS] },
                name: str,
                types: arrayOf({ enum: ['track', 'album', 'artist'] }),
                catalogueSearch: bool,
                isrcSearch: bool,
                capabilities: {
                  type: 'object',
                  additionalProperties: true,
                  description: 'Everything the service can and cannot do, by name (C2).',
                },
              }),
            ),
          }),
        },
        errors: [401, 403],
      },
    },
  };
}

/** C1's body, one shape per `type`: what the route takes for a search of that type. */
function catalogueSearchOf(type: string): Schema {
  const body = fromJoi(searchBody) as Schema & { properties: Record<string, Schema> };
  return { ...body, properties: { ...body.properties, type: { type: 'string', const: type } } };
}

/** C1's body: works as it is against any account, a docs session's too. */
const SEARCH = {
  type: 'track',
  track: 'Everything In Its Right Place',
  artist: 'Radiohead',
  sources: [EXAMPLE_SERVICES.source, EXAMPLE_SERVICES.destination],
};
const CATALOGUE_ITEM = {
  source: EXAMPLE_SERVICES.source,
  status: 'ok',
  type: 'track',
  data: {
    externalId: TRACK.id,
    name: TRACK.name,
    artistNames: ['Radiohead'],
    albumName: 'Kid A',
    imageUrl: '',
    previewUrl: null,
    isrc: 'GBAYE0000351',
    duration: 251_000,
    url: 'https://open.spotify.com/track/6LgJvl0Xdtc73RJ1mmpotq',
  },
};

const SOURCE: Schema = { type: 'string', enum: [...SERVICE_IDS], description: 'The service searched.' };
const ITEM_TYPE: Schema = { enum: ['track', 'album', 'artist'] };
/** An item a source found. */
const FOUND: Schema = obj({
  externalId: {
    type: 'string',
    description: 'The item’s id on the service (an artist without one: the empty string).',
  },
  name: str,
  artistNames: {
    ...nullable(arrayOf(str)),
    description: 'A track’s or an album’s artists; an artist’s own name.',
  },
  albumName: { ...nullable(str), description: 'A track’s album; an album’s own name; null for an artist.' },
  imageUrl: { type: 'string', description: 'The empty string when the service has none.' },
  previewUrl: { ...nullable(str), description: 'A track’s preview; null for albums and artists.' },
  isrc: { type: 'string', description: 'A track’s ISRC; the empty string when the service does not give it.' },
  duration: { ...nullable(int), description: 'A track’s length in milliseconds; null for albums and artists.' },
  url: { type: 'string', description: 'The item on the service’s own site; the empty string when unknown.' },
});

/** The component schemas of C1’s body and answer, by name. */
export const CATALOGUE_SCHEMAS: Record<string, Schema> = {
  CatalogueSearch: {
    oneOf: [ref('TrackSearch'), ref('AlbumSearch'), ref('ArtistSearch')],
    discriminator: {
      propertyName: 'type',
      mapping: {
        track: '#/components/schemas/TrackSearch',
        album: '#/components/schemas/AlbumSearch',
        artist: '#/components/schemas/ArtistSearch',
      },
    },
    description: 'C1’s body: what to search for, by `type`, and in which services.',
  },
  TrackSearch: catalogueSearchOf('track'),
  AlbumSearch: catalogueSearchOf('album'),
  ArtistSearch: catalogueSearchOf('artist'),
  CatalogueItem: {
    oneOf: [ref('CatalogueItemFound'), ref('CatalogueItemFailed')],
    description:
      'One result of C1, told apart by `status`: `ok` with the item found in `data`, or a source that failed, once, with `data: null`.',
  },
  CatalogueItemFound: obj({
    source: SOURCE,
    status: { type: 'string', const: 'ok', description: 'A result.' },
    type: ITEM_TYPE,
    data: { ...FOUND, description: 'The item found.' },
  }),
  CatalogueItemFailed: obj({
    source: SOURCE,
    status: {
      enum: ['unavailable', 'rateLimited', 'unsupported', 'error'],
      description:
        'Why the source gave nothing: `unavailable` (could not be reached), `rateLimited`, `unsupported` (cannot search without a user, or not set up here) or `error`.',
    },
    type: ITEM_TYPE,
    data: { type: 'null', description: 'Nothing: the source failed.' },
  }),
};

/** Their examples. */
export const CATALOGUE_EXAMPLES: Record<string, unknown> = {
  CatalogueSearch: SEARCH,
  TrackSearch: SEARCH,
  AlbumSearch: {
    type: 'album',
    album: 'Kid A',
    artist: 'Radiohead',
    sources: [EXAMPLE_SERVICES.source, EXAMPLE_SERVICES.destination],
  },
  ArtistSearch: { type: 'artist', artist: 'Radiohead', sources: [EXAMPLE_SERVICES.source] },
  CatalogueItem: CATALOGUE_ITEM,
  CatalogueItemFound: CATALOGUE_ITEM,
  CatalogueItemFailed: { source: EXAMPLE_SERVICES.destination, status: 'unavailable', type: 'track', data: null },
};
