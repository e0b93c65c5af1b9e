import test from 'ava';
import got from 'got';
import type { Express } from 'express';
import { useSystem } from '../helpers/useSystem.js';
import { listRoutes } from '../../src/http/routeTable.js';
import { ownPageRoutes } from '../../src/openapi/document.js';

// The OpenAPI document is the interface as partners read it: every route the app serves is in
// it, and every operation in it answers, with one of the statuses it documents.

let document: {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown>; security: unknown[] }>>;
};

const used = useSystem(test, {
  partner: { slug: 'documented', enabledIntegrations: ['spotify'], isTransferServiceEnabled: true },
  async setup({ url }) {
    document = await got(`${url}/openapi.json`).json();
  },
});

test('the document is OpenAPI 3.1 of interface version 3.0.0', (t) => {
  t.is(document.openapi, '3.1.0');
  t.is(document.info.version, '3.0.0');
});

test('every route of the app is documented, and nothing documented is missing from the app', (t) => {
  const app = used.system.web.server.listeners('request')[0] as unknown as Express;
  const served = listRoutes(app).map((r) => `${r.method} ${r.path}`);
  const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
  );
  // The wizard and the dashboard are routes of ours, listed apart and kept out of the public document.
  const ownPages = ownPageRoutes(used.system.config.appUrl);
  t.true(served.length > 50);
  t.true(ownPages.length > 10);
  t.deepEqual(
    documented.filter((r) => ownPages.includes(r)),
    [],
    'own pages in the public document',
  );
  t.deepEqual(
    served.filter((r) => !documented.includes(r) && !ownPages.includes(r)),
    [],
    'routes without documentation',
  );
  t.deepEqual(
    documented.filter((r) => !served.includes(r) && r !== 'GET /openapi.json' && r !== 'GET /docs'),
    [],
    'documented routes the app does not serve',
  );
});

test('every documented operation answers with a status it documents', async (t) => {
  const fill = (path: string) =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      /uuid/i.test(name)
        ? '00000000-0000-4000-8000-000000000000'
        : name === 'slug'
          ? 'documented'
          : name === 'integrationType' || name === 'service'
            ? 'spotify'
            : name === 'role'
              ? 'source'
              : 'x',
    );
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const res = await got(`${used.url}${fill(path)}`, {
        method: method.toUpperCase() as 'GET',
        headers: operation.security.length ? { authorization: used.partner.basic } : {},
        ...(method === 'get' || method === 'delete' ? {} : { json: {} }),
        throwHttpErrors: false,
        followRedirect: false,
        retry: { limit: 0 },
      });
      const body = res.headers['content-type']?.includes('json') ? JSON.parse(res.body || '{}') : {};
      t.not(body.code, 'routeNotFound', `${method} ${path}`);
      // Credentials, rate limits and a closed music service are always possible answers.
      const allowed = [...Object.keys(operation.responses), '401', '403', '429', '503'];
      t.true(
        allowed.includes(String(res.statusCode)),
        `${method.toUpperCase()} ${path} answered ${res.statusCode} ${res.body.slice(0, 150)}`,
      );
    }
  }
});
