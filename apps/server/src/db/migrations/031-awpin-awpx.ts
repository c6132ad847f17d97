import type { Kysely } from 'kysely';

// AWPin development boards, their pin maps, uploads and uses, and AWPX protocols (contract awpin-calls.ts,
// awpx-calls.ts; issue 19). A board's serial is unique ignoring case through a key column, as nodes' names
// are (029). Uses and uploads go with their board; a pin map belongs to a model, not to one board, so it
// stays when the boards of that model come and go. The AWPX catalogue is the product's,
// written at every start (modules/licensing/awpx/awpx-catalogue.ts) so a new version's protocols need no migration.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('develop_boards')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('serial', 'varchar(64)', (c) => c.notNull())
    .addColumn('serial_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('model', 'varchar(64)', (c) => c.notNull())
    .addColumn('uid', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('industry', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('module', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('use_times', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('develop_boards_updated_at')
    .on('develop_boards')
    .column('updated_at')
    .execute();
  await db.schema.createIndex('develop_boards_model').on('develop_boards').column('model').execute();

  await db.schema
    .createTable('develop_board_uses')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('board_id', 'varchar(36)', (c) =>
      c.notNull().references('develop_boards.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)')
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('develop_board_uses_used_at')
    .on('develop_board_uses')
    .column('used_at')
    .execute();
  await db.schema
    .createIndex('develop_board_uses_board')
    .on('develop_board_uses')
    .column('board_id')
    .execute();

  await db.schema
    .createTable('develop_board_uploads')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('board_id', 'varchar(36)', (c) =>
      c.notNull().references('develop_boards.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('blob_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('uploader', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('develop_board_uploads_created_at')
    .on('develop_board_uploads')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('board_pins')
    .addColumn('model_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('model', 'varchar(64)', (c) => c.notNull())
    .addColumn('pin', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    // The pin's functions as a JSON array of texts.
    .addColumn('functions', 'text', (c) => c.notNull())
    .addColumn('voltage', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('board_pins_pk', ['model_key', 'pin'])
    .execute();

  await db.schema
    .createTable('awpx_protocols')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('version', 'varchar(32)', (c) => c.notNull())
    .addColumn('description', 'varchar(256)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('awpx_user_protocols')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('protocol_id', 'varchar(64)', (c) => c.notNull().references('awpx_protocols.id'))
    .addColumn('version', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('byte_order', 'varchar(8)', (c) => c.notNull())
    // The frame's fields as JSON text (checked by the contract before they are written).
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('awpx_user_protocols_name', ['user_id', 'name_key'])
    .execute();
  await db.schema
    .createIndex('awpx_user_protocols_created_at')
    .on('awpx_user_protocols')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'awpx_user_protocols',
    'awpx_protocols',
    'board_pins',
    'develop_board_uploads',
    'develop_board_uses',
    'develop_boards',
  ])
    await db.schema.dropTable(table).execute();
}
