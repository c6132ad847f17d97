import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely';
import type { CaptchasTable } from '../../../db/schema';

/** A stored captcha. */
export type CaptchaRow = Selectable<CaptchasTable>;

/** Captcha queries. */
export function captchaRepository(db: Db) {
  return {
    async insert(captcha: Insertable<CaptchasTable>): Promise<void> {
      await db.insertInto('captchas').values(captcha).execute();
    },

    /** Removes and returns the captcha in one statement, so two requests can never both use it. */
    take(uuid: string): Promise<CaptchaRow | undefined> {
      return db.deleteFrom('captchas').where('uuid', '=', uuid).returningAll().executeTakeFirst();
    },

    async deleteExpired(now: number): Promise<void> {
      await db.deleteFrom('captchas').where('expiresAt', '<=', now).execute();
    },

    /** A captcha not yet checked, expired or not (its plain answer is stored only when OUTBOX_API=1). */
    find(uuid: string): Promise<Pick<CaptchaRow, 'answer' | 'expiresAt'> | undefined> {
      return db
        .selectFrom('captchas')
        .select(['answer', 'expiresAt'])
        .where('uuid', '=', uuid)
        .executeTakeFirst();
    },
  };
}
