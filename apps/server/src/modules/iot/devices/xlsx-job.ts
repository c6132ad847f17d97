/** What the spreadsheet worker is given: the upload and the most rows (header included) it may have. */
export interface XlsxJob {
  bytes: Uint8Array;
  rowsMax: number;
}

/** What it answers: the first sheet's rows as text, or why the file is refused. */
export type XlsxOutcome = { rows: string[][] } | { refused: 'invalid' | 'too-large' | 'too-many-rows' };
