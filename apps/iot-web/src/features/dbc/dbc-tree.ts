import type { DbcMessageView, DbcSignalView } from '@fleetkey/contract';

/** A CAN id as engineers write it: `0x123` (11-bit, 3 digits) or `0x18FEF100` (29-bit, 8 digits). */
export function idHex(id: number, extended: boolean): string {
  return `0x${id
    .toString(16)
    .toUpperCase()
    .padStart(extended ? 8 : 3, '0')}`;
}

/** Whether a search reads as a hex id (`0x1A0`, `1a0`), so ids are compared as numbers. */
function searchedId(search: string): number | null {
  const bare = search.replace(/^0x/i, '');
  return /^[0-9a-f]{1,8}$/i.test(bare) ? Number.parseInt(bare, 16) : null;
}

/**
 * The messages a tree search keeps: a message whose name or id matches keeps all its signals; otherwise
 * only the signals whose name matches, and it goes when none does. An empty search keeps everything.
 */
export function filterMessages(messages: readonly DbcMessageView[], search: string): DbcMessageView[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...messages];
  const id = searchedId(needle);
  return messages.flatMap((message) => {
    if (message.name.toLowerCase().includes(needle) || (id !== null && message.id === id)) return [message];
    const signals = message.signals.filter((signal) => signal.name.toLowerCase().includes(needle));
    return signals.length > 0 ? [{ ...message, signals }] : [];
  });
}

/**
 * How a signal takes part in multiplexing: a selector (`M`), present for values of its multiplexor
 * (`Sel 1–3, 5`, extended multiplexing; nested selectors get both), or neither.
 */
export function multiplexText(signal: DbcSignalView): string {
  const ranges = signal.multiplexRanges
    .map((range) => (range.min === range.max ? `${range.min}` : `${range.min}–${range.max}`))
    .join(', ');
  const selected = signal.multiplexer === null ? '' : `${signal.multiplexer} ${ranges}`;
  if (signal.multiplexor) return selected ? `M · ${selected}` : 'M';
  if (selected) return selected;
  return signal.multiplexValue === null ? '' : `m${signal.multiplexValue}`;
}
