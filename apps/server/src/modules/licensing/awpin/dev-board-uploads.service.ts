import { DEV_BOARD_FILE_MAX_BYTES, type DevBoardUploadView } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { blobStore } from '../../../platform/files/blob-store';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { storeUpload } from '../../site/sys-admin/store-upload';
import { devBoardUploadsRepository } from './dev-board-uploads.repository';
import { devBoardsRepository } from './dev-boards.repository';
import { DEV_BOARD_FILES } from './dev-boards.service';

/** Files uploaded for development boards (UploadManage): streamed in, listed, downloaded, deleted. */
export function devBoardUploadsService(context: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = context;

  return {
    /** POST /develop_board/upload?id: the board must exist before a byte is stored. */
    async upload(request: FastifyRequest, reply: FastifyReply, boardId: string): Promise<DevBoardUploadView> {
      const board = await devBoardsRepository(db).find(boardId);
      if (!board) throw AppError.of('NOT_FOUND');
      const id = randomUUID();
      await storeUpload(
        context,
        request,
        reply,
        { kind: DEV_BOARD_FILES, maxBytes: DEV_BOARD_FILE_MAX_BYTES },
        {
          text: (file) =>
            oplogText('uploadedDevBoardFile', {
              serial: board.serial,
              fileName: file.fileName,
              size: file.size,
            }),
          write: (trx, file, actor) =>
            devBoardUploadsRepository(trx).insert({
              id,
              boardId,
              fileName: file.fileName,
              blobName: file.blobName,
              size: file.size,
              sha256: file.sha256,
              uploader: actor.adminName,
              createdAt: clock.now(),
            }),
        },
      );
      const stored = await devBoardUploadsRepository(db).find(id);
      if (!stored) throw AppError.of('NOT_FOUND');
      return stored;
    },

    /** Deletes the uploads, all or none (404 naming a missing one), then their blobs. */
    async remove(actor: OplogActor, ids: readonly string[]): Promise<void> {
      const blobs = await devBoardUploadsRepository(db).blobsOf(ids);
      const missing = ids.find((id) => !blobs.some((blob) => blob.id === id));
      if (missing !== undefined) throw AppError.of('NOT_FOUND', { id: missing });
      const fileNames = blobs.map((blob) => blob.fileName).join(', ');
      await withOplog(db, clock, actor, oplogText('deletedDevBoardUploads', { fileNames }), (trx) =>
        devBoardUploadsRepository(trx).delete(ids),
      );
      const store = blobStore(config.dataDir);
      for (const blob of blobs) await store.remove(DEV_BOARD_FILES, blob.blobName);
    },
  };
}
