import type { FastifyInstance } from 'fastify';

/** One registered route: its method and URL pattern (`:param` segments). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Records every route the app registers from now on (register before any route). */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  tables.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD twin to each GET; the GET stands for both.
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
}

/** Every route the app registered: the whole table, for tests that must cover each one. */
export function routeTable(app: FastifyInstance): readonly RegisteredRoute[] {
  return tables.get(app) ?? [];
}
