// The operations of the catalogue search without a user.
import { SERVICE_IDS } from '../../integrations/serviceIds.js';
import { SEARCH } from '../examples.js';
import type { OperationsByPath } from '../operation.js';
import { arrayOf, bool, obj, ref, str } from '../schemaKit.js';
import { PUBLIC } from '../security.js';

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
