import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/kysely';
import { createClock } from '../clock';
import { outboxMailer } from './mailer';
import { outboxSmsProvider } from './outbox-sms';

let db: Db;
const lines: string[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });

beforeAll(async () => {
  db = await openDatabase({ engine: 'sqlite', file: ':memory:' });
});
afterAll(() => db.destroy());

describe('outbox', () => {
  it('stores an SMS and logs one line with receiver and text, so a local user reads the code', async () => {
    await outboxSmsProvider(db, log, createClock()).send({ to: '8613912345678', text: 'code 123456' });
    const rows = await db.selectFrom('outbox').selectAll().where('receiver', '=', '8613912345678').execute();
    expect(rows).toMatchObject([{ channel: 'sms', subject: '', body: 'code 123456' }]);
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toContain(
      'sms to 8613912345678: code 123456',
    );
  });

  it('stores an e-mail with its subject when no SMTP_URL is set', async () => {
    const mailer = outboxMailer(db, log, createClock());
    await mailer.send({ to: 'ann@example.com', subject: 'Your code', text: 'code 654321' });
    const rows = await db
      .selectFrom('outbox')
      .selectAll()
      .where('receiver', '=', 'ann@example.com')
      .execute();
    expect(rows).toMatchObject([{ channel: 'email', subject: 'Your code', body: 'code 654321' }]);
  });
});
