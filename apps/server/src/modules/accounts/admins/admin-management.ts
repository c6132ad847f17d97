import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../db/kysely';
import { AppError } from '../../../platform/errors/app-error';
import { sessionsRepository } from '../../../platform/auth/sessions.repository';
import { adminsRepository, type AdminRow } from './admins.repository';

/**
 * Another administrator's account, as an administrator with admins:write changes it (PUT /admins/{id}/status,
 * PUT /admins/{id}/password, DELETE /admins/{id}). Each change but enabling ends the account's sessions.
 */
export function adminManagement(db: Db, clock: Clock) {
  const admins = adminsRepository(db);
  const sessions = sessionsRepository(db);
  const endSessions = (target: AdminRow) => sessions.deleteAllOf({ kind: 'admin', id: target.id });

  return {
    /**
     * The account the actor may change: never its own (its own page does that, with the current password),
     * and a super administrator only by a super administrator — a governed administrator cannot lock out
     * those who govern it.
     */
    async changeable(actorId: string, targetId: string): Promise<AdminRow> {
      const target = await admins.findById(targetId);
      if (!target) throw AppError.of('NOT_FOUND');
      if (target.id === actorId) throw AppError.of('ADMIN_SELF');
      const actor = await admins.findById(actorId);
      if (target.superAdmin === 1 && actor?.superAdmin !== 1) throw AppError.of('ADMIN_SUPER_ONLY');
      return target;
    },

    async setDisabled(target: AdminRow, disabled: boolean): Promise<void> {
      await admins.setDisabled(target.id, disabled, clock.now());
      if (disabled) await endSessions(target);
    },

    async resetPassword(target: AdminRow, passwordHash: string): Promise<void> {
      await admins.resetPassword(target.id, passwordHash, clock.now());
      await endSessions(target);
    },

    /** Its sessions and role links go with it; its log entries, pushes and card batches keep its name. */
    async remove(target: AdminRow): Promise<void> {
      await admins.delete(target.id);
    },
  };
}

export type AdminManagement = ReturnType<typeof adminManagement>;
