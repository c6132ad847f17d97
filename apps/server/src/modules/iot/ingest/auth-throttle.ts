/** Wrong device secrets allowed per device id within the window before that id is locked out. */
export const DEVICE_AUTH_FAILURES_MAX = 10;
/** The window the failures are counted in, and how long the lockout lasts. */
export const DEVICE_AUTH_WINDOW_MS = 60_000;
/** Device ids tracked before old entries are swept (each wrong username is one). */
const TRACKED_MAX = 10_000;

/**
 * Counts wrong secrets per device id on this node: after DEVICE_AUTH_FAILURES_MAX within a minute, every
 * sign-in of that id, right or wrong, is refused for a minute, so a secret cannot be guessed at line speed.
 */
export function createAuthThrottle(now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  const lockedUntil = new Map<string, number>();

  const sweep = () => {
    const t = now();
    for (const [devid, times] of failures)
      if (times.every((at) => at <= t - DEVICE_AUTH_WINDOW_MS)) failures.delete(devid);
    for (const [devid, until] of lockedUntil) if (until <= t) lockedUntil.delete(devid);
  };

  return {
    /** Whether sign-ins of this id are refused now. */
    locked(devid: string): boolean {
      const until = lockedUntil.get(devid);
      if (until === undefined) return false;
      if (until > now()) return true;
      lockedUntil.delete(devid);
      return false;
    },

    /** Counts a wrong secret; true when this one locked the id out. */
    failed(devid: string): boolean {
      const t = now();
      if (failures.size + lockedUntil.size > TRACKED_MAX) sweep();
      const recent = (failures.get(devid) ?? []).filter((at) => at > t - DEVICE_AUTH_WINDOW_MS);
      recent.push(t);
      if (recent.length < DEVICE_AUTH_FAILURES_MAX) {
        failures.set(devid, recent);
        return false;
      }
      failures.delete(devid);
      lockedUntil.set(devid, t + DEVICE_AUTH_WINDOW_MS);
      return true;
    },

    /** A right secret forgets the id's earlier failures. */
    succeeded(devid: string): void {
      failures.delete(devid);
    },
  };
}

/** The per-node device sign-in throttle. */
export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
