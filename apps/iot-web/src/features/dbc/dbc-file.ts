import { DBC_FILE_MAX_BYTES, dbcNameSchema } from '@fleetkey/contract';

/** Why a picked file cannot be a DBC upload (an i18n key), checked before a byte is sent; null when it can. */
export function dbcFileIssue(file: { name: string; size: number } | undefined): string | null {
  if (!file) return 'dbc.upload.pickFirst';
  if (!dbcNameSchema.safeParse(file.name).success) return 'dbc.upload.badName';
  if (file.size === 0) return 'dbc.upload.empty';
  if (file.size > DBC_FILE_MAX_BYTES) return 'dbc.upload.tooLarge';
  return null;
}
