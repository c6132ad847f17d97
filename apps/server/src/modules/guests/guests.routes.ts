import { guestListQuerySchema, guestUpdateSchema } from '@fleetkey/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/errors/app-error';
import { oplogActor, withOplog } from '../../platform/oplog/oplog';
import { trustedBrowsersRepository } from '../auth/trusted-browsers.repository';
import { userToProfile } from '../users/profile';
import { usersRepository } from '../users/users.repository';
import { guestsRepository } from './guests.repository';

const idParams = z.object({ id: z.string().min(1).max(36) });

/**
 * /guests: administrators read (users:read), change and delete (users:write) user accounts; every write
 * is in the operation log.
 */
export function guestsRoutes({ app, db, clock }: AppContext): void {
  const found = async (id: string) => {
    const row = await usersRepository(db).findById(id);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  };

  app.get(
    '/v1/guests',
    { config: { permission: 'users:read' }, schema: { querystring: guestListQuerySchema } },
    async (request) => ({ data: await guestsRepository(db).list(request.query) }),
  );

  app.get(
    '/v1/guests/:id',
    { config: { permission: 'users:read' }, schema: { params: idParams } },
    async (request) => ({ data: userToProfile(await found(request.params.id)) }),
  );

  const write = { permission: 'users:write' } as const;
  app.put(
    '/v1/guests/:id',
    { config: write, schema: { params: idParams, body: guestUpdateSchema } },
    async (request) => {
      const actor = oplogActor(request);
      const user = await found(request.params.id);
      const { name, AEName, AEMobile, enableTwoFactorCheck, unlock } = request.body;
      await withOplog(
        db,
        clock,
        actor,
        `updated user ${user.username}: ${Object.keys(request.body).join(', ')}`,
        async (trx) => {
          await usersRepository(trx).update(user.id, {
            ...(name !== undefined ? { name } : {}),
            ...(AEName !== undefined ? { aeName: AEName } : {}),
            ...(AEMobile !== undefined ? { aeMobile: AEMobile } : {}),
            ...(enableTwoFactorCheck !== undefined ? { enableTwoFactorCheck } : {}),
            ...(unlock ? { failedLogins: 0, lockedUntil: null } : {}),
            updatedAt: clock.now(),
          });
          if (enableTwoFactorCheck === 'false') await trustedBrowsersRepository(trx).deleteAllOf(user.id);
        },
      );
      return { data: userToProfile(await found(user.id)) };
    },
  );

  app.delete('/v1/guests/:id', { config: write, schema: { params: idParams } }, async (request) => {
    const actor = oplogActor(request);
    const user = await found(request.params.id);
    await withOplog(db, clock, actor, `deleted user ${user.username}`, (trx) =>
      usersRepository(trx).delete(user.id),
    );
    return { data: null };
  });
}
