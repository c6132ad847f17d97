import { sql, type Kysely } from 'kysely';

// Licences for users: levels and remarks on users, licences, applications (new, renewal, unbind,
// company-info audit), coupon cards, once-per-account rewards, inbox messages, billing orders and the
// users' own activity log.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('remark', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('licences')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('licence_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('cdkey', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('edition', 'integer', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('industry', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('office', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('alias', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('role_id', 'varchar(36)')
    .addColumn('device_id', 'varchar(64)')
    .addColumn('device_name', 'varchar(64)')
    .addColumn('bound_at', 'bigint')
    .addColumn('unbind_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('expired_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('licences_user_id').on('licences').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('licences_expired_at').on('licences').column('expired_at').execute();
  // A device carries at most one licence of the same user.
  await db.schema
    .createIndex('licences_user_device')
    .on('licences')
    .columns(['user_id', 'device_id'])
    .unique()
    .where(sql.ref('device_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('applyments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('licence_id', 'varchar(36)', (c) => c.references('licences.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('duration', 'integer')
    .addColumn('edition', 'integer')
    /** JSON: what the applicant sent beyond type and duration (name, industry, office, enterprise…). */
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('pending_key', 'varchar(80)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('examined_at', 'bigint')
    .addColumn('examiner_id', 'varchar(36)')
    .addColumn('examiner_name', 'varchar(64)')
    .addColumn('examin_remark', 'varchar(256)')
    .execute();
  await db.schema
    .createIndex('applyments_user_id')
    .on('applyments')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('applyments_state').on('applyments').columns(['state', 'created_at']).execute();
  // A second identical pending request is refused by the database itself, even under concurrency. The
  // key is the licence for renewal and unbind, the user for a company-info audit, the user and the
  // licence name for a new licence (differently named licences may be requested side by side); it is
  // cleared (NULL, never equal) once the application is decided.
  await db.schema
    .createIndex('applyments_pending_key')
    .on('applyments')
    .column('pending_key')
    .unique()
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    /** What the card adds to a licence: count of unit ('day' | 'month'). */
    .addColumn('extension_unit', 'varchar(8)', (c) => c.notNull())
    .addColumn('extension_count', 'integer', (c) => c.notNull())
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    .addColumn('valid_until', 'bigint', (c) => c.notNull())
    .addColumn('source', 'varchar(32)', (c) => c.notNull())
    .addColumn('batch_id', 'varchar(36)')
    .addColumn('used_at', 'bigint')
    .addColumn('used_licence_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupons_user_id').on('coupons').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('rewards')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('granted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rewards_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    /** Set when the message came from a broadcast, so recalling the broadcast removes it. */
    .addColumn('broadcast_id', 'varchar(36)')
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_user_id').on('messages').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('messages_broadcast_id').on('messages').column('broadcast_id').execute();

  await db.schema
    .createTable('billing_orders')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recharge_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('licence_id', 'varchar(36)')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('state', 'varchar(24)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_orders_user_id')
    .on('billing_orders')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('user_logs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'varchar(1024)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_logs_user_id')
    .on('user_logs')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'user_logs',
    'billing_orders',
    'messages',
    'rewards',
    'coupons',
    'applyments',
    'licences',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('remark').execute();
  await db.schema.alterTable('users').dropColumn('level').execute();
}
