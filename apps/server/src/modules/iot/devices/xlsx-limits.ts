// Bounds on reading an uploaded spreadsheet, generous for any import the consoles offer (up to
// PROJECT_DATA_LIMITS.importRowsMax rows of a few dozen columns) and far below what would hurt the server.

/** Most bytes an import's XLSX may actually unpack to, all XML parts together. */
export const XLSX_UNPACKED_MAX = 32 * 1024 * 1024;
/** Most entries its archive may list. */
export const XLSX_ENTRIES_MAX = 200;
/** Most columns a sheet may use (a cell at XFD1 would widen every row to 16,384 cells). */
export const XLSX_COLUMNS_MAX = 256;
/** Rows a sheet may span, as a multiple of the import's limit: formatted blank rows count in the XML only. */
export const XLSX_ROW_SLACK = 2;
/** Longest the reading may take before the worker is stopped and the file refused. */
export const XLSX_READ_TIMEOUT_MS = 30_000;
/** Heap of the reading worker: a sheet that needs more is refused, the server's own heap untouched. */
export const XLSX_WORKER_HEAP_MB = 128;
