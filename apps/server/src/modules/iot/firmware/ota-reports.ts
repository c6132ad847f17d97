import {
  deviceAttributesSchema,
  OTA_ACTIVE_STATES,
  otaProgressSchema,
  type OtaProgress,
  type OtaState,
} from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import type { Clock } from '../../../platform/clock';
import { firmwareRepository } from './firmware.repository';
import { rolloutsRepository } from './rollouts.repository';

/** Why a firmware message of a device was not taken (the device log shows it). */
export type OtaReportRejection = { reason: 'ATTRIBUTES_INVALID' | 'OTA_REPORT_INVALID'; detail: string };

/** What devices tell about their firmware: the version they run, and how an update goes. */
export interface OtaReports {
  /** dev/…/attributes: settles once stored; answers a rejection instead when the message is not valid. */
  attributes(devid: string, payload: Buffer): Promise<OtaReportRejection | undefined>;
  /** dev/…/ota_progress: settles once applied (or ignored as stale); a rejection when it is not valid. */
  progress(devid: string, payload: Buffer): Promise<OtaReportRejection | undefined>;
}

function json(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

// Which stored state a reported one may follow. Reports arrive in order from one device, but a report may be
// lost or a device may skip a step, so any earlier step of the same attempt is accepted. `success` is also
// accepted after a timeout or a cancel: the device did update, and the board must say so.
const FOLLOWS: Record<OtaProgress['state'], readonly OtaState[]> = {
  downloading: ['notified', 'downloading'],
  verifying: ['notified', 'downloading', 'verifying'],
  installing: ['notified', 'downloading', 'verifying', 'installing'],
  success: [...OTA_ACTIVE_STATES, 'timed_out', 'cancelled'],
  failed: OTA_ACTIVE_STATES,
};

/** Applies devices' firmware messages; every write is conditional, so any node may take any message. */
export function createOtaReports(db: Db, clock: Clock): OtaReports {
  const firmware = firmwareRepository(db);
  const rollouts = rolloutsRepository(db);

  return {
    async attributes(devid, payload) {
      const parsed = deviceAttributesSchema.safeParse(json(payload));
      if (!parsed.success) return { reason: 'ATTRIBUTES_INVALID', detail: 'firmware' };
      await firmware.deviceRuns(devid, parsed.data.firmware);
      return undefined;
    },

    async progress(devid, payload) {
      const parsed = otaProgressSchema.safeParse(json(payload));
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(payload)'))];
        return { reason: 'OTA_REPORT_INVALID', detail: fields.join(', ') };
      }
      const report = parsed.data;
      const update = await rollouts.update(report.id, devid);
      if (!update) return { reason: 'OTA_REPORT_INVALID', detail: `id: ${report.id}` };
      if (!FOLLOWS[report.state].includes(update.state)) return undefined;
      const now = clock.now();
      const percent =
        report.state === 'downloading'
          ? Math.round(report.percent ?? 0)
          : report.state === 'failed'
            ? update.percent
            : 100;
      const applied = await rollouts.report(
        report.id,
        devid,
        update.state,
        {
          state: report.state,
          percent,
          reason: report.state === 'failed' ? (report.reason ?? 'failed') : '',
        },
        now,
      );
      if (applied && report.state === 'success') {
        const rollout = await rollouts.byId(report.id);
        const version = report.version ?? rollout?.version;
        if (version) await firmware.deviceRuns(devid, version);
      }
      return undefined;
    },
  };
}
