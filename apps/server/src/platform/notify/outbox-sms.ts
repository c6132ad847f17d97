import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/kysely';
import type { Clock } from '../clock';
import { outboxRepository } from './outbox.repository';
import type { SmsProvider } from './sms-provider';

/**
 * The default SMS provider: no gateway, the message is stored in the outbox and logged as one line, so a
 * person running the server locally reads their code in the log (or, with OUTBOX_API=1, over HTTP).
 */
export function outboxSmsProvider(db: Db, log: FastifyBaseLogger, clock: Clock): SmsProvider {
  const outbox = outboxRepository(db);
  return {
    name: 'outbox',
    async send({ to, text }) {
      await outbox.insert({
        id: randomUUID(),
        channel: 'sms',
        receiver: to,
        subject: '',
        body: text,
        createdAt: clock.now(),
      });
      log.info(`sms to ${to}: ${text}`);
    },
  };
}
