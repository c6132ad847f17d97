import { EDITIONS, type ApplicationResult } from '@fleetkey/contract';
import { exists } from '../../../db/exists';
import type { Db } from '../../../db/kysely';
import type { ApplymentRow } from './applyment-view';

/** Who decided an application, how, and why. */
export interface DecisionRecord {
  result: ApplicationResult;
  examinerId: string;
  examinerName: string;
  remark: string | null;
}

/** What a decision's effect needs to know of the licence it changes. */
export interface LockedLicence {
  id: string;
  licenceNo: string;
  expiredAt: number;
  deviceId: string | null;
  unbindCount: number;
}

/** The writes of an administrator's decision on an application; run them inside the decision's transaction. */
export function decisionRepository(db: Db) {
  return {
    /**
     * Decides the application if it is still pending and answers it, or undefined when it is not (decided
     * already, withdrawn, unknown). The condition makes the decision once: of two administrators deciding
     * at once, the second finds it no longer pending. Its pendingKey is cleared so the applicant may apply
     * again.
     */
    decide(id: string, decision: DecisionRecord, now: number): Promise<ApplymentRow | undefined> {
      return db
        .updateTable('applyments')
        .set({
          state: decision.result,
          pendingKey: null,
          examinedAt: now,
          examinerId: decision.examinerId,
          examinerName: decision.examinerName,
          examinRemark: decision.remark,
          updatedAt: now,
        })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
    },

    async exists(id: string): Promise<boolean> {
      return exists(db.selectFrom('applyments').where('id', '=', id));
    },

    /** Records the licence a passed new-licence request issued, so the examination record shows it. */
    async linkLicence(id: string, licenceId: string): Promise<void> {
      await db.updateTable('applyments').set({ licenceId }).where('id', '=', id).execute();
    },

    /**
     * Touches the licence and answers it, or undefined when it is gone. The update takes the row's write
     * lock for the rest of the transaction, so a card used or an auto-renewal at the same time extends
     * it before or after this decision, never from the same old expiry.
     */
    lockLicence(id: string, now: number): Promise<LockedLicence | undefined> {
      return db
        .updateTable('licences')
        .set({ updatedAt: now })
        .where('id', '=', id)
        .returning(['id', 'licenceNo', 'expiredAt', 'deviceId', 'unbindCount'])
        .executeTakeFirst();
    },

    async setExpiredAt(id: string, expiredAt: number, now: number): Promise<void> {
      await db.updateTable('licences').set({ expiredAt, updatedAt: now }).where('id', '=', id).execute();
    },

    /** The account's trial licence: its first licence of the trial edition (the registration trial). */
    async trialLicenceId(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('licences')
        .select('id')
        .where('userId', '=', userId)
        .where('edition', '=', EDITIONS.trial)
        .orderBy('createdAt')
        .orderBy('id')
        .executeTakeFirst();
      return row?.id;
    },

    /**
     * Saves the audited enterprise information as the account's and marks it approved — the state
     * PUT /users/enterprise_info/status/ sets. The profile's company follows the audited one.
     */
    async approveEnterprise(userId: string, enterprise: object, company: string, now: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ enterprise: JSON.stringify(enterprise), company, enterpriseStatus: 'passed', updatedAt: now })
        .where('id', '=', userId)
        .execute();
    },
  };
}
