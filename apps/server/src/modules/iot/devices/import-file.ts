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
// bytes must agree: XLSX is a ZIP archive, CSV is text. A CSV is read as Excel saves it where the users are:
// UTF-8 (a leading BOM skipped), else GBK/GB18030 (Excel's "CSV" on Chinese Windows), with the separator its
// header row uses (a comma; a semicolon or tab where the locale's Excel writes those). Each refusal says
// which of these the file is not (issue 34: one "not valid" covered them all).

/** Rows of text cells, the header first; row i is spreadsheet row i + 1. */
export type Table = string[][];

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const invalidFile = () => fieldError('body', 'file', M.importFileInvalid);
const notAnImportFile = () => fieldError('body', 'file', M.importFileType);
const emptyFile = () => fieldError('body', 'file', M.importFileEmpty);

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

/**
 * The file's rows as text, or 400 on `file`: importFileType (not a CSV or XLSX), importFileEmpty (no cell
 * holds anything), importCsvMalformed (a quote left open), importTooManyRows past `rowsMax` rows.
 */
export async function readImportTable(
  fileName: string,
  bytes: Buffer,
  rowsMax: number = DEVICE_IMPORT_ROWS_MAX,
): Promise<Table> {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension !== 'xlsx' && extension !== 'csv') throw notAnImportFile();
  if (bytes.length === 0) throw emptyFile();
  const table = extension === 'xlsx' ? await readXlsx(bytes, rowsMax) : readCsv(bytes);
  if (table.every((cells) => cells.every((cell) => cell.trim() === ''))) throw emptyFile();
  // One header row, then at most the import's row limit (blank rows count, as the spreadsheet shows them).
  if (table.length > rowsMax + 1) throw fieldError('body', 'file', M.importTooManyRows);
  // A file's cells are body text too: NUL or an unpaired surrogate is refused as the edge refuses it.
  if (holdsUnstorableText(table)) throw fieldError('body', 'file', M.textUnstorable);
  return table;
}

/** The text of a CSV file: UTF-8, else GB18030 (which reads GBK); other bytes are no CSV. */
function csvText(bytes: Buffer): string {
  const decode = (encoding: string) => {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes);
    } catch {
      return undefined;
    }
  };
  const utf8 = decode('utf-8');
  if (utf8 !== undefined) return utf8;
  // Neither UTF-8 nor holding a NUL byte (which no GBK text has, and an image or archive renamed .csv does).
  const gbk = bytes.includes(0) ? undefined : decode('gb18030');
  if (gbk === undefined) throw notAnImportFile();
  return gbk;
}

/** The separator of a CSV: a comma, unless its header row holds none but a semicolon or a tab. */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  if (header.includes(',')) return ',';
  return ([';', '\t'] as const).find((candidate) => header.includes(candidate)) ?? ',';
}

function readCsv(bytes: Buffer): Table {
  const text = csvText(bytes);
  try {
    return parse(text, {
      bom: true,
      delimiter: separatorOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
    });
  } catch {
    throw fieldError('body', 'file', M.importCsvMalformed);
  }
}

// Read off the request loop, within bounds on what the archive actually unpacks to (xlsx-worker.ts).
async function readXlsx(bytes: Buffer, rowsMax: number): Promise<Table> {
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) throw notAnImportFile();
  const outcome = await readXlsxOffThread({ bytes, rowsMax: rowsMax + 1 });
  if ('rows' in outcome) return outcome.rows;
  if (outcome.refused === 'too-many-rows') throw fieldError('body', 'file', M.importTooManyRows);
  if (outcome.refused === 'too-large') throw fieldError('body', 'file', M.importFileTooLarge);
  throw notAnImportFile();
}
