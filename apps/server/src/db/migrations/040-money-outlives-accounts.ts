import type { Kysely } from 'kysely';
import { changeReferences } from '../foreign-keys';

// Money outlives accounts (issue 32 item 2): deleting a user no longer deletes its funds account, ledger or
// pay orders. The funds account and pay orders keep the owner's id without a reference to users (the
// account is closed instead), and ledger entries and refunds still need their funds account, without a
// cascade, so no ledger row can ever be deleted together with another row.

const changes = [
  { table: 'fund_accounts', column: 'owner_id', from: 'users.id', to: null },
  { table: 'pay_orders', column: 'owner_id', from: 'users.id', to: null },
  { table: 'fund_entries', column: 'owner_id', from: 'fund_accounts.owner_id', to: 'fund_accounts.owner_id' },
  { table: 'refunds', column: 'owner_id', from: 'fund_accounts.owner_id', to: 'fund_accounts.owner_id' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await changeReferences(db, changes);
}

// The cascades are not put back: going down must not make the ledger deletable again.
export async function down(): Promise<void> {}
