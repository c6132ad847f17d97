import { sql, type Kysely } from 'kysely';

// Licence-portal administration, first slice: super-administrators, the permission catalogue, roles and
// their permission items, administrators' and boards' roles, installers, web app versions, generic uploads
// and the stored system settings. Names that must be unique ignoring case get a lower-cased key column
// with a unique index, so the rule holds under concurrency on both engines.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('super_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Every administrator so far came from the first start or `npm run admin:create`: both make super-admins.
  await sql`update admins set super_admin = 1`.execute(db);

  await db.schema
    .createTable('permissions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('key_lower', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('description', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('os', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('details', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // item_id names a permission or a node (nodes are a later issue), so it carries no foreign key.
  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'varchar(36)', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('permit', 'varchar(8)', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'type', 'item_id'])
    .execute();
  await db.schema
    .createIndex('role_permissions_item')
    .on('role_permissions')
    .columns(['type', 'item_id'])
    .execute();

  // No cascade from roles: a role with linked administrators or boards cannot be deleted.
  await db.schema
    .createTable('user_roles')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('admin_id', 'varchar(36)', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('role_id', 'varchar(36)', (c) => c.notNull().references('roles.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('user_roles_admin_role', ['admin_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_roles_role').on('user_roles').column('role_id').execute();

  await db.schema
    .createTable('board_roles')
    .addColumn('board_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('role_id', 'varchar(36)', (c) => c.notNull().references('roles.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('board_roles_role').on('board_roles').column('role_id').execute();

  for (const table of ['installers', 'webapps', 'file_uploads'] as const) {
    let create = db.schema
      .createTable(table)
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('blob_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('admin_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('admin_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull());
    if (table === 'installers') {
      create = create
        .addColumn('version', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('os', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'varchar(64)', (c) => c.notNull().defaultTo(''));
    } else if (table === 'webapps') {
      create = create.addColumn('web_path', 'varchar(128)', (c) => c.notNull());
    } else {
      create = create
        .addColumn('type', 'varchar(32)', (c) => c.notNull())
        .addColumn('log', 'varchar(1024)', (c) => c.notNull().defaultTo(''));
    }
    await create.execute();
    await db.schema.createIndex(`${table}_created_at`).on(table).column('created_at').execute();
  }

  await db.schema
    .createTable('sys_settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('oplogs_admin_time').on('oplogs').columns(['admin_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('oplogs_admin_time').execute();
  for (const table of [
    'sys_settings',
    'file_uploads',
    'webapps',
    'installers',
    'board_roles',
    'user_roles',
    'role_permissions',
    'roles',
    'permissions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('admins').dropColumn('super_admin').execute();
}
