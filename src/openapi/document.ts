import type { Config } from '../config.js';
import { webhooksSection } from './events.js';
import { withExamples } from './examples.js';
import type { Operation } from './operation.js';
import { dashboardOperations } from './operations/dashboard.js';
import { operations } from './operations/index.js';
import { render } from './render.js';
import { SCHEMAS } from './schemas.js';
import { SECURITY_SCHEMES } from './security.js';

// The OpenAPI 3.1 document of the whole interface: every route the app serves (a test compares
// them), each with its credentials, parameters, answers and errors.

/**
 * Our own pages, used on our own origin and never called by a partner's code: the transfer wizard,
 * the dashboard, and the script sign-in page with its form post. They are routes of the app (a
 * test holds them to this list) but not part of the public document.
 */
export function ownPageRoutes(appUrl: string): string[] {
  const appPath = new URL(appUrl).pathname.replace(/\/+$/, '');
  const all = { ...operations(appPath), ...dashboardOperations(appPath) };
  return Object.entries(all).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => isOwnPage(appPath, path, op))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

const isOwnPage = (appPath: string, path: string, op: Operation) =>
  Boolean(op.own) ||
  path === `${appPath}/transfer` ||
  path.startsWith(`${appPath}/transfer/`) ||
  path.startsWith(`${appPath}/dashboard`);

/** The public document: the API, the hosted sign-in a partner links to, health, with this deployment's paths. */
export function openApiDocument(config: Pick<Config, 'baseUrl' | 'appUrl'>): Record<string, unknown> {
  const appPath = new URL(config.appUrl).pathname.replace(/\/+$/, '');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, methods] of Object.entries(operations(appPath))) {
    const documented = Object.entries(methods).filter(([, op]) => !isOwnPage(appPath, path, op));
    if (documented.length)
      paths[path] = Object.fromEntries(documented.map(([method, op]) => [method, render(path, method, op)]));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Partner Music Library, Catalogue and Managed Transfer Service',
      version: '3.0.0',
      description:
        'Errors are JSON `{code, message, requestId}`; every answer names its request in `X-Request-Id` (send your own to trace a call); every 429 carries Retry-After. Browsers may call `/public/*`, `/api/*` and the sign-in reads from any origin (CORS, credentials in `Authorization` only). See README.md and docs/decisions.md for what the interface leaves open.',
    },
    servers: [{ url: config.baseUrl }],
    components: { securitySchemes: SECURITY_SCHEMES, schemas: withExamples(SCHEMAS) },
    paths,
    webhooks: webhooksSection(),
  };
}
