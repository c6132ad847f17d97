import {
  FIRMWARE_MAX_BYTES,
  firmwareUploadFieldsSchema,
  toFieldErrors,
  VALIDATION_MESSAGES as M,
  type FirmwareUploadFields,
} from '@fleetkey/contract';
import { bodyInvalid } from '../../../platform/errors/body-invalid';
import { cleanFileName } from '../../../platform/files/file-names';
import type { StreamedFile, StreamedUpload } from '../../../platform/files/streamed-upload';

/** Where firmware files live under DATA_DIR. */
export const FIRMWARE_BLOBS = 'firmware';

/** A firmware upload as received: its fields and its file, stored and measured. */
export interface ReceivedFirmware extends StreamedFile {
  fields: FirmwareUploadFields;
}

/**
 * POST /firmware/{devtype}/{version}: the fields in any order around the one `file`, which streams to the
 * blob store (never whole in memory) and is hashed on the way. Past FIRMWARE_MAX_BYTES → 413, past the
 * upload time → 408 (both close the connection). On any refusal nothing is left stored.
 */
export const FIRMWARE_UPLOAD: StreamedUpload<ReceivedFirmware> = {
  kind: FIRMWARE_BLOBS,
  extension: 'bin',
  maxBytes: FIRMWARE_MAX_BYTES,
  tooLarge: 'FILE_TOO_LARGE',
  accept: (file, fields) => {
    if (file.size === 0) throw bodyInvalid([{ path: 'file', message: M.required }]);
    const parsed = firmwareUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) throw bodyInvalid(toFieldErrors(parsed.error.issues));
    return { ...file, fields: parsed.data, fileName: cleanFileName(file.fileName) };
  },
};
