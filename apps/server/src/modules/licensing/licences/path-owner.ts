import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { AppError } from '../../../platform/errors/app-error';

/**
 * Guards a read of `/…/{userId}`: a user may read only their own (403 otherwise), an administrator
 * anyone's (the administration screens open the same panel). The route declares the administrators'
 * permission as its `adminPermission`, and the access guard has checked it before the handler runs
 * (platform/auth/route-access.ts); without that check done an administrator is refused as a non-user.
 */
export function readableUserId(request: FastifyRequest, userId: string): string {
  if (request.principal?.kind === 'admin' && request.adminAccess) return userId;
  return ownUserId(request, userId);
}

/** Guards a write of `/…/{userId}`: only the signed-in user themself (403 for anyone else). */
export function ownUserId(request: FastifyRequest, userId: string): string {
  if (requireUser(request).id !== userId) throw AppError.of('FORBIDDEN');
  return userId;
}
