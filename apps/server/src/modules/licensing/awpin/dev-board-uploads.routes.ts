import {
  devBoardUploadDeleteSchema,
  devBoardUploadListQuerySchema,
  devBoardUploadQuerySchema,
  recordIdParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { blobStore } from '../../../platform/files/blob-store';
import { oplogActor } from '../../../platform/oplog/oplog';
import { sendStoredFile } from '../../../platform/files/stored-file-download';
import { devBoardUploadsRepository } from './dev-board-uploads.repository';
import { devBoardUploadsService } from './dev-board-uploads.service';
import { DEV_BOARD_FILES } from './dev-boards.service';

// Users of the platform list and download uploads too (licence-portal.md §1); administrators need the
// permission.
const read = { audience: 'user', adminPermission: 'boarduploads:read' } as const;
const write = { permission: 'boarduploads:write' } as const;

/** Files uploaded for development boards (licence-portal.md §2 UploadManage, §7 /develop_board/upload). */
export function devBoardUploadsRoutes(context: AppContext): void {
  const { app, db, config } = context;
  const uploads = devBoardUploadsService(context);

  // multipart/form-data with one file, streamed to the blob store (413 past DEV_BOARD_FILE_MAX_BYTES).
  app.post(
    '/v1/develop_board/upload',
    { config: write, schema: { querystring: devBoardUploadQuerySchema } },
    async (request, reply) =>
      reply.status(201).send({ data: await uploads.upload(request, reply, request.query.id) }),
  );

  app.get(
    '/v1/develop_board/uploads',
    { config: read, schema: { querystring: devBoardUploadListQuerySchema } },
    async (request) => ({ data: await devBoardUploadsRepository(db).list(request.query) }),
  );

  app.get(
    '/v1/develop_board/uploads/:id',
    { compress: false, config: read, schema: { params: recordIdParamsSchema } },
    async (request, reply) => {
      const blob = await devBoardUploadsRepository(db).blobOf(request.params.id);
      if (!blob) throw AppError.of('NOT_FOUND');
      return sendStoredFile(
        reply,
        blobStore(config.dataDir).path(DEV_BOARD_FILES, blob.blobName),
        blob.fileName,
      );
    },
  );

  app.delete(
    '/v1/develop_board/uploads/:id',
    { config: write, schema: { params: recordIdParamsSchema } },
    async (request) => {
      await uploads.remove(oplogActor(request), [request.params.id]);
      return { data: null };
    },
  );

  app.delete(
    '/v1/develop_board/uploads_batch_del',
    { config: write, schema: { body: devBoardUploadDeleteSchema } },
    async (request) => {
      await uploads.remove(oplogActor(request), request.body.ids);
      return { data: null };
    },
  );
}
