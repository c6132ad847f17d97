import type { Kysely } from 'kysely';

// Accounts: registration fields and lockout counters on users, administrators as their own identities,
// sessions that belong to a user or an administrator, browsers remembered after phone security, and the
// single-use hand-off tokens (ujwt) that carry a signed-in user to the other console.

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema
    .alterTable('users')
    .addColumn('area', 'varchar(8)', (c) => c.notNull().defaultTo('86'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('enterprise', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('pushable', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('locked_until', 'bigint').execute();
  for (const [column, type] of [
    ['nickname', 'varchar(64)'],
    ['description', 'varchar(64)'],
    ['company', 'varchar(64)'],
    ['detail_address', 'varchar(256)'],
    ['country', 'varchar(64)'],
    ['ae_name', 'varchar(64)'],
    ['ae_mobile', 'varchar(20)'],
  ] as const) {
    await db.schema
      .alterTable('users')
      .addColumn(column, type, (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema.alterTable('users').addColumn('gender', 'integer').execute();

  await db.schema
    .createTable('admins')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('admin_id', 'varchar(36)', (c) => c.references('admins.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('sessions_admin_id').on('sessions').column('admin_id').execute();

  await db.schema
    .createTable('trusted_browsers')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('handoff_tokens')
    .addColumn('jti', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('handoff_tokens').execute();
  await db.schema.dropTable('trusted_browsers').execute();
  await db.schema.dropIndex('sessions_admin_id').execute();
  await db.schema.alterTable('sessions').dropColumn('admin_id').execute();
  await db.schema.dropTable('admins').execute();
  for (const column of [
    'gender',
    'ae_mobile',
    'ae_name',
    'country',
    'detail_address',
    'company',
    'description',
    'nickname',
    'locked_until',
    'failed_logins',
    'pushable',
    'enterprise',
    'area',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
