import type { FastifyReply } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { AppError } from '../errors/app-error';
import { attachment } from './file-names';

/**
 * Sends a stored file (a blob store path) as a download under the name it was uploaded with, streamed from
 * disk; 404 when there is no such file (its row gone, or the file missing from disk).
 */
export async function sendStoredFile(
  reply: FastifyReply,
  file: string | undefined,
  fileName: string,
): Promise<FastifyReply> {
  const info = file && (await stat(file).catch(() => undefined));
  if (!file || !info) throw AppError.of('NOT_FOUND');
  return reply
    .header('Content-Type', 'application/octet-stream')
    .header('Content-Length', info.size)
    .header('Content-Disposition', attachment(fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .send(createReadStream(file));
}
