import { z } from 'zod';
import { devtypeNameSchema, keyNameSchema } from './devtype-calls';
import { filterConditions, listFilterOf, listQuerySchema, type ListResult } from './lists';
import { deviceIdSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { listOf, text, typeError } from './validation/text';
import { strictNumber } from './strict-number';

// Device data (iot-console.md §3 "Device data row", §7 "Devices" data calls and history parameters).
// A device sends rows of points, over MQTT on dev/{devtype}/{devid}/data or by POST /devices/{devid}/data:
// one row `{ "time"?: epoch ms, "<point>": number | string | boolean, … }` or an array of rows. A row
// without `time` is stamped when the server receives it. Booleans are stored as 1 and 0. The server keeps
// one stored point per (device, point, time): a repeat of the same time is ignored, PUT overwrites.

/** Most points in one row. */
export const TELEMETRY_POINTS_MAX = 64;
/** Most rows in one message or POST. */
export const TELEMETRY_ROWS_MAX = 100;
/** Longest text value of a point. */
export const TELEMETRY_TEXT_MAX = 256;
/** Largest MQTT data or event payload, in bytes. */
export const TELEMETRY_PAYLOAD_MAX_BYTES = 65_536;
/** Earliest time a row may carry (2000-01-01T00:00:00Z, epoch ms). */
export const TELEMETRY_TIME_MIN = 946_684_800_000;
/** Latest time a row may carry (9999-12-31T23:59:59.999Z, epoch ms). */
export const TELEMETRY_TIME_MAX = 253_402_300_799_999;
/** Names a point may not have: they are the row's own fields. */
export const TELEMETRY_RESERVED_KEYS = ['time', 'isodate'] as const;
/** Most rows or buckets one GET answers. */
export const TELEMETRY_LIMIT_MAX = 10_000;
/** Rows or buckets a GET answers when it gives no limit. */
export const TELEMETRY_LIMIT_DEFAULT = 100;
/** Most buckets an aggregated query may span (range ÷ interval), so one call cannot pin the database. */
export const TELEMETRY_BUCKETS_MAX = 200_000;
/** Aggregations of GET /devices/{devid}/data; `count` counts points, the others use numeric points only. */
export const TELEMETRY_AGGREGATIONS = ['avg', 'min', 'max', 'sum', 'count'] as const;
/** An aggregation of device data. */
export type TelemetryAggregation = (typeof TELEMETRY_AGGREGATIONS)[number];
/** Bucket widths of an aggregated query, in milliseconds. Day and week buckets follow `timezoneOffset`. */
export const TELEMETRY_INTERVALS = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '6h': 21_600_000,
  '12h': 43_200_000,
  '1d': 86_400_000,
  '7d': 604_800_000,
} as const;
/** A bucket width name. */
export type TelemetryInterval = keyof typeof TELEMETRY_INTERVALS;
/** Bucket width when an aggregated query names none. */
export const TELEMETRY_INTERVAL_DEFAULT: TelemetryInterval = '1h';
/** Largest |timezoneOffset| in minutes (UTC−14:00 … UTC+14:00). */
export const TIMEZONE_OFFSET_MAX = 840;

const RESERVED = new Set<string>(TELEMETRY_RESERVED_KEYS);
const POINT_NAME = /^[A-Za-z0-9_]{1,64}$/;

/** A point's value: a finite number, a text of at most 256 characters, or a boolean (stored as 1/0). */
export const telemetryValueSchema = z
  .union([z.number().finite(), text(), z.boolean()], { error: M.invalidType })
  .refine((value) => typeof value !== 'string' || value.length <= TELEMETRY_TEXT_MAX, M.tooLong);
/** A point's value. */
export type TelemetryValue = z.output<typeof telemetryValueSchema>;

/** Epoch milliseconds a row may carry. */
export const telemetryTimeSchema = z
  .number({ error: M.invalidType })
  .int(M.invalidType)
  .min(TELEMETRY_TIME_MIN, M.invalidType)
  .max(TELEMETRY_TIME_MAX, M.invalidType);

/** Adds an issue for each point name that breaks the key-name rule or is reserved, and for too few or many. */
function checkPointNames(points: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const names = Object.keys(points);
  if (names.length === 0) ctx.addIssue({ code: 'custom', message: M.required });
  if (names.length > TELEMETRY_POINTS_MAX) ctx.addIssue({ code: 'custom', message: M.tooMany });
  for (const name of names) {
    if (!POINT_NAME.test(name) || RESERVED.has(name)) {
      ctx.addIssue({ code: 'custom', path: [name], message: M.keyNameInvalid });
    }
  }
}

/** Point name → value, 1 to 64 points, names by the key-name rule and not `time` or `isodate`. */
export const telemetryPointsSchema = z
  .record(z.string(), telemetryValueSchema, { error: typeError })
  .superRefine(checkPointNames);
/** Point name → value. */
export type TelemetryPoints = z.output<typeof telemetryPointsSchema>;

// Devices send thousands of rows a second, so a row is checked in one pass over its values (the time is
// one of them) rather than parsed twice.
/** One row a device sends: an optional `time` (epoch ms) and its points. */
export const telemetryRowInputSchema = z
  .record(z.string(), telemetryValueSchema, { error: typeError })
  .transform((row, ctx): { time: number | undefined; points: TelemetryPoints } => {
    const { time, ...points } = row;
    if (time !== undefined && !telemetryTimeSchema.safeParse(time).success) {
      ctx.addIssue({ code: 'custom', path: ['time'], message: M.invalidType });
      return z.NEVER;
    }
    checkPointNames(points, ctx);
    return { time: time as number | undefined, points };
  });
/** A valid row as the server reads it. */
export type TelemetryRowInput = z.output<typeof telemetryRowInputSchema>;

/** Body of POST /devices/{devid}/data and payload of dev/{devtype}/{devid}/data: a row or 1–100 rows. */
// A single row is read as a list of one, so both forms report issues the same way (path [index, point]).
export const telemetryUploadSchema = z.preprocess(
  (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : [value]),
  z.array(telemetryRowInputSchema).min(1, M.required).max(TELEMETRY_ROWS_MAX, M.tooMany),
);
/** Valid uploaded rows. */
export type TelemetryUpload = z.output<typeof telemetryUploadSchema>;

/** `?devtype` of the device data calls: when given, the device must be of that type. */
export const telemetryDeviceQuerySchema = z.object({ devtype: devtypeNameSchema.optional() });

/** Path of the /devices/{devid}/data calls. */
export const telemetryParamsSchema = z.object({ devid: deviceIdSchema });

/** A query-string number in a range; '' counts as absent. */
function queryNumber(min: number, max: number, int: boolean) {
  const number = z.coerce
    .number({ error: M.listParamInvalid })
    .min(min, M.listParamInvalid)
    .max(max, M.listParamInvalid);
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    strictNumber((int ? number.int(M.listParamInvalid) : number).optional()),
  );
}

/** A query's starttime or endtime: epoch seconds, fractions allowed. */
export const epochSecondsSchema = queryNumber(TELEMETRY_TIME_MIN / 1000, TELEMETRY_TIME_MAX / 1000, false);

/**
 * Refuses a range whose end comes before its start (400 at `endtime`): it can match nothing, and an empty
 * answer would read as "no data" rather than as a mistake.
 */
export function refuseReversedRange(
  range: { starttime?: number | undefined; endtime?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if (range.starttime !== undefined && range.endtime !== undefined && range.endtime < range.starttime)
    ctx.addIssue({ code: 'custom', path: ['endtime'], message: M.rangeInvalid });
}

/** `filter` of the data calls: which points (`keys`) and, for PUT and DELETE, one row's exact `time`. */
export const telemetryFilterSchema = filterConditions({
  keys: z
    .array(keyNameSchema, { error: M.listFilterInvalid })
    .min(1, M.listFilterInvalid)
    .max(TELEMETRY_POINTS_MAX, M.listFilterInvalid)
    .optional(),
  time: telemetryTimeSchema.optional(),
});
/** A parsed data filter. */
export type TelemetryFilter = z.output<typeof telemetryFilterSchema>;

const rangeShape = {
  devtype: devtypeNameSchema.optional(),
  filter: listQuerySchema.shape.filter.pipe(telemetryFilterSchema),
  /** Inclusive start, epoch seconds. */
  starttime: epochSecondsSchema,
  /** Exclusive end, epoch seconds. */
  endtime: epochSecondsSchema,
};

/**
 * GET /devices/{devid}/data (iot-console.md §7 history parameters). Without `aggregation`: rows, one per
 * time, newest first unless `descend=false`. With it: one row per bucket of `interval`, each point
 * aggregated; day and week buckets (week from Monday) start at midnight in the user's zone, given as
 * `timezoneOffset` in minutes the way the browser's Date#getTimezoneOffset gives it (UTC+8 is -480).
 */
// `aggregation` per bucket of `interval`, bucket edges at the user's midnight (`timezoneOffset`).
const aggregationShape = {
  aggregation: z.enum(TELEMETRY_AGGREGATIONS, { error: M.listParamInvalid }).optional(),
  interval: z
    .enum(Object.keys(TELEMETRY_INTERVALS) as [TelemetryInterval, ...TelemetryInterval[]], {
      error: M.listParamInvalid,
    })
    .default(TELEMETRY_INTERVAL_DEFAULT),
  timezoneOffset: queryNumber(-TIMEZONE_OFFSET_MAX, TIMEZONE_OFFSET_MAX, true).transform((v) => v ?? 0),
};

export const telemetryQuerySchema = z
  .object({
    ...rangeShape,
    skip: listQuerySchema.shape.skip,
    limit: queryNumber(1, TELEMETRY_LIMIT_MAX, true).transform((v) => v ?? TELEMETRY_LIMIT_DEFAULT),
    descend: listQuerySchema.shape.descend,
    ...aggregationShape,
  })
  .superRefine(refuseReversedRange);
/** A parsed data query. */
export type TelemetryQuery = z.output<typeof telemetryQuerySchema>;
/** A data query as a caller writes it, before coercion. */
export type TelemetryQueryInput = z.input<typeof telemetryQuerySchema>;

/**
 * DELETE /devices/{devid}/data: the points matching `filter` (keys, exact time) within
 * starttime–endtime. At least one of them must be given; DELETE …/data/clear removes everything.
 */
export const telemetryDeleteQuerySchema = z.object(rangeShape).superRefine(refuseReversedRange);
/** A parsed data delete. */
export type TelemetryDeleteQuery = z.output<typeof telemetryDeleteQuerySchema>;

/** PUT /devices/{devid}/data: `filter.time` names the row; the body's points are written at that time. */
export const telemetryUpdateQuerySchema = z.object({
  devtype: devtypeNameSchema.optional(),
  filter: listFilterOf({ time: telemetryTimeSchema }),
});
/** Body of PUT /devices/{devid}/data: the points to write. */
export const telemetryUpdateSchema = telemetryPointsSchema;

/**
 * GET /devices/data/download: one device's rows as CSV (`time,isodate,<point>…`), oldest first, streamed.
 * `filter.keys` picks the columns; starttime–endtime bound the rows. With `aggregation` (which needs
 * starttime and endtime) each line is one bucket of `interval`, as GET /devices/{devid}/data answers it.
 */
export const telemetryDownloadQuerySchema = z
  .object({
    devid: deviceIdSchema,
    ...rangeShape,
    ...aggregationShape,
  })
  .superRefine(refuseReversedRange);
/** A parsed download query. */
export type TelemetryDownloadQuery = z.output<typeof telemetryDownloadQuerySchema>;

/**
 * One row of device data as the calls answer it (iot-console.md §3 "Device data row"): `time` in epoch
 * ms, `isodate` its ISO 8601 form, then each point's value; a point absent at that time is absent here.
 * In an aggregated answer `time` is the bucket's start and each value the point's aggregate (null when
 * the point had no numeric value in the bucket).
 */
export type TelemetryRow = { time: number; isodate: string } & Record<
  string,
  number | string | boolean | null
>;

/** GET /devices/{devid}/data: `totalCount` is the number of times (or buckets) in the range. */
export type TelemetryPage = ListResult<TelemetryRow>;

/**
 * POST /devices/{devid}/data: how many points were stored (after the write is durable), and how many of
 * them replaced a different value stored at the same time (last write wins per point).
 */
export interface TelemetryAccepted {
  accepted: number;
  replaced: number;
}
/** PUT /devices/{devid}/data: how many points were written. */
export interface TelemetryUpdated {
  updated: number;
}
/** DELETE /devices/{devid}/data and …/data/clear: how many points were removed. */
export interface TelemetryDeleted {
  deleted: number;
}

/** Most devices one multi-device data download names. */
export const TELEMETRY_DOWNLOAD_DEVICES_MAX = 100;

const bodySeconds = z
  .number({ error: M.invalidType })
  .min(TELEMETRY_TIME_MIN / 1000, M.invalidType)
  .max(TELEMETRY_TIME_MAX / 1000, M.invalidType);

// The multi-device downloads take their choice as a JSON body (a list of ids does not fit a query well).
const multiDownloadShape = {
  /** Which points become columns; absent: every point any of the devices has. */
  keys: listOf(keyNameSchema, TELEMETRY_POINTS_MAX).optional(),
  /** Inclusive start, epoch seconds. */
  starttime: bodySeconds.optional(),
  /** Exclusive end, epoch seconds. */
  endtime: bodySeconds.optional(),
  aggregation: aggregationShape.aggregation,
  interval: aggregationShape.interval,
  timezoneOffset: z
    .number({ error: M.invalidType })
    .int(M.invalidType)
    .min(-TIMEZONE_OFFSET_MAX, M.invalidType)
    .max(TIMEZONE_OFFSET_MAX, M.invalidType)
    .default(0),
};

/**
 * POST /devices/data/download: the named devices' data as one CSV (`devid,time,isodate,<point>…`), device
 * by device in the order given, each oldest first; ids that are not the caller's are refused (404).
 */
export const telemetryDevicesDownloadSchema = z
  .object({
    devids: listOf(deviceIdSchema, TELEMETRY_DOWNLOAD_DEVICES_MAX),
    ...multiDownloadShape,
  })
  .superRefine(refuseReversedRange);
/** A parsed multi-device download. */
export type TelemetryDevicesDownload = z.output<typeof telemetryDevicesDownloadSchema>;

/**
 * PUT /devices/data/download: the same CSV for every device of one type the caller may read (oldest
 * device first).
 */
export const telemetryTypeDownloadSchema = z
  .object({ devtype: devtypeNameSchema, ...multiDownloadShape })
  .superRefine(refuseReversedRange);
/** A parsed download of one type's devices. */
export type TelemetryTypeDownload = z.output<typeof telemetryTypeDownloadSchema>;
