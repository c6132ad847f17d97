/** Keys tracked before windows that have ended are swept (each device is one). */
const TRACKED_MAX = 100_000;

/**
 * Counts entries per key in fixed windows on this node, so one device cannot fill a log: the caller keeps
 * an entry while `take` answers at most its limit, and only counts the rest.
 */
export function createLogThrottle(windowMs: number, now: () => number) {
  const windows = new Map<string, { start: number; taken: number }>();
  return {
    /** Counts one entry of `key` and answers how many it had in the current window, this one included. */
    take(key: string): number {
      const t = now();
      const window = windows.get(key);
      if (!window && windows.size >= TRACKED_MAX) {
        for (const [k, old] of windows) if (old.start + windowMs <= t) windows.delete(k);
        // Still full within one window: a flood of keys, which gets no entries rather than the memory.
        if (windows.size >= TRACKED_MAX) return Number.POSITIVE_INFINITY;
      }
      if (!window || window.start + windowMs <= t) {
        windows.set(key, { start: t, taken: 1 });
        return 1;
      }
      window.taken += 1;
      return window.taken;
    },
  };
}

/** A per-key entry counter. */
export type LogThrottle = ReturnType<typeof createLogThrottle>;
