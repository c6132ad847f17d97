import { ERROR_CATALOGUE, OUTBOX_READ_LIMIT, type ErrorCode, type OutboxMessage } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { outboxRepository } from '../../../platform/notify/outbox.repository';
import { captchaRepository } from '../../accounts/captcha/captcha.repository';

/** A dev endpoint's 404, worded with the item asked for so a failing test says what happened. */
function missing(code: ErrorCode, detail: string, data: Record<string, unknown>): AppError {
  const { status, message } = ERROR_CATALOGUE[code];
  return new AppError(status, code, `${message}: ${detail}`, data);
}

/** Reads back what the server sent and asked (OUTBOX_API=1 only: tests and local demos). */
export function devService({ db, clock }: AppContext) {
  const outbox = outboxRepository(db);
  const captchas = captchaRepository(db);
  return {
    /** The receiver's newest outbox messages, newest first; DEV_OUTBOX_EMPTY when there are none. */
    async outbox(receiver: string): Promise<OutboxMessage[]> {
      const rows = await outbox.latest(receiver, OUTBOX_READ_LIMIT);
      if (rows.length === 0) throw missing('DEV_OUTBOX_EMPTY', receiver, { receiver });
      return rows.map(({ channel, receiver: to, subject, body, createdAt }) => ({
        channel,
        receiver: to,
        subject,
        body,
        createdAt,
      }));
    },

    /** The answer of an unused, unexpired captcha; DEV_CAPTCHA_UNKNOWN or DEV_CAPTCHA_EXPIRED otherwise. */
    async captchaAnswer(uuid: string): Promise<string> {
      const row = await captchas.find(uuid);
      if (!row?.answer) throw missing('DEV_CAPTCHA_UNKNOWN', uuid, { uuid });
      const now = clock.now();
      if (row.expiresAt <= now) {
        const at = (ms: number) => new Date(ms).toISOString();
        throw missing('DEV_CAPTCHA_EXPIRED', `${uuid} at ${at(row.expiresAt)}, server clock ${at(now)}`, {
          uuid,
          expiresAt: row.expiresAt,
          now,
        });
      }
      return row.answer;
    },
  };
}
