/** Capped exponential backoff: the first wait and the longest. */
export interface Backoff {
  baseMs: number;
  capMs: number;
}

/**
 * Reconnecting to a broker: half a second at first, at most 10 s between tries, so a node is back within
 * 10 s of its broker, whatever the outage's length.
 */
export const RECONNECT_BACKOFF: Backoff = { baseMs: 500, capMs: 10_000 };

/**
 * The wait before try number `attempt` (0 = the first retry): doubling up to the cap, with "equal
 * jitter" (half of it fixed, half random) so that nodes cut off together do not come back in step.
 */
export function backoffDelay(attempt: number, { baseMs, capMs }: Backoff, random = Math.random): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
