import { allows, type AdminPermissionKey } from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/kysely';
import { adminAccess } from '../../../platform/auth/admin-access';
import { requireAdmin, requireUser } from '../../../platform/auth/auth.plugin';
import { AppError } from '../../../platform/errors/app-error';

/**
 * Guards a read of `/…/{userId}`: a user may read only their own (403 otherwise), an administrator
 * anyone's when their roles grant `permission` (the administration screens open the same panel).
 */
export async function readableUserId(
  db: Db,
  request: FastifyRequest,
  userId: string,
  permission: AdminPermissionKey,
): Promise<string> {
  if (request.principal?.kind === 'admin') {
    const access = await adminAccess(db, requireAdmin(request).id);
    if (!allows(access.grants, permission)) throw AppError.of('FORBIDDEN', { permission });
    return userId;
  }
  if (requireUser(request).id !== userId) throw AppError.of('FORBIDDEN');
  return userId;
}

/** Guards a write of `/…/{userId}`: only the signed-in user themself (403 for anyone else). */
export function ownUserId(request: FastifyRequest, userId: string): string {
  if (requireUser(request).id !== userId) throw AppError.of('FORBIDDEN');
  return userId;
}
