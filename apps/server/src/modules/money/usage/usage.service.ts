import {
  FUND_CURRENCY,
  type billQuerySchema,
  type BillLine,
  type BillView,
  type DeviceUsageView,
  type devicesMessageQuerySchema,
  type ListResult,
  type PriceList,
} from '@fleetkey/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import type { ListPage } from '../../../db/paging';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { priceUsage } from './bill-lines';
import { billsRepository, type BillRow } from './bills.repository';
import { deviceUsageRepository } from './device-usage.repository';
import { dayIn, periodOfDay } from './usage-days';

type UsageQuery = z.output<typeof devicesMessageQuerySchema>;
type BillQuery = z.output<typeof billQuerySchema>;

function billView(row: BillRow): BillView {
  return {
    id: row.id,
    period: row.period,
    // Stored bills are written by the month close with 'unpaid' or 'paid' only.
    state: row.state === 'paid' ? 'paid' : 'unpaid',
    timeZone: row.timeZone,
    prices: JSON.parse(row.prices) as PriceList,
    total: row.total,
    paid: row.paid,
    currency: FUND_CURRENCY,
    closedAt: row.closedAt,
  };
}

/** Usage per device and day, and the monthly bills made of it (GET /devices_message, GET /bill). */
export function usageService({ db, clock, config }: AppContext) {
  const bills = billsRepository(db);
  const usage = deviceUsageRepository(db);
  const zoneOf = async (ownerId: string) => (await bills.zoneOf(ownerId)) ?? config.usage.timeZone;

  /** A month not closed yet, priced from its usage so far with today's prices: the bill, and its lines. */
  async function estimate(
    ownerId: string,
    period: string,
    zone: string,
  ): Promise<{ view: BillView; lines: BillLine[] }> {
    const { lines, total } = priceUsage(await bills.monthUsage(ownerId, period), config.usage.prices);
    const view: BillView = {
      id: null,
      period,
      state: 'open',
      timeZone: zone,
      prices: config.usage.prices,
      total,
      paid: 0,
      currency: FUND_CURRENCY,
      closedAt: null,
    };
    return { view, lines };
  }

  /** One month's bill of the whole account with its lines: the closed bill, or an estimate of an open month. */
  async function whole(ownerId: string, period: string): Promise<BillView> {
    const stored = await bills.find(ownerId, period);
    if (stored) {
      const lines = await bills.lines(stored.id);
      return {
        ...billView(stored),
        lines: lines.map(({ billId: _billId, ...line }) => ({
          ...line,
          messages: Number(line.messages),
          points: Number(line.points),
          amount: Number(line.amount),
        })),
      };
    }
    const zone = await zoneOf(ownerId);
    if (period > periodOfDay(dayIn(clock.now(), zone))) throw AppError.of('NOT_FOUND');
    const { view, lines } = await estimate(ownerId, period, zone);
    return { ...view, lines };
  }

  return {
    /** Usage rows in the scope; the range's bounds become days in the account's zone. */
    async devicesMessage(scope: DeviceScope, query: UsageQuery): Promise<ListPage<DeviceUsageView>> {
      const zone = await zoneOf(scope.ownerId);
      const page = await usage.page(
        scope,
        {
          devid: query.devid,
          fromDay: query.from === undefined ? undefined : dayIn(query.from, zone),
          // `to` is exclusive: the last day is the one its previous millisecond falls on.
          toDay: query.to === undefined ? undefined : dayIn(query.to - 1, zone),
        },
        query,
      );
      return {
        ...page,
        result: page.result.map((row) => ({
          devid: row.devid,
          devname: row.devname ?? row.devid,
          day: row.day,
          messages: Number(row.messages),
          points: Number(row.points),
        })),
      };
    },

    /** The owner's bills, newest first, the current month's estimate at the top of the first page. */
    async list(ownerId: string, query: BillQuery): Promise<ListResult<BillView> & { count?: number }> {
      const zone = await zoneOf(ownerId);
      const current = periodOfDay(dayIn(clock.now(), zone));
      // A month closed early (a clock moved on, in tests) has its bill: no estimate beside it.
      const estimated = (await bills.find(ownerId, current)) === undefined;
      const first = estimated && query.skip === 0;
      const stored = await bills.page(ownerId, {
        ...query,
        skip: estimated && query.skip > 0 ? query.skip - 1 : query.skip,
        limit: first ? Math.max(1, query.limit - 1) : query.limit,
      });
      const totalCount = stored.totalCount + (estimated ? 1 : 0);
      if (query.aggregation === 'count') return { totalCount, count: totalCount, result: [] };
      const rows = stored.result.map(billView);
      if (!first) return { totalCount, result: rows };
      const open = await estimate(ownerId, current, zone);
      return { totalCount, result: [open.view, ...rows].slice(0, query.limit) };
    },

    /**
     * One month's bill with its lines: the closed bill, or an estimate of a month not closed yet. The bill is
     * the account's; a scoped sub-user reads only the lines of devices in its scope.
     */
    async one(scope: DeviceScope, period: string): Promise<BillView> {
      const bill = await whole(scope.ownerId, period);
      if (scope.profileId === null || !bill.lines) return bill;
      const visible = await bills.devidsInScope(scope, period);
      return { ...bill, lines: bill.lines.filter((line) => visible.has(line.devid)) };
    },

    /** Refuses a new device while the account has an unpaid bill, when the arrears policy says so. */
    async checkArrears(ownerId: string): Promise<void> {
      if (config.usage.arrears !== 'refuseNewDevices') return;
      if (await bills.hasUnpaid(ownerId)) throw AppError.of('FUNDS_ARREARS');
    },
  };
}
