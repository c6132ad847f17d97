/** Time as the server's rules see it; tests move it forward instead of sleeping. */
export interface Clock {
  now(): number;
}

/** A clock that can be advanced (only the NODE_ENV=test routes and in-process tests do). */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
  /**
   * Stops the time where it is until `release`: then only `advance` moves it, so a test of "nothing before
   * 10 s" does not fail because the machine took a second between two steps.
   */
  hold(): void;
  /** Lets the time run on from where it was held (the wall clock's time since is added, never taken). */
  release(): void;
  reset(): void;
}

/** The wall clock plus an offset that starts at zero. */
export function createClock(): AdjustableClock {
  let offset = 0;
  let heldAt: number | undefined;
  return {
    now: () => (heldAt ?? Date.now()) + offset,
    advance: (ms) => {
      offset += ms;
    },
    hold: () => {
      heldAt ??= Date.now();
    },
    release: () => {
      heldAt = undefined;
    },
    reset: () => {
      offset = 0;
      heldAt = undefined;
    },
  };
}
