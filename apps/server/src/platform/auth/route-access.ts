import { allows, type AdminPermissionKey, type IotPermission } from '@fleetkey/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/kysely';
import { AppError } from '../errors/app-error';
import { routeTable, type RegisteredRoute } from '../http/route-table';
import { adminAccess } from './admin-access';
import { requireAdmin, requireAdminSession, requireUser } from './auth.plugin';
import { guardIot } from './iot-actor';

/**
 * Who may call a route that declares neither an administrator permission nor an IoT permission:
 * - `public`: anyone, signed out included (sign-in, codes, captcha, health, registration);
 * - `user`: a signed-in main account (licence portal, IoT sub-user management), acting on its own data;
 * - `account`: any signed-in user of the platform, sub-users included, on their own account only
 *   (who am I, password, e-mail, inbox);
 * - `admin`: a signed-in administrator past the initial password;
 * - `admin-initial`: a signed-in administrator, on the initial password too (their own page);
 * - `signed-in`: anyone signed in, an administrator on the initial password included (changing it);
 * - `device`: a device or the external broker, which prove themselves in the body (device secrets);
 * - `test`: registered only in test and local-demo builds.
 */
export type RouteAudience =
  'public' | 'user' | 'account' | 'admin' | 'admin-initial' | 'signed-in' | 'device' | 'test';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (routes gated by an administrator `permission` or an `iot` one need none). */
    audience?: RouteAudience;
    /** On an IoT console route: what the main account may always do and a sub-user only when granted. */
    iot?: IotPermission;
    /** On a `user` route about `/{userId}`: administrators may call it too when their roles grant this. */
    adminPermission?: AdminPermissionKey;
  }
}

/** Routes that must declare who may call them: the API (the consoles' files are public by nature). */
const isApiRoute = (route: RegisteredRoute) => route.url.startsWith('/v1/');

/** The API routes that declare no administrator permission, IoT permission or audience. */
export function undeclaredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return routeTable(app).filter(
    (route) => isApiRoute(route) && !route.permission && !route.audience && !route.iot,
  );
}

async function guardAudience(db: Db, request: FastifyRequest): Promise<void> {
  const { audience, adminPermission, iot } = request.routeOptions.config;
  if (iot) return guardIot(db, request, iot);
  switch (audience) {
    case 'user':
      if (adminPermission && request.principal?.kind === 'admin') {
        const access = await adminAccess(db, requireAdmin(request).id);
        if (!allows(access.grants, adminPermission))
          throw AppError.of('FORBIDDEN', { permission: adminPermission });
        request.adminAccess = access;
        return;
      }
      requireUser(request);
      // Sub-users act on their owner's IoT data through `iot` routes only, never as account holders.
      if (request.subUserOf !== null) throw AppError.of('FORBIDDEN');
      return;
    case 'account':
      requireUser(request);
      return;
    case 'admin':
      requireAdmin(request);
      return;
    case 'admin-initial':
      requireAdminSession(request);
      return;
    case 'signed-in':
      if (!request.principal) throw AppError.of('UNAUTHORIZED');
      return;
    default:
      return;
  }
}

/**
 * Enforces each route's audience before its body is read, and refuses to start an app with an API route
 * that declares no access at all: a forgotten declaration fails every test, not only a review.
 * Register after recordRoutes and before any route.
 */
export function registerAccessGuard(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', (request) => guardAudience(db, request));
  app.addHook('onReady', async () => {
    const undeclared = undeclaredRoutes(app);
    if (undeclared.length > 0)
      throw new Error(
        `routes without a declared permission or audience: ${undeclared.map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
  });
}
