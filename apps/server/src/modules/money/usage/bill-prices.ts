import type { PriceList } from '@fleetkey/contract';

/** What one device's month costs: the device fee if it sent anything, plus each started thousand messages. */
export function lineAmount(messages: number, prices: PriceList): number {
  if (messages <= 0) return 0;
  return prices.deviceMonth + Math.ceil(messages / 1000) * prices.perThousandMessages;
}
