// The operations of the catalogue search without a user.
import { SERVICE_IDS } from '../../integrations/serviceIds.js';
import { searchBody } from '../../catalogue/schemas.js';
import { fromJoi } from '../fromJoi.js';
import type { OperationsByPath } from '../operation.js';
import { arrayOf, bool, nullable, obj, str } from '../schemaKit.js';
import { PUBLIC } from '../security.js';

export function catalogueOperations(): OperationsByPath {
  return {
    '/public/search': {
      post: {
        summary: 'C1: catalogue search across services, without a user.',
        tag: 'Catalogue',
        credentials: PUBLIC,
        body: fromJoi(searchBody),
        ok: {
          status: 200,
          schema: obj({
            tracks: {
              ...arrayOf(
                obj({
                  source: { enum: [...SERVICE_IDS] },
                  status: { enum: ['ok', 'unavailable', 'rateLimited', 'unsupported', 'error'] },
                  type: { enum: ['track', 'album', 'artist'] },
                  data: nullable({
                    type: 'object',
                    description:
                      'The item as the service describes it: tracks add artistNames, albumName, isrc, duration, imageUrl, previewUrl and url; albums and artists their own fields.',
                    properties: { externalId: nullable(str), name: str },
                    required: ['externalId', 'name'],
                  }),
                }),
              ),
              description:
                'Every source’s results in the order asked, whatever the type (the interface names the list `tracks`); a source that failed gives one item with its status and `data: null`.',
            },
          }),
        },
        errors: [400, 401, 403],
      },
    },
    '/public/search/introspection': {
      get: {
        summary: 'C2: the sources and what each supports.',
        tag: 'Catalogue',
        credentials: PUBLIC,
        ok: {
          status: 200,
          schema: obj({
            sources: arrayOf(
              obj({
                id: { enum: [...SERVICE_IDS] },
                name: str,
                types: arrayOf({ enum: ['track', 'album', 'artist'] }),
                catalogueSearch: bool,
                isrcSearch: bool,
                capabilities: { type: 'object', description: 'Everything the service can and cannot do (C2).' },
              }),
            ),
          }),
        },
        errors: [401, 403],
      },
    },
  };
}
