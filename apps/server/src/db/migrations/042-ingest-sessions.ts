import type { Kysely } from 'kysely';

// The persistent ingest sessions of the nodes sharing an external broker's group (issue 32 item 6). Each
// node writes its heartbeat on its session's row; a node whose heartbeat stops has its session taken over
// by another (taken_by, a lease until taken_until), so what the broker queues for it does not wait for it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ingest_sessions')
    .addColumn('client_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('heartbeat_at', 'bigint', (c) => c.notNull())
    .addColumn('taken_by', 'varchar(80)')
    .addColumn('taken_until', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ingest_sessions').execute();
}
