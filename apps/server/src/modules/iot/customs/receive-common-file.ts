import { COMMON_FILE_MAX_BYTES, VALIDATION_MESSAGES as M, type CommonFileKind } from '@fleetkey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { open } from 'node:fs/promises';
import type { blobStore } from '../../../platform/files/blob-store';
import { AppError } from '../../../platform/errors/app-error';
import { bodyInvalid } from '../../../platform/errors/body-invalid';
import { cleanFileName } from '../../../platform/files/file-names';
import { SNIFF_BYTES, sniffFile } from './sniff-file';

/** Where common files live under DATA_DIR. */
export const COMMON_FILE_BLOBS = 'commonfiles';

/** A common file as received: stored, measured and recognised. */
export interface ReceivedCommonFile {
  fileName: string;
  blobName: string;
  kind: CommonFileKind;
  size: number;
  sha256: string;
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
 * Reads a multipart upload's one `file`: it streams to the blob store (never whole in memory) and is hashed
 * on the way; then its first bytes say what it is (sniff-file.ts). Past COMMON_FILE_MAX_BYTES → 413, past
 * the upload time → 408 (both close the connection), refused content → 415. On any refusal nothing is left.
 */
export async function receiveCommonFile(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: ReturnType<typeof blobStore>,
  timeoutMs: number,
): Promise<ReceivedCommonFile> {
  if (!request.isMultipart()) throw invalid(M.required);
  const signal = AbortSignal.timeout(timeoutMs);
  let stored: { name: string; size: number; sha256: string; fileName: string } | undefined;
  const refuse = (code: 'UPLOAD_TIMEOUT' | 'COMMON_FILE_TOO_LARGE') => {
    reply.header('Connection', 'close');
    return AppError.of(code);
  };
  try {
    for await (const part of request.parts({ limits: { fileSize: COMMON_FILE_MAX_BYTES, files: 1 } })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        continue;
      }
      const file = await blobs
        .putStream(COMMON_FILE_BLOBS, 'bin', part.file, signal)
        .catch((error: unknown) => {
          throw signal.aborted ? refuse('UPLOAD_TIMEOUT') : error;
        });
      stored = { ...file, fileName: cleanFileName(part.filename) };
      if (part.file.truncated) throw refuse('COMMON_FILE_TOO_LARGE');
    }
    if (!stored || stored.size === 0) throw invalid(stored ? M.fileEmpty : M.required);
    const path = blobs.path(COMMON_FILE_BLOBS, stored.name);
    if (!path) throw invalid(M.required);
    const verdict = sniffFile(await headOf(path), stored.fileName);
    if ('refused' in verdict) throw AppError.of('COMMON_FILE_TYPE', { reason: verdict.refused });
    return {
      fileName: stored.fileName,
      blobName: stored.name,
      kind: verdict.kind,
      size: stored.size,
      sha256: stored.sha256,
    };
  } catch (error) {
    if (stored) await blobs.remove(COMMON_FILE_BLOBS, stored.name);
    throw error;
  }
}
