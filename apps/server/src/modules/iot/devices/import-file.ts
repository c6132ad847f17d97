import {
  DEVICE_IMPORT_FILE_MAX_BYTES,
  DEVICE_IMPORT_ROWS_MAX,
  VALIDATION_MESSAGES as M,
} from '@fleetkey/contract';
import { parse } from 'csv-parse/sync';
import type { FastifyRequest } from 'fastify';
import { readOneFile } from '../../../platform/http/one-file';
import { holdsUnstorableText } from '../../../platform/http/storable-text';
import { fieldError } from './field-error';
import { readXlsxOffThread } from './xlsx-off-thread';

// Reads an uploaded import file into rows of text cells. The name's extension picks the format and the
// bytes must agree: XLSX is a ZIP archive, CSV is UTF-8 text (a leading BOM, as Excel writes, is skipped).

/** Rows of text cells, the header first; row i is spreadsheet row i + 1. */
export type Table = string[][];

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const invalidFile = () => fieldError('body', 'file', M.importFileInvalid);

/**
 * The rows of an import request's one file (multipart field `file`), or 400 on `file`: not an upload
 * (importFileInvalid), none (required), past `maxBytes` (tooLong), or as readImportTable refuses it.
 */
export async function receiveImportTable(
  request: FastifyRequest,
  maxBytes: number = DEVICE_IMPORT_FILE_MAX_BYTES,
  rowsMax: number = DEVICE_IMPORT_ROWS_MAX,
): Promise<Table> {
  const file = await readOneFile(request, maxBytes, {
    notMultipart: invalidFile,
    missing: () => fieldError('body', 'file', M.required),
    tooLarge: () => fieldError('body', 'file', M.tooLong),
  });
  return readImportTable(file.filename, file.bytes, rowsMax);
}

/** The file's rows as text, or 400 (importFileInvalid, importTooManyRows past `rowsMax` rows). */
export async function readImportTable(
  fileName: string,
  bytes: Buffer,
  rowsMax: number = DEVICE_IMPORT_ROWS_MAX,
): Promise<Table> {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const table =
    extension === 'xlsx'
      ? await readXlsx(bytes, rowsMax)
      : extension === 'csv'
        ? readCsv(bytes)
        : invalidTable();
  // One header row, then at most the import's row limit (blank rows count, as the spreadsheet shows them).
  if (table.length > rowsMax + 1) throw fieldError('body', 'file', M.importTooManyRows);
  // A file's cells are body text too: NUL or an unpaired surrogate is refused as the edge refuses it.
  if (holdsUnstorableText(table)) throw fieldError('body', 'file', M.textUnstorable);
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

// Read off the request loop, within bounds on what the archive actually unpacks to (xlsx-worker.ts).
async function readXlsx(bytes: Buffer, rowsMax: number): Promise<Table> {
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) throw invalidFile();
  const outcome = await readXlsxOffThread({ bytes, rowsMax: rowsMax + 1 });
  if ('rows' in outcome) return outcome.rows;
  if (outcome.refused === 'too-many-rows') throw fieldError('body', 'file', M.importTooManyRows);
  if (outcome.refused === 'too-large') throw fieldError('body', 'file', M.importFileTooLarge);
  throw invalidFile();
}
