import type { AppContext } from '../../../app-context';
import { autoRenewal } from './auto-renew';

/**
 * Runs the auto-renewal job every AUTO_RENEW_INTERVAL_MINUTES on this node (0: never) and stops it when
 * the app closes, waiting for a run in progress. Runs never overlap on one node; across nodes the job's
 * conditional updates keep each renewal single.
 */
export function scheduleAutoRenewal(context: AppContext): void {
  const { app, config } = context;
  if (config.autoRenewIntervalMinutes === 0) return;
  const job = autoRenewal(context);
  let running: Promise<void> | undefined;

  const tick = () => {
    if (running) return;
    running = job
      .runOnce()
      .then((renewed) => {
        if (renewed > 0) app.log.info({ renewed }, 'licences renewed automatically');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'licence auto-renewal failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, config.autoRenewIntervalMinutes * 60_000);
  // The timer alone must not keep the process alive; shutdown goes through app.close().
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
