import type { DbcBindingView, DbcStrategyView } from '@fleetkey/contract';

/** The strategy that decodes a device's frames: its own binding wins over its type's; null when none. */
export function boundStrategy(
  device: { devid: string; devtype: string },
  bindings: readonly DbcBindingView[],
  strategies: readonly DbcStrategyView[],
): DbcStrategyView | null {
  const own = bindings.find((b) => b.devid === device.devid);
  const typeWide = bindings.find((b) => b.devid === null && b.devtype === device.devtype);
  const id = (own ?? typeWide)?.strategyId;
  return strategies.find((s) => s.id === id) ?? null;
}
