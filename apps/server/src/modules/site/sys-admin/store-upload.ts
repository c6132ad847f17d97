import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/kysely';
import { blobStore } from '../../../platform/files/blob-store';
import { oplogActor, withOplog, type OplogActor, type OplogText } from '../../../platform/oplog/oplog';
import { receiveUpload, type StoredFile, type UploadRules } from './receive-upload';

/** How to record an upload: its operation-log text and the row written in the same transaction. */
export interface UploadRecord<T> {
  text: (file: StoredFile) => OplogText;
  write: (trx: Db, file: StoredFile, actor: OplogActor) => Promise<T>;
}

/**
 * An administrator's upload: the file streams to the blob store first (outside any transaction, which
 * must not stay open for minutes), then its row and operation-log entry land together. If they fail,
 * the file is removed, so no blob is left without a record.
 */
export async function storeUpload<T>(
  { db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  rules: Omit<UploadRules, 'timeoutMs'>,
  record: UploadRecord<T>,
): Promise<T> {
  const actor = oplogActor(request);
  const blobs = blobStore(config.dataDir);
  const file = await receiveUpload(request, reply, blobs, {
    ...rules,
    timeoutMs: config.uploads.timeoutSeconds * 1000,
  });
  try {
    return await withOplog(db, clock, actor, record.text(file), (trx) => record.write(trx, file, actor));
  } catch (error) {
    await blobs.remove(rules.kind, file.blobName);
    throw error;
  }
}
