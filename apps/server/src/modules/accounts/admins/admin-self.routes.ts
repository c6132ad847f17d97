import { adminSelfUpdateSchema, type AdminSessionView, type AdminView } from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { requireAdminSession } from '../../../platform/auth/auth.plugin';
import { sessionsRepository } from '../../../platform/auth/sessions.repository';
import { AppError } from '../../../platform/errors/app-error';
import { oplogActor, withOplog } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { adminsRepository } from './admins.repository';
import { adminView } from './admin-view';

// How much of a session's token hash names it in the list: enough to tell sessions apart, too little to
// matter (the hash itself is not the cookie).
const SESSION_HANDLE_LENGTH = 12;

/**
 * The signed-in administrator's own page: who they are, their name, where they are signed in, and
 * signing out everywhere else. The first-start administrator reaches it on the initial password, to
 * change that password (PUT /auth/change_password) before anything else.
 */
export function adminSelfRoutes({ app, db, clock }: AppContext): void {
  const ownRow = async (request: FastifyRequest) => {
    const row = await adminsRepository(db).findById(requireAdminSession(request).id);
    if (!row) throw AppError.of('UNAUTHORIZED');
    return row;
  };

  app.get(
    '/v1/admins/me',
    { config: { audience: 'admin-initial' } },
    async (request): Promise<{ data: AdminView }> => ({ data: adminView(await ownRow(request)) }),
  );

  app.put(
    '/v1/admins/me',
    { config: { audience: 'admin' }, schema: { body: adminSelfUpdateSchema } },
    async (request): Promise<{ data: AdminView }> => {
      const row = await ownRow(request);
      const { name } = request.body;
      await withOplog(db, clock, oplogActor(request), oplogText('changedOwnName', { name }), (trx) =>
        trx.updateTable('admins').set({ name, updatedAt: clock.now() }).where('id', '=', row.id).execute(),
      );
      return { data: adminView({ ...row, name }) };
    },
  );

  app.get(
    '/v1/admins/me/sessions',
    { config: { audience: 'admin-initial' } },
    async (request): Promise<{ data: { totalCount: number; result: AdminSessionView[] } }> => {
      const rows = await sessionsRepository(db).listOfAdmin(requireAdminSession(request).id, clock.now());
      const result = rows.map((row) => ({
        id: row.tokenHash.slice(0, SESSION_HANDLE_LENGTH),
        createdAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
        ip: row.ip,
        userAgent: row.userAgent,
        current: row.tokenHash === request.sessionTokenHash,
      }));
      return { data: { totalCount: result.length, result } };
    },
  );

  // Signing out elsewhere is what an administrator does first when a password may have leaked, so it is
  // open on the initial password too.
  app.delete(
    '/v1/admins/me/sessions',
    { config: { audience: 'admin-initial' } },
    async (request): Promise<{ data: { ended: number } }> => {
      const admin = requireAdminSession(request);
      const actor = { adminId: admin.id, adminName: admin.username, ip: request.ip };
      const sessions = sessionsRepository(db);
      const keep = request.sessionTokenHash ?? '';
      const others = (await sessions.listOfAdmin(admin.id, clock.now())).length - 1;
      const ended = await withOplog(
        db,
        clock,
        actor,
        oplogText('endedOwnSessions', { count: Math.max(others, 0) }),
        (trx) => sessionsRepository(trx).deleteOthersOf({ kind: 'admin', id: admin.id }, keep),
      );
      return { data: { ended } };
    },
  );
}
