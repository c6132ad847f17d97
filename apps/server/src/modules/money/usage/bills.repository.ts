import { sql, type Insertable, type Selectable } from 'kysely';
import { scopeDevids } from '../../../db/device-scope';
import { exists } from '../../../db/exists';
import type { Db } from '../../../db/kysely';
import { listPage, type ListPage, type ListWindow } from '../../../db/paging';
import type { BillLinesTable, BillsTable } from '../../../db/schema-usage';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { daysOfPeriod } from './usage-days';

/** A stored bill. */
export type BillRow = Selectable<BillsTable>;
/** A stored bill line. */
export type BillLineRow = Selectable<BillLinesTable>;

/** A device's usage over a month, before pricing. */
export interface MonthUsage {
  devid: string;
  devname: string;
  activeDays: number;
  messages: number;
  points: number;
}

/** Bills and the monthly sums they are made of; `db` may be a transaction. */
export function billsRepository(db: Db) {
  return {
    /** Per device: days with messages, and the month's messages and points (devices by id). */
    async monthUsage(ownerId: string, period: string): Promise<MonthUsage[]> {
      const { from, to } = daysOfPeriod(period);
      const rows = await db
        .selectFrom('deviceUsage')
        .leftJoin('devices', 'devices.devid', 'deviceUsage.devid')
        .select((eb) => [
          'deviceUsage.devid',
          eb.fn.max('devices.name').as('devname'),
          eb.fn.countAll<number | string>().as('activeDays'),
          eb.fn.sum<number | string>('deviceUsage.messages').as('messages'),
          eb.fn.sum<number | string>('deviceUsage.points').as('points'),
        ])
        .where('deviceUsage.ownerId', '=', ownerId)
        .where('deviceUsage.day', '>=', from)
        .where('deviceUsage.day', '<', to)
        .groupBy('deviceUsage.devid')
        .orderBy('deviceUsage.devid')
        .execute();
      return rows.map((row) => ({
        devid: row.devid,
        // A device deleted since keeps its line, under its id.
        devname: row.devname ?? row.devid,
        activeDays: Number(row.activeDays),
        messages: Number(row.messages),
        points: Number(row.points),
      }));
    },

    /** Owners with usage in [fromDay, toDay) and months of it not billed yet. */
    async unbilled(fromDay: string, toDay: string): Promise<{ ownerId: string; period: string }[]> {
      const period = sql<string>`substr(device_usage.day, 1, 7)`;
      const rows = await db
        .selectFrom('deviceUsage')
        .select(['deviceUsage.ownerId', period.as('period')])
        .where('deviceUsage.day', '>=', fromDay)
        .where('deviceUsage.day', '<', toDay)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('bills')
                .select('bills.id')
                .whereRef('bills.ownerId', '=', 'deviceUsage.ownerId')
                .where('bills.period', '=', period),
            ),
          ),
        )
        .groupBy(['deviceUsage.ownerId', period])
        .execute();
      return rows.map((row) => ({ ownerId: row.ownerId, period: String(row.period) }));
    },

    /** Stores a bill unless the owner's month has one; answers whether this one was stored. */
    async insert(
      bill: Insertable<BillsTable>,
      lines: readonly Insertable<BillLinesTable>[],
    ): Promise<boolean> {
      const inserted = await db
        .insertInto('bills')
        .values(bill)
        .onConflict((oc) => oc.columns(['ownerId', 'period']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      for (let i = 0; i < lines.length; i += 100)
        await db
          .insertInto('billLines')
          .values(lines.slice(i, i + 100))
          .execute();
      return true;
    },

    /** Records a payment if nobody recorded one since `paidBefore` was read; answers whether it did. */
    async recordPayment(id: string, paidBefore: number, paid: number, state: string): Promise<boolean> {
      const updated = await db
        .updateTable('bills')
        .set({ paid, state })
        .where('id', '=', id)
        .where('paid', '=', paidBefore)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    find(ownerId: string, period: string): Promise<BillRow | undefined> {
      return db
        .selectFrom('bills')
        .selectAll()
        .where('ownerId', '=', ownerId)
        .where('period', '=', period)
        .executeTakeFirst();
    },

    byId(id: string): Promise<BillRow | undefined> {
      return db.selectFrom('bills').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The devices of the scope with usage in the month: the lines of a bill a scoped sub-user may read. */
    async devidsInScope(scope: DeviceScope, period: string): Promise<Set<string>> {
      const { from, to } = daysOfPeriod(period);
      const rows = await db
        .selectFrom('deviceUsage')
        .select('deviceUsage.devid')
        .distinct()
        .where('deviceUsage.ownerId', '=', scope.ownerId)
        .where('deviceUsage.day', '>=', from)
        .where('deviceUsage.day', '<', to)
        .where('deviceUsage.devid', 'in', scopeDevids(scope))
        .execute();
      return new Set(rows.map((row) => row.devid));
    },

    lines(billId: string): Promise<BillLineRow[]> {
      return db.selectFrom('billLines').selectAll().where('billId', '=', billId).orderBy('devid').execute();
    },

    /** A page of an owner's bills, newest month first. */
    page(ownerId: string, window: ListWindow): Promise<ListPage<BillRow>> {
      return listPage(
        db.selectFrom('bills').selectAll().where('ownerId', '=', ownerId),
        { ...window, descend: true },
        'period',
      );
    },

    /** Unpaid bills of accounts with money to pay them, oldest first. */
    payable(limit: number): Promise<BillRow[]> {
      return db
        .selectFrom('bills')
        .innerJoin('fundAccounts', 'fundAccounts.ownerId', 'bills.ownerId')
        .selectAll('bills')
        .where('bills.state', '=', 'unpaid')
        .where('fundAccounts.state', '=', 'active')
        .where(sql<boolean>`fund_accounts.balance - fund_accounts.frozen + fund_accounts.credit_limit > 0`)
        .orderBy('bills.closedAt')
        .orderBy('bills.id')
        .limit(limit)
        .execute();
    },

    /** Whether the owner has a closed bill not paid in full. */
    async hasUnpaid(ownerId: string): Promise<boolean> {
      return exists(db.selectFrom('bills').where('ownerId', '=', ownerId).where('state', '=', 'unpaid'));
    },

    /** The zone of the owner's open funds account, if open. */
    async zoneOf(ownerId: string): Promise<string | undefined> {
      const account = await db
        .selectFrom('fundAccounts')
        .select('timeZone')
        .where('ownerId', '=', ownerId)
        .where('state', '=', 'active')
        .executeTakeFirst();
      return account?.timeZone;
    },
  };
}
