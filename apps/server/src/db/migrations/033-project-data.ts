import type { Kysely } from 'kysely';

// Project data sets and their records (contract project-data-calls.ts; issue 18). A record keeps its values
// as JSON (what is read back), and one narrow row per indexed field in `project_data_values` (what is
// filtered and sorted on): an index on (data set, field, value) serves "filter on one field, sort by another"
// on both engines without DDL per declared field. Unique fields also write `uniq`, under a unique index, so
// two concurrent writers cannot both store the same value.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_datasets')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('schema_version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('project_datasets_name', ['project_id', 'name'])
    .execute();

  await db.schema
    .createTable('project_data')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('dataset_id', 'varchar(36)', (c) =>
      c.notNull().references('project_datasets.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('project_data_dataset')
    .on('project_data')
    .columns(['dataset_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('project_data_values')
    .addColumn('record_id', 'varchar(36)', (c) =>
      c.notNull().references('project_data.id').onDelete('cascade'),
    )
    .addColumn('dataset_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('field', 'varchar(32)', (c) => c.notNull())
    // Numbers and booleans (0/1) in `num`; text, dates (YYYY-MM-DD), options and device ids in `txt`.
    .addColumn('num', 'double precision')
    .addColumn('txt', 'varchar(255)')
    .addColumn('uniq', 'varchar(255)')
    .addPrimaryKeyConstraint('project_data_values_pk', ['record_id', 'field'])
    .execute();
  await db.schema
    .createIndex('project_data_values_num')
    .on('project_data_values')
    .columns(['dataset_id', 'field', 'num', 'record_id'])
    .execute();
  await db.schema
    .createIndex('project_data_values_txt')
    .on('project_data_values')
    .columns(['dataset_id', 'field', 'txt', 'record_id'])
    .execute();
  // A filter checks each record's other conditions by (record, field): with the values in the index too, that
  // check never reads the table (measured on SQLite at 100,000 records: a count 5× faster).
  await db.schema
    .createIndex('project_data_values_record')
    .on('project_data_values')
    .columns(['record_id', 'field', 'num', 'txt'])
    .execute();
  // NULL `uniq` (fields that are not unique, or without a value) never collide on either engine.
  await db.schema
    .createIndex('project_data_values_uniq')
    .on('project_data_values')
    .columns(['dataset_id', 'field', 'uniq'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['project_data_values', 'project_data', 'project_datasets'])
    await db.schema.dropTable(table).execute();
}
