import { COMMON_FILE_MAX_BYTES, VALIDATION_MESSAGES as M, type CommonFileKind } from '@fleetkey/contract';
import { open } from 'node:fs/promises';
import type { blobStore } from '../../../platform/files/blob-store';
import { AppError } from '../../../platform/errors/app-error';
import { bodyInvalid } from '../../../platform/errors/body-invalid';
import { cleanFileName } from '../../../platform/files/file-names';
import type { StreamedFile, StreamedUpload } from '../../../platform/files/streamed-upload';
import { SNIFF_BYTES, sniffFile } from './sniff-file';

/** Where common files live under DATA_DIR. */
export const COMMON_FILE_BLOBS = 'commonfiles';

/** A common file as received: stored, measured and recognised. */
export interface ReceivedCommonFile extends StreamedFile {
  kind: CommonFileKind;
}

const invalid = (message: string) => bodyInvalid([{ path: 'file', message }]);

async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * A common file upload: the one `file` streams to the blob store (never whole in memory) and is hashed on
 * the way; then its first bytes say what it is (sniff-file.ts). Past COMMON_FILE_MAX_BYTES → 413, past the
 * upload time → 408 (both close the connection), refused content → 415. On any refusal nothing is left.
 */
export function commonFileUpload(blobs: ReturnType<typeof blobStore>): StreamedUpload<ReceivedCommonFile> {
  return {
    kind: COMMON_FILE_BLOBS,
    extension: 'bin',
    maxBytes: COMMON_FILE_MAX_BYTES,
    tooLarge: 'COMMON_FILE_TOO_LARGE',
    accept: async (file) => {
      if (file.size === 0) throw invalid(M.fileEmpty);
      const path = blobs.path(COMMON_FILE_BLOBS, file.blobName);
      if (!path) throw invalid(M.required);
      const fileName = cleanFileName(file.fileName);
      const verdict = sniffFile(await headOf(path), fileName);
      if ('refused' in verdict) throw AppError.of('COMMON_FILE_TYPE', { reason: verdict.refused });
      return { ...file, fileName, kind: verdict.kind };
    },
  };
}
