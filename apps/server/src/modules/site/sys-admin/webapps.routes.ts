import { webappListQuerySchema, webappUploadQuerySchema } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { oplogText } from '../oplogs/oplog-texts';
import { storeUpload } from './store-upload';
import { WEBAPPS, webappsRepository } from './webapps.repository';

/**
 * /sys/webapp: web app versions (licence-portal.md §2 SystemDeploy). A bundle is recorded and kept as
 * uploaded; nothing is unpacked into the folders the server serves, so an upload cannot replace the
 * running consoles or plant files beside them. Deploying a version stays an operator's step.
 */
export function webappsRoutes(context: AppContext): void {
  const { app, db, clock, config } = context;

  // multipart/form-data with one file; ?webPath= says where the bundle is meant to go.
  app.post(
    '/v1/sys/webapp',
    { config: { permission: 'webapp:write' }, schema: { querystring: webappUploadQuerySchema } },
    async (request, reply) => {
      const { webPath } = request.query;
      const id = randomUUID();
      await storeUpload(
        context,
        request,
        reply,
        { kind: WEBAPPS, maxBytes: config.uploads.fileMaxBytes },
        {
          text: ({ fileName, sha256 }) => oplogText('uploadedWebapp', { fileName, webPath, sha256 }),
          write: (trx, file, actor) =>
            webappsRepository(trx).insert({
              id,
              ...file,
              webPath,
              adminId: actor.adminId,
              adminName: actor.adminName,
              createdAt: clock.now(),
            }),
        },
      );
      return reply.status(201).send({ data: await webappsRepository(db).findById(id) });
    },
  );

  app.get(
    '/v1/sys/webapp',
    { config: { permission: 'webapp:read' }, schema: { querystring: webappListQuerySchema } },
    async (request) => ({ data: await webappsRepository(db).list(request.query) }),
  );
}
