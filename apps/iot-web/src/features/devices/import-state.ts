import { ApiError } from '@fleetkey/api-client';
import { ERROR_CODES } from '@fleetkey/contract';
import type { DeviceImportInvalidData, DeviceImportRowError, DeviceWithSecret } from '@fleetkey/contract';

/** Where a bulk import stands. */
export type ImportState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  /** Every byte is sent; the server is reading and creating. */
  | { phase: 'processing' }
  | { phase: 'invalid'; rows: DeviceImportRowError[] }
  | { phase: 'failed'; error: unknown }
  | { phase: 'done'; devices: DeviceWithSecret[] };

function isRowError(value: unknown): value is DeviceImportRowError {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return typeof row.row === 'number' && typeof row.field === 'string' && typeof row.message === 'string';
}

/**
 * The state a failed import ends in: a DEVICE_IMPORT_INVALID answer lists every failing cell (nothing was
 * created), sorted by row then column so the report reads like the spreadsheet; anything else is a failure.
 */
export function importFailure(error: unknown): ImportState {
  if (error instanceof ApiError && error.code === ERROR_CODES.DEVICE_IMPORT_INVALID) {
    const data = error.data as Partial<DeviceImportInvalidData> | undefined;
    const rows = Array.isArray(data?.rows) ? data.rows.filter(isRowError) : [];
    if (rows.length > 0) {
      return {
        phase: 'invalid',
        rows: [...rows].sort((a, b) => a.row - b.row || a.field.localeCompare(b.field)),
      };
    }
  }
  return { phase: 'failed', error };
}
