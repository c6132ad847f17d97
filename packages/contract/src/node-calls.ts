import { z } from 'zod';
import type { FieldError } from './errors';
import { toFieldErrors } from './errors';
import { listQuerySchema } from './lists';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { searchInputSchema } from './validation/device';
import { text } from './validation/text';
import { recordIdSchema } from './validation/record-id';

// AWFlow nodes, the building blocks of the desktop toolkit's flows (licence-portal.md §2 nodeManage, §3
// Node, §7 Nodes and boards, §8 node-file messages). Administrators import them from a JSON node file,
// edit them, attach a demo file and export them back as the same kind of file.

/** Longest node name; names are unique ignoring case (a re-import updates the node of the same name). */
export const NODE_NAME_MAX = 64;
/** Longest node type, operating system and version texts. */
export const NODE_SHORT_TEXT_MAX = 32;
/** Longest node description. */
export const NODE_DESCRIPTION_MAX = 512;
/** Longest node info (the node's other fields as JSON text, shown in the node-info viewer). */
export const NODE_INFO_MAX_CHARS = 16_384;
/** Largest node file accepted by POST /nodes_upload (and board file by POST /boards_upload). */
export const NODE_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** Most nodes one node file may carry. */
export const NODE_FILE_NODES_MAX = 1000;
/** Largest demo file of a node (POST /nodes/{id}). */
export const NODE_DEMO_MAX_BYTES = 20 * 1024 * 1024;
/** Most ids one batch delete or selected download names. */
export const NODE_BATCH_MAX = 1000;

const shortText = text().trim().max(NODE_SHORT_TEXT_MAX, M.tooLong);

/** A node's name: required (§8 "node needs name field"), at most NODE_NAME_MAX characters. */
export const nodeNameSchema = z
  .string({ error: () => M.nodeNameRequired })
  .trim()
  .min(1, { error: M.nodeNameRequired, abort: true })
  .max(NODE_NAME_MAX, M.tooLong);

/** A node's other fields, any JSON object, at most NODE_INFO_MAX_CHARS once written as JSON. */
export const nodeInfoSchema = z
  .record(z.string(), z.unknown(), { error: M.invalidType })
  .refine((info) => JSON.stringify(info).length <= NODE_INFO_MAX_CHARS, M.tooLong);

const descriptionText = text().trim().max(NODE_DESCRIPTION_MAX, M.tooLong);

/** The fields of a node as an import row carries them; absent ones are empty. */
export const nodeFieldsSchema = z.object({
  name: nodeNameSchema,
  type: shortText.default(''),
  description: descriptionText.default(''),
  os: shortText.default(''),
  version: shortText.default(''),
  info: nodeInfoSchema.default({}),
});
/** A valid node. */
export type NodeFields = z.output<typeof nodeFieldsSchema>;

/** PUT /nodes/{id}: the fields to change (absent ones stay as they are, so no defaults here). */
export const nodeUpdateSchema = z
  .object({ name: nodeNameSchema, type: shortText, description: descriptionText, os: shortText })
  .extend({ version: shortText, info: nodeInfoSchema })
  .partial();
/** A valid node change. */
export type NodeUpdate = z.output<typeof nodeUpdateSchema>;

/** GET /nodes: the list window, a search over name and description, and type / OS filters. */
export const nodeListQuerySchema = listQuerySchema.extend({
  search: searchInputSchema.optional(),
  type: shortText.optional(),
  os: shortText.optional(),
});

/** Ids in a query string, comma-separated ('' or absent: none). */
export const idListQuery = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== '')
      : value,
  z.array(recordIdSchema).max(NODE_BATCH_MAX, M.tooMany).optional(),
);

/** GET /nodes_download: every node, or those of `ids` (comma-separated). */
export const nodeDownloadQuerySchema = z.object({ ids: idListQuery });

/** DELETE /nodes_batch_del and /boards_batch_del: the ids to delete, all or none. */
export const batchDeleteSchema = z.object({
  ids: z
    .array(recordIdSchema)
    .min(1, M.required)
    .max(NODE_BATCH_MAX, M.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, M.duplicate),
});

/** A node's demo file, when one was uploaded. */
export interface NodeDemoView {
  fileName: string;
  size: number;
  uploadedAt: number;
}

/** A node as the list, the dialogs and the node-info viewer show it. */
export interface NodeView extends NodeFields {
  id: string;
  demo: NodeDemoView | null;
  createdAt: number;
  updatedAt: number;
}

/** What POST /nodes_upload did: nodes created and nodes updated (matched by name). */
export interface NodeImportResult {
  created: number;
  updated: number;
}

// The node file: JSON, either an array of nodes or `{ "nodes": [...] }` (what GET /nodes_download writes).
// Each node is an object with at least `name`; type, description, os and version are read as such, every
// other field is kept as the node's info and written back on download.

/** Names of a node's own fields in a node file; anything else is info. */
export const NODE_FILE_FIELDS = ['name', 'type', 'description', 'os', 'version'] as const;

/** The outcome of reading an uploaded JSON file of rows: the rows, or every failure found. */
export type JsonFileRead<T> = { ok: true; rows: T[] } | { ok: false; errors: FieldError[] };

const fileFailure = (message: string): { ok: false; errors: FieldError[] } => ({
  ok: false,
  errors: [{ location: 'body', path: 'file', message }],
});

/**
 * The rows of a JSON upload (an array, or an object with the array under `key`), or its file-level
 * failure: no content, not JSON, or not that structure (licence-portal.md §8).
 */
export function readJsonRows(content: string, key: string, max: number): JsonFileRead<unknown> {
  if (content.replace(/^\uFEFF/, '').trim() === '') return fileFailure(M.fileEmpty);
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch {
    return fileFailure(M.jsonFormatInvalid);
  }
  const rows = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)[key]
      : undefined;
  if (!Array.isArray(rows)) return fileFailure(M.fileStructureInvalid);
  if (rows.length === 0) return fileFailure(M.fileEmpty);
  if (rows.length > max) return fileFailure(M.importTooManyRows);
  return { ok: true, rows };
}

/** Checks rows of a JSON upload against a schema: every row's failures at `<key>.<index>.<field>`. */
export function parseJsonRows<T>(rows: unknown[], key: string, schema: z.ZodType<T>): JsonFileRead<T> {
  const parsed: T[] = [];
  const errors: FieldError[] = [];
  rows.forEach((row, index) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      errors.push({ location: 'body', path: `${key}.${index}`, message: M.fileStructureInvalid });
      return;
    }
    const result = schema.safeParse(row);
    if (result.success) parsed.push(result.data);
    else
      for (const error of toFieldErrors(result.error.issues))
        errors.push({ location: 'body', path: `${key}.${index}.${error.path}`, message: error.message });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows: parsed };
}

/** A node-file row: the node's fields, with everything else gathered as its info. */
export const nodeFileRowSchema = z.preprocess((row) => {
  if (typeof row !== 'object' || row === null) return row;
  const own: Record<string, unknown> = {};
  const info: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(row)) {
    if ((NODE_FILE_FIELDS as readonly string[]).includes(field)) own[field] = value;
    else info[field] = value;
  }
  return { ...own, info };
}, nodeFieldsSchema);

/** The nodes of a node file, or every failure (§8 messages; row failures at `nodes.<index>.<field>`). */
export function readNodeFile(content: string): JsonFileRead<NodeFields> {
  const read = readJsonRows(content, 'nodes', NODE_FILE_NODES_MAX);
  if (!read.ok) return read;
  const parsed = parseJsonRows(read.rows, 'nodes', nodeFileRowSchema);
  if (!parsed.ok) return parsed;
  const seen = new Map<string, number>();
  const errors: FieldError[] = [];
  parsed.rows.forEach((node, index) => {
    const key = node.name.toLowerCase();
    if (seen.has(key)) errors.push({ location: 'body', path: `nodes.${index}.name`, message: M.duplicate });
    seen.set(key, index);
  });
  return errors.length > 0 ? { ok: false, errors } : parsed;
}

/** A node as a node file carries it: its info's fields, then its own (so a download imports back). */
export function nodeFileEntry(node: NodeFields): Record<string, unknown> {
  const { name, type, description, os, version, info } = node;
  return { ...info, name, type, description, os, version };
}
