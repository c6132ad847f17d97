import type { Kysely } from 'kysely';

// Multicast groups (iot-console.md §7 "Multicast"): a main account's groups, their members, a group's
// LoRaWAN multicast session (keys encrypted, lora-session-crypto.ts), and the commands sent to a group with
// each member's recorded command (its state is read from device_commands, so later replies show).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('multicast_groups')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    // No foreign key: a deleted gateway leaves the group (and its history); sending then says why it cannot.
    .addColumn('gwid', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('multicast_groups_name', ['user_id', 'name'])
    .execute();
  await db.schema
    .createIndex('multicast_groups_user')
    .on('multicast_groups')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('multicast_members')
    .addColumn('group_id', 'varchar(36)', (c) =>
      c.notNull().references('multicast_groups.id').onDelete('cascade'),
    )
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('multicast_members_pk', ['group_id', 'devid'])
    .execute();
  await db.schema.createIndex('multicast_members_device').on('multicast_members').column('devid').execute();

  await db.schema
    .createTable('multicast_lora')
    .addColumn('group_id', 'varchar(36)', (c) =>
      c.primaryKey().references('multicast_groups.id').onDelete('cascade'),
    )
    .addColumn('mc_addr', 'varchar(8)', (c) => c.notNull())
    // AES-256-GCM under a key derived from the server secret: never the keys in clear.
    .addColumn('app_skey', 'varchar(128)', (c) => c.notNull())
    .addColumn('nwk_skey', 'varchar(128)', (c) => c.notNull())
    // The last 4 hex digits of each key (16 of 128 bits), so it shows masked without being opened.
    .addColumn('app_skey_hint', 'varchar(4)', (c) => c.notNull())
    .addColumn('nwk_skey_hint', 'varchar(4)', (c) => c.notNull())
    .addColumn('frequency', 'bigint', (c) => c.notNull())
    .addColumn('data_rate', 'integer', (c) => c.notNull())
    .addColumn('periodicity', 'integer', (c) => c.notNull())
    .addColumn('lora_class', 'varchar(1)', (c) => c.notNull())
    // The next downlink frame counter; taken (and moved on) by each send.
    .addColumn('f_cnt', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('multicast_sends')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('group_id', 'varchar(36)', (c) =>
      c.notNull().references('multicast_groups.id').onDelete('cascade'),
    )
    .addColumn('cmd', 'varchar(64)', (c) => c.notNull())
    .addColumn('cmdtype', 'varchar(16)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('gwid', 'varchar(64)')
    .addColumn('sent_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('multicast_sends_group')
    .on('multicast_sends')
    .columns(['group_id', 'sent_at'])
    .execute();

  await db.schema
    .createTable('multicast_send_members')
    .addColumn('send_id', 'varchar(36)', (c) =>
      c.notNull().references('multicast_sends.id').onDelete('cascade'),
    )
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    // The member's recorded command; null when it was offline and nothing was published to it.
    .addColumn('command_id', 'varchar(36)')
    .addPrimaryKeyConstraint('multicast_send_members_pk', ['send_id', 'devid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('multicast_send_members').execute();
  await db.schema.dropTable('multicast_sends').execute();
  await db.schema.dropTable('multicast_lora').execute();
  await db.schema.dropTable('multicast_members').execute();
  await db.schema.dropTable('multicast_groups').execute();
}
