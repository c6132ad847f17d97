import type { Kysely } from 'kysely';

// Metered usage and monthly bills of the IoT funds account (issue 20).
// - device_usage: messages and points per device per day, the day in the owner's zone when counted. Each
//   node adds its own counts (upsert adding to the row), so several nodes need no coordination. No foreign
//   key to devices: a deleted device's usage of the month is still billed.
// - usage_flushes: one row per committed flush of a node's counters, written in the flush's transaction, so
//   a flush whose commit answer was lost is known when retried and never added twice.
// - bills: one per owner and month (UNIQUE(owner_id, period) is what makes the month close run once across
//   nodes); state unpaid until `paid` reaches `total`. bill_lines: one per device of the month.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_usage')
    .addColumn('devid', 'varchar(64)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('messages', 'bigint', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('device_usage_pk', ['devid', 'day'])
    .execute();
  await db.schema
    .createIndex('device_usage_owner_day')
    .on('device_usage')
    .columns(['owner_id', 'day'])
    .execute();
  await db.schema.createIndex('device_usage_day').on('device_usage').column('day').execute();

  await db.schema
    .createTable('usage_flushes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('usage_flushes_at').on('usage_flushes').column('at').execute();

  await db.schema
    .createTable('bills')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period', 'varchar(7)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('prices', 'text', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('paid', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('bills_owner_period', ['owner_id', 'period'])
    .execute();
  await db.schema.createIndex('bills_state_closed').on('bills').columns(['state', 'closed_at']).execute();

  await db.schema
    .createTable('bill_lines')
    .addColumn('bill_id', 'varchar(36)', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('devid', 'varchar(64)', (c) => c.notNull())
    .addColumn('devname', 'varchar(64)', (c) => c.notNull())
    .addColumn('active_days', 'integer', (c) => c.notNull())
    .addColumn('messages', 'bigint', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bill_lines_pk', ['bill_id', 'devid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bill_lines').execute();
  await db.schema.dropTable('bills').execute();
  await db.schema.dropTable('usage_flushes').execute();
  await db.schema.dropTable('device_usage').execute();
}
