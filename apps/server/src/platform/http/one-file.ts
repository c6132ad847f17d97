import type { FastifyRequest } from 'fastify';

/** The errors a route answers for each way its upload can be missing or too large. */
export interface OneFileRefusals {
  /** The request is not multipart/form-data. */
  notMultipart: () => Error;
  /** It is, but holds no file. */
  missing: () => Error;
  /** The file passed the size limit. */
  tooLarge: () => Error;
}

/** An uploaded file held whole in memory. */
export interface HeldFile {
  /** The name the client gave, as sent. */
  filename: string;
  bytes: Buffer;
}

/**
 * The request's one multipart file, read whole but never past `maxBytes`: for files small enough to parse
 * in memory (imports, JSON files). Large files stream to the blob store instead (sys-admin/receive-upload).
 */
export async function readOneFile(
  request: FastifyRequest,
  maxBytes: number,
  refuse: OneFileRefusals,
): Promise<HeldFile> {
  if (!request.isMultipart()) throw refuse.notMultipart();
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw refuse.missing();
  const bytes = await file.toBuffer().catch((error: unknown) => {
    // @fastify/multipart throws once the stream passes the limit.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse.tooLarge();
    throw error;
  });
  return { filename: file.filename, bytes };
}
