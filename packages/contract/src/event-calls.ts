import { z } from 'zod';
import { devtypeNameSchema, keyNameSchema, commentSchema } from './devtype-calls';
import { listFilterOf, listQuerySchema, type ListResult } from './lists';
import { epochSecondsSchema, refuseReversedRange, telemetryTimeSchema } from './telemetry-calls';
import { deviceIdSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, listOf, typeError } from './validation/text';

// Device events (iot-console.md §7 "Devices" events). A device reports an event on
// dev/{devtype}/{devid}/event as `{ "code", "type"?, "desc"?, "data"?, "time"? }` — the same body as
// POST /devices/{devid}/event. Types match the device type's warnings, errors and logs sections.

/** Event types; `log` is the default. */
export const DEVICE_EVENT_TYPES = ['warning', 'error', 'log'] as const;
/** An event type. */
export type DeviceEventType = (typeof DEVICE_EVENT_TYPES)[number];
/** Largest `data` of an event, as JSON text in bytes. */
export const DEVICE_EVENT_DATA_MAX_BYTES = 4096;
/** Most events one batch delete names. */
export const DEVICE_EVENT_BATCH_MAX = 1000;

const eventDataSchema = z
  .record(z.string(), z.unknown(), { error: typeError })
  .refine((data) => JSON.stringify(data).length <= DEVICE_EVENT_DATA_MAX_BYTES, M.tooLong);

/** POST /devices/{devid}/event and the MQTT event payload. */
export const deviceEventCreateSchema = fields({
  code: keyNameSchema,
  type: z.enum(DEVICE_EVENT_TYPES, { error: M.invalidOption }).default('log'),
  desc: commentSchema.default(''),
  data: eventDataSchema.nullable().default(null),
  /** When it happened, epoch ms; absent means when the server received it. */
  time: telemetryTimeSchema.optional(),
});
/** A valid new event. */
export type DeviceEventCreate = z.output<typeof deviceEventCreateSchema>;

/** PUT /devices/{devid}/event/{eventid}: the fields to change. */
export const deviceEventUpdateSchema = fields({
  code: keyNameSchema.optional(),
  type: z.enum(DEVICE_EVENT_TYPES, { error: M.invalidOption }).optional(),
  desc: commentSchema.optional(),
  data: eventDataSchema.nullable().optional(),
});
/** A valid event change. */
export type DeviceEventUpdate = z.output<typeof deviceEventUpdateSchema>;

/** Path of /devices/{devid}/event/{eventid}. */
export const deviceEventParamsSchema = z.object({
  devid: deviceIdSchema,
  eventid: z.string().min(1, M.required).max(36, M.tooLong),
});

/** POST /devices/{devid}/event/batch/delete: the events to delete (those not found are skipped). */
export const deviceEventBatchDeleteSchema = fields({
  eventids: listOf(z.string().min(1, M.required).max(36, M.tooLong), DEVICE_EVENT_BATCH_MAX),
});

const eventRangeShape = {
  devtype: devtypeNameSchema.optional(),
  filter: listFilterOf({
    type: z.enum(DEVICE_EVENT_TYPES, { error: M.listFilterInvalid }).optional(),
    code: keyNameSchema.optional(),
  }),
  /** Inclusive start, epoch seconds. */
  starttime: epochSecondsSchema,
  /** Exclusive end, epoch seconds. */
  endtime: epochSecondsSchema,
};

/** GET /devices/{devid}/event: list parameters, filter `{type?, code?}`, starttime–endtime (seconds). */
export const deviceEventListQuerySchema = listQuerySchema
  .extend(eventRangeShape)
  .superRefine(refuseReversedRange);
/** A parsed event list query. */
export type DeviceEventListQuery = z.output<typeof deviceEventListQuerySchema>;

/** DELETE /devices/{devid}/event: the events matching filter and range; at least one must be given. */
export const deviceEventDeleteQuerySchema = z.object(eventRangeShape).superRefine(refuseReversedRange);
/** A parsed event delete. */
export type DeviceEventDeleteQuery = z.output<typeof deviceEventDeleteQuerySchema>;

/**
 * PUT /devices/{devid}/event (no event id): the body's changes made to every event matching filter and
 * range; at least one of them must be given, as for DELETE.
 */
export const deviceEventUpdateQuerySchema = deviceEventDeleteQuerySchema;
/** A parsed change of the matching events. */
export type DeviceEventUpdateQuery = DeviceEventDeleteQuery;

/** A stored event; times are epoch ms. */
export interface DeviceEventView {
  eventid: string;
  devid: string;
  devtype: string;
  type: DeviceEventType;
  code: string;
  desc: string;
  data: Record<string, unknown> | null;
  time: number;
  isodate: string;
  createdAt: number;
  updatedAt: number;
}

/** GET /devices/{devid}/event. */
export type DeviceEventPage = ListResult<DeviceEventView>;

/** DELETE /devices/{devid}/event and the batch delete: how many events were removed. */
export interface DeviceEventsDeleted {
  deleted: number;
}

/** PUT /devices/{devid}/event: how many events were changed. */
export interface DeviceEventsUpdated {
  updated: number;
}
