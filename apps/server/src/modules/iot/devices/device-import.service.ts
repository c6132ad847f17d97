import {
  DEVICE_IMPORT_COLUMNS,
  DEVICE_IMPORT_REQUIRED_COLUMNS,
  VALIDATION_MESSAGES as M,
  deviceImportRowSchema,
  type DeviceImportInvalidData,
  type DeviceImportRow,
  type DeviceImportRowError,
  type DeviceWithSecret,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { serverSecret } from '../../../platform/secret';
import { devtypesRepository } from '../devtypes/devtypes.repository';
import { createDevices } from './create-devices';
import { devicesRepository } from './devices.repository';
import { fieldError } from './field-error';
import type { Table } from './import-file';
import { rethrowTakenId, withOwnerLock } from './owner-lock';

type Column = (typeof DEVICE_IMPORT_COLUMNS)[number];
interface ParsedRow {
  row: number;
  device: DeviceImportRow;
}

/**
 * Bulk creation from a file's table: every row is checked (the contract's row rule, ids repeated in the
 * file, ids already in use, types the user lacks) and every failure is reported as {row, field, message};
 * when any row fails, or the rows would pass the device limit, nothing is created.
 */
export function deviceImportService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  return {
    async import(userId: string, table: Table): Promise<DeviceWithSecret[]> {
      const { parsed, errors } = parseRows(table);
      const now = clock.now();
      return withOwnerLock(db, userId, now, async (trx) => {
        errors.push(...(await storeErrors(trx, userId, parsed)));
        if (errors.length > 0) {
          const data: DeviceImportInvalidData = { rows: errors.sort((a, b) => a.row - b.row) };
          throw AppError.of('DEVICE_IMPORT_INVALID', data);
        }
        const scope = {
          userId,
          now,
          limit: config.deviceLimits.devices,
          serverKey: serverSecret(config),
          arrears: config.usage.arrears,
        };
        return createDevices(
          trx,
          scope,
          parsed.map(({ device: { lat, lng, ...rest } }) => ({
            ...rest,
            gps: lat !== undefined && lng !== undefined ? { lat, lng } : null,
          })),
        );
      }).catch(rethrowTakenId);
    },
  };
}

/** The rows that pass the contract's rule and are not repeats in the file, and the failures of the rest. */
function parseRows(table: Table): { parsed: ParsedRow[]; errors: DeviceImportRowError[] } {
  const [header = [], ...body] = table;
  const columns = header.map((name) => name.trim().toLowerCase());
  if (!DEVICE_IMPORT_REQUIRED_COLUMNS.every((name) => columns.includes(name))) {
    throw fieldError('body', 'file', M.importFileInvalid);
  }
  const parsed: ParsedRow[] = [];
  const errors: DeviceImportRowError[] = [];
  const seen = new Set<string>();
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const record: Partial<Record<Column, string>> = {};
    columns.forEach((name, i) => {
      if ((DEVICE_IMPORT_COLUMNS as readonly string[]).includes(name)) {
        record[name as Column] = (cells[i] ?? '').trim();
      }
    });
    const result = deviceImportRowSchema.safeParse(record);
    if (!result.success) {
      for (const issue of result.error.issues) {
        errors.push({ row, field: issue.path.map(String).join('.'), message: issue.message });
      }
      return;
    }
    if (seen.has(result.data.devid)) {
      errors.push({ row, field: 'devid', message: M.duplicate });
      return;
    }
    seen.add(result.data.devid);
    parsed.push({ row, device: result.data });
  });
  // The header and nothing (or only blank rows) below it.
  if (parsed.length === 0 && errors.length === 0) throw fieldError('body', 'file', M.importNoRows);
  return { parsed, errors };
}

/** Failures only the database can tell: ids already in use (by anyone), types the user does not have. */
async function storeErrors(
  trx: AppContext['db'],
  userId: string,
  parsed: readonly ParsedRow[],
): Promise<DeviceImportRowError[]> {
  if (parsed.length === 0) return [];
  const taken = new Set(await devicesRepository(trx).taken(parsed.map((p) => p.device.devid)));
  const types = new Set(
    await devtypesRepository(trx).existing(userId, [...new Set(parsed.map((p) => p.device.devtype))]),
  );
  const errors: DeviceImportRowError[] = [];
  for (const { row, device } of parsed) {
    if (taken.has(device.devid)) errors.push({ row, field: 'devid', message: M.deviceExists });
    if (!types.has(device.devtype)) errors.push({ row, field: 'devtype', message: M.deviceTypeUnknown });
  }
  return errors;
}
