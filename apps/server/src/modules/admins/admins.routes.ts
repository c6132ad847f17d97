import { adminCreateSchema, type AdminView, type MyAdminPermissions } from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import { isUniqueViolation } from '../../db/engine';
import { adminAccess } from '../../platform/auth/admin-access';
import { requireAdmin } from '../../platform/auth/auth.plugin';
import { AppError } from '../../platform/errors/app-error';
import { oplogActor, withOplog } from '../../platform/oplog/oplog';
import { oplogText } from '../oplogs/oplog-texts';
import { adminsRepository, type AdminRow } from './admins.repository';
import { adminsService } from './admins.service';

// Field by field, so a full row's password hash can never reach an answer.
const toView = (
  a: Omit<AdminRow, 'passwordHash' | 'failedLogins' | 'lockedUntil' | 'updatedAt'>,
): AdminView => ({
  id: a.id,
  username: a.username,
  name: a.name,
  role: a.role,
  superAdmin: a.superAdmin === 1,
  mustChangePassword: a.mustChangePassword === 1,
  createdAt: a.createdAt,
  lastLoginAt: a.lastLoginAt,
});

/** /admins: the administrators, a new one governed by roles, and the signed-in one's own permissions. */
export function adminsRoutes({ app, db, clock }: AppContext): void {
  app.get('/v1/admins', { config: { permission: 'admins:read' } }, async () => {
    const admins = await adminsRepository(db).list();
    return { data: { totalCount: admins.length, result: admins.map(toView) } };
  });

  app.post(
    '/v1/admins',
    { config: { permission: 'admins:write' }, schema: { body: adminCreateSchema } },
    async (request, reply) => {
      const actor = oplogActor(request);
      const { username } = request.body;
      const id = await withOplog(db, clock, actor, oplogText('createdAdmin', { username }), (trx) =>
        adminsService(trx, clock).createGoverned(request.body),
      ).catch((error: unknown) => {
        throw isUniqueViolation(error) ? AppError.of('USER_EXISTS') : error;
      });
      const row = await adminsRepository(db).findById(id);
      if (!row) throw AppError.of('NOT_FOUND');
      return reply.status(201).send({ data: toView(row) });
    },
  );

  // Any administrator may read their own permissions: the console hides what they do not allow.
  app.get(
    '/v1/admins/me/permissions',
    { config: { audience: 'admin' } },
    async (request): Promise<{ data: MyAdminPermissions }> => {
      return { data: await adminAccess(db, requireAdmin(request).id) };
    },
  );
}
