import type { Kysely } from 'kysely';

// IoT sub-users (iot-console.md §7 "Sub-users"): a sub-user is a users row with the main account as owner,
// signs in like any user, and acts on the owner's data within its access profile (users.role = profile id).
// Profiles are numbered per owner; a group scope lists the owner's groups; the activity log is the owner's.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('owner_id', 'varchar(36)', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('users_owner').on('users').column('owner_id').execute();

  await db.schema
    .createTable('access_profiles')
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('grants', 'text', (c) => c.notNull())
    .addColumn('scope_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_profiles_pk', ['owner_id', 'id'])
    .addUniqueConstraint('access_profiles_name', ['owner_id', 'name'])
    .execute();

  await db.schema
    .createTable('access_profile_groups')
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'varchar(36)', (c) =>
      c.notNull().references('device_groups.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('access_profile_groups_pk', ['owner_id', 'profile_id', 'group_id'])
    .addForeignKeyConstraint(
      'access_profile_groups_profile',
      ['owner_id', 'profile_id'],
      'access_profiles',
      ['owner_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('account_activities')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor', 'varchar(64)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('target', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_activities_owner')
    .on('account_activities')
    .columns(['owner_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_activities').execute();
  await db.schema.dropTable('access_profile_groups').execute();
  await db.schema.dropTable('access_profiles').execute();
  await db.schema.dropIndex('users_owner').execute();
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
  await db.schema.alterTable('users').dropColumn('disabled').execute();
  await db.schema.alterTable('users').dropColumn('owner_id').execute();
}
