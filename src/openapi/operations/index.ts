// Every operation of the app but the dashboard's, by path, in the order the document lists them.
import type { OperationsByPath } from '../operation.js';
import { catalogueOperations } from './catalogue.js';
import { connectedUserOperations } from './connectedUsers.js';
import { docsOperations, docsSessionOperations } from './docs.js';
import { healthOperations } from './health.js';
import { hostedPageOperations } from './hostedPages.js';
import { libraryOperations } from './library.js';
import { signInOperations } from './signIn.js';
import { syncOperations } from './syncs.js';
import { transferOperations } from './transfers.js';
import { usageOperations } from './usage.js';
import { webhookOperations } from './webhooks.js';

/**
 * The order of the groups is the order of the document's paths; a path in two groups keeps its
 * first place and takes the later group's operations.
 */
export function operations(appPath: string): OperationsByPath {
  const app = appPath || '';
  return {
    ...healthOperations(),
    ...docsOperations(),
    ...signInOperations(),
    ...connectedUserOperations(),
    ...docsSessionOperations(),
    ...transferOperations(),
    ...syncOperations(),
    ...webhookOperations(),
    ...usageOperations(),
    ...catalogueOperations(),
    ...libraryOperations(),
    ...hostedPageOperations(app),
  };
}
