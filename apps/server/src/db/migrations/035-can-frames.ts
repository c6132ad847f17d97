import type { Kysely } from 'kysely';

// Raw CAN frames as devices sent them (contract can-frame-calls.ts; issue 17). A device's message of
// frames is kept as one row per span of at most a minute of frame time, the frames packed in `frames`
// (JSON [[time, id, extended 0/1, hex], …]): a day of a busy bus is thousands of rows, not millions, and a
// range is read back in order by (devid, first_ts). The counts say what the strategy bound when the frames
// came made of them; the digest knows a redelivered message.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('can_frame_batches')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    .addColumn('first_ts', 'bigint', (c) => c.notNull())
    .addColumn('last_ts', 'bigint', (c) => c.notNull())
    .addColumn('frame_count', 'integer', (c) => c.notNull())
    .addColumn('unknown_count', 'integer', (c) => c.notNull())
    .addColumn('digest', 'varchar(32)', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('frames', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('can_frame_batches_devid_first_ts')
    .on('can_frame_batches')
    .columns(['devid', 'first_ts'])
    .execute();
  await db.schema
    .createIndex('can_frame_batches_devid_digest')
    .on('can_frame_batches')
    .columns(['devid', 'digest'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('can_frame_batches').execute();
}
