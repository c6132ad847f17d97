import { DEVICE_IMPORT_ROWS_MAX, VALIDATION_MESSAGES as M } from '@fleetkey/contract';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { fieldError } from './field-error';
import { isModestZip } from './zip-guard';

// Reads an uploaded import file into rows of text cells. The name's extension picks the format and the
// bytes must agree: XLSX is a ZIP archive, CSV is UTF-8 text (a leading BOM, as Excel writes, is skipped).

/** Rows of text cells, the header first; row i is spreadsheet row i + 1. */
export type Table = string[][];

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const invalidFile = () => fieldError('body', 'file', M.importFileInvalid);

/** The file's rows as text, or 400 (importFileInvalid, importTooManyRows past `rowsMax` rows). */
export async function readImportTable(
  fileName: string,
  bytes: Buffer,
  rowsMax: number = DEVICE_IMPORT_ROWS_MAX,
): Promise<Table> {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const table =
    extension === 'xlsx' ? await readXlsx(bytes) : extension === 'csv' ? readCsv(bytes) : invalidTable();
  // One header row, then at most the import's row limit (blank rows count, as the spreadsheet shows them).
  if (table.length > rowsMax + 1) throw fieldError('body', 'file', M.importTooManyRows);
  return table;
}

function invalidTable(): never {
  throw invalidFile();
}

function readCsv(bytes: Buffer): Table {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8 (e.g. a GBK file): refused rather than read as mojibake ids.
    throw invalidFile();
  }
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch {
    throw invalidFile();
  }
}

async function readXlsx(bytes: Buffer): Promise<Table> {
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC) || !isModestZip(bytes)) throw invalidFile();
  try {
    const rows = await readSheet(bytes);
    return rows.map((row) => row.map(cellText));
  } catch {
    throw invalidFile();
  }
}

// Numbers and booleans as written; dates (cells formatted as dates) as ISO text; empty cells as ''.
function cellText(cell: unknown): string {
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  if (cell instanceof Date) return cell.toISOString();
  return '';
}
