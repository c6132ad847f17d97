import { XLSX_COLUMNS_MAX, XLSX_ROW_SLACK } from './xlsx-limits';

// The spreadsheet reader builds every row (and pads each to the widest) before anything can count them:
// a few bytes of XML naming row 1,048,576 or column XFD make it allocate millions of cells. The sheet's
// raw XML is scanned first, cheaply, for how many rows it spans and how wide it is.

const ROW_TAG = /<row\b([^>]*)>/g;
const ROW_NUMBER = /\br="(\d+)"/;
const CELL_REF = /<c\b[^>]*?\br="([A-Z]+)\d*"/g;

/** Column letters as a 1-based number (A = 1, Z = 26, AA = 27). */
function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters) number = number * 26 + (letter.charCodeAt(0) - 64);
  return number;
}

/**
 * Why a sheet's XML is refused unread: more rows than XLSX_ROW_SLACK times `rowsMax` (header included;
 * counted and by highest row number), or a cell past column XLSX_COLUMNS_MAX; undefined when its shape is modest.
 */
export function sheetShapeRefusal(xml: Buffer, rowsMax: number): 'too-many-rows' | 'invalid' | undefined {
  const text = xml.toString('latin1');
  const rowsLimit = rowsMax * XLSX_ROW_SLACK;
  let rows = 0;
  for (const [, attributes = ''] of text.matchAll(ROW_TAG)) {
    rows += 1;
    const number = ROW_NUMBER.exec(attributes)?.[1];
    if (rows > rowsLimit || (number !== undefined && Number(number) > rowsLimit)) return 'too-many-rows';
  }
  for (const [, letters] of text.matchAll(CELL_REF))
    if (letters !== undefined && (letters.length > 3 || columnNumber(letters) > XLSX_COLUMNS_MAX))
      return 'invalid';
  return undefined;
}
