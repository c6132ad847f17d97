import { allows } from '@fleetkey/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/kysely';
import { AppError } from '../errors/app-error';
import { isApiPath } from '../http/api-path';
import { routeTable, type RegisteredRoute } from '../http/route-table';
import { adminAccess } from './admin-access';
import { requireAdmin, requireAdminSession, requireUser } from './auth.plugin';
import { guardIot } from './iot-actor';

/** The API routes that declare no administrator permission, IoT permission or audience. */
export function undeclaredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return routeTable(app).filter(
    (route) => isApiPath(route.url) && !route.permission && !route.audience && !route.iot,
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
  // Public routes and 404s pass without a promise: the hook runs on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    const { audience, iot } = request.routeOptions.config;
    if (!iot && (audience === undefined || audience === 'public')) return done();
    guardAudience(db, request).then(() => done(), done);
  });
  app.addHook('onReady', async () => {
    const undeclared = undeclaredRoutes(app);
    if (undeclared.length > 0)
      throw new Error(
        `routes without a declared permission or audience: ${undeclared.map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
  });
}
