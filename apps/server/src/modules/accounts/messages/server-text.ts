import {
  serverTextKeySchema,
  serverTextParamsSchema,
  type ServerText,
  type ServerTextKey,
  type ServerTextParams,
} from '@fleetkey/contract';
import type { z } from 'zod';

/** The columns that keep a server text (messages, user logs, the operation log): key and values, JSON. */
export interface ServerTextColumns {
  textKey: string | null;
  textParams: string | null;
}

/** A server text as its row stores it. */
export function serverTextColumns(text: ServerText): ServerTextColumns {
  return { textKey: text.key, textParams: JSON.stringify(text.params) };
}

/** The key and values an answer carries, both or neither. */
export interface ServerTextFields {
  textKey?: ServerTextKey;
  textParams?: ServerTextParams;
}

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/**
 * The key (one of `keys`) and values of a stored row for its answer. A key this build does not know (a
 * newer node wrote it) or unreadable values leave them out, so the console shows the English text instead.
 */
export function readKeyedText<K extends string>(
  row: ServerTextColumns,
  keys: z.ZodType<K>,
): { textKey?: K; textParams?: ServerTextParams } {
  if (row.textKey === null) return {};
  const key = keys.safeParse(row.textKey);
  const params = serverTextParamsSchema.safeParse(parseJson(row.textParams ?? '{}'));
  return key.success && params.success ? { textKey: key.data, textParams: params.data } : {};
}

/** The server text of a stored message or user log entry for its answer (readKeyedText). */
export const readServerText = (row: ServerTextColumns): ServerTextFields =>
  readKeyedText(row, serverTextKeySchema);
