import type { FastifyRequest } from 'fastify';
import { requireAdmin, requireUser } from '../../platform/auth/auth.plugin';
import { AppError } from '../../platform/errors/app-error';

/**
 * Guards a read of `/…/{userId}`: a user may read only their own (403 otherwise), an administrator
 * anyone's (the administration screens open the same panel).
 */
export function readableUserId(request: FastifyRequest, userId: string): string {
  if (request.principal?.kind === 'admin') {
    requireAdmin(request);
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
