import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';

// RFC 4180 CSV for downloads. A spreadsheet runs a cell starting with = + - @ (or a tab or carriage
// return) as a formula; text from users or devices is not trusted, so such text gets a leading quote.
// Numbers are written as they are.

const FORMULA_START = /^[=+\-@\t\r]/;

/** A value as one CSV cell. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A time (epoch ms) as the downloads write it: ISO 8601 in UTC, an empty cell when there is none. */
export function csvTime(ms: number | null): string {
  return ms === null ? '' : new Date(ms).toISOString();
}

/** Cells as one CSV line, with its CRLF. */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A whole table as CSV text with a BOM (Excel reads UTF-8 only with it): the header, then the rows. */
export function csvTable(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return `\uFEFF${csvLine(header)}${rows.map(csvLine).join('')}`;
}

/** Sends CSV as a download named `fileName`: the whole text, or its lines streamed as they are made. */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  body: string | Iterable<string> | AsyncIterable<string>,
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .send(typeof body === 'string' ? body : Readable.from(body));
}
