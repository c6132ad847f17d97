import { z } from 'zod';
import { listQuerySchema, type ListResult } from './lists';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, listOf, requiredTrimmedText, text, typeError } from './validation/text';
import { recordIdSchema } from './validation/record-id';
import { strictNumber } from './strict-number';

// Project data (iot-console.md §7 "Projects, schemas, customs, project data"; issue 18): a project declares
// data sets (sites, assets, installations …), each with a schema of typed fields; its records live under
//   GET/POST /projects/{projectid}/datasets, GET/PUT/DELETE /projects/{projectid}/datasets/{datasetid}
//   GET /project_datas?datasetid=…&filter=…&sort=…, POST /project_datas,
//   GET/PUT/DELETE /project_datas/{dataid}, PUT /project_datas/{dataid}/{index} (one element of an array
//   field, with the record's `version`: a stale one is 409 PROJECT_DATA_STALE), POST /project_datas/batch/delete,
//   POST /project_datas/import?datasetid=… (CSV or XLSX; all rows or none, the failing rows named),
//   GET /project_datas/export?datasetid=…&format=csv|xlsx.
// Who may: resource `projects` (read; write). The same compiled validator checks a record in the web form
// and on the server; only the server checks device references (within the caller's scope) and uniqueness.

/** Limits of data sets and their records. */
export const PROJECT_DATA_LIMITS = {
  datasetNameMax: 64,
  descriptionMax: 256,
  datasetsPerProject: 50,
  fieldsMax: 50,
  fieldNameMax: 32,
  labelMax: 64,
  optionsMax: 100,
  optionMax: 64,
  /** Characters of one text value (so every text value fits one index entry on both engines). */
  textMax: 255,
  /** Elements of one array ("multiple") value. */
  arrayMax: 100,
  /** Ids one batch delete names. */
  idsMax: 1000,
  /** Rows of one import (after the header). */
  importRowsMax: 10_000,
  importFileMaxBytes: 10 * 1024 * 1024,
  /** Rows of one export. */
  exportRowsMax: 100_000,
} as const;

/** The types a field may have. */
export const DATASET_FIELD_TYPES = [
  'text',
  'number',
  'boolean',
  'date',
  'enum',
  'device',
  'location',
] as const;
/** A field's type. */
export type DatasetFieldType = (typeof DATASET_FIELD_TYPES)[number];

const UNIQUE_TYPES: readonly DatasetFieldType[] = ['text', 'number', 'date', 'enum', 'device'];
const MULTIPLE_TYPES: readonly DatasetFieldType[] = ['text', 'number', 'date', 'enum', 'device'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date value: `YYYY-MM-DD` naming a real day. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

// A field name is a key of the record's JSON, a CSV/XLSX header and a filter key, always passed as a value,
// never spliced into SQL: so any letter may start it (Chinese names read as the data does), then letters,
// digits or `_` (no spaces or punctuation, which a header or filter would trip over).
const fieldNameSchema = z
  .string({ error: typeError })
  .min(1, M.required)
  .max(PROJECT_DATA_LIMITS.fieldNameMax, M.tooLong)
  .regex(/^\p{L}[\p{L}\p{N}_]*$/u, M.fieldNameInvalid);

const boundSchema = z.union([z.number().finite(), z.string()], { error: M.invalidType }).optional();

/** One field of a data set's schema. `min`/`max`: length of text, value of a number, day of a date. */
export const datasetFieldSchema = fields({
  name: fieldNameSchema,
  label: text().trim().max(PROJECT_DATA_LIMITS.labelMax, M.tooLong).default(''),
  type: z.enum(DATASET_FIELD_TYPES, { error: M.invalidOption }),
  required: z.boolean({ error: M.invalidType }).default(false),
  unique: z.boolean({ error: M.invalidType }).default(false),
  /** An array of values (one element updatable by index). */
  multiple: z.boolean({ error: M.invalidType }).default(false),
  min: boundSchema,
  max: boundSchema,
  options: z
    .array(requiredTrimmedText().max(PROJECT_DATA_LIMITS.optionMax, M.tooLong), { error: typeError })
    .max(PROJECT_DATA_LIMITS.optionsMax, M.tooMany)
    .optional(),
}).superRefine((field, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (field.unique && (!UNIQUE_TYPES.includes(field.type) || field.multiple))
    issue('unique', M.invalidOption);
  if (field.multiple && !MULTIPLE_TYPES.includes(field.type)) issue('multiple', M.invalidOption);
  if (field.type === 'enum') {
    if (!field.options || field.options.length === 0) issue('options', M.required);
    else if (new Set(field.options).size !== field.options.length) issue('options', M.duplicate);
  } else if (field.options !== undefined) issue('options', M.invalidOption);
  const bounded = field.type === 'text' || field.type === 'number' || field.type === 'date';
  for (const key of ['min', 'max'] as const) {
    const bound = field[key];
    if (bound === undefined) continue;
    if (!bounded) issue(key, M.invalidOption);
    else if (
      field.type === 'date' ? typeof bound !== 'string' || !isIsoDate(bound) : typeof bound !== 'number'
    )
      issue(key, M.invalidType);
    else if (field.type === 'text' && (!Number.isInteger(bound) || (bound as number) < 0))
      issue(key, M.outOfRange);
  }
  if (field.min !== undefined && field.max !== undefined && typeof field.min === typeof field.max)
    if (field.min > field.max) issue('max', M.rangeInvalid);
});
/** A valid field. */
export type DatasetField = z.output<typeof datasetFieldSchema>;
/** A field as a form writes it. */
export type DatasetFieldInput = z.input<typeof datasetFieldSchema>;

/** Body of POST /projects/{projectid}/datasets and PUT …/datasets/{datasetid}. */
export const datasetBodySchema = fields({
  name: requiredTrimmedText().max(PROJECT_DATA_LIMITS.datasetNameMax, M.tooLong),
  description: text().trim().max(PROJECT_DATA_LIMITS.descriptionMax, M.tooLong).default(''),
  fields: listOf(datasetFieldSchema, PROJECT_DATA_LIMITS.fieldsMax).refine(
    (list) => new Set(list.map((field) => field.name)).size === list.length,
    M.duplicate,
  ),
});
/** A valid data-set body. */
export type DatasetBody = z.output<typeof datasetBodySchema>;
/** A data-set body as a form writes it. */
export type DatasetBodyInput = z.input<typeof datasetBodySchema>;

/** Path of /projects/{projectid}/datasets/{datasetid}. */
export const datasetParamsSchema = z.object({ projectid: recordIdSchema, datasetid: recordIdSchema });

/** A data set as the server answers it. */
export interface DatasetView {
  id: string;
  projectId: string;
  name: string;
  description: string;
  fields: DatasetField[];
  /** Grows with every schema change. */
  schemaVersion: number;
  records: number;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** Whether a field can sort and filter a list (one scalar value, not a location). */
export function isIndexedField(field: DatasetField): boolean {
  return !field.multiple && field.type !== 'location';
}

/** A location value. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** One field's value: scalar, array (`multiple`) or location. */
export type DatasetValue = string | number | boolean | GeoPoint | (string | number)[];
/** A record's values by field name; a field without value is absent. */
export type DatasetValues = Record<string, DatasetValue>;

// Empty input ('' or null, as a cleared form control or CSV cell gives) means "no value".
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

function scalarSchema(field: DatasetField): z.ZodType<string | number | boolean | GeoPoint> {
  switch (field.type) {
    case 'text': {
      let schema = text().trim().max(PROJECT_DATA_LIMITS.textMax, M.tooLong);
      if (typeof field.min === 'number') schema = schema.min(field.min, M.outOfRange);
      if (typeof field.max === 'number') schema = schema.max(field.max, M.outOfRange);
      return schema;
    }
    case 'number': {
      let schema = z.number({ error: M.invalidType }).finite(M.invalidType);
      if (typeof field.min === 'number') schema = schema.min(field.min, M.outOfRange);
      if (typeof field.max === 'number') schema = schema.max(field.max, M.outOfRange);
      return schema;
    }
    case 'boolean':
      return z.boolean({ error: M.invalidType });
    case 'date': {
      const { min, max } = field;
      return text()
        .refine(isIsoDate, { message: M.invalidType, abort: true })
        .refine(
          (day) => (typeof min !== 'string' || day >= min) && (typeof max !== 'string' || day <= max),
          M.outOfRange,
        );
    }
    case 'enum':
      return z.enum(field.options as [string, ...string[]], { error: M.invalidOption });
    case 'device':
      return text().trim().min(1, M.required).max(64, M.tooLong);
    case 'location':
      return z.object(
        {
          lat: z.number({ error: M.gpsInvalid }).min(-90, M.gpsInvalid).max(90, M.gpsInvalid),
          lng: z.number({ error: M.gpsInvalid }).min(-180, M.gpsInvalid).max(180, M.gpsInvalid),
        },
        { error: M.gpsInvalid },
      );
  }
}

function valueSchema(field: DatasetField): z.ZodType<DatasetValue | undefined> {
  const scalar = scalarSchema(field);
  const present: z.ZodType<unknown> = field.multiple
    ? z
        .array(scalar, { error: M.invalidType })
        .min(field.required ? 1 : 0, M.required)
        .max(PROJECT_DATA_LIMITS.arrayMax, M.tooMany)
    : scalar;
  return z.preprocess(blankToUndefined, present.optional()) as z.ZodType<DatasetValue | undefined>;
}

/**
 * Compiles a schema into the validator of its records: an object of the declared fields only, each checked
 * for type, presence, bounds and options; blank values are dropped, and a record with none is refused. Compile once per schema version.
 */
export function compileRecordSchema(schema: readonly DatasetField[]): z.ZodType<DatasetValues> {
  const shape = Object.fromEntries(schema.map((field) => [field.name, valueSchema(field)]));
  // Presence is checked on the whole object: an absent key never reaches its field's schema.
  const required = schema.filter((field) => field.required).map((field) => field.name);
  return z
    .strictObject(shape, { error: typeError })
    .superRefine((values, ctx) => {
      for (const name of required)
        if (values[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: M.required });
      // A record with no value at all says nothing (a schema of optional fields let blank rows be saved).
      const blank = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);
      if (required.length === 0 && Object.values(values).every(blank))
        ctx.addIssue({ code: 'custom', path: [], message: M.recordEmpty });
    })
    .transform((values) => {
      const kept: DatasetValues = {};
      for (const [name, value] of Object.entries(values)) if (value !== undefined) kept[name] = value;
      return kept;
    });
}

/** Separator of an array value's elements in a CSV or XLSX cell. */
export const DATASET_ARRAY_SEPARATOR = '|';

function cellScalar(field: DatasetField, cell: string): unknown {
  const raw = cell.trim();
  if (raw === '') return undefined;
  switch (field.type) {
    case 'number': {
      const number = Number(raw);
      return Number.isFinite(number) ? number : raw;
    }
    case 'boolean': {
      const lower = raw.toLowerCase();
      if (['true', '1', 'yes'].includes(lower)) return true;
      if (['false', '0', 'no'].includes(lower)) return false;
      return raw;
    }
    case 'date':
      // A spreadsheet's date cell reads as an ISO instant; its day is the value.
      return /^\d{4}-\d{2}-\d{2}T/.test(raw) ? raw.slice(0, 10) : raw;
    case 'location': {
      const parts = raw.split(/[,\s]+/).map(Number);
      return parts.length === 2 && parts.every(Number.isFinite) ? { lat: parts[0], lng: parts[1] } : raw;
    }
    default:
      return raw;
  }
}

/** A CSV/XLSX cell as the raw value the record validator checks (arrays split on `|`, locations `lat,lng`). */
export function cellValue(field: DatasetField, cell: string): unknown {
  if (!field.multiple) return cellScalar(field, cell);
  if (cell.trim() === '') return undefined;
  return cell.split(DATASET_ARRAY_SEPARATOR).map((part) => cellScalar(field, part));
}

/** A value as one CSV/XLSX cell's text (the inverse of `cellValue`). */
export function valueCell(value: DatasetValue | undefined): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join(DATASET_ARRAY_SEPARATOR);
  if (typeof value === 'object') return `${value.lat},${value.lng}`;
  return String(value);
}

/** A record as the server answers it. */
export interface ProjectDataView {
  id: string;
  datasetId: string;
  values: DatasetValues;
  /** Grows with every change; PUT sends the one it read. */
  version: number;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

/** GET /project_datas. */
export type ProjectDataPage = ListResult<ProjectDataView>;

/** A list filter value: equality, or a range (number, date) or `contains` (text). */
export type ProjectDataCondition =
  string | number | boolean | { gte?: number | string; lte?: number | string; contains?: string };

/**
 * GET /project_datas: `datasetid`, `filter` `{ field: value | { gte, lte } | { contains } }` on indexed
 * fields, `sort` an indexed field (default: newest first), `descend`, `skip`, `limit`.
 */
export const projectDataListQuerySchema = listQuerySchema.extend({
  datasetid: recordIdSchema,
  sort: z
    .string({ error: M.listParamInvalid })
    .max(PROJECT_DATA_LIMITS.fieldNameMax, M.listParamInvalid)
    .optional(),
});
/** A parsed record list query. */
export type ProjectDataListQuery = z.output<typeof projectDataListQuerySchema>;

/** GET /project_datas/export. */
export const projectDataExportQuerySchema = projectDataListQuerySchema
  .pick({ datasetid: true, filter: true, sort: true, descend: true })
  .extend({ format: z.enum(['csv', 'xlsx'], { error: M.invalidOption }).default('csv') });
/** A parsed export query. */
export type ProjectDataExportQuery = z.output<typeof projectDataExportQuerySchema>;

/** POST /project_datas/import. */
export const projectDataImportQuerySchema = z.object({ datasetid: recordIdSchema });

const valuesSchema = z.record(z.string(), z.unknown(), { error: typeError });
const versionSchema = z.number({ error: typeError }).int(M.invalidType).min(1, M.outOfRange);

/** Body of POST /project_datas (values checked against the data set's schema). */
export const projectDataCreateSchema = fields({ datasetid: recordIdSchema, values: valuesSchema });
/** Body of PUT /project_datas/{dataid}: the whole values and the version read. */
export const projectDataUpdateSchema = fields({ values: valuesSchema, version: versionSchema });
/** Body of PUT /project_datas/{dataid}/{index}: one element of the array field `field`. */
export const projectDataElementSchema = fields({
  field: fieldNameSchema,
  value: z.unknown(),
  version: versionSchema,
});
/** A valid element update. */
export type ProjectDataElementBody = z.output<typeof projectDataElementSchema>;

/** Path of /project_datas/{dataid}. */
export const projectDataParamsSchema = z.object({ dataid: recordIdSchema });
/** Path of PUT /project_datas/{dataid}/{index}. */
export const projectDataElementParamsSchema = projectDataParamsSchema.extend({
  index: strictNumber(
    z.coerce
      .number({ error: M.invalidType })
      .int(M.invalidType)
      .min(0, M.outOfRange)
      .max(PROJECT_DATA_LIMITS.arrayMax - 1, M.outOfRange),
  ),
});

/** Body of POST /project_datas/batch/delete. */
export const projectDataIdsSchema = fields({
  ids: listOf(recordIdSchema, PROJECT_DATA_LIMITS.idsMax).refine(
    (ids) => new Set(ids).size === ids.length,
    M.duplicate,
  ),
});

/** One failing import row: spreadsheet row number (header = 1), field name and message key. */
export interface ProjectDataRowError {
  row: number;
  field: string;
  message: string;
}

/** What an import stored. */
export interface ProjectDataImportResult {
  imported: number;
}
