import { z } from 'zod';
import {
  adminCreateSchema,
  adminPasswordResetSchema,
  adminStatusSchema,
  type MyAdminPermissions,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import { adminAccess } from '../../../platform/auth/admin-access';
import { requireAdmin } from '../../../platform/auth/auth.plugin';
import { AppError } from '../../../platform/errors/app-error';
import { oplogActor, withOplog } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { adminManagement } from './admin-management';
import { adminsRepository } from './admins.repository';
import { adminsService } from './admins.service';
import { adminView } from './admin-view';

const idParams = z.object({ id: z.string().min(1).max(36) });
const write = { permission: 'admins:write' } as const;

/**
 * /admins: the administrators, a new one governed by roles, another one disabled, reset or deleted, and the
 * signed-in one's own permissions.
 */
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

  app.put(
    '/v1/admins/:id/status',
    { config: write, schema: { params: idParams, body: adminStatusSchema } },
    async (request) => {
      const management = adminManagement(db, clock);
      const target = await management.changeable(requireAdmin(request).id, request.params.id);
      const { disabled } = request.body;
      const key = disabled ? 'disabledAdmin' : 'enabledAdmin';
      await withOplog(db, clock, oplogActor(request), oplogText(key, { username: target.username }), (trx) =>
        adminManagement(trx, clock).setDisabled(target, disabled),
      );
      return { data: adminView({ ...target, disabled: disabled ? 1 : 0 }) };
    },
  );

  app.put(
    '/v1/admins/:id/password',
    { config: write, schema: { params: idParams, body: adminPasswordResetSchema } },
    async (request) => {
      const management = adminManagement(db, clock);
      const target = await management.changeable(requireAdmin(request).id, request.params.id);
      const text = oplogText('resetAdminPassword', { username: target.username });
      await withOplog(db, clock, oplogActor(request), text, (trx) =>
        adminManagement(trx, clock).resetPassword(target, request.body.password),
      );
      return { data: adminView({ ...target, mustChangePassword: 1 }) };
    },
  );

  app.delete('/v1/admins/:id', { config: write, schema: { params: idParams } }, async (request) => {
    const management = adminManagement(db, clock);
    const target = await management.changeable(requireAdmin(request).id, request.params.id);
    await withOplog(
      db,
      clock,
      oplogActor(request),
      oplogText('deletedAdmin', { username: target.username }),
      (trx) => adminManagement(trx, clock).remove(target),
    );
    return { data: null };
  });

  // Any administrator may read their own permissions: the console hides what they do not allow.
  app.get(
    '/v1/admins/me/permissions',
    { config: { audience: 'admin' } },
    async (request): Promise<{ data: MyAdminPermissions }> => {
      return { data: await adminAccess(db, requireAdmin(request).id) };
    },
  );
}
