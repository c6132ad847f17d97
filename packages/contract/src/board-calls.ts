import { z } from 'zod';
import type { FieldError } from './errors';
import { listQuerySchema } from './lists';
import { idListQuery, parseJsonRows, readJsonRows, type JsonFileRead } from './node-calls';
import type { PermissionItem } from './admin-permissions';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { searchInputSchema } from './validation/device';
import { text } from './validation/text';
import { recordIdSchema } from './validation/record-id';

// Target boards of the AWFlow toolkit and the nodes each runs (licence-portal.md §2 targetBoardManage, §3
// Target board, §6 board-role links, §7 Nodes and boards), and what a licence's role grants of both
// (§7 Licences nodes_license, permission_license).

/** Longest board model; models are unique ignoring case (a re-import updates the board of that model). */
export const BOARD_MODEL_MAX = 64;
/** Longest firmware name. */
export const BOARD_FIRMWARE_NAME_MAX = 64;
/** Longest firmware version and operating-system texts. */
export const BOARD_SHORT_TEXT_MAX = 32;
/** Longest board description. */
export const BOARD_DESCRIPTION_MAX = 512;
/** Most nodes one board relates to. */
export const BOARD_NODES_MAX = 500;
/** Most boards one board file may carry. */
export const BOARD_FILE_BOARDS_MAX = 1000;
/** How many of the latest boards GET /boards_new answers. */
export const BOARDS_NEW_COUNT = 10;

const shortText = text().trim().max(BOARD_SHORT_TEXT_MAX, M.tooLong);

/** A board's model: required, at most BOARD_MODEL_MAX characters. */
export const boardModelSchema = text()
  .trim()
  .min(1, { error: M.required, abort: true })
  .max(BOARD_MODEL_MAX, M.tooLong);

const uniqueIds = <T extends z.ZodType<string>>(item: T) =>
  z
    .array(item)
    .max(BOARD_NODES_MAX, M.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, M.duplicate);

const firmwareNameText = text().trim().max(BOARD_FIRMWARE_NAME_MAX, M.tooLong);
const descriptionText = text().trim().max(BOARD_DESCRIPTION_MAX, M.tooLong);

/** A board's own fields; absent ones are empty. */
const boardFields = {
  model: boardModelSchema,
  firmwareName: firmwareNameText.default(''),
  firmwareVersion: shortText.default(''),
  description: descriptionText.default(''),
  os: shortText.default(''),
};

/** POST /boards: a board's fields and the ids of its related nodes. */
export const boardFieldsSchema = z.object({ ...boardFields, nodeIds: uniqueIds(recordIdSchema).default([]) });
/** A valid board. */
export type BoardFields = z.output<typeof boardFieldsSchema>;

/** PUT /boards/{id}: the fields to change (absent ones stay as they are); `nodeIds` replaces the nodes. */
export const boardUpdateSchema = z
  .object({
    model: boardModelSchema,
    firmwareName: firmwareNameText,
    firmwareVersion: shortText,
    description: descriptionText,
    os: shortText,
    nodeIds: uniqueIds(recordIdSchema),
  })
  .partial();
/** A valid board change. */
export type BoardUpdate = z.output<typeof boardUpdateSchema>;

/** GET /boards: the list window, a search over model, firmware and description, and an OS filter. */
export const boardListQuerySchema = listQuerySchema.extend({
  search: searchInputSchema.optional(),
  os: shortText.optional(),
});

/** GET /boards_download: every board, or those of `ids` (comma-separated). */
export const boardDownloadQuerySchema = z.object({ ids: idListQuery });

/** GET /board_nodes: board–node links, by board or by node. */
export const boardNodeListQuerySchema = listQuerySchema.extend({
  boardId: recordIdSchema.optional(),
  nodeId: recordIdSchema.optional(),
});

/** A node a board relates to, named. */
export interface BoardNodeRef {
  id: string;
  name: string;
}

/** A target board as the list and the dialogs show it. */
export interface BoardView {
  id: string;
  model: string;
  firmwareName: string;
  firmwareVersion: string;
  description: string;
  os: string;
  nodes: BoardNodeRef[];
  createdAt: number;
  updatedAt: number;
}

/** One board–node link (GET /board_nodes). */
export interface BoardNodeLink {
  boardId: string;
  model: string;
  nodeId: string;
  nodeName: string;
}

/** What POST /boards_upload did: boards created and boards updated (matched by model). */
export interface BoardImportResult {
  created: number;
  updated: number;
}

/** A board-file row: the board's fields and its related nodes by name. */
export const boardFileRowSchema = z.object({
  ...boardFields,
  nodes: uniqueIds(text().trim().min(1, M.required)).default([]),
});
/** A valid board-file row. */
export type BoardFileRow = z.output<typeof boardFileRowSchema>;

/** The boards of a board file (`[...]` or `{ "boards": [...] }`), or every failure (§8 file messages). */
export function readBoardFile(content: string): JsonFileRead<BoardFileRow> {
  const read = readJsonRows(content, 'boards', BOARD_FILE_BOARDS_MAX);
  if (!read.ok) return read;
  const parsed = parseJsonRows(read.rows, 'boards', boardFileRowSchema);
  if (!parsed.ok) return parsed;
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  parsed.rows.forEach((board, index) => {
    const key = board.model.toLowerCase();
    if (seen.has(key)) errors.push({ location: 'body', path: `boards.${index}.model`, message: M.duplicate });
    seen.add(key);
  });
  return errors.length > 0 ? { ok: false, errors } : parsed;
}

/** A node a licence's role grants: directly (a `node` item) or through a board linked to the role. */
export interface LicenceNodeGrant {
  id: string;
  name: string;
  type: string;
  os: string;
  version: string;
  /** The strongest permit: a `node` item's, or read for a node of a granted board. */
  permit: PermissionItem['permit'];
  /** The name of the node's demo file, which the holder may download; null without one. */
  demoFileName: string | null;
}

/** A board a licence's role grants (board-role link), with its nodes. */
export interface LicenceBoardGrant {
  id: string;
  model: string;
  firmwareName: string;
  firmwareVersion: string;
  os: string;
  nodeIds: string[];
}

/** The licence a grant comes from: its number, edition and role (null: the licence grants nothing). */
export interface LicenceGrantHead {
  licenceId: string;
  licenseId: string;
  edition: number;
  expiredAt: number;
  role: { id: string; name: string } | null;
}

/** GET /nodes_license: per unexpired licence of the user, the nodes and boards its role grants. */
export interface LicenceNodes extends LicenceGrantHead {
  nodes: LicenceNodeGrant[];
  boards: LicenceBoardGrant[];
}

/** A feature permission a licence's role grants (the Function tab). */
export interface LicenceFunctionGrant {
  id: string;
  key: string;
  name: string;
  permit: PermissionItem['permit'];
}

/** GET /permission_license: per unexpired licence of the user, its role's Function and Flow grants. */
export interface LicencePermissions extends LicenceGrantHead {
  functions: LicenceFunctionGrant[];
  flows: { id: string; name: string; permit: PermissionItem['permit'] }[];
}
