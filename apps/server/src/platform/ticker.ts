import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../app-context';

/** A periodic job of this node. */
export interface Ticker {
  /** Runs the job soon (something became due now): it need not wait for the next tick. */
  kick(): void;
}

/**
 * Runs `tick` every `tickMs` (0: never on this node) until the app closes, which waits for a tick under way.
 * Ticks never overlap; a kick during one runs another right after. A failed tick is logged and the next
 * one runs as usual.
 */
export function startTicker(
  app: App,
  { tickMs, log, what }: { tickMs: number; log: FastifyBaseLogger; what: string },
  tick: () => Promise<void>,
): Ticker {
  let running: Promise<void> | undefined;
  let again = false;
  const schedule = () => {
    if (running) {
      again = true;
      return;
    }
    running = tick()
      .catch((error: unknown) => log.error({ err: error }, `${what} tick failed`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule();
        }
      });
  };

  if (tickMs > 0) {
    const timer = setInterval(schedule, tickMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }

  return {
    kick: () => {
      if (tickMs > 0) setImmediate(schedule);
    },
  };
}
