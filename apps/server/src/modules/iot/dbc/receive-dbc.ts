import { DBC_FILE_MAX_BYTES, VALIDATION_MESSAGES as M } from '@fleetkey/contract';
import { bodyInvalid } from '../../../platform/errors/body-invalid';
import type { StreamedFile, StreamedUpload } from '../../../platform/files/streamed-upload';

/** Where DBC files live under DATA_DIR. */
export const DBC_BLOBS = 'dbc';

/** A DBC upload as received: the file's own name and its stored bytes. */
export type ReceivedDbc = StreamedFile;

/**
 * POST /dbc/file: the one `file` part streams to the blob store (never whole in memory); past
 * DBC_FILE_MAX_BYTES → 413 and the connection closes, past the upload time → 408. Nothing stays on refusal.
 */
export const DBC_UPLOAD: StreamedUpload<ReceivedDbc> = {
  kind: DBC_BLOBS,
  extension: 'dbc',
  maxBytes: DBC_FILE_MAX_BYTES,
  tooLarge: 'FILE_TOO_LARGE',
  accept: (file) => {
    if (file.size === 0) throw bodyInvalid([{ path: 'file', message: M.required }]);
    return file;
  },
};
