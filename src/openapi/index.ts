// Every operation of the app but the dashboard's, by path, in the order the document lists them,
// and every component schema with its example. Each resource keeps its own in its openapi.ts.
import type { OperationsByPath } from '../http/openapi/operation.js';
import type { Schema } from '../http/openapi/schemaKit.js';
import { ACCOUNT_EXAMPLES, ACCOUNT_SCHEMAS, accountOperations } from '../accounts/openapi.js';
import { CATALOGUE_EXAMPLES, CATALOGUE_SCHEMAS, catalogueOperations } from '../catalogue/openapi.js';
import { DOCS_EXAMPLES, DOCS_SCHEMAS, docsOperations, docsSessionOperations } from '../docs/openapi.js';
import { healthOperations } from '../health/openapi.js';
import {
  LIBRARY_EXAMPLES,
  LIBRARY_SCHEMAS,
  libraryOperations,
  SNAPSHOT_EXAMPLES,
  SNAPSHOT_SCHEMAS,
} from '../library/openapi.js';
import { SIGN_IN_EXAMPLES, SIGN_IN_SCHEMAS, signInOperations, signInPageOperations } from '../signin/openapi.js';
import { SYNC_EXAMPLES, SYNC_SCHEMAS, syncOperations } from '../syncs/openapi.js';
import { TRANSFER_EXAMPLES, TRANSFER_SCHEMAS, transferOperations } from '../transfers/openapi.js';
import { USAGE_EXAMPLES, USAGE_SCHEMAS, usageOperations } from '../usage/openapi.js';
import {
  connectedUserOperations,
  PREAUTHORIZED_EXAMPLES,
  PREAUTHORIZED_SCHEMAS,
  USER_EXAMPLES,
  USER_SCHEMAS,
} from '../users/openapi.js';
import { WEBHOOK_EXAMPLES, WEBHOOK_SCHEMAS, webhookOperations } from '../webhooks/openapi.js';
import { wizardPageOperations } from '../wizard/openapi.js';
import { ERROR_EXAMPLES, ERROR_SCHEMAS } from './render.js';

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
    ...accountOperations(),
    ...usageOperations(),
    ...catalogueOperations(),
    ...libraryOperations(),
    ...wizardPageOperations(app),
    ...signInPageOperations(app),
  };
}

/** The component schemas of the document, in the order it lists them. */
export const SCHEMAS: Record<string, Schema> = {
  ...USAGE_SCHEMAS,
  ...ERROR_SCHEMAS,
  ...LIBRARY_SCHEMAS,
  ...USER_SCHEMAS,
  ...SIGN_IN_SCHEMAS,
  ...DOCS_SCHEMAS,
  ...PREAUTHORIZED_SCHEMAS,
  ...CATALOGUE_SCHEMAS,
  ...TRANSFER_SCHEMAS,
  ...SYNC_SCHEMAS,
  ...SNAPSHOT_SCHEMAS,
  ...WEBHOOK_SCHEMAS,
  ...ACCOUNT_SCHEMAS,
};

// One example for each schema of the document, as the API answers it; a test validates each
// against its schema, so an example cannot drift from what it shows.
export const EXAMPLES: Record<string, unknown> = {
  ...ERROR_EXAMPLES,
  ...LIBRARY_EXAMPLES,
  ...USER_EXAMPLES,
  ...SIGN_IN_EXAMPLES,
  ...DOCS_EXAMPLES,
  ...PREAUTHORIZED_EXAMPLES,
  ...CATALOGUE_EXAMPLES,
  ...USAGE_EXAMPLES,
  ...TRANSFER_EXAMPLES,
  ...SYNC_EXAMPLES,
  ...SNAPSHOT_EXAMPLES,
  ...WEBHOOK_EXAMPLES,
  ...ACCOUNT_EXAMPLES,
};

/** The schemas with their example (OpenAPI's `example`, shown by the docs page). */
export function withExamples(schemas: Record<string, Schema>): Record<string, Schema> {
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [
      name,
      name in EXAMPLES ? { ...schema, example: EXAMPLES[name] } : schema,
    ]),
  );
}
