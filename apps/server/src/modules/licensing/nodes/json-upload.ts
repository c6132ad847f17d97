import {
  ERROR_CODES,
  NODE_FILE_MAX_BYTES,
  VALIDATION_MESSAGES as M,
  type FieldError,
  type JsonFileRead,
} from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors/app-error';
import { readOneFile } from '../../../platform/http/one-file';
import { cleanFileName } from '../../../platform/files/file-names';

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
  const file = await readOneFile(request, NODE_FILE_MAX_BYTES, {
    notMultipart: () => fileError(M.required),
    missing: () => fileError(M.required),
    tooLarge: () => fileError(M.tooLong),
  });
  try {
    return {
      fileName: cleanFileName(file.filename),
      text: new TextDecoder('utf-8', { fatal: true }).decode(file.bytes),
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
