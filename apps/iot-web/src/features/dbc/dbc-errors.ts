import { ApiError } from '@fleetkey/api-client';
import { ERROR_CODES } from '@fleetkey/contract';

// The DBC refusals the screens answer beyond the message: where a file does not parse, which strategies
// still use a file being deleted, and a name in use (the screen asks whether to replace the file).

/** Where an uploaded DBC does not parse (400 DBC_INVALID), or null for any other failure. */
export function dbcParseError(error: unknown): { line: number; reason: string } | null {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.DBC_INVALID) return null;
  const data = error.data as { line?: unknown; reason?: unknown } | undefined;
  return typeof data?.line === 'number' && typeof data.reason === 'string'
    ? { line: data.line, reason: data.reason }
    : null;
}

/** The strategies that keep a file from being deleted (409 DBC_IN_USE), or null for any other failure. */
export function dbcUsers(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.DBC_IN_USE) return null;
  const data = error.data as { strategies?: { name?: unknown }[] } | undefined;
  return (data?.strategies ?? []).flatMap((s) => (typeof s.name === 'string' ? [s.name] : []));
}

/** Whether an upload was refused because the account has a file of that name (409 NAME_IN_USE). */
export function dbcNameInUse(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERROR_CODES.NAME_IN_USE;
}
