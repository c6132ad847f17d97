import { z } from 'zod';
import type { FieldError } from './errors';
import { listQuerySchema } from './lists';
import { parseJsonRows, readJsonRows, type JsonFileRead } from './node-calls';
import { registQuerySchema } from './registration-stats';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { searchInputSchema } from './validation/device';
import { text } from './validation/text';
import { recordIdSchema } from './validation/record-id';
import { strictNumber } from './strict-number';

// AWPin development boards, their pin maps and the files uploaded for them (licence-portal.md §2
// AWPinManage DevBoardManage / PinManage / UploadManage, §3 AWPin dev board, §7 Development boards).
// A board is known by its identity triple (serial, model, UId, "three elements"); the desktop client
// reports each use of a board by that triple, and the statistics count those uses.

/** Longest serial, model, UId, version, module and type texts. */
export const DEV_BOARD_SHORT_MAX = 64;
/** Longest board name, industry and company texts. */
export const DEV_BOARD_NAME_MAX = 128;
/** Largest file uploaded for a board (POST /develop_board/upload?id). */
export const DEV_BOARD_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** Most ids one batch delete names. */
export const DEV_BOARD_BATCH_MAX = 500;
/** How many triples GET /three_elements answers for a picker. */
export const THREE_ELEMENTS_LIMIT = 20;
/** How many boards and companies the statistics rank. */
export const DEV_BOARD_STATS_TOP = 10;

const shortText = text().trim().max(DEV_BOARD_SHORT_MAX, M.tooLong);
const nameText = text().trim().max(DEV_BOARD_NAME_MAX, M.tooLong);
const requiredShort = text()
  .trim()
  .min(1, { error: M.required, abort: true })
  .max(DEV_BOARD_SHORT_MAX, M.tooLong);

/** A board's identity triple ("three elements"): serial, model and UId, all required. */
export const threeElementsSchema = z.object({
  serial: requiredShort,
  model: requiredShort,
  uid: requiredShort,
});
/** A board's identity triple. */
export type ThreeElements = z.output<typeof threeElementsSchema>;

/** A board's fields besides its triple; absent ones are empty. */
const boardDetail = {
  name: nameText.default(''),
  version: shortText.default(''),
  industry: nameText.default(''),
  company: nameText.default(''),
  module: shortText.default(''),
  type: shortText.default(''),
};

/** POST /develop_board: a board to create, or (with `id`) the board to replace. */
export const devBoardSaveSchema = threeElementsSchema.extend({
  id: recordIdSchema.optional(),
  ...boardDetail,
});
/** A valid board save. */
export type DevBoardSave = z.output<typeof devBoardSaveSchema>;
/** A board save as a form sends it (absent details are empty). */
export type DevBoardSaveInput = z.input<typeof devBoardSaveSchema>;

/** GET /develop_board: the list window, a search over serial, name, UId and company, and filters. */
export const devBoardListQuerySchema = listQuerySchema.extend({
  search: searchInputSchema.optional(),
  model: shortText.optional(),
  industry: nameText.optional(),
  company: nameText.optional(),
});

/** DELETE /develop_board: the boards to delete (with their uploads and use records), all or none. */
export const devBoardDeleteSchema = z.object({
  ids: z
    .array(recordIdSchema)
    .min(1, M.required)
    .max(DEV_BOARD_BATCH_MAX, M.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, M.duplicate),
});

/** POST /develop_board/upload?id: the board the file is for. */
export const devBoardUploadQuerySchema = z.object({ id: recordIdSchema });

/** GET /three_elements: triples whose serial, model or UId contain the search. */
export const threeElementsQuerySchema = z.object({ search: searchInputSchema.optional() });

/** A development board as the list and the dialogs show it. */
export interface DevBoardView extends ThreeElements {
  id: string;
  name: string;
  version: string;
  industry: string;
  company: string;
  module: string;
  type: string;
  useTimes: number;
  lastUsedAt: number | null;
  uploads: number;
  createdAt: number;
  updatedAt: number;
}

/** How often the signed-in user's toolkit used one board (GET /develop_board/my_uses). */
export interface MyBoardUse extends ThreeElements {
  boardId: string;
  name: string;
  uses: number;
  lastUsedAt: number;
}

/** A board's triple with its id (GET /three_elements, for pickers). */
export interface ThreeElementsView extends ThreeElements {
  id: string;
}

/** One value of a board list (GET /industry, /serie, /client_data): how many boards and uses carry it. */
export interface DevBoardFacet {
  value: string;
  boards: number;
  uses: number;
}

// Uploads (UploadManage): the files uploaded for boards.

/** GET /develop_board/uploads: the list window, a search over file name and uploader, a board filter. */
export const devBoardUploadListQuerySchema = listQuerySchema.extend({
  search: searchInputSchema.optional(),
  boardId: recordIdSchema.optional(),
});

/** DELETE /develop_board/uploads_batch_del: the uploads to delete, all or none. */
export const devBoardUploadDeleteSchema = devBoardDeleteSchema;

/** A file uploaded for a board. */
export interface DevBoardUploadView {
  id: string;
  boardId: string;
  serial: string;
  model: string;
  fileName: string;
  size: number;
  sha256: string;
  uploader: string;
  createdAt: number;
}

// Use statistics.

/** GET /develop_board/statistics and its CSV export: the days counted (as GET /regist), in a time zone. */
export const devBoardStatisticsQuerySchema = registQuerySchema;

/** Uses counted under one label (a board's serial, an industry, a company or a day). */
export interface UseCount {
  label: string;
  uses: number;
}

/** Use statistics of a range: totals, the most used boards, uses per industry, company and day. */
export interface DevBoardStatistics {
  boards: number;
  uses: number;
  activeBoards: number;
  byBoard: (UseCount & { model: string; name: string })[];
  byIndustry: UseCount[];
  byCompany: UseCount[];
  byDay: UseCount[];
}

// Pin maps (PinManage): each board model's pins.

/** Highest pin number. */
export const PIN_NUMBER_MAX = 1024;
/** Most pins one model's map holds. */
export const PIN_MAP_MAX = 1024;
/** Longest pin name and voltage texts. */
export const PIN_SHORT_MAX = 32;
/** Most functions one pin lists, and the longest function name. */
export const PIN_FUNCTIONS_MAX = 16;
export const PIN_FUNCTION_MAX = 32;
/** Longest pin notes. */
export const PIN_NOTES_MAX = 256;
/** Most rows one pin-map file may carry (the file's size limit is the node file's, NODE_FILE_MAX_BYTES). */
export const PIN_FILE_ROWS_MAX = 10_000;

const pinShort = text().trim().max(PIN_SHORT_MAX, M.tooLong);

/** One pin of a model's map: its number, name, functions (e.g. GPIO, UART1_TX), voltage and notes. */
export const pinSchema = z.object({
  pin: strictNumber(
    z.coerce
      .number({ error: M.invalidType })
      .int(M.invalidType)
      .min(1, M.outOfRange)
      .max(PIN_NUMBER_MAX, M.outOfRange),
  ),
  name: pinShort.min(1, M.required),
  // A file may write the functions as one text separated by commas, slashes or semicolons.
  functions: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(/[,;/|]/) : value),
      z
        .array(text().trim().min(1, M.required).max(PIN_FUNCTION_MAX, M.tooLong))
        .max(PIN_FUNCTIONS_MAX, M.tooMany),
    )
    .default([]),
  voltage: pinShort.default(''),
  notes: text().trim().max(PIN_NOTES_MAX, M.tooLong).default(''),
});
/** One pin. */
export type Pin = z.output<typeof pinSchema>;

/** Pins of one model: each pin number once; answers the failures at `<index>.pin`. */
function duplicatePins(pins: readonly Pin[], path: (index: number) => string): FieldError[] {
  const seen = new Set<number>();
  const errors: FieldError[] = [];
  pins.forEach((pin, index) => {
    if (seen.has(pin.pin)) errors.push({ location: 'body', path: path(index), message: M.duplicate });
    seen.add(pin.pin);
  });
  return errors;
}

/** PUT /pins: a model's whole pin map (replaces the one stored). */
export const pinMapSaveSchema = z
  .object({ model: requiredShort, pins: z.array(pinSchema).max(PIN_MAP_MAX, M.tooMany) })
  .superRefine((map, ctx) => {
    for (const error of duplicatePins(map.pins, (index) => `pins.${index}.pin`))
      ctx.addIssue({ code: 'custom', path: error.path.split('.'), message: error.message });
  });
/** A valid pin map. */
export type PinMapSave = z.output<typeof pinMapSaveSchema>;
/** A pin map as a form sends it. */
export type PinMapSaveInput = z.input<typeof pinMapSaveSchema>;

/** GET /pins, DELETE /pins, GET /pins_download: the model. */
export const pinModelQuerySchema = z.object({ model: requiredShort });
/** GET /pins_download: every model's map, or the one model's. */
export const pinDownloadQuerySchema = z.object({ model: requiredShort.optional() });

/** A model's pin map. */
export interface PinMapView {
  model: string;
  pins: Pin[];
  updatedAt: number | null;
}

/** A model that has a pin map, with its pin count (the PinManage model list). */
export interface PinModelView {
  model: string;
  pins: number;
  updatedAt: number;
}

/** A pin-map file row: a pin and the model it belongs to. */
export const pinFileRowSchema = pinSchema.extend({ model: requiredShort });
/** A valid pin-map file row. */
export type PinFileRow = z.output<typeof pinFileRowSchema>;

/** What POST /pins_upload did: the models whose maps it replaced and the pins written. */
export interface PinImportResult {
  models: string[];
  pins: number;
}

/**
 * The rows of a pin-map file (`[...]` or `{ "pins": [...] }`, each row a pin with its model), or every
 * failure (§8 file messages; row failures at `pins.<index>.<field>`, a pin number twice in a model too).
 */
export function readPinFile(content: string): JsonFileRead<PinFileRow> {
  const read = readJsonRows(content, 'pins', PIN_FILE_ROWS_MAX);
  if (!read.ok) return read;
  const parsed = parseJsonRows(read.rows, 'pins', pinFileRowSchema);
  if (!parsed.ok) return parsed;
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  parsed.rows.forEach((row, index) => {
    const key = `${row.model.toLowerCase()}\u0000${row.pin}`;
    if (seen.has(key)) errors.push({ location: 'body', path: `pins.${index}.pin`, message: M.duplicate });
    seen.add(key);
  });
  return errors.length > 0 ? { ok: false, errors } : parsed;
}
