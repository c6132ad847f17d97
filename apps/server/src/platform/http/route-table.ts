import type { AdminPermissionKey, IotPermission } from '@fleetkey/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteAudience } from '../auth/route-audience';

/** One registered route: its method, URL pattern (`:param` segments) and who may call it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  permission?: AdminPermissionKey;
  audience?: RouteAudience;
  adminPermission?: AdminPermissionKey;
  iot?: IotPermission;
  /** The route keeps itself out of the API reference (the consoles' files, the live socket). */
  hidden?: true;
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Records every route the app registers from now on (register before any route). */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  tables.set(app, routes);
  app.addHook('onRoute', (route) => {
    const { permission, audience, adminPermission, iot } = route.config ?? {};
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD twin to each GET; the GET stands for both.
      if (method !== 'HEAD')
        routes.push({
          method,
          url: route.url,
          ...(permission ? { permission } : {}),
          ...(audience ? { audience } : {}),
          ...(adminPermission ? { adminPermission } : {}),
          ...(iot ? { iot } : {}),
          ...(route.schema?.hide === true ? { hidden: true } : {}),
        });
    }
  });
}

/** Every route the app registered: the whole table, for tests that must cover each one. */
export function routeTable(app: FastifyInstance): readonly RegisteredRoute[] {
  return tables.get(app) ?? [];
}
