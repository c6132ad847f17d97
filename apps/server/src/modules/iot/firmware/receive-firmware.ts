import {
  FIRMWARE_MAX_BYTES,
  firmwareUploadFieldsSchema,
  toFieldErrors,
  VALIDATION_MESSAGES as M,
  type FirmwareUploadFields,
} from '@fleetkey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { blobStore } from '../../../platform/files/blob-store';
import { AppError } from '../../../platform/errors/app-error';
import { bodyInvalid } from '../../../platform/errors/body-invalid';
import { cleanFileName } from '../../../platform/files/file-names';

/** Where firmware files live under DATA_DIR. */
export const FIRMWARE_BLOBS = 'firmware';

/** A firmware upload as received: its fields and its file, stored and measured. */
export interface ReceivedFirmware {
  fields: FirmwareUploadFields;
  fileName: string;
  blobName: string;
  size: number;
  sha256: string;
}

/**
 * Reads POST /firmware/{devtype}/{version}: the fields in any order around the one `file`, which streams
 * to the blob store (never whole in memory) and is hashed on the way. Past FIRMWARE_MAX_BYTES → 413, past
 * the upload time → 408 (both close the connection). On any refusal nothing is left stored.
 */
export async function receiveFirmware(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: ReturnType<typeof blobStore>,
  timeoutMs: number,
): Promise<ReceivedFirmware> {
  if (!request.isMultipart()) throw bodyInvalid([{ path: 'file', message: M.required }]);
  const signal = AbortSignal.timeout(timeoutMs);
  const values: Record<string, string> = {};
  let stored: { name: string; size: number; sha256: string; fileName: string } | undefined;
  const refuse = (code: 'UPLOAD_TIMEOUT' | 'FILE_TOO_LARGE') => {
    reply.header('Connection', 'close');
    return AppError.of(code);
  };
  try {
    for await (const part of request.parts({ limits: { fileSize: FIRMWARE_MAX_BYTES, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') values[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        continue;
      }
      const file = await blobs.putStream(FIRMWARE_BLOBS, 'bin', part.file, signal).catch((error: unknown) => {
        throw signal.aborted ? refuse('UPLOAD_TIMEOUT') : error;
      });
      stored = { ...file, fileName: cleanFileName(part.filename) };
      if (part.file.truncated) throw refuse('FILE_TOO_LARGE');
    }
    if (!stored) throw bodyInvalid([{ path: 'file', message: M.required }]);
    if (stored.size === 0) throw bodyInvalid([{ path: 'file', message: M.required }]);
    const parsed = firmwareUploadFieldsSchema.safeParse(values);
    if (!parsed.success) throw bodyInvalid(toFieldErrors(parsed.error.issues));
    return {
      fields: parsed.data,
      fileName: stored.fileName,
      blobName: stored.name,
      size: stored.size,
      sha256: stored.sha256,
    };
  } catch (error) {
    if (stored) await blobs.remove(FIRMWARE_BLOBS, stored.name);
    throw error;
  }
}
