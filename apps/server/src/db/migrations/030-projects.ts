import type { Kysely } from 'kysely';

// IoT projects and what they hold (contract project-calls.ts; issue 18). Each kind of member has its own
// table with a foreign key to it, so a deleted device, group, type or sub-user leaves its projects by itself
// and a deleted project takes only its memberships.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('projects_name', ['user_id', 'name'])
    .execute();
  await db.schema.createIndex('projects_user').on('projects').columns(['user_id', 'created_at']).execute();

  const members = (table: string, column: string, type: 'varchar(36)' | 'varchar(64)', target: string) =>
    db.schema
      .createTable(table)
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn(column, type, (c) => c.notNull().references(target).onDelete('cascade'))
      .addColumn('added_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['project_id', column])
      .execute();
  await members('project_devices', 'devid', 'varchar(64)', 'devices.devid');
  await members('project_groups', 'group_id', 'varchar(36)', 'device_groups.id');
  await members('project_subusers', 'subuser_id', 'varchar(36)', 'users.id');
  // A device type is its owner's name for it: the key is (owner, name).
  await db.schema
    .createTable('project_devtypes')
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('devtype', 'varchar(64)', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_devtypes_pk', ['project_id', 'devtype'])
    .addForeignKeyConstraint(
      'project_devtypes_type',
      ['user_id', 'devtype'],
      'device_types',
      ['user_id', 'devtype'],
      (fk) => fk.onDelete('cascade').onUpdate('cascade'),
    )
    .execute();
  for (const [table, column] of [
    ['project_devices', 'devid'],
    ['project_groups', 'group_id'],
    ['project_subusers', 'subuser_id'],
  ] as const)
    await db.schema.createIndex(`${table}_member`).on(table).column(column).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'project_devtypes',
    'project_subusers',
    'project_groups',
    'project_devices',
    'projects',
  ])
    await db.schema.dropTable(table).execute();
}
