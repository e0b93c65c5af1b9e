import type { Express, RequestHandler, Router } from 'express';

/** One route of the app as a document names it: `GET /api/{integrationUserUUID}/playlists`. */
export interface RouteEntry {
  method: string;
  path: string;
  /** The route's own handlers, in order (its checks, then what answers). */
  handlers: unknown[];
}

interface Mount {
  path: string;
  routers: Router[];
}

const MOUNTS = Symbol('mounts');

/** Mounts handlers at `path` and remembers the routers among them, so that the route table can be listed. */
export function mount(app: Express, path: string, ...handlers: RequestHandler[]): void {
  const routers = handlers.filter(
    (h): h is Router => typeof h === 'function' && Array.isArray((h as { stack?: unknown }).stack),
  );
  const list = ((app as unknown as Record<symbol, Mount[]>)[MOUNTS] ??= []);
  list.push({ path, routers });
  app.use(path, ...handlers);
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\/+$/, '') || '/';

function walk(router: Router, prefix: string, out: RouteEntry[]): void {
  for (const layer of router.stack as {
    route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
    handle?: { stack?: unknown };
  }[]) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m] && m !== '_all')) {
        out.push({
          method: method.toUpperCase(),
          path: openApiPath(`${prefix}${layer.route.path}`),
          handlers: layer.route.stack.map((l) => l.handle),
        });
      }
    } else if (layer.handle && Array.isArray(layer.handle.stack)) {
      // Routers used without a path of their own (the `/api/{uuid}` groups) add to the same prefix.
      walk(layer.handle as unknown as Router, prefix, out);
    }
  }
}

/** Every route the app serves through mounted routers. */
export function listRoutes(app: Express): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (const { path, routers } of (app as unknown as Record<symbol, Mount[]>)[MOUNTS] ?? []) {
    for (const router of routers) walk(router, path === '/' ? '' : path, out);
  }
  const seen = new Set<string>();
  return out.filter((r) => !seen.has(`${r.method} ${r.path}`) && Boolean(seen.add(`${r.method} ${r.path}`)));
}
