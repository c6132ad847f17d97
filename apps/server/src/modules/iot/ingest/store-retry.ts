import type { FastifyBaseLogger } from 'fastify';
import { backoffDelay, type Backoff } from '../../../platform/bus/backoff';

/** Storing a device message again after a failure: a tenth of a second at first, at most 5 s apart. */
const STORE_BACKOFF: Backoff = { baseMs: 100, capMs: 5_000 };
/** At most one warn line this often, however many messages wait. */
const WARN_INTERVAL_MS = 10_000;

/**
 * Runs a device message's store until it succeeds: while the database is away the message stays
 * unacknowledged (the broker holds it and what follows it) and is tried again with capped backoff. Gives up
 * only when the server stops, so the broker keeps the message for next time.
 */
export function createStoreRetry(stopped: () => boolean, log: FastifyBaseLogger) {
  let warnedAt = 0;
  return async function untilStored(store: () => Promise<void>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await store();
      } catch (error) {
        if (stopped()) throw error;
        const wait = backoffDelay(attempt, STORE_BACKOFF);
        if (Date.now() - warnedAt >= WARN_INTERVAL_MS) {
          warnedAt = Date.now();
          log.warn(
            { err: error },
            `device messages not stored; held unacknowledged and retried (next in ${wait} ms)`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  };
}

/** Runs a store until it succeeds (see createStoreRetry). */
export type StoreRetry = ReturnType<typeof createStoreRetry>;
