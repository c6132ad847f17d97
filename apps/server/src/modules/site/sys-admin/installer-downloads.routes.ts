import {
  type InstallerDownload,
  installerDownloadPath,
  listQuerySchema,
  recordIdParamsSchema,
} from '@fleetkey/contract';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { AppContext } from '../../../app-context';
import type { ListPage } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { blobStore } from '../../../platform/files/blob-store';
import { attachment } from '../../../platform/files/file-names';
import { INSTALLERS, installersRepository } from './installers.repository';

/**
 * Public installers for the client-download menu, which is shown before sign-in: the list and each
 * download. /config.json's `path` may point at one of these downloads.
 */
export function installerDownloadsRoutes({ app, db, config }: AppContext): void {
  app.get(
    '/v1/installers',
    { config: { audience: 'public' }, schema: { querystring: listQuerySchema } },
    async (request): Promise<{ data: ListPage<InstallerDownload> }> => {
      const page = await installersRepository(db).list(request.query);
      const result = page.result.map(({ adminName: _uploader, ...installer }) => ({
        ...installer,
        downloadPath: installerDownloadPath(installer.id),
      }));
      return { data: { ...page, result } };
    },
  );

  app.get(
    '/v1/installers/:id/download',
    // Sent as stored: packed installers do not shrink, and compressing them cost the server its CPU.
    { compress: false, config: { audience: 'public' }, schema: { params: recordIdParamsSchema } },
    async (request, reply) => {
      const installer = await installersRepository(db).blobOf(request.params.id);
      const file = installer && blobStore(config.dataDir).path(INSTALLERS, installer.blobName);
      const info = file && (await stat(file).catch(() => undefined));
      if (!installer || !file || !info) throw AppError.of('NOT_FOUND');
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Length', info.size)
        .header('Content-Disposition', attachment(installer.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(file));
    },
  );
}
