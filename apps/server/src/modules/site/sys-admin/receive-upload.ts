import { VALIDATION_MESSAGES as M } from '@fleetkey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { blobStore } from '../../../platform/files/blob-store';
import { AppError } from '../../../platform/errors/app-error';
import { bodyInvalid } from '../../../platform/errors/body-invalid';
import { cleanFileName } from '../../../platform/files/file-names';

/** An upload as stored: the blob under DATA_DIR/kind, with what was measured while it streamed. */
export interface StoredFile {
  fileName: string;
  blobName: string;
  size: number;
  sha256: string;
}

/** Where and how much: the blob folder, the size limit, and the time the whole upload may take. */
export interface UploadRules {
  kind: string;
  maxBytes: number;
  timeoutMs: number;
}

const fileRequired = () => bodyInvalid([{ path: 'file', message: M.required }]);

/**
 * Streams the request's one multipart file into the blob store: never buffered whole, hashed on the way,
 * refused past the size limit (413) or the time limit (408). Those two answers close the connection, so
 * the rest of an oversized or stalled upload is not read.
 */
export async function receiveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: ReturnType<typeof blobStore>,
  rules: UploadRules,
): Promise<StoredFile> {
  if (!request.isMultipart()) throw fileRequired();
  const file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
  if (!file) throw fileRequired();
  const signal = AbortSignal.timeout(rules.timeoutMs);
  const refuse = (code: 'UPLOAD_TIMEOUT' | 'FILE_TOO_LARGE') => {
    reply.header('Connection', 'close');
    return AppError.of(code);
  };
  const stored = await blobs.putStream(rules.kind, 'bin', file.file, signal).catch((error: unknown) => {
    throw signal.aborted ? refuse('UPLOAD_TIMEOUT') : error;
  });
  // At the limit the parser stops passing bytes and marks the file truncated; what was kept is discarded.
  if (file.file.truncated) {
    await blobs.remove(rules.kind, stored.name);
    throw refuse('FILE_TOO_LARGE');
  }
  return {
    fileName: cleanFileName(file.filename),
    blobName: stored.name,
    size: stored.size,
    sha256: stored.sha256,
  };
}
