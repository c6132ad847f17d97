import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { CaptchasTable } from '../../db/schema';

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

    /** The plain answer of an unexpired captcha, stored only when OUTBOX_API=1. */
    async answerOf(uuid: string, now: number): Promise<string | null | undefined> {
      const row = await db
        .selectFrom('captchas')
        .select('answer')
        .where('uuid', '=', uuid)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return row?.answer;
    },
  };
}
