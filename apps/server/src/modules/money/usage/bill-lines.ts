import type { BillLine, PriceList } from '@fleetkey/contract';
import { lineAmount } from './bill-prices';
import type { MonthUsage } from './bills.repository';

/** A month's usage priced: the lines, and their total. */
export function priceUsage(
  usage: readonly MonthUsage[],
  prices: PriceList,
): { lines: BillLine[]; total: number } {
  const lines = usage.map((device) => ({ ...device, amount: lineAmount(device.messages, prices) }));
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
