import { parentPort, workerData } from 'node:worker_threads';
import { unzipBounded, ZipRefused } from '../../../platform/files/bounded-unzip';
import { storedZip } from '../../../platform/files/stored-zip';
import type { XlsxJob, XlsxOutcome } from './xlsx-job';
import { XLSX_ENTRIES_MAX, XLSX_UNPACKED_MAX } from './xlsx-limits';
import { sheetShapeRefusal } from './xlsx-sheet-shape';

// Runs in a worker thread (xlsx-off-thread.ts): unpacking and parsing a large sheet takes seconds of CPU
// that would otherwise stop every other request. The archive is inflated within XLSX_UNPACKED_MAX bytes
// actually produced, the sheets' row count is checked on the raw XML before the reader builds any rows,
// and the reader only ever sees an archive repacked from what was inflated.

// The reader reads only XML parts and their relationships; nothing else is inflated.
const isSheetPart = (path: string) => path.endsWith('.xml') || path.endsWith('.xml.rels');

async function read({ bytes, rowsMax }: XlsxJob): Promise<XlsxOutcome> {
  let parts: Map<string, Buffer>;
  try {
    parts = unzipBounded(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      unpackedMax: XLSX_UNPACKED_MAX,
      entriesMax: XLSX_ENTRIES_MAX,
      keep: isSheetPart,
    });
  } catch (error) {
    if (error instanceof ZipRefused) return { refused: error.reason };
    throw error;
  }
  for (const [path, xml] of parts) {
    const refused = path.startsWith('xl/worksheets/') ? sheetShapeRefusal(xml, rowsMax) : undefined;
    if (refused) return { refused };
  }
  try {
    // Loaded only for files that passed the checks above: refusing a hostile file stays quick.
    const { readSheet } = await import('read-excel-file/node');
    const rows = await readSheet(storedZip(parts));
    return { rows: rows.map((row) => row.map(cellText)) };
  } catch {
    return { refused: 'invalid' };
  }
}

// Numbers and booleans as written; dates (cells formatted as dates) as ISO text; empty cells as ''.
function cellText(cell: unknown): string {
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  if (cell instanceof Date) return cell.toISOString();
  return '';
}

void read(workerData as XlsxJob).then((outcome) => parentPort?.postMessage(outcome));
