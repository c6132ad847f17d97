import type { Kysely } from 'kysely';

// Verification codes, their per-receiver send lock, captchas and the message outbox.
// Portable schema builder only: the same migration runs on SQLite and PostgreSQL.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('codes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('receiver', 'varchar(254)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Flow control counts a receiver's recent codes; verification reads its newest code of a purpose.
  await db.schema
    .createIndex('codes_receiver_created')
    .on('codes')
    .columns(['receiver', 'created_at'])
    .execute();
  await db.schema.createIndex('codes_created').on('codes').column('created_at').execute();

  // One row per receiver, upserted first in a send's transaction: it serialises concurrent sends to one
  // receiver on either engine (PostgreSQL row lock, SQLite write lock), so flow control cannot be raced.
  await db.schema
    .createTable('code_receivers')
    .addColumn('receiver', 'varchar(254)', (c) => c.primaryKey())
    .addColumn('locked_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('captchas')
    .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
    // Written only when OUTBOX_API=1, so automated tests can read the answer back; NULL otherwise.
    .addColumn('answer', 'varchar(16)')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captchas_expires').on('captchas').column('expires_at').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('receiver', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_receiver_created')
    .on('outbox')
    .columns(['receiver', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('captchas').execute();
  await db.schema.dropTable('code_receivers').execute();
  await db.schema.dropTable('codes').execute();
}
