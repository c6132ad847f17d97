import type { Kysely } from 'kysely';

// Sign-in failures counted per (account, address) and per address over all names, so that nobody can lock
// an account out from elsewhere and nobody can try names at line speed (issue 13). `account` is
// 'users:<id>' or 'admins:<id>', or '*' for every name tried from the address.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_lockouts')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addPrimaryKeyConstraint('login_lockouts_pk', ['account', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_lockouts').execute();
}
