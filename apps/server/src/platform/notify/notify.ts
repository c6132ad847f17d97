import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/kysely';
import type { Clock } from '../clock';
import { httpSmsProvider } from './http-sms';
import { outboxMailer, smtpMailer, type MailMessage, type Mailer } from './mailer';
import { outboxSmsProvider } from './outbox-sms';
import type { SmsMessage, SmsProvider } from './sms-provider';

/** Outgoing SMS and e-mail, through the configured provider and mailer. */
export interface Notify {
  /** Sends a text; throws SMS_SEND_FAILED (502) when the gateway refuses or cannot be reached. */
  sms(message: SmsMessage): Promise<void>;
  /** Sends an e-mail; throws EMAIL_SEND_FAILED (502) when the mail server refuses or cannot be reached. */
  email(message: MailMessage): Promise<void>;
  /** Releases the mail connection pool (on server close). */
  close(): void;
}

/** SMS by SMS_PROVIDER (outbox or http), e-mail by SMTP_URL (SMTP, else the outbox). */
export function createNotify(config: Config, db: Db, log: FastifyBaseLogger, clock: Clock): Notify {
  const sms: SmsProvider =
    config.sms.provider === 'http'
      ? httpSmsProvider(config.sms.url, config.sms.token, log)
      : outboxSmsProvider(db, log, clock);
  if (sms.name === 'outbox' && config.nodeEnv === 'production') {
    log.warn(
      'SMS_PROVIDER=outbox: SMS are not sent, they are stored and written to this log (codes included)',
    );
  }
  const mailer: Mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom, log)
    : outboxMailer(db, log, clock);
  return {
    sms: (message) => sms.send(message),
    email: (message) => mailer.send(message),
    close: () => mailer.close(),
  };
}
