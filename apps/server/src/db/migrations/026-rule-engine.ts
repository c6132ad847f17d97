import type { Kysely } from 'kysely';

// The rule engine's durable parts (issue 16 "Where it runs"): where each rule stands on each device (so
// "for N seconds", "offline for N minutes" and "no data for N minutes" survive a restart and fire once
// across nodes), the runs it made (GET /logs?source=rules) and the queue of their actions.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per (rule, device) that ever moved: its phase, the timer it waits on and its last firing.
  await db.schema
    .createTable('rule_states')
    .addColumn('rule_id', 'varchar(36)', (c) => c.notNull().references('rules.id').onDelete('cascade'))
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    // idle | armed (waits to fire at due_at) | fired | clearing (fired, waits to clear at due_at)
    .addColumn('phase', 'varchar(8)', (c) => c.notNull())
    .addColumn('due_at', 'bigint')
    // When the condition the timer waits on began, and the values that began it.
    .addColumn('since', 'bigint')
    .addColumn('state_values', 'text')
    // The last firing that ran (a throttled one does not count), for the throttle.
    .addColumn('fired_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rule_states_pk', ['rule_id', 'devid'])
    .execute();
  await db.schema.createIndex('rule_states_due').on('rule_states').column('due_at').execute();

  await db.schema
    .createTable('rule_runs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No foreign key to the rule: the log outlives it, with its name as it was.
    .addColumn('rule_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('rule_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    .addColumn('event', 'varchar(8)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('run_values', 'text', (c) => c.notNull())
    .addColumn('record_id', 'varchar(36)')
    .execute();
  await db.schema.createIndex('rule_runs_user').on('rule_runs').columns(['user_id', 'at']).execute();
  await db.schema.createIndex('rule_runs_device').on('rule_runs').columns(['devid', 'at']).execute();

  // The durable action queue: a job is leased by one node at a time; a webhook is retried with backoff.
  await db.schema
    .createTable('rule_jobs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('run_id', 'varchar(36)', (c) => c.notNull().references('rule_runs.id').onDelete('cascade'))
    // No foreign key: the action may be deleted while its job waits (the job is then skipped).
    .addColumn('action_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // pending | done | failed | skipped
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_owner', 'varchar(80)')
    .addColumn('lease_until', 'bigint')
    .addColumn('error', 'varchar(512)')
    .addColumn('finished_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rule_jobs_due').on('rule_jobs').columns(['state', 'next_at']).execute();
  await db.schema.createIndex('rule_jobs_run').on('rule_jobs').column('run_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rule_jobs').execute();
  await db.schema.dropTable('rule_runs').execute();
  await db.schema.dropTable('rule_states').execute();
}
