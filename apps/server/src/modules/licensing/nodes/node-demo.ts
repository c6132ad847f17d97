import { NODE_DEMO_MAX_BYTES, type NodeView } from '@fleetkey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { blobStore } from '../../../platform/files/blob-store';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { storeUpload } from '../../site/sys-admin/store-upload';
import { nodesRepository } from './nodes.repository';
import { NODE_DEMOS } from './nodes.service';

/**
 * POST /nodes/{id}: the node's demo file streams to the blob store, then the node points at it in the
 * same transaction as its operation-log entry; the demo it replaces is removed after that commits.
 */
export async function uploadNodeDemo(
  context: Pick<AppContext, 'db' | 'clock' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
): Promise<NodeView> {
  const { db, clock, config } = context;
  const node = await nodesRepository(db).find(id);
  if (!node) throw AppError.of('NOT_FOUND');
  const previous = await nodesRepository(db).demoOf(id);
  await storeUpload(
    context,
    request,
    reply,
    { kind: NODE_DEMOS, maxBytes: NODE_DEMO_MAX_BYTES },
    {
      text: (file) => oplogText('uploadedNodeDemo', { name: node.name, fileName: file.fileName }),
      write: async (trx, file) => {
        const now = clock.now();
        await nodesRepository(trx).update(id, {
          demoFileName: file.fileName,
          demoBlobName: file.blobName,
          demoSize: file.size,
          demoUploadedAt: now,
          updatedAt: now,
        });
      },
    },
  );
  if (previous) await blobStore(config.dataDir).remove(NODE_DEMOS, previous.blobName);
  const updated = await nodesRepository(db).find(id);
  if (!updated) throw AppError.of('NOT_FOUND');
  return updated;
}
