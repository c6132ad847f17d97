import { ApiError } from '@fleetkey/api-client';

/** Why the server refused a formula: the validation text's key and the name at fault, if one. */
export interface FormulaRefusal {
  messageKey: string;
  at: string | null;
}

interface RefusalData {
  fields?: { path?: unknown; message?: unknown }[];
  formula?: { at?: unknown };
}

/**
 * The server's refusal of a formula when it was saved (a 400 whose `data.fields` names `formula`, with the
 * function or name at fault in `data.formula.at`), so the editor can show it on the formula itself;
 * null for any other failure.
 */
export function formulaRefusal(error: unknown): FormulaRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const data = (error.data ?? {}) as RefusalData;
  const field = data.fields?.find((one) => one.path === 'formula');
  if (!field || typeof field.message !== 'string') return null;
  const at = data.formula?.at;
  return { messageKey: field.message, at: typeof at === 'string' && at !== '' ? at : null };
}
