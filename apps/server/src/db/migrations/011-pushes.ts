import type { Kysely } from 'kysely';

// Message pushes and voucher administration: broadcasts (every user) and tickets (named users), whose
// messages carry the push's id so a recall or an edit reaches them; batches of coupon cards and when
// each card was issued (an issued card's validity runs from its issue).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('broadcasts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('recipient_count', 'integer', (c) => c.notNull())
    .addColumn('admin_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('admin_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('recalled_at', 'bigint')
    .addColumn('recalled_by', 'varchar(64)')
    .execute();
  await db.schema.createIndex('broadcasts_created_at').on('broadcasts').column('created_at').execute();

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    /** 'mobiles' | 'userIds': what `targets` lists. */
    .addColumn('target_kind', 'varchar(16)', (c) => c.notNull())
    /** JSON array of the mobiles or user ids as sent. */
    .addColumn('targets', 'text', (c) => c.notNull())
    .addColumn('recipient_count', 'integer', (c) => c.notNull())
    .addColumn('admin_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('admin_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tickets_created_at').on('tickets').column('created_at').execute();

  // Set when the message came from a ticket, so editing the ticket edits it.
  await db.schema.alterTable('messages').addColumn('ticket_id', 'varchar(36)').execute();
  await db.schema.createIndex('messages_ticket_id').on('messages').column('ticket_id').execute();

  await db.schema
    .createTable('coupon_batches')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    .addColumn('extension_unit', 'varchar(8)', (c) => c.notNull())
    .addColumn('extension_count', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('issued_count', 'integer', (c) => c.notNull())
    .addColumn('remark', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('admin_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('admin_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coupon_batches_created_at')
    .on('coupon_batches')
    .column('created_at')
    .execute();

  await db.schema.alterTable('coupons').addColumn('issued_at', 'bigint').execute();
  // Issuing takes a batch's unissued cards; the administrators' list pages over all cards by time.
  await db.schema.createIndex('coupons_batch_user').on('coupons').columns(['batch_id', 'user_id']).execute();
  await db.schema.createIndex('coupons_created_at').on('coupons').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('coupons_created_at').execute();
  await db.schema.dropIndex('coupons_batch_user').execute();
  await db.schema.alterTable('coupons').dropColumn('issued_at').execute();
  await db.schema.dropTable('coupon_batches').execute();
  await db.schema.dropIndex('messages_ticket_id').execute();
  await db.schema.alterTable('messages').dropColumn('ticket_id').execute();
  await db.schema.dropTable('tickets').execute();
  await db.schema.dropTable('broadcasts').execute();
}
