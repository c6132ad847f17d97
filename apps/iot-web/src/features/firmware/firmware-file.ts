import { FIRMWARE_MAX_BYTES } from '@fleetkey/contract';

/**
 * The i18n key of what is wrong with a picked firmware file (none, empty or too large), or null when it
 * will do: the server refuses the same, but only after the bytes have travelled.
 */
export function firmwareFileIssue(file: Pick<Blob, 'size'> | undefined): string | null {
  if (!file) return 'firmware.upload.fileRequired';
  if (file.size === 0) return 'firmware.upload.fileEmpty';
  if (file.size > FIRMWARE_MAX_BYTES) return 'firmware.upload.tooLarge';
  return null;
}
