import type { Kysely } from 'kysely';

// Every offline licence file issued, so that unbinding (or deleting) a licence revokes the files of it that
// are still within their lease: the signed revocation list (GET /v1/licences/revocations) names them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offline_licence_files')
    .addColumn('file_id', 'text', (c) => c.primaryKey())
    .addColumn('licence_id', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('offline_licence_files_licence')
    .on('offline_licence_files')
    .column('licence_id')
    .execute();
  await db.schema
    .createIndex('offline_licence_files_revoked')
    .on('offline_licence_files')
    .columns(['revoked_at', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offline_licence_files').execute();
}
