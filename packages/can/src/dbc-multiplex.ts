import type { DbcMessageView } from '@fleetkey/contract';

// Which multiplexor each multiplexed signal depends on, as cantools reads it. `SG_MUL_VAL_` names the
// multiplexor and the value ranges outright (extended multiplexing: ranges, several or nested multiplexors);
// a signal without one depends on the message's `M` signal, present for its own `m<n>` value.

/** Fills `multiplexer` and `multiplexRanges` of the message's multiplexed signals. */
export function resolveMultiplexing(message: DbcMessageView): void {
  const multiplexors = message.signals.filter((signal) => signal.multiplexor);
  // The top multiplexor: the one not multiplexed itself (`M`), else the first (`m<n>M` only).
  const top = multiplexors.find((signal) => signal.multiplexValue === null) ?? multiplexors[0];
  for (const signal of message.signals) {
    if (signal.multiplexer !== null || signal.multiplexValue === null) continue;
    // Without a multiplexor to depend on, the signal is always present.
    if (!top || top === signal) continue;
    signal.multiplexer = top.name;
    signal.multiplexRanges = [{ min: signal.multiplexValue, max: signal.multiplexValue }];
  }
}

/**
 * The message's signals in an order where every multiplexor comes before the signals depending on it, with
 * the index of that multiplexor (-1: none). A dependency cycle (a broken file) leaves the signals in it out.
 */
export function multiplexOrder(message: DbcMessageView): { index: number; parent: number }[] {
  const byName = new Map(message.signals.map((signal, index) => [signal.name, index]));
  const placed = new Map<number, number>();
  const order: { index: number; parent: number }[] = [];
  let progress = true;
  while (progress && order.length < message.signals.length) {
    progress = false;
    message.signals.forEach((signal, index) => {
      if (placed.has(index)) return;
      const parent = signal.multiplexer === null ? -1 : (byName.get(signal.multiplexer) ?? -1);
      if (parent !== -1 && !placed.has(parent)) return;
      placed.set(index, order.length);
      order.push({ index, parent: parent === -1 ? -1 : (placed.get(parent) as number) });
      progress = true;
    });
  }
  return order;
}
