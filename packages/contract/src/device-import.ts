import type { z } from 'zod';
import { commentSchema, devtypeNameSchema } from './devtype-calls';
import { deviceIdSchema, deviceNameSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, optionalField, requiredText } from './validation/text';

// POST /multi_devices (bulk create from a CSV or XLSX file) and GET /multi_devices/download (CSV). The
// download carries the import's columns first, so a downloaded file edited in a spreadsheet imports back.

/** Largest import file accepted. */
export const DEVICE_IMPORT_FILE_MAX_BYTES = 1024 * 1024;
/** Most data rows one import may carry. */
export const DEVICE_IMPORT_ROWS_MAX = 1000;
/** File formats an import may be in. */
export const DEVICE_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
/** Columns an import reads (first row names them, in any order; others are ignored). */
export const DEVICE_IMPORT_COLUMNS = ['devid', 'devname', 'devtype', 'comment', 'lat', 'lng'] as const;
/** Columns an import must have. */
export const DEVICE_IMPORT_REQUIRED_COLUMNS = ['devid', 'devtype'] as const;
/** Columns of the download: the import's, then read-only facts. Never a secret. */
export const DEVICE_EXPORT_COLUMNS = [...DEVICE_IMPORT_COLUMNS, 'gateway', 'status', 'registertime'] as const;

/** A coordinate cell: a decimal number within ±limit degrees. */
function coordinateCell(limit: number) {
  return requiredText()
    .refine((v) => /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v.trim()) && Math.abs(Number(v)) <= limit, M.gpsInvalid)
    .transform(Number);
}

/** One data row of an import, each cell as text; empty optional cells count as absent. */
export const deviceImportRowSchema = fields({
  devid: deviceIdSchema,
  devtype: devtypeNameSchema,
  devname: optionalField(deviceNameSchema),
  comment: optionalField(commentSchema),
  lat: optionalField(coordinateCell(90)),
  lng: optionalField(coordinateCell(180)),
}).superRefine((row, ctx) => {
  // A position is both coordinates or none.
  if ((row.lat === undefined) !== (row.lng === undefined)) {
    ctx.addIssue({ code: 'custom', path: [row.lat === undefined ? 'lat' : 'lng'], message: M.gpsInvalid });
  }
});
/** A valid import row. */
export type DeviceImportRow = z.output<typeof deviceImportRowSchema>;

/** One failure of an import: the spreadsheet row number (the header is row 1), the column, the message key. */
export interface DeviceImportRowError {
  row: number;
  field: string;
  message: string;
}

/** `data` of a DEVICE_IMPORT_INVALID answer: every failing cell; nothing was created. */
export interface DeviceImportInvalidData {
  rows: DeviceImportRowError[];
}
