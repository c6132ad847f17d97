import {
  adminCreateSchema,
  adminPasswordResetSchema,
  adminStatusSchema,
  type MyAdminPermissions,
  recordIdParamsSchema,
} from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import { adminAccess } from '../../../platform/auth/admin-access';
import { requireAdmin } from '../../../platform/auth/auth.plugin';
import { AppError } from '../../../platform/errors/app-error';
import { oplogActor, withOplog } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { adminManagement, type AdminManagement } from './admin-management';
import { hashPassword } from '../auth/passwords';
import { adminsRepository, type AdminRow } from './admins.repository';
import { adminsService } from './admins.service';
import { adminView } from './admin-view';

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
      // Hashed before the transaction, as below: the write lock need not wait for the memory-hard hash.
      const passwordHash = await hashPassword(request.body.password);
      const id = await withOplog(db, clock, actor, oplogText('createdAdmin', { username }), (trx) =>
        adminsService(trx, clock).createGoverned(request.body, passwordHash),
      ).catch((error: unknown) => {
        throw isUniqueViolation(error) ? AppError.of('USER_EXISTS') : error;
      });
      const row = await adminsRepository(db).findById(id);
      if (!row) throw AppError.of('NOT_FOUND');
      return reply.status(201).send({ data: adminView(row) });
    },
  );

  /**
   * Changes another administrator's account: checks the actor may change it, then writes the change and its log
   * entry in one transaction. Answers the account as it was before the change.
   */
  async function changeAdmin(
    request: FastifyRequest,
    targetId: string,
    key: 'disabledAdmin' | 'enabledAdmin' | 'resetAdminPassword' | 'deletedAdmin',
    change: (management: AdminManagement, target: AdminRow) => Promise<void>,
  ): Promise<AdminRow> {
    const target = await adminManagement(db, clock).changeable(requireAdmin(request).id, targetId);
    const text = oplogText(key, { username: target.username });
    await withOplog(db, clock, oplogActor(request), text, (trx) =>
      change(adminManagement(trx, clock), target),
    );
    return target;
  }

  app.put(
    '/v1/admins/:id/status',
    { config: write, schema: { params: recordIdParamsSchema, body: adminStatusSchema } },
    async (request) => {
      const { disabled } = request.body;
      const target = await changeAdmin(
        request,
        request.params.id,
        disabled ? 'disabledAdmin' : 'enabledAdmin',
        (management, admin) => management.setDisabled(admin, disabled),
      );
      return { data: adminView({ ...target, disabled: disabled ? 1 : 0 }) };
    },
  );

  app.put(
    '/v1/admins/:id/password',
    { config: write, schema: { params: recordIdParamsSchema, body: adminPasswordResetSchema } },
    async (request) => {
      // Hashed before the transaction (the memory-hard hash takes tens of milliseconds).
      const passwordHash = await hashPassword(request.body.password);
      const target = await changeAdmin(
        request,
        request.params.id,
        'resetAdminPassword',
        (management, admin) => management.resetPassword(admin, passwordHash),
      );
      return { data: adminView({ ...target, mustChangePassword: 1 }) };
    },
  );

  app.delete(
    '/v1/admins/:id',
    { config: write, schema: { params: recordIdParamsSchema } },
    async (request) => {
      await changeAdmin(request, request.params.id, 'deletedAdmin', (management, admin) =>
        management.remove(admin),
      );
      return { data: null };
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
