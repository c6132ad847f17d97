import { installerUploadQuerySchema, listQuerySchema, recordIdParamsSchema } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { blobStore } from '../../../platform/files/blob-store';
import { oplogActor, withOplog } from '../../../platform/oplog/oplog';
import { oplogText } from '../oplogs/oplog-texts';
import { INSTALLERS, installersRepository } from './installers.repository';
import { storeUpload } from './store-upload';

/** /sys/installers: client installers (licence-portal.md §2 InstallerManage): upload, list, delete. */
export function installersRoutes(context: AppContext): void {
  const { app, db, clock, config } = context;

  // multipart/form-data with one file; version, os and description in the query string.
  app.post(
    '/v1/sys/installers',
    { config: { permission: 'installers:write' }, schema: { querystring: installerUploadQuerySchema } },
    async (request, reply) => {
      const { version = '', os = '', description = '' } = request.query;
      const id = randomUUID();
      await storeUpload(
        context,
        request,
        reply,
        { kind: INSTALLERS, maxBytes: config.uploads.installerMaxBytes },
        {
          text: ({ fileName, size, sha256 }) => oplogText('uploadedInstaller', { fileName, size, sha256 }),
          write: (trx, file, actor) =>
            installersRepository(trx).insert({
              id,
              ...file,
              version,
              os,
              description,
              adminId: actor.adminId,
              adminName: actor.adminName,
              createdAt: clock.now(),
            }),
        },
      );
      return reply.status(201).send({ data: await installersRepository(db).findById(id) });
    },
  );

  app.get(
    '/v1/sys/installers',
    { config: { permission: 'installers:read' }, schema: { querystring: listQuerySchema } },
    async (request) => ({ data: await installersRepository(db).list(request.query) }),
  );

  app.delete(
    '/v1/sys/installers/:id',
    { config: { permission: 'installers:write' }, schema: { params: recordIdParamsSchema } },
    async (request) => {
      const actor = oplogActor(request);
      const installer = await installersRepository(db).blobOf(request.params.id);
      if (!installer) throw AppError.of('NOT_FOUND');
      const text = oplogText('deletedInstaller', { fileName: installer.fileName });
      await withOplog(db, clock, actor, text, (trx) => installersRepository(trx).delete(request.params.id));
      // After the commit: a failed delete leaves the record, never a record without its file.
      await blobStore(config.dataDir).remove(INSTALLERS, installer.blobName);
      return { data: null };
    },
  );
}
