/**
 * A gate that opens at most once per `intervalMs`: `tryPass()` answers true and closes the gate when at
 * least `intervalMs` passed since the last pass, false otherwise (the caller drops that event).
 * `now` is injectable so the rule is tested without timers.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): { tryPass(): boolean } {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryPass() {
      const at = now();
      if (at - last < intervalMs) return false;
      last = at;
      return true;
    },
  };
}
