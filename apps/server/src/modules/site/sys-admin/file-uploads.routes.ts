import { fileUploadListQuerySchema, fileUploadQuerySchema } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { oplogText } from '../oplogs/oplog-texts';
import { storeUpload } from './store-upload';
import { UPLOADS, fileUploadsRepository } from './file-uploads.repository';

/** POST /sys/file/upload?type&log: a generic administrator upload, recorded with its type and log text. */
export function fileUploadsRoutes(context: AppContext): void {
  const { app, db, clock, config } = context;

  app.post(
    '/v1/sys/file/upload',
    { config: { permission: 'config:write' }, schema: { querystring: fileUploadQuerySchema } },
    async (request, reply) => {
      const { type, log = '' } = request.query;
      const id = randomUUID();
      await storeUpload(
        context,
        request,
        reply,
        { kind: UPLOADS, maxBytes: config.uploads.fileMaxBytes },
        {
          text: ({ fileName }) =>
            log
              ? oplogText('uploadedFileWithNote', { type, fileName, note: log })
              : oplogText('uploadedFile', { type, fileName }),
          write: (trx, file, actor) =>
            fileUploadsRepository(trx).insert({
              id,
              ...file,
              type,
              log,
              adminId: actor.adminId,
              adminName: actor.adminName,
              createdAt: clock.now(),
            }),
        },
      );
      return reply.status(201).send({ data: await fileUploadsRepository(db).findById(id) });
    },
  );

  // The record of what was uploaded (not among the spec's calls; the upload alone would be write-only).
  app.get(
    '/v1/sys/file/upload',
    { config: { permission: 'config:read' }, schema: { querystring: fileUploadListQuerySchema } },
    async (request) => ({ data: await fileUploadsRepository(db).list(request.query) }),
  );
}
