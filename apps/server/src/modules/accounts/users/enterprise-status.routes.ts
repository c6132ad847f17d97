import { enterpriseStatusBodySchema, type EnterpriseStatusResult } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { oplogActor, withOplog } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { usersRepository } from './users.repository';

/**
 * PUT /users/enterprise_info/status/ (licence-portal.md §7 Users): an administrator allowed to change
 * users (users:write) records the audit decision on an account's enterprise information; the body is
 * documented in the contract (enterprise-status.ts). The decision and its operation-log entry land in one
 * transaction.
 */
export function enterpriseStatusRoutes({ app, db, clock }: AppContext): void {
  app.put(
    '/v1/users/enterprise_info/status/',
    { config: { permission: 'users:write' }, schema: { body: enterpriseStatusBodySchema } },
    async (request): Promise<{ data: EnterpriseStatusResult }> => {
      const actor = oplogActor(request);
      const { userId, status } = request.body;
      const user = await usersRepository(db).findById(userId);
      if (!user) throw AppError.of('NOT_FOUND');
      const decision = status === 'passed' ? 'approvedCompanyInfo' : 'rejectedCompanyInfo';
      const text = oplogText(decision, { username: user.username });
      await withOplog(db, clock, actor, text, (trx) =>
        usersRepository(trx).update(user.id, { enterpriseStatus: status, updatedAt: clock.now() }),
      );
      return { data: { userId: user.id, enterpriseStatus: status } };
    },
  );
}
