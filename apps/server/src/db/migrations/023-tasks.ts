import type { Kysely } from 'kysely';

// Scheduled tasks (iot-console.md §7 "Tasks"): a task with its schedule and what it sends, one run per due
// time — unique per (task, due time), so however many nodes find a time due, one run is made — and one
// result per device of a command run. A run's lease says which node sends it and until when.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tasks')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The creator's access profile (null: the main account): each run reaches only the devices it could.
    .addColumn('profile_id', 'integer')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    // The schedule, command and OTA parts as validated JSON (contract task-calls.ts).
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('command', 'text')
    .addColumn('ota', 'text')
    .addColumn('next_run_at', 'bigint')
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tasks_user').on('tasks').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('tasks_due').on('tasks').columns(['state', 'next_run_at']).execute();

  await db.schema
    .createTable('task_runs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('task_id', 'varchar(36)', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('lease_owner', 'varchar(64)')
    .addColumn('lease_until', 'bigint')
    .addColumn('rollout_id', 'varchar(36)')
    // Why a run ended without sending (no devices, the rollout refused).
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addUniqueConstraint('task_runs_due', ['task_id', 'due_at'])
    .execute();
  await db.schema.createIndex('task_runs_state').on('task_runs').columns(['state', 'lease_until']).execute();

  await db.schema
    .createTable('task_results')
    .addColumn('run_id', 'varchar(36)', (c) => c.notNull().references('task_runs.id').onDelete('cascade'))
    .addColumn('devid', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // Chosen when the run is made, so a resend after a restart carries the id the device may have seen.
    .addColumn('command_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_results_pk', ['run_id', 'devid'])
    .execute();
  await db.schema
    .createIndex('task_results_state')
    .on('task_results')
    .columns(['run_id', 'state', 'devid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('task_results').execute();
  await db.schema.dropTable('task_runs').execute();
  await db.schema.dropTable('tasks').execute();
}
