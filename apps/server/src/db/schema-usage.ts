// Tables of metered usage and monthly bills (migration 038-usage-bills), kept apart from schema.ts like the
// funds tables. Counts are whole numbers; money is integer minor units.

/** Messages and points of a device on one day (YYYY-MM-DD in its owner's zone); nodes add to the counters. */
export interface DeviceUsageTable {
  devid: string;
  day: string;
  ownerId: string;
  messages: number;
  points: number;
}

/** A committed flush of a node's usage counters: a retried flush whose commit was not heard is known. */
export interface UsageFlushesTable {
  id: string;
  at: number;
}

/** A closed monthly bill of an owner; `prices` is the price list (JSON) it was computed with. */
export interface BillsTable {
  id: string;
  ownerId: string;
  period: string;
  /** 'unpaid' or 'paid' (BILL_STATES; 'open' is the current month's estimate, never stored). */
  state: string;
  timeZone: string;
  prices: string;
  total: number;
  paid: number;
  closedAt: number;
}

/** One device's line of a bill. */
export interface BillLinesTable {
  billId: string;
  devid: string;
  devname: string;
  activeDays: number;
  messages: number;
  points: number;
  amount: number;
}

/** The usage and bill tables, part of the Database. */
export interface UsageDatabase {
  deviceUsage: DeviceUsageTable;
  usageFlushes: UsageFlushesTable;
  bills: BillsTable;
  billLines: BillLinesTable;
}
