import { z } from 'zod';
import { commandTypeSchema } from './devices';
import { listFilterOf, listQuerySchema } from './lists';
import { searchInputSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { distinctList, fields, hasEdge, listOf, requiredText, text, typeError } from './validation/text';

// The Device types calls (iot-console.md §7 "Device types"). A type carries the model of its devices in
// sections: data points, per-topic data points (much_data), status points, commands, the warnings, errors
// and logs a device may report, and initial parameters. The spec shows none of their fields, so each
// section is a small, bounded model the telemetry and command code can rely on.

/** Longest device type name. */
export const DEVICE_TYPE_NAME_MAX = 64;
/** Longest comment of a device type, device or group. */
export const COMMENT_MAX = 256;
/** Longest name of a point, command, event code, topic or parameter. */
export const KEY_NAME_MAX = 64;
/** Longest unit of a data point. */
export const POINT_UNIT_MAX = 16;
/** Most entries in one section of a device type (points, commands, events, parameters, topics). */
export const SECTION_ITEMS_MAX = 256;
/** Most device types one batch delete names. */
export const DEVICE_TYPE_BATCH_MAX = 100;
/** Value types of a data point. */
export const POINT_TYPES = ['integer', 'number', 'boolean', 'string'] as const;
/** Longest text value of an initial parameter. */
export const INIT_PARAM_TEXT_MAX = 256;

/**
 * How a type's model binds its devices. `strict`: a data point the type does not declare (in `data` or a
 * `much_data` topic), or a value not of its declared type, is rejected with a reason the owner can read;
 * so is an event whose code the section of its type (warnings, errors or logs) does not declare; a command
 * the type does not declare is refused (400 COMMAND_NOT_DECLARED). A strict type that declares no points
 * rejects every point, one that declares no events every event, and one that declares no commands refuses
 * every command. `open`: anything
 * is stored and sent, as before types had a mode. New types are strict; types made before are open.
 */
export const DEVICE_TYPE_MODES = ['strict', 'open'] as const;
/** A device type's mode. */
export type DeviceTypeMode = (typeof DEVICE_TYPE_MODES)[number];
/** The mode of a type created without one. */
export const DEVICE_TYPE_MODE_DEFAULT: DeviceTypeMode = 'strict';
/** A device type's mode. */
export const deviceTypeModeSchema = z.enum(DEVICE_TYPE_MODES, { error: M.invalidOption });

/**
 * How many days a type's devices' raw points and events are kept, when the owner sets it (issue 35); unset
 * (null), the server's setting (TELEMETRY_RETENTION_DAYS) applies. Hourly aggregates follow the server's
 * setting, so charts over long ranges outlive the raw points. A fixed choice, because on PostgreSQL each
 * choice is a partition tree of its own whose old days are dropped whole.
 */
export const DATA_RETENTION_DAYS = [7, 30, 90, 180, 365, 730] as const;
/** A type's own retention in days. */
export type DataRetentionDays = (typeof DATA_RETENTION_DAYS)[number];
/** A type's own retention, or null for the server's setting. */
export const dataRetentionSchema = z.literal(DATA_RETENTION_DAYS, { error: M.invalidOption }).nullable();

// A type's name is a level of its devices' MQTT topics (dev/{devtype}/{devid}/…), so it may hold no
// '/', '+' or '#': the device-id rule fits.
/** Device type name: 1–64 letters, digits, _ or -; not starting or ending with _ or -. */
export const devtypeNameSchema = requiredText()
  .regex(new RegExp(`^[A-Za-z0-9_-]{1,${DEVICE_TYPE_NAME_MAX}}$`), M.deviceTypeInvalid)
  .refine((v) => !hasEdge(v, '_-'), M.deviceTypeInvalid);

/** Name of a point, command, event code, topic or parameter: 1–64 letters, digits or underscores. */
export const keyNameSchema = requiredText().regex(
  new RegExp(`^[A-Za-z0-9_]{1,${KEY_NAME_MAX}}$`),
  M.keyNameInvalid,
);

/** A comment: any text up to 256 characters. */
export const commentSchema = text().max(COMMENT_MAX, M.tooLong);

/** A bounded list whose items' `key` must differ. */
function uniqueList<T extends z.ZodType>(item: T, key: 'name' | 'code') {
  return distinctList(item, key, SECTION_ITEMS_MAX);
}

/** A data or status point a device reports. */
export const pointSchema = fields({
  name: keyNameSchema,
  type: z.enum(POINT_TYPES, { error: M.invalidOption }),
  unit: text().max(POINT_UNIT_MAX, M.tooLong).optional(),
  desc: commentSchema.optional(),
});
/** A data or status point. */
export type Point = z.output<typeof pointSchema>;
/** Points with distinct names. */
export const pointListSchema = uniqueList(pointSchema, 'name');

/** A command a device accepts, with its parameters. */
export const commandDefSchema = fields({
  name: keyNameSchema,
  desc: commentSchema.optional(),
  cmdtype: commandTypeSchema,
  params: pointListSchema.default([]),
});
/** A command definition. */
export type CommandDef = z.output<typeof commandDefSchema>;

/** A warning, error or log entry a device may report, by its code. */
export const eventDefSchema = fields({ code: keyNameSchema, desc: commentSchema.optional() });
/** A warning, error or log definition. */
export type EventDef = z.output<typeof eventDefSchema>;

/** An object keyed by names (zod reports a bad key as the record's own issue, so it is named here). */
function keyedRecord<T extends z.ZodType>(value: T) {
  return z.record(keyNameSchema, value, {
    error: (issue) => (issue.code === 'invalid_key' ? M.keyNameInvalid : typeError(issue)),
  });
}

/** Initial parameters: name → text, number or boolean. */
export const initParamSchema = keyedRecord(
  z.union([text().max(INIT_PARAM_TEXT_MAX, M.tooLong), z.number().finite(), z.boolean()], {
    error: M.invalidType,
  }),
).refine((params) => Object.keys(params).length <= SECTION_ITEMS_MAX, M.tooMany);
/** Initial parameters. */
export type InitParams = z.output<typeof initParamSchema>;

/** Per-topic points: topic → points. */
export const muchDataSchema = keyedRecord(pointListSchema).refine(
  (topics) => Object.keys(topics).length <= SECTION_ITEMS_MAX,
  M.tooMany,
);

/** Body of PUT /devtype/{devtype}/{section} for each section but much_data (which is per topic). */
export const deviceTypeSectionSchemas = {
  data: pointListSchema,
  status: pointListSchema,
  commands: uniqueList(commandDefSchema, 'name'),
  warnings: uniqueList(eventDefSchema, 'code'),
  errors: uniqueList(eventDefSchema, 'code'),
  logs: uniqueList(eventDefSchema, 'code'),
  initParam: initParamSchema,
} as const;
/** A section of a device type replaced as a whole. */
export type DeviceTypeSection = keyof typeof deviceTypeSectionSchemas;
/** The sections replaced as a whole, in the spec's order. */
export const DEVICE_TYPE_SECTIONS = Object.keys(deviceTypeSectionSchemas) as DeviceTypeSection[];
/** Every section's value. */
export type DeviceTypeSections = { [S in DeviceTypeSection]: z.output<(typeof deviceTypeSectionSchemas)[S]> };

/** PUT /devtype/{devtype}/much_data: replaces the points of one topic. */
export const muchDataPutSchema = fields({ topic: keyNameSchema, data: pointListSchema });
/** DELETE /devtype/{devtype}/much_data?topic. */
export const muchDataDeleteQuerySchema = z.object({ topic: keyNameSchema });

const sectionFields = {
  comment: commentSchema.optional(),
  data: deviceTypeSectionSchemas.data.optional(),
  much_data: muchDataSchema.optional(),
  status: deviceTypeSectionSchemas.status.optional(),
  commands: deviceTypeSectionSchemas.commands.optional(),
  warnings: deviceTypeSectionSchemas.warnings.optional(),
  errors: deviceTypeSectionSchemas.errors.optional(),
  logs: deviceTypeSectionSchemas.logs.optional(),
  initParam: deviceTypeSectionSchemas.initParam.optional(),
};

/** POST /devtype: a name, the mode (strict unless told) and any sections to start with (absent ones empty). */
export const deviceTypeCreateSchema = fields({
  devtype: devtypeNameSchema,
  mode: deviceTypeModeSchema.default(DEVICE_TYPE_MODE_DEFAULT),
  retentionDays: dataRetentionSchema.optional(),
  ...sectionFields,
});
/** A valid new device type. */
export type DeviceTypeCreate = z.output<typeof deviceTypeCreateSchema>;
/** A new device type as a caller sends it (the mode may be left to its default). */
export type DeviceTypeCreateInput = z.input<typeof deviceTypeCreateSchema>;

/**
 * PUT /devtype/{devtype}: the comment, mode, retention and any sections to replace; the name stays (topics use
 * it). A new retention applies to data of times from the start of a coming UTC day (retentionSince).
 */
export const deviceTypeUpdateSchema = fields({
  mode: deviceTypeModeSchema.optional(),
  retentionDays: dataRetentionSchema.optional(),
  ...sectionFields,
});
/** A valid change of a device type. */
export type DeviceTypeUpdate = z.output<typeof deviceTypeUpdateSchema>;

/** Path of every /devtype/{devtype} call. */
export const deviceTypeParamsSchema = z.object({ devtype: devtypeNameSchema });

/** GET /devtype: list parameters, a search over names and comments, and filter `{devtype}`. */
export const deviceTypeListQuerySchema = listQuerySchema.extend({
  filter: listFilterOf({ devtype: devtypeNameSchema.optional() }),
  search: searchInputSchema.optional(),
});
/** A parsed device type list query. */
export type DeviceTypeListQuery = z.output<typeof deviceTypeListQuerySchema>;

/** POST /devtype/batch/delete: the types to delete, all or none. */
export const deviceTypeBatchDeleteSchema = fields({
  devtypes: listOf(devtypeNameSchema, DEVICE_TYPE_BATCH_MAX),
});

/** A device type in lists: name, comment and how many devices it has (iot-console.md §3). */
export interface DeviceTypeSummary {
  devtype: string;
  comment: string;
  mode: DeviceTypeMode;
  /** The type's latest retention setting (null: the server's). */
  retentionDays: DataRetentionDays | null;
  /**
   * From when the latest setting applies (epoch ms, the start of a UTC day; null: to all the type's data).
   * Data of earlier times keeps the retention it was stored under.
   */
  retentionSince: number | null;
  devices: { count: number };
  createdAt: number;
  updatedAt: number;
}

/** A device type with every section. */
export type DeviceTypeView = DeviceTypeSummary & DeviceTypeSections & { much_data: Record<string, Point[]> };

/** The answer to a batch delete. */
export interface BatchDeleteResult {
  deleted: number;
}

/** `data` of a DEVICE_TYPE_LIMIT (8000) or DEVICE_LIMIT (8001) answer: the spec's numeric code and the limit. */
export interface LimitErrorData {
  serverCode: 8000 | 8001;
  limit: number;
}
