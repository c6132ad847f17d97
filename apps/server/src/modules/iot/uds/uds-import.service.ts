import {
  UDS_IMPORT_COLUMNS,
  UDS_IMPORT_REQUIRED_COLUMNS,
  VALIDATION_MESSAGES as M,
  dtcHex,
  udsImportRowSchema,
  type UdsImportInvalidData,
  type UdsImportResult,
  type UdsExportFormat,
  type UdsImportRowError,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import writeXlsxFile from 'write-excel-file/node';
import type { AppContext } from '../../../app-context';
import { csvTable } from '../../../platform/http/csv';
import { AppError } from '../../../platform/errors/app-error';
import { fieldError } from '../devices/field-error';
import type { Table } from '../devices/import-file';
import { udsCodesRepository } from './uds-codes.repository';
import { fieldsOf } from './uds-codes.service';

type Column = (typeof UDS_IMPORT_COLUMNS)[number];

/**
 * /uds/errorCodeFile: a catalogue file in and out. An import checks every row (the contract's row rule, codes
 * repeated in the file) and reports each failing cell as {row, field, message}; when any row fails nothing
 * is written. A code already in the catalogue is replaced by the file's row, so an exported file edited in
 * a spreadsheet imports back.
 */
export function udsImportService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return {
    async import(userId: string, table: Table): Promise<UdsImportResult> {
      const { rows, errors } = parseRows(table);
      if (errors.length > 0) {
        const data: UdsImportInvalidData = { rows: errors };
        throw AppError.of('UDS_IMPORT_INVALID', data);
      }
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const codes = udsCodesRepository(trx);
        const existing = new Map(
          (
            await codes.byCodes(
              userId,
              rows.map((r) => r.dtc),
            )
          ).map((r) => [r.dtc, r.id]),
        );
        const added = rows.filter((row) => !existing.has(row.dtc));
        await codes.insert(
          added.map((row) => ({ id: randomUUID(), userId, ...row, createdAt: now, updatedAt: now })),
        );
        for (const row of rows) {
          const id = existing.get(row.dtc);
          if (id !== undefined) await codes.update(userId, id, { ...row, updatedAt: now });
        }
        return { added: added.length, updated: rows.length - added.length };
      });
    },

    /** The catalogue in the import's columns, as CSV text or an XLSX workbook. */
    async export(userId: string, format: UdsExportFormat): Promise<string | Buffer> {
      const rows = (await udsCodesRepository(db).all(userId)).map((row) => [
        dtcHex(row.dtc),
        row.descriptionZh,
        row.descriptionEn,
        row.severity,
        row.action,
      ]);
      if (format === 'csv') return csvTable(UDS_IMPORT_COLUMNS, rows);
      // Every cell is text: a spreadsheet must not read 0x… codes or blanks as anything else.
      const cells = [UDS_IMPORT_COLUMNS, ...rows].map((row) => row.map((value) => ({ type: String, value })));
      return writeXlsxFile(cells).toBuffer();
    },
  };
}

/** The rows that pass the contract's rule and are not repeats in the file, and every failing cell. */
function parseRows(table: Table): { rows: ReturnType<typeof fieldsOf>[]; errors: UdsImportRowError[] } {
  const [header = [], ...body] = table;
  const columns = header.map((name) => name.trim().toLowerCase());
  if (!UDS_IMPORT_REQUIRED_COLUMNS.every((name) => columns.includes(name)))
    throw fieldError('body', 'file', M.udsImportColumns);
  const rows: ReturnType<typeof fieldsOf>[] = [];
  const errors: UdsImportRowError[] = [];
  const seen = new Set<number>();
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const record: Partial<Record<Column, string>> = {};
    columns.forEach((name, i) => {
      if ((UDS_IMPORT_COLUMNS as readonly string[]).includes(name)) record[name as Column] = cells[i] ?? '';
    });
    const result = udsImportRowSchema.safeParse(record);
    if (!result.success) {
      for (const issue of result.error.issues)
        errors.push({ row, field: issue.path.map(String).join('.'), message: issue.message });
      return;
    }
    const { code, description_zh, description_en, severity, action } = result.data;
    if (seen.has(code)) {
      errors.push({ row, field: 'code', message: M.duplicate });
      return;
    }
    seen.add(code);
    rows.push(
      fieldsOf({ code, descriptionZh: description_zh, descriptionEn: description_en, severity, action }),
    );
  });
  if (rows.length === 0 && errors.length === 0) throw fieldError('body', 'file', M.udsImportColumns);
  return { rows, errors };
}
