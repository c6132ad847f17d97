import type { Kysely } from 'kysely';

// The IoT console's device registry: device types with their model sections, devices, device groups, and
// a per-user lock row that makes "count, then create" safe against concurrent requests on any node.
//
// Device ids are the primary key, unique across all users: a device signs in to the MQTT broker with its
// id and secret and publishes under dev/{devtype}/{devid}/…, so two users' devices must never share one.
// A type's name is unique per user only; devices point at (user_id, devtype).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_types')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('devtype', 'varchar(64)', (c) => c.notNull())
    .addColumn('comment', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    // Sections of the device model, as JSON (contract devtype-calls.ts); much_data has its own table.
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('commands', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('warnings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('errors', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('logs', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('init_param', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('device_types_pk', ['user_id', 'devtype'])
    .execute();
  await db.schema
    .createIndex('device_types_user_created')
    .on('device_types')
    .columns(['user_id', 'created_at'])
    .execute();

  // One row per topic, so writing one topic's points never overwrites another's written at the same time.
  await db.schema
    .createTable('device_type_topics')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('devtype', 'varchar(64)', (c) => c.notNull())
    .addColumn('topic', 'varchar(64)', (c) => c.notNull())
    .addColumn('points', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('device_type_topics_pk', ['user_id', 'devtype', 'topic'])
    .addForeignKeyConstraint(
      'device_type_topics_type_fk',
      ['user_id', 'devtype'],
      'device_types',
      ['user_id', 'devtype'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('devices')
    .addColumn('devid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('devtype', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('comment', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    // HMAC-SHA256 of the secret (platform/secret.ts); the secret itself is shown once and never stored.
    .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('secret_updated_at', 'bigint', (c) => c.notNull())
    .addColumn('gateway_devid', 'varchar(64)', (c) => c.references('devices.devid').onDelete('set null'))
    // One stored status ('online' | 'offline' | 'faulty'); the consoles' codes derive from it (contract
    // device-status.ts). The MQTT slice writes it and the two times on connect, disconnect and status.
    .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('offline'))
    .addColumn('last_online_at', 'bigint')
    .addColumn('last_offline_at', 'bigint')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    // 1 when a newer firmware exists for the device (newfm.isnew); set by the firmware calls.
    .addColumn('new_firmware', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // No cascade: a type with devices is refused deletion (DEVICE_TYPE_IN_USE); the key backs that up.
    .addForeignKeyConstraint('devices_type_fk', ['user_id', 'devtype'], 'device_types', [
      'user_id',
      'devtype',
    ])
    .execute();
  await db.schema
    .createIndex('devices_user_created')
    .on('devices')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('devices_user_type').on('devices').columns(['user_id', 'devtype']).execute();
  await db.schema.createIndex('devices_user_status').on('devices').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('devices_gateway').on('devices').column('gateway_devid').execute();

  await db.schema
    .createTable('device_groups')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('comment', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('device_groups_user_name', ['user_id', 'name'])
    .execute();

  await db.schema
    .createTable('device_group_members')
    .addColumn('group_id', 'varchar(36)', (c) =>
      c.notNull().references('device_groups.id').onDelete('cascade'),
    )
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('device_group_members_pk', ['group_id', 'devid'])
    .execute();
  await db.schema
    .createIndex('device_group_members_devid')
    .on('device_group_members')
    .column('devid')
    .execute();

  await db.schema
    .createTable('device_owner_locks')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('locked_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'device_owner_locks',
    'device_group_members',
    'device_groups',
    'devices',
    'device_type_topics',
    'device_types',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
