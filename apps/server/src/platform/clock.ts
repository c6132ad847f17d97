/** Time as the server's rules see it; tests move it forward instead of sleeping. */
export interface Clock {
  now(): number;
}

/** A clock that can be advanced (only the NODE_ENV=test routes and in-process tests do). */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
  reset(): void;
}

/** The wall clock plus an offset that starts at zero. */
export function createClock(): AdjustableClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}
