import type { Kysely } from 'kysely';

// AWFlow nodes and target boards (contract node-calls.ts, board-calls.ts; issue 19). Names and models are
// unique ignoring case through a lower-cased key column, so a re-import matches by name on both engines
// and two imports at once cannot make twins. A board's related nodes are links that go with either side.
// board_roles (010) keeps its plain board id: a board's delete clears its link in the same transaction.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('nodes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('os', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    // The node's other fields as JSON text (the node-info viewer), written back on download.
    .addColumn('info', 'text', (c) => c.notNull())
    .addColumn('demo_file_name', 'varchar(255)')
    .addColumn('demo_blob_name', 'varchar(64)')
    .addColumn('demo_size', 'bigint')
    .addColumn('demo_uploaded_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nodes_updated_at').on('nodes').column('updated_at').execute();

  await db.schema
    .createTable('boards')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('model', 'varchar(64)', (c) => c.notNull())
    .addColumn('model_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('firmware_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('firmware_version', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('os', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('boards_created_at').on('boards').column('created_at').execute();

  await db.schema
    .createTable('board_nodes')
    .addColumn('board_id', 'varchar(36)', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('node_id', 'varchar(36)', (c) => c.notNull().references('nodes.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('board_nodes_pk', ['board_id', 'node_id'])
    .execute();
  await db.schema.createIndex('board_nodes_node').on('board_nodes').column('node_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('board_nodes').execute();
  await db.schema.dropTable('boards').execute();
  await db.schema.dropTable('nodes').execute();
}
