import { LICENCE_STATUS, LICENCE_TYPES } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';

/**
 * Recomputes a licence's status from its pending applications in one statement: renewal requested (1),
 * unbind requested (2), both (3) or normal (0). Call it in the transaction that adds, withdraws or decides
 * an application, after locking the owner's account (lockAccount), so two of the owner's writes never
 * compute the status from each other's half-done state.
 */
export async function syncLicenceStatus(db: Db, licenceId: string, now: number): Promise<void> {
  await db
    .updateTable('licences')
    .set((eb) => {
      const pending = (type: number) =>
        eb.exists(
          eb
            .selectFrom('applyments')
            .select('applyments.id')
            .where('applyments.licenceId', '=', licenceId)
            .where('applyments.state', '=', 'pending')
            .where('applyments.type', '=', type),
        );
      const flag = (type: number, status: number) => eb.case().when(pending(type)).then(status).else(0).end();
      return {
        status: eb(
          flag(LICENCE_TYPES.renew, LICENCE_STATUS.renewalRequested),
          '+',
          flag(LICENCE_TYPES.unbind, LICENCE_STATUS.unbindRequested),
        ),
        updatedAt: now,
      };
    })
    .where('id', '=', licenceId)
    .execute();
}
