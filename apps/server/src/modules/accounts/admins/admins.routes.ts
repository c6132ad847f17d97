import { adminCreateSchema, type MyAdminPermissions } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import { adminAccess } from '../../../platform/auth/admin-access';
import { requireAdmin } from '../../../platform/auth/auth.plugin';
import { AppError } from '../../../platform/errors/app-error';
import { oplogActor, withOplog } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { adminsRepository } from './admins.repository';
import { adminsService } from './admins.service';
import { adminView } from './admin-view';

/** /admins: the administrators, a new one governed by roles, and the signed-in one's own permissions. */
export function adminsRoutes({ app, db, clock }: AppContext): void {
  app.get('/v1/admins', { config: { permission: 'admins:read' } }, async () => {
    const admins = await adminsRepository(db).list();
    return { data: { totalCount: admins.length, result: admins.map(adminView) } };
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
      return reply.status(201).send({ data: adminView(row) });
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
