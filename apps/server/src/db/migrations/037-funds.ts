import type { Kysely } from 'kysely';

// The IoT funds account (contract fund-calls.ts; issue 20). Money is integer minor units in bigint columns.
// `fund_entries` is the ledger: rows are only ever inserted; `fund_accounts.balance` is their sum, updated in
// the same transaction as each insert. An entry's idempotency key is unique per account, so the same
// booking twice lands once. `fund_requests` remembers which order or refund a money-moving HTTP call made under its
// Idempotency-Key, so a retried call answers that one instead of making another.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fund_accounts')
    .addColumn('owner_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('frozen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('credit_limit', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_password_hash', 'text', (c) => c.notNull())
    .addColumn('pay_password_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_password_locked_until', 'bigint')
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('fund_entries')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (c) =>
      c.notNull().references('fund_accounts.owner_id').onDelete('cascade'),
    )
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('idempotency_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('request_digest', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('fund_entries_key', ['owner_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('fund_entries_owner_created')
    .on('fund_entries')
    .columns(['owner_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('pay_orders')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('pay_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('trade_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('invoice', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // The gateway's page for a gateway order; the gateway's transaction id once it confirms.
    .addColumn('pay_url', 'text')
    .addColumn('gateway_txn', 'varchar(128)')
    // A renewal order pays for this licence-portal billing order.
    .addColumn('billing_order_id', 'varchar(36)', (c) =>
      c.references('billing_orders.id').onDelete('set null'),
    )
    .addColumn('settled_by', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('pay_orders_owner_created')
    .on('pay_orders')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('pay_orders_state_created')
    .on('pay_orders')
    .columns(['state', 'created_at'])
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (c) =>
      c.notNull().references('fund_accounts.owner_id').onDelete('cascade'),
    )
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('refunds_owner_created')
    .on('refunds')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('refunds_state_created')
    .on('refunds')
    .columns(['state', 'created_at'])
    .execute();

  await db.schema
    .createTable('fund_requests')
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('operation', 'varchar(32)', (c) => c.notNull())
    .addColumn('request_digest', 'varchar(64)', (c) => c.notNull())
    .addColumn('result_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('fund_requests_pk', ['owner_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fund_requests').execute();
  await db.schema.dropTable('refunds').execute();
  await db.schema.dropTable('pay_orders').execute();
  await db.schema.dropTable('fund_entries').execute();
  await db.schema.dropTable('fund_accounts').execute();
}
