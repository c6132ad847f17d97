// Per-message lookups (a device's type rules, its CAN strategy) are remembered for a few seconds instead of
// read per message; the time-to-live is the delay before an owner's change applies on every node.

/** Entries kept before expired ones are swept. */
const TRACKED_MAX = 100_000;

interface Remembered<T> {
  value: Promise<T>;
  at: number;
}

/**
 * Remembers a value per key for `ttlMs` (the read itself, so lookups that arrive while it runs share it);
 * a failed read is forgotten at once, so it is tried again.
 */
export function ttlMemo<T>(ttlMs: number, now: () => number) {
  const entries = new Map<string, Remembered<T>>();
  return (key: string, read: () => Promise<T>): Promise<T> => {
    const t = now();
    const found = entries.get(key);
    if (found && found.at + ttlMs > t) return found.value;
    if (entries.size >= TRACKED_MAX) {
      for (const [k, entry] of entries) if (entry.at + ttlMs <= t) entries.delete(k);
    }
    const value = read();
    entries.set(key, { value, at: t });
    value.catch(() => entries.delete(key));
    return value;
  };
}
