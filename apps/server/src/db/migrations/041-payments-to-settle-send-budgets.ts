import type { Kysely } from 'kysely';

// Payments the gateway reports paid that cannot be booked (an unknown order, a closed or deleted account,
// an amount other than ordered): kept for an administrator to settle by hand, never dropped (issue 32
// item 2). The gateway's transaction id is unique, so a repeated callback lands once.
// Beside it, what each account's rule actions sent per channel and clock hour, counted against the hourly
// send budgets (issue 32 item 5; one migration because only two numbers were free).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments_to_settle')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('txn_id', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('order_id', 'varchar(36)', (c) => c.notNull())
    // The order's owner when the order is known; no reference: the account may be gone.
    .addColumn('owner_id', 'varchar(36)')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_by', 'varchar(64)')
    .addColumn('settled_at', 'bigint')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('payments_to_settle_received')
    .on('payments_to_settle')
    .columns(['received_at'])
    .execute();

  await db.schema
    .createTable('send_budget_usage')
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    // The clock hour, as epoch milliseconds of its start.
    .addColumn('hour', 'bigint', (c) => c.notNull())
    .addColumn('sent', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('send_budget_usage_pk', ['owner_id', 'channel', 'hour'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('send_budget_usage').execute();
  await db.schema.dropTable('payments_to_settle').execute();
}
