import {
  PROJECT_DATA_LIMITS,
  VALIDATION_MESSAGES as M,
  cellValue,
  valueCell,
  type ProjectDataExportQuery,
  type ProjectDataImportResult,
  type ProjectDataRowError,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import writeExcelFile from 'write-excel-file/node';
import type { AppContext } from '../../../app-context';
import type { DeviceScope, IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { csvTable } from '../../../platform/http/csv';
import type { Table } from '../devices/import-file';
import { indexRows } from './record-index';
import { recordsRepository, toRecordView } from './records.repository';
import { guardUnique, type recordsService } from './records.service';

// Rows named in a failed import's answer: enough to fix a file, bounded for a file that is all wrong.
const NAMED_ROWS = 200;

// The download prefixes text that a spreadsheet would run as a formula with a quote (platform/http/csv);
// reading such a cell back drops that quote so an exported file imports unchanged.
const GUARDED = /^'[=+\-@\t\r]/;
const unguard = (cell: string) => (GUARDED.test(cell) ? cell.slice(1) : cell);

/** Import and export of a data set's records as CSV or XLSX: the header row is the field names. */
export function recordFilesService(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  records: ReturnType<typeof recordsService>,
) {
  return {
    /**
     * Imports every row or none: each row is checked like a single record (schema, device references in the
     * caller's scope, unique values also across the file); any failure is 400 PROJECT_DATA_ROWS_INVALID naming
     * rows (spreadsheet numbering, header = 1), fields and message keys. Blank rows are skipped.
     */
    async import(actor: IotActor, datasetId: string, table: Table): Promise<ProjectDataImportResult> {
      const dataset = await records.requireDataset(actor.scope, datasetId);
      const [header = [], ...rows] = table;
      const columns = header.map((name) => {
        const wanted = name.trim().toLowerCase();
        return dataset.fields.find(
          (field) =>
            field.name.toLowerCase() === wanted ||
            (field.label !== '' && field.label.toLowerCase() === wanted),
        );
      });
      const headerErrors: ProjectDataRowError[] = header.flatMap((name, index) =>
        columns[index] === undefined && name.trim() !== ''
          ? [{ row: 1, field: name, message: M.invalidOption }]
          : [],
      );
      if (headerErrors.length > 0) throw AppError.of('PROJECT_DATA_ROWS_INVALID', { rows: headerErrors });

      const candidates = rows.flatMap((cells, index) => {
        if (cells.every((cell) => cell.trim() === '')) return [];
        const raw: Record<string, unknown> = {};
        for (const [column, field] of columns.entries()) {
          if (!field) continue;
          const value = cellValue(field, unguard(cells[column] ?? ''));
          if (value !== undefined) raw[field.name] = value;
        }
        return [{ row: index + 2, recordId: null, raw }];
      });
      const { values, errors } = await records.check(actor.scope, dataset, candidates);
      if (errors.length > 0)
        throw AppError.of('PROJECT_DATA_ROWS_INVALID', { rows: errors.slice(0, NAMED_ROWS) });

      const now = clock.now();
      const ids = values.map(() => randomUUID());
      await guardUnique(dataset, () =>
        db.transaction().execute((trx) =>
          recordsRepository(trx).insert(
            values.map((recordValues, index) => ({
              id: ids[index] ?? randomUUID(),
              datasetId,
              userId: actor.ownerId,
              data: JSON.stringify(recordValues),
              version: 1,
              createdBy: actor.username,
              createdAt: now,
              updatedAt: now,
            })),
            values.flatMap((recordValues, index) =>
              indexRows(datasetId, ids[index] ?? '', dataset.fields, recordValues),
            ),
          ),
        ),
      );
      return { imported: values.length };
    },

    /** The matching records (list filter and sort) as CSV text or XLSX bytes, with the field names as header. */
    async export(
      scope: DeviceScope,
      query: ProjectDataExportQuery,
    ): Promise<{ name: string; body: string | Buffer }> {
      const dataset = await records.requireDataset(scope, query.datasetid);
      const { conditions, order } = records.plan(dataset, query);
      const rows = await recordsRepository(db).all(
        dataset.id,
        conditions,
        order,
        query.descend,
        PROJECT_DATA_LIMITS.exportRowsMax,
      );
      const header = dataset.fields.map((field) => field.name);
      const cells = rows.map((row) => {
        const { values } = toRecordView(row);
        return dataset.fields.map((field) => {
          const value = values[field.name];
          // Numbers stay numbers: the CSV writer quotes text that starts with '-' but not a number.
          return typeof value === 'number' ? value : valueCell(value);
        });
      });
      const base = dataset.name.replace(/[^\w.-]/g, '_') || 'data';
      if (query.format === 'csv') return { name: `${base}.csv`, body: csvTable(header, cells) };
      const body = await writeExcelFile([header, ...cells]).toBuffer();
      return { name: `${base}.xlsx`, body };
    },
  };
}
