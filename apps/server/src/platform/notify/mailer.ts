import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/kysely';
import type { Clock } from '../clock';
import { AppError } from '../errors/app-error';
import { outboxRepository } from './outbox.repository';

/** One plain-text e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where e-mail goes. `send` resolves once the message is accepted; a refusal throws EMAIL_SEND_FAILED. */
export interface Mailer {
  readonly name: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

// Bounded so a dead mail server fails the request in seconds instead of nodemailer's minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** E-mail over SMTP (SMTP_URL, e.g. `smtp://user:pass@host:587`, `smtps://host`), from MAIL_FROM. */
export function smtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const server = new URL(smtpUrl).host;
  return {
    name: 'smtp',
    async send({ to, subject, text }) {
      try {
        await transport.sendMail({ from, to, subject, text });
      } catch (error) {
        log.error({ err: error, server }, 'mail server refused the message');
        throw AppError.of('EMAIL_SEND_FAILED');
      }
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL: e-mail is stored in the outbox and logged as one line, like the outbox SMS. */
export function outboxMailer(db: Db, log: FastifyBaseLogger, clock: Clock): Mailer {
  const outbox = outboxRepository(db);
  return {
    name: 'outbox',
    async send({ to, subject, text }) {
      const id = randomUUID();
      await outbox.insert({
        id,
        channel: 'email',
        receiver: to,
        subject,
        body: text,
        createdAt: clock.now(),
      });
      log.info(`email to ${to}: ${subject}: ${text}`);
    },
    close: () => undefined,
  };
}
