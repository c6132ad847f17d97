import { allows, type AdminPermissionKey } from '@fleetkey/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/kysely';
import { AppError } from '../errors/app-error';
import { adminAccess, type AdminAccess } from './admin-access';
import { requireAdmin } from './auth.plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an administration route needs, e.g. 'roles:write'; the guard checks it before anything else. */
    permission?: AdminPermissionKey;
  }
  interface FastifyRequest {
    /** The administrator's access, set by the guard on routes that declare a permission. */
    adminAccess: AdminAccess | null;
  }
}

/** A route that declares the permission it needs. */
export interface DeclaredRoute {
  method: string;
  url: string;
  permission: AdminPermissionKey;
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every route that declared a permission (tests enumerate them to check each one really gates). */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}

/**
 * Guards every route whose options declare `config: { permission }`: 401 without a session, 403 for a
 * user of the platform, an administrator still on the initial password, or one whose roles do not grant
 * the permission. It runs at onRequest, before the body is read or validated, so an upload or a forged
 * write from someone not allowed is refused without being parsed. Register before any route.
 */
export function registerPermissionGuard(app: FastifyInstance, db: Db): void {
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);
  app.decorateRequest('adminAccess', null);

  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission) return;
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD twin to each GET; the GET stands for both.
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
    }
  });

  // Routes without a permission pass without a promise: the hook runs on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    const permission = request.routeOptions.config.permission;
    if (!permission) return done();
    guardPermission(db, request, permission).then(() => done(), done);
  });
}

async function guardPermission(
  db: Db,
  request: FastifyRequest,
  permission: AdminPermissionKey,
): Promise<void> {
  const admin = requireAdmin(request);
  const access = await adminAccess(db, admin.id);
  if (!allows(access.grants, permission)) throw AppError.of('FORBIDDEN', { permission });
  request.adminAccess = access;
}
