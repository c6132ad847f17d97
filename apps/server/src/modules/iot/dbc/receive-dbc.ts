import { DBC_FILE_MAX_BYTES, VALIDATION_MESSAGES as M } from '@fleetkey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors/app-error';
import { bodyInvalid } from '../../../platform/errors/body-invalid';
import type { blobStore } from '../../../platform/files/blob-store';

/** Where DBC files live under DATA_DIR. */
export const DBC_BLOBS = 'dbc';

/** A DBC upload as received: the file's own name and its stored bytes. */
export interface ReceivedDbc {
  fileName: string;
  blobName: string;
  size: number;
  sha256: string;
}

const fileMissing = () => bodyInvalid([{ path: 'file', message: M.required }]);

/**
 * Reads POST /dbc/file: the one `file` part streams to the blob store (never whole in memory); past
 * DBC_FILE_MAX_BYTES → 413 and the connection closes, past the upload time → 408. Nothing stays on refusal.
 */
export async function receiveDbc(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: ReturnType<typeof blobStore>,
  timeoutMs: number,
): Promise<ReceivedDbc> {
  if (!request.isMultipart()) throw fileMissing();
  const signal = AbortSignal.timeout(timeoutMs);
  let stored: ReceivedDbc | undefined;
  const refuse = (code: 'UPLOAD_TIMEOUT' | 'FILE_TOO_LARGE') => {
    reply.header('Connection', 'close');
    return AppError.of(code);
  };
  try {
    for await (const part of request.parts({ limits: { fileSize: DBC_FILE_MAX_BYTES, files: 1 } })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        continue;
      }
      const file = await blobs.putStream(DBC_BLOBS, 'dbc', part.file, signal).catch((error: unknown) => {
        throw signal.aborted ? refuse('UPLOAD_TIMEOUT') : error;
      });
      stored = { fileName: part.filename, blobName: file.name, size: file.size, sha256: file.sha256 };
      if (part.file.truncated) throw refuse('FILE_TOO_LARGE');
    }
    if (!stored || stored.size === 0) throw fileMissing();
    return stored;
  } catch (error) {
    if (stored) await blobs.remove(DBC_BLOBS, stored.blobName);
    throw error;
  }
}
