/**
 * Hits per key in fixed windows, kept in this process's memory: each server node limits on its own, so
 * N nodes behind a balancer allow up to N times the limit. That is acceptable for a brake on key guessing
 * and runaway devices, and keeps the validation hot path free of database writes. The whole map is
 * dropped when a window ends, so it never holds more keys than one window's traffic brought.
 */
export function rateWindow(limit: number, windowMs: number) {
  let windowStart = Number.NEGATIVE_INFINITY;
  const hits = new Map<string, number>();
  return {
    /** Counts a hit of `key` at `now`; answers 0 when allowed, else the seconds until the window ends. */
    hit(key: string, now: number): number {
      if (now - windowStart >= windowMs) {
        hits.clear();
        windowStart = now;
      }
      const count = (hits.get(key) ?? 0) + 1;
      if (count > limit) return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
      hits.set(key, count);
      return 0;
    },
  };
}
