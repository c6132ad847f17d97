import type { Kysely } from 'kysely';

// Statistics (contract statistic-calls.ts; issue 16). Formula algorithms, examples with their schedule —
// the next window to compute, when it is due, and which node holds the example's lease while it computes —
// one row per computed window (made in the same transaction as its results, so a window is computed once),
// and one result per (example, window, device), unique as the backstop against a second writer.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('statistic_algorithms')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The author's access profile when it was scoped to groups (as rules keep it).
    .addColumn('profile_id', 'integer')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('formula', 'varchar(500)', (c) => c.notNull())
    .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('statistic_algorithms_user')
    .on('statistic_algorithms')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('statistic_examples')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    // A built-in's kind or a formula algorithm's id (deleting a formula in use is refused, so no key).
    .addColumn('algorithm_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('point', 'varchar(64)')
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('devtype', 'varchar(64)', (c) => c.notNull())
    .addColumn('targets', 'text', (c) => c.notNull())
    // `window` is a reserved word in SQL.
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    .addColumn('next_window_start', 'bigint')
    // When the next window may be computed: its end plus the settling time.
    .addColumn('due_at', 'bigint')
    .addColumn('lease_owner', 'varchar(64)')
    .addColumn('lease_until', 'bigint')
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('statistic_examples_user')
    .on('statistic_examples')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('statistic_examples_due')
    .on('statistic_examples')
    .columns(['state', 'due_at'])
    .execute();

  await db.schema
    .createTable('statistic_windows')
    .addColumn('example_id', 'varchar(36)', (c) =>
      c.notNull().references('statistic_examples.id').onDelete('cascade'),
    )
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('window_end', 'bigint', (c) => c.notNull())
    .addColumn('devices', 'integer', (c) => c.notNull())
    .addColumn('node', 'varchar(64)', (c) => c.notNull())
    .addColumn('computed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('statistic_windows_pk', ['example_id', 'window_start'])
    .execute();

  await db.schema
    .createTable('statistic_results')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('example_id', 'varchar(36)', (c) =>
      c.notNull().references('statistic_examples.id').onDelete('cascade'),
    )
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('window_end', 'bigint', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('samples', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(8)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('edited_by', 'varchar(64)')
    .addColumn('edited_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('statistic_results_window', ['example_id', 'window_start', 'devid'])
    .execute();
  // A device's series (charts), and a scoped caller's lists joined through devices.
  await db.schema
    .createIndex('statistic_results_device')
    .on('statistic_results')
    .columns(['devid', 'example_id', 'window_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('statistic_results').execute();
  await db.schema.dropTable('statistic_windows').execute();
  await db.schema.dropTable('statistic_examples').execute();
  await db.schema.dropTable('statistic_algorithms').execute();
}
