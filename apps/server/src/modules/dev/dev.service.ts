import { OUTBOX_READ_LIMIT, type OutboxMessage } from '@fleetkey/contract';
import type { AppContext } from '../../app-context';
import { outboxRepository } from '../../platform/notify/outbox.repository';
import { captchaService } from '../captcha/captcha.service';

/** Reads back what the server sent and asked (OUTBOX_API=1 only: tests and local demos). */
export function devService(context: AppContext) {
  const outbox = outboxRepository(context.db);
  const captcha = captchaService(context);
  return {
    /** The receiver's newest outbox messages, newest first. */
    async outbox(receiver: string): Promise<OutboxMessage[]> {
      const rows = await outbox.latest(receiver, OUTBOX_READ_LIMIT);
      return rows.map(({ channel, receiver: to, subject, body, createdAt }) => ({
        channel,
        receiver: to,
        subject,
        body,
        createdAt,
      }));
    },

    captchaAnswer: (uuid: string): Promise<string> => captcha.answerOf(uuid),
  };
}
