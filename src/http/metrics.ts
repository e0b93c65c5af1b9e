import express, { type Express, type RequestHandler } from 'express';
import { listRoutes } from './routeTable.js';
import { childrenOf, httpRequestDuration } from '../metrics/registry.js';

const durationOf = childrenOf(httpRequestDuration);

/** The `route` of a request no route of the app answered. */
export const UNMATCHED = 'unmatched';

interface RoutePattern {
  method: string;
  /** As Express writes it: `/api/:integrationUserUUID/playlists`. */
  pattern: string;
  segments: string[];
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

function patternsOf(app: Express): RoutePattern[] {
  return listRoutes(app).map(({ method, path }) => {
    const pattern = path.replace(/\{(\w+)\}/g, ':$1');
    return { method, pattern, segments: segmentsOf(pattern) };
  });
}

function matches(route: RoutePattern, segments: string[]): boolean {
  return (
    route.segments.length === segments.length &&
    route.segments.every((s, i) => s.startsWith(':') || s.toLowerCase() === segments[i]!.toLowerCase())
  );
}

/**
 * The pattern of the route that answered. The route table gives whole patterns; Express only knows
 * the matched route's own path and the mount's actual path (`/api/8c0f…`), which would make every
 * id a label value. So the table's patterns that match the request are the candidates, and the one
 * ending in the answering route's path wins (`/:slug` would match `/docs` as well). A request no
 * route reached (refused by authentication, say) is named after the route it was headed for.
 */
function routeLabel(
  table: RoutePattern[],
  endings: Map<string, RoutePattern[]>,
  method: string,
  path: string,
  answered: { path: unknown; base: string } | null,
): string {
  const segments = segmentsOf(path);
  const lookup = method === 'HEAD' ? 'GET' : method;
  if (!answered) return table.find((r) => r.method === lookup && matches(r, segments))?.pattern ?? UNMATCHED;
  const own = (Array.isArray(answered.path) ? answered.path : [answered.path]).filter(
    (p): p is string => typeof p === 'string',
  );
  if (own.length === 0) return UNMATCHED;
  // The table's patterns of this method and length that end in the answering route's path, found
  // once per kind of request: usually one, then no segment of the request needs comparing.
  const key = `${lookup} ${segments.length} ${own.join(' ')}`;
  let ending = endings.get(key);
  if (!ending) {
    ending = table.filter(
      (r) =>
        r.method === lookup &&
        r.segments.length === segments.length &&
        own.some((p) => r.pattern.endsWith(withoutTrailingSlash(p))),
    );
    endings.set(key, ending);
  }
  const found = ending.length === 1 ? ending[0] : ending.find((r) => matches(r, segments));
  if (found) return found.pattern;
  // Outside the table: the app's own routes (`/openapi.json`) and the operator pages, whose
  // mounts carry no parameter, so their actual path is their pattern. A route of several paths
  // (the queue board's pages) is named after the one the request took.
  const whole = own.map((p) => withoutTrailingSlash(`${answered.base}${p}`) || '/');
  return whole.find((p) => matches({ method, pattern: p, segments: segmentsOf(p) }, segments)) ?? whole[0]!;
}

const ROUTE = Symbol('route');
const ANSWERED = Symbol('answered');

type Watched = Record<symbol, unknown> & { baseUrl: string };

/**
 * Where the router stood when it chose a route: it restores `baseUrl` on the way out, and an error
 * answered by the app's handler would otherwise lose the mount. Express sets `req.route` as it
 * dispatches to a route; the setter, defined once on Express's request prototype (which every
 * app's requests inherit, the queue board's too), keeps the mount with it. Defined on each request
 * instead, it cost every request a slower object.
 */
function watchRoutes(): void {
  if (Object.getOwnPropertyDescriptor(express.request, 'route')) return;
  Object.defineProperty(express.request, 'route', {
    configurable: true,
    enumerable: true,
    get(this: Watched) {
      return this[ROUTE];
    },
    set(this: Watched, value: { path: unknown } | undefined) {
      this[ROUTE] = value;
      this[ANSWERED] = value ? { path: value.path, base: this.baseUrl } : null;
    },
  });
}

/** Times every request by method, route pattern and status; first in the app, so nothing escapes it. */
export function httpMetrics(): RequestHandler {
  watchRoutes();
  let table: RoutePattern[] | null = null;
  const endings = new Map<string, RoutePattern[]>();
  return (req, res, next) => {
    const started = performance.now();
    // The app as it is here: a mounted app (the queue board) swaps `req.app` while it answers.
    const app = req.app as Express;
    const path = req.path;
    // An answer closes once.
    res.on('close', () => {
      table ??= patternsOf(app);
      const seconds = (performance.now() - started) / 1000;
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      const answered = ((req as unknown as Watched)[ANSWERED] ?? null) as { path: unknown; base: string } | null;
      durationOf(req.method, routeLabel(table, endings, req.method, path, answered), status).observe(seconds);
    });
    next();
  };
}
