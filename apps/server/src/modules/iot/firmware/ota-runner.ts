import { OTA_END_STATES, otaDownloadPath, type OtaOffer, type OtaState } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { serverSecret } from '../../../platform/secret';
import { startTicker, type Ticker } from '../../../platform/ticker';
import { firmwareRepository } from './firmware.repository';
import { signOtaGrant } from './ota-links';
import { rolloutsRepository, type RolloutRow } from './rollouts.repository';

/** Offers published at once (each awaits its broker acknowledgement). */
const OFFER_WINDOW = 100;

/** The rollouts' engine on this node: kick() runs a tick soon (a rollout was started, resumed or retried). */
export type OtaRunner = Ticker;

/** Whether the finished devices' failures pass the rollout's threshold. */
export function failureRateExceeded(rollout: RolloutRow, tally: Record<OtaState, number>): boolean {
  const failures = tally.failed + tally.timed_out;
  const finished = failures + tally.success;
  return (
    failures >= rollout.failureMinimum &&
    finished > 0 &&
    failures * 100 > rollout.failureThresholdPercent * finished
  );
}

/**
 * Every OTA_TICK_MS: times out silent devices, stops rollouts past their failure threshold, sends each
 * running rollout's due batch, and marks rollouts done when no device is left to update. Every node runs it;
 * each step is a conditional write, so a batch goes out once however many nodes tick.
 */
export function startOtaRunner(context: AppContext): OtaRunner {
  const { app, db, bus, clock, config } = context;
  const log = app.log.child({ module: 'ota' });
  const rollouts = rolloutsRepository(db);
  const firmware = firmwareRepository(db);
  const secret = serverSecret(config);
  const base = config.publicUrl?.replace(/\/+$/, '') ?? '';

  /** Offers the rollout's file to a batch of devices: a signed address each, published a window at a time. */
  const offerBatch = async (rollout: RolloutRow, batch: readonly { devid: string; devtype: string }[]) => {
    const file = rollout.firmwareId ? await firmware.byId(rollout.firmwareId) : undefined;
    if (!file) return;
    const offerTo = async ({ devid, devtype }: { devid: string; devtype: string }) => {
      const token = signOtaGrant(secret, {
        rolloutId: rollout.id,
        devid,
        firmwareId: file.id,
        expiresAt: clock.now() + config.ota.urlTtlSeconds * 1000,
      });
      const message: OtaOffer = {
        id: rollout.id,
        version: file.version,
        url: `${base}${otaDownloadPath(token)}`,
        size: Number(file.size),
        sha256: file.sha256,
        firmwareType: file.firmwareType,
      };
      // One device's offer failing (the broker away) must not hold back the rest; it times out and can be retried.
      await bus.publish(`dev/${devtype}/${devid}/ota`, JSON.stringify(message), 1).catch((error: unknown) => {
        log.warn({ err: error, rollout: rollout.id, devid }, 'ota offer not sent');
      });
    };
    // One at a time, 1,000 offers waited ~6 s for their acknowledgements in turn.
    for (let start = 0; start < batch.length; start += OFFER_WINDOW)
      await Promise.all(batch.slice(start, start + OFFER_WINDOW).map(offerTo));
  };

  const runRollout = async (rollout: RolloutRow) => {
    const now = clock.now();
    const timedOut = await rollouts.timeOut(rollout.id, now - rollout.timeoutSeconds * 1000, now);
    if (timedOut.length > 0)
      log.info({ rollout: rollout.id, devices: timedOut.length }, 'ota updates timed out');
    if (rollout.state !== 'running') return;
    const tally = await rollouts.tally(rollout.id);
    if (failureRateExceeded(rollout, tally)) {
      const stopped = await db
        .transaction()
        .execute((trx) =>
          rollouts.move(trx, rollout.id, ['running'], { state: 'stopped', stopReason: 'failure_rate' }, now),
        );
      if (stopped)
        log.warn({ rollout: rollout.id, tally }, 'ota rollout stopped: failure rate over threshold');
      return;
    }
    const waiting = tally.queued;
    const underWay = Object.entries(tally)
      .filter(([state]) => state !== 'queued' && !OTA_END_STATES.includes(state as OtaState))
      .reduce((sum, [, n]) => sum + n, 0);
    if (waiting === 0) {
      if (underWay === 0)
        await db
          .transaction()
          .execute((trx) => rollouts.move(trx, rollout.id, ['running'], { state: 'done' }, now));
      return;
    }
    if (rollout.nextBatchAt > now) return;
    const batch = await rollouts.claimBatch(rollout, now);
    await offerBatch(rollout, batch);
    if (batch.length > 0) log.info({ rollout: rollout.id, devices: batch.length }, 'ota batch sent');
  };

  return startTicker(app, { tickMs: config.ota.tickMs, log, what: 'ota' }, async () => {
    for (const rollout of await rollouts.live()) {
      await runRollout(rollout).catch((error: unknown) =>
        log.error({ err: error, rollout: rollout.id }, 'ota rollout step failed'),
      );
    }
  });
}
