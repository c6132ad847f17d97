/** Messages sent together at most, in one turn of the send timer. */
const MESSAGES_PER_TURN = 10;
const SLOWEST_TICK_MS = 10;

/**
 * The send timer's period for a rate across all devices. A fleet's devices send independently, so their
 * messages arrive spread out; a timer that let 100 go at once every 10 ms (10,000 msgs/s) made the last
 * of each burst wait behind the other 99, and the live bench measured that queue (p50 3–4 ms against 1 ms
 * with bursts of ten, issue 35). Node's timers fire at most every millisecond.
 */
export function sendTickMs(rate: number): number {
  if (!(rate > 0)) return SLOWEST_TICK_MS;
  const spread = Math.floor((1000 * MESSAGES_PER_TURN) / rate);
  return Math.min(SLOWEST_TICK_MS, Math.max(1, spread));
}
