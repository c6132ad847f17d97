import { sql, type Kysely } from 'kysely';

// Rules, rule actions and alarm records (contract rule-calls.ts, rule-action-calls.ts, rule-record-calls.ts;
// issue 16). Triggers, clear conditions, targets and action settings are the contract's parsed shapes as
// JSON; the columns beside them (devtype, status, trigger kind) are what the engine and lists select on.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rules')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The author's access profile when it was scoped to groups (the rule then covers that scope only).
    .addColumn('profile_id', 'integer')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    // The spec's `desc` (a reserved word in SQL, hence the name).
    .addColumn('rule_desc', 'varchar(16)', (c) => c.notNull())
    .addColumn('description', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('record', 'integer', (c) => c.notNull())
    .addColumn('severity', 'varchar(8)', (c) => c.notNull())
    .addColumn('devtype', 'varchar(64)', (c) => c.notNull())
    .addColumn('targets', 'text', (c) => c.notNull())
    .addColumn('trigger_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('trigger_def', 'text', (c) => c.notNull())
    .addColumn('clear_def', 'text', (c) => c.notNull())
    .addColumn('throttle_minutes', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rules_user').on('rules').columns(['user_id', 'created_at']).execute();
  // The engine loads an owner's enabled rules of a device type.
  await db.schema
    .createIndex('rules_devtype')
    .on('rules')
    .columns(['user_id', 'devtype', 'status'])
    .execute();

  await db.schema
    .createTable('rule_actions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // The kind's settings without the webhook secret.
    .addColumn('settings', 'text', (c) => c.notNull())
    // A webhook's HMAC secret, AES-256-GCM under a key derived from the server secret (it must be read back
    // to sign), and its last four characters so it shows masked without being opened.
    .addColumn('secret', 'varchar(512)')
    .addColumn('secret_hint', 'varchar(4)')
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rule_actions_user')
    .on('rule_actions')
    .columns(['user_id', 'created_at'])
    .execute();

  // Which actions a rule runs, in order; an action still named here cannot be deleted (RULE_ACTION_IN_USE).
  await db.schema
    .createTable('rule_action_links')
    .addColumn('rule_id', 'varchar(36)', (c) => c.notNull().references('rules.id').onDelete('cascade'))
    .addColumn('action_id', 'varchar(36)', (c) => c.notNull().references('rule_actions.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rule_action_links_pk', ['rule_id', 'action_id'])
    .execute();
  await db.schema
    .createIndex('rule_action_links_action')
    .on('rule_action_links')
    .column('action_id')
    .execute();

  await db.schema
    .createTable('rule_records')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No foreign key: a record outlives its rule (history), with the rule's name as it was.
    .addColumn('rule_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('rule_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('devid', 'varchar(64)', (c) => c.notNull().references('devices.devid').onDelete('cascade'))
    .addColumn('severity', 'varchar(8)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('first_fired_at', 'bigint', (c) => c.notNull())
    .addColumn('last_fired_at', 'bigint', (c) => c.notNull())
    .addColumn('acknowledged_by', 'varchar(64)')
    .addColumn('acknowledged_at', 'bigint')
    .addColumn('cleared_by', 'varchar(64)')
    .addColumn('cleared_at', 'bigint')
    .addColumn('fired_values', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rule_records_user')
    .on('rule_records')
    .columns(['user_id', 'last_fired_at'])
    .execute();
  await db.schema
    .createIndex('rule_records_device')
    .on('rule_records')
    .columns(['devid', 'last_fired_at'])
    .execute();
  // One standing record per (rule, device): the engine's insert of a second one fails and counts up instead.
  await db.schema
    .createIndex('rule_records_open')
    .on('rule_records')
    .columns(['rule_id', 'devid'])
    .unique()
    .where(sql.ref('state'), '<>', 'cleared')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rule_records').execute();
  await db.schema.dropTable('rule_action_links').execute();
  await db.schema.dropTable('rule_actions').execute();
  await db.schema.dropTable('rules').execute();
}
