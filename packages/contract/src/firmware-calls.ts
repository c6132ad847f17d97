import { z } from 'zod';
import { devidListSchema } from './device-calls';
import { devtypeNameSchema } from './devtype-calls';
import { listQuerySchema } from './lists';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, text } from './validation/text';
import { recordIdParamsSchema } from './validation/record-id';
import { strictNumber } from './strict-number';

// Firmware and over-the-air updates (iot-console.md §3 Device `newfm.isnew`, §7 "Firmware"). A user keeps
// firmware versions per device type; POST …/notify starts a rollout: devices are sent the update in
// batches, download it over HTTP from a signed address (Range resumes a cut download), report progress, and
// the rollout stops by itself when too many of the finished devices failed.

/** Largest firmware file. */
export const FIRMWARE_MAX_BYTES = 256 * 1024 * 1024;
/** Longest firmware description. */
export const FIRMWARE_DESC_MAX = 2000;
/** Longest version text. */
export const FIRMWARE_VERSION_MAX = 32;

/**
 * A version: 1 to 4 dot-separated numbers, optionally a pre-release after `-` (1.2.0-rc.1). Numbers compare
 * as numbers (1.10.0 > 1.9.3); a pre-release is older than its release.
 */
export const firmwareVersionSchema = text()
  .min(1, M.required)
  .max(FIRMWARE_VERSION_MAX, M.tooLong)
  .regex(/^\d{1,9}(\.\d{1,9}){0,3}(-[0-9A-Za-z]+(\.[0-9A-Za-z]+)*)?$/, M.firmwareVersionInvalid);

const VERSION_PARTS = 4;
const PART_DIGITS = 9;

/**
 * A key whose text order is the version order (digits and letters only, so every collation agrees):
 * each number zero-padded, then `z` for a release or `a` + the pre-release for a pre-release.
 */
export function versionKey(version: string): string {
  const [release = '', ...pre] = version.split('-');
  const numbers = release.split('.');
  const padded = Array.from({ length: VERSION_PARTS }, (_, index) =>
    (numbers[index] ?? '0').padStart(PART_DIGITS, '0'),
  ).join('');
  const suffix = pre
    .join('-')
    .toLowerCase()
    .replace(/[^0-9a-z]/g, '');
  return pre.length > 0 ? `${padded}a${suffix}` : `${padded}z`;
}

/** Negative when a is older than b, 0 when the same version, positive when newer. */
export function compareVersions(a: string, b: string): number {
  const [keyA, keyB] = [versionKey(a), versionKey(b)];
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

/** Whose firmware a file is: the device's own controller, or a module in it (a modem, a co-processor). */
export const FIRMWARE_OWNER_TYPES = ['device', 'module'] as const;
/** Whose firmware a file is. */
export type FirmwareOwnerType = (typeof FIRMWARE_OWNER_TYPES)[number];
/** A whole image, or a delta from the previous version. */
export const FIRMWARE_TYPES = ['full', 'delta'] as const;
/** A whole image or a delta. */
export type FirmwareType = (typeof FIRMWARE_TYPES)[number];

/** Path of /firmware/{devtype}. */
export const firmwareTypeParamsSchema = z.object({ devtype: devtypeNameSchema });
/** Path of /firmware/{devtype}/{version}…. */
export const firmwareParamsSchema = firmwareTypeParamsSchema.extend({ version: firmwareVersionSchema });

/** The multipart fields of POST /firmware/{devtype}/{version} beside `file`. */
export const firmwareUploadFieldsSchema = fields({
  desc: text().trim().max(FIRMWARE_DESC_MAX, M.tooLong).default(''),
  ownerType: z.enum(FIRMWARE_OWNER_TYPES, { error: M.invalidOption }).default('device'),
  /** A build number the device may compare instead of the text (optional, a whole number). */
  versionNum: strictNumber(
    z.coerce
      .number({ error: M.invalidType })
      .int(M.invalidType)
      .min(0, M.invalidType)
      .max(2 ** 31 - 1, M.invalidType)
      .optional(),
  ),
  firmwareType: z.enum(FIRMWARE_TYPES, { error: M.invalidOption }).default('full'),
});
/** The fields of a firmware upload. */
export type FirmwareUploadFields = z.output<typeof firmwareUploadFieldsSchema>;

/** A firmware version in lists. */
export interface FirmwareView {
  devtype: string;
  version: string;
  versionNum: number | null;
  desc: string;
  ownerType: FirmwareOwnerType;
  firmwareType: FirmwareType;
  fileName: string;
  size: number;
  sha256: string;
  /** Rollouts of this version still running or paused (it cannot be deleted meanwhile). */
  activeRollouts: number;
  createdAt: number;
}

/** GET /firmware/{devtype}/{version}/desc. */
export interface FirmwareDesc {
  version: string;
  desc: string;
}

// ── Rollouts ─────────────────────────────────────────────────────────────────────────────────────────────

/** Which devices a rollout updates: all of the type, the listed ones, or a group's members of the type. */
export const UPGRADE_TYPES = ['all', 'ids', 'group'] as const;
/** Which devices a rollout updates. */
export type UpgradeType = (typeof UPGRADE_TYPES)[number];

/** Rollout defaults and bounds. */
export const ROLLOUT_LIMITS = {
  batchSize: { min: 1, max: 10_000, default: 100 },
  batchIntervalSeconds: { min: 0, max: 86_400, default: 60 },
  /** Percent of finished devices that failed (failed or timed out) past which the rollout stops. */
  failureThresholdPercent: { min: 0, max: 100, default: 20 },
  /** Failures counted before the threshold applies (one early failure must not stop a large rollout). */
  failureMinimum: { min: 1, max: 10_000, default: 1 },
  /** A device that reports nothing for this long is timed out. */
  timeoutSeconds: { min: 30, max: 7 * 86_400, default: 1800 },
} as const;

const bounded = (limits: { min: number; max: number; default: number }) =>
  strictNumber(
    z.coerce
      .number({ error: M.invalidType })
      .int(M.invalidType)
      .min(limits.min, M.outOfRange)
      .max(limits.max, M.outOfRange)
      .default(limits.default),
  );

/** POST /firmware/{devtype}/{version}/notify: the targets and how to roll out. */
export const firmwareNotifySchema = fields({
  upgrade_type: z.enum(UPGRADE_TYPES, { error: M.invalidOption }),
  /** The devices (upgrade_type `ids`). */
  ids: devidListSchema.optional(),
  /** The group (upgrade_type `group`). */
  groupid: z.string().min(1, M.required).max(36, M.tooLong).optional(),
  batchSize: bounded(ROLLOUT_LIMITS.batchSize),
  batchIntervalSeconds: bounded(ROLLOUT_LIMITS.batchIntervalSeconds),
  failureThresholdPercent: bounded(ROLLOUT_LIMITS.failureThresholdPercent),
  failureMinimum: bounded(ROLLOUT_LIMITS.failureMinimum),
  timeoutSeconds: bounded(ROLLOUT_LIMITS.timeoutSeconds),
}).superRefine((body, ctx) => {
  if (body.upgrade_type === 'ids' && !body.ids)
    ctx.addIssue({ code: 'custom', path: ['ids'], message: M.required });
  if (body.upgrade_type === 'group' && !body.groupid)
    ctx.addIssue({ code: 'custom', path: ['groupid'], message: M.required });
});
/** A valid notify. */
export type FirmwareNotify = z.output<typeof firmwareNotifySchema>;

/** A rollout's life: running (batches go out), paused, stopped by the failure threshold, cancelled, done. */
export const ROLLOUT_STATES = ['running', 'paused', 'stopped', 'cancelled', 'done'] as const;
/** A rollout's state. */
export type RolloutState = (typeof ROLLOUT_STATES)[number];

/** One device's update, from waiting for its batch to an end. */
export const OTA_STATES = [
  'queued',
  'notified',
  'downloading',
  'verifying',
  'installing',
  'success',
  'failed',
  'timed_out',
  'cancelled',
] as const;
/** One device's update state. */
export type OtaState = (typeof OTA_STATES)[number];
/** The states a device's update ends in. */
export const OTA_END_STATES: readonly OtaState[] = ['success', 'failed', 'timed_out', 'cancelled'];
/** The states of an update under way on the device (a report is awaited). */
export const OTA_ACTIVE_STATES: readonly OtaState[] = ['notified', 'downloading', 'verifying', 'installing'];

/** A rollout in lists and on its board. */
export interface RolloutView {
  id: string;
  devtype: string;
  version: string;
  upgradeType: UpgradeType;
  state: RolloutState;
  /** Why it stopped (`failure_rate`), when it did. */
  stopReason: string | null;
  batchSize: number;
  batchIntervalSeconds: number;
  failureThresholdPercent: number;
  failureMinimum: number;
  timeoutSeconds: number;
  /** Devices per update state. */
  counts: Record<OtaState, number>;
  total: number;
  createdAt: number;
  updatedAt: number;
}

/** One device's update in a rollout. */
export interface OtaDeviceView {
  devid: string;
  devname: string;
  state: OtaState;
  /** Download percent (0–100) while downloading. */
  percent: number;
  /** Why it failed (`checksum`, `timeout`, the device's words). */
  reason: string;
  fromVersion: string | null;
  attempts: number;
  updatedAt: number;
}

/** An entry of a device's update history. */
export interface OtaHistoryEntry {
  rolloutId: string;
  version: string;
  state: OtaState;
  percent: number;
  reason: string;
  at: number;
}

/** Path of /ota/rollouts/{id}…. */
export const rolloutParamsSchema = recordIdParamsSchema;

/** GET /ota/rollouts: a device type's (or every) rollouts, newest first. */
export const rolloutListQuerySchema = listQuerySchema.extend({
  devtype: devtypeNameSchema.optional(),
  version: firmwareVersionSchema.optional(),
});
/** A parsed rollout list query. */
export type RolloutListQuery = z.output<typeof rolloutListQuerySchema>;

/** GET /ota/rollouts/{id}/devices: the rollout's devices, optionally of one state. */
export const rolloutDevicesQuerySchema = listQuerySchema.extend({
  state: z.enum(OTA_STATES, { error: M.invalidOption }).optional(),
});
/** A parsed rollout devices query. */
export type RolloutDevicesQuery = z.output<typeof rolloutDevicesQuerySchema>;

/** PATCH /ota/rollouts/{id}/status: pause, resume or cancel. */
export const rolloutStatusSchema = fields({
  action: z.enum(['pause', 'resume', 'cancel'], { error: M.invalidOption }),
});
/** A rollout status change. */
export type RolloutStatusChange = z.output<typeof rolloutStatusSchema>;

/** POST /ota/rollouts/{id}/retry: the devices to try again (default: every failed or timed-out one). */
export const rolloutRetrySchema = fields({ devids: devidListSchema.optional() });

// ── What devices send and receive ───────────────────────────────────────────────────────────────────────

/**
 * dev/{devtype}/{devid}/ota (server → device): an update to perform. `url` is absolute when the server knows
 * its public address (PUBLIC_URL), else a path on the server's HTTP port; it stays valid OTA_URL_TTL.
 */
export interface OtaOffer {
  /** The rollout; progress reports carry it back. */
  id: string;
  version: string;
  url: string;
  size: number;
  sha256: string;
  firmwareType: FirmwareType;
}

/** The states a device reports on dev/{devtype}/{devid}/ota_progress. */
export const OTA_REPORT_STATES = ['downloading', 'verifying', 'installing', 'success', 'failed'] as const;

/** dev/{devtype}/{devid}/ota_progress (device → server). */
export const otaProgressSchema = z.object({
  id: z.string().min(1).max(36),
  state: z.enum(OTA_REPORT_STATES),
  /** Download percent, with `downloading`. */
  percent: z.number().min(0).max(100).optional(),
  /** The version now running, with `success`. */
  version: firmwareVersionSchema.optional(),
  /** Why, with `failed` (`checksum`, `download`, `install`, or the device's words). */
  reason: z.string().max(200).optional(),
});
/** A progress report. */
export type OtaProgress = z.output<typeof otaProgressSchema>;

/** dev/{devtype}/{devid}/attributes (device → server): what the device runs; sent on connect and after an update. */
export const deviceAttributesSchema = z.object({ firmware: firmwareVersionSchema });
/** A device's reported attributes. */
export type DeviceAttributes = z.output<typeof deviceAttributesSchema>;

/** Path of the devices' firmware download (a signed token, so it needs no session). */
export function otaDownloadPath(token: string): string {
  return `/v1/ota/download?token=${encodeURIComponent(token)}`;
}
