import { VALIDATION_MESSAGES as M } from '@fleetkey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { bodyInvalid } from '../errors/body-invalid';
import type { blobStore } from './blob-store';

/**
 * A kind of streamed upload: where its file is stored and how large it may be, the code of its 413, and
 * `accept`, which checks what came (it may read the stored file) and makes the result.
 */
export interface StreamedUpload<T> {
  /** The blob store's folder, and the extension the stored file gets. */
  kind: string;
  extension: string;
  maxBytes: number;
  tooLarge: 'FILE_TOO_LARGE' | 'COMMON_FILE_TOO_LARGE';
  accept: (file: StreamedFile, fields: Readonly<Record<string, string>>) => T | Promise<T>;
}

/** The one `file` of an upload, stored (empty files too: whether that is wrong is the caller's to say). */
export interface StreamedFile {
  /** The name the client gave, as sent. */
  fileName: string;
  blobName: string;
  size: number;
  sha256: string;
}

const fileRequired = () => bodyInvalid([{ path: 'file', message: M.required }]);

/**
 * Reads a multipart upload whose one `file` part streams to the blob store (never whole in memory, hashed
 * on the way), with its text fields in any order around it; other file parts are drained unread. No
 * multipart body or no `file` → 400 on `file`; past `maxBytes` → 413, past `timeoutMs` → 408, both
 * closing the connection so the rest is not read. When `accept` or anything else refuses, the stored file
 * is removed: nothing stays on refusal.
 */
export async function receiveStreamedFile<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: ReturnType<typeof blobStore>,
  timeoutMs: number,
  upload: StreamedUpload<T>,
): Promise<T> {
  if (!request.isMultipart()) throw fileRequired();
  const signal = AbortSignal.timeout(timeoutMs);
  const fields: Record<string, string> = {};
  let stored: StreamedFile | undefined;
  const refuse = (code: 'UPLOAD_TIMEOUT' | StreamedUpload<T>['tooLarge']) => {
    reply.header('Connection', 'close');
    return AppError.of(code);
  };
  try {
    for await (const part of request.parts({ limits: { fileSize: upload.maxBytes, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        continue;
      }
      const file = await blobs
        .putStream(upload.kind, upload.extension, part.file, signal)
        .catch((error: unknown) => {
          throw signal.aborted ? refuse('UPLOAD_TIMEOUT') : error;
        });
      stored = { fileName: part.filename, blobName: file.name, size: file.size, sha256: file.sha256 };
      if (part.file.truncated) throw refuse(upload.tooLarge);
    }
    if (!stored) throw fileRequired();
    return await upload.accept(stored, fields);
  } catch (error) {
    if (stored) await blobs.remove(upload.kind, stored.blobName);
    throw error;
  }
}
