import type { Kysely } from 'kysely';

// Commands tell the truth about delivery: a command to an offline device may wait (state `queued`) until
// `expires_at`; a confirmed command that timed out keeps when (`timed_out_at`), so a reply that still
// comes is recorded as late instead of thrown away.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('device_commands').addColumn('expires_at', 'bigint').execute();
  await db.schema.alterTable('device_commands').addColumn('timed_out_at', 'bigint').execute();
  await db.schema
    .createIndex('device_commands_devid_state')
    .on('device_commands')
    .columns(['devid', 'state'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('device_commands_devid_state').execute();
  await db.schema.alterTable('device_commands').dropColumn('timed_out_at').execute();
  await db.schema.alterTable('device_commands').dropColumn('expires_at').execute();
}
