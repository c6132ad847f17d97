import {
  ERROR_CODES,
  NODE_FILE_MAX_BYTES,
  VALIDATION_MESSAGES as M,
  type FieldError,
  type JsonFileRead,
} from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors/app-error';
import { cleanFileName } from '../../site/sys-admin/file-names';

/** A 400 VALIDATION_FAILED listing every failure of an uploaded file, shaped like schema failures. */
export function fileInvalid(errors: readonly FieldError[]): AppError {
  const first = errors[0];
  const message = first ? `${first.location ?? 'body'}.${first.path}: ${first.message}` : 'body.file';
  return new AppError(400, ERROR_CODES.VALIDATION_FAILED, message, { fields: errors });
}

const fileError = (message: string) => fileInvalid([{ location: 'body', path: 'file', message }]);

/**
 * The one multipart file of an import (node or board file), read as UTF-8 text: small enough to hold
 * (NODE_FILE_MAX_BYTES), and text that is not UTF-8 is refused as not JSON rather than read as mojibake.
 */
export async function receiveJsonFile(request: FastifyRequest): Promise<{ fileName: string; text: string }> {
  if (!request.isMultipart()) throw fileError(M.required);
  const file = await request.file({ limits: { fileSize: NODE_FILE_MAX_BYTES, files: 1 } });
  if (!file) throw fileError(M.required);
  const bytes = await file.toBuffer().catch((error: unknown) => {
    // @fastify/multipart throws once the stream passes the limit.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(M.tooLong);
    throw error;
  });
  try {
    return {
      fileName: cleanFileName(file.filename),
      text: new TextDecoder('utf-8', { fatal: true }).decode(bytes),
    };
  } catch {
    throw fileError(M.jsonFormatInvalid);
  }
}

/** The rows of a read file, or its 400 with every failure. */
export function rowsOrThrow<T>(read: JsonFileRead<T>): T[] {
  if (!read.ok) throw fileInvalid(read.errors);
  return read.rows;
}
