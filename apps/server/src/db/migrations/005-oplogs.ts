import type { Kysely } from 'kysely';

// The operation log: one row per administrator write, in the same transaction as the write.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oplogs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('admin_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('admin_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('content', 'varchar(1024)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oplogs_created_at').on('oplogs').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oplogs').execute();
}
