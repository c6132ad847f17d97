import {
  commonFileIdSchema,
  commonFileLinkBodySchema,
  commonFilePostQuerySchema,
  commonFileTokenSchema,
  toFieldErrors,
} from '@fleetkey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { bodyInvalid } from '../../../platform/errors/body-invalid';
import { commonFilesService } from './common-files.service';

const read = { iot: { resource: 'files', action: 'read' } } as const;
const write = { iot: { resource: 'files', action: 'write' } } as const;

/**
 * Common files (iot-console.md §7: /customs/commonFile, /filemanager/upload/commonfile): an account's shared
 * files. Members download by URL with their session (files:read), anyone else only with a signed link.
 */
export function commonFilesRoutes(context: AppContext): void {
  const { app } = context;
  const files = commonFilesService(context);

  const upload = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(201).send({ data: await files.upload(iotActor(request), request, reply) });

  app.get('/v1/customs/commonFile', { config: read }, async (request) => ({
    data: await files.list(iotActor(request).ownerId),
  }));

  // Multipart `file` uploads; `?fileuri=true` with a JSON body { id, expiresInSeconds } answers a signed
  // link instead. One path, two bodies: the body is parsed here, by the query, not by the route schema.
  app.post(
    '/v1/customs/commonFile',
    { config: write, schema: { querystring: commonFilePostQuerySchema } },
    async (request, reply) => {
      if (request.query.fileuri !== 'true') return upload(request, reply);
      const parsed = commonFileLinkBodySchema.safeParse(request.body ?? {});
      if (!parsed.success) throw bodyInvalid(toFieldErrors(parsed.error.issues));
      const { id, expiresInSeconds } = parsed.data;
      return { data: await files.link(iotActor(request).ownerId, id, expiresInSeconds) };
    },
  );

  app.post('/v1/filemanager/upload/commonfile', { config: write }, upload);

  app.delete(
    '/v1/customs/commonFile',
    { config: write, schema: { querystring: commonFileIdSchema } },
    async (request) => {
      await files.remove(iotActor(request).ownerId, request.query.id);
      return { data: null };
    },
  );

  app.get(
    '/v1/filemanager/commonfile/:id',
    { compress: false, config: read, schema: { params: commonFileIdSchema } },
    async (request, reply) => files.download(iotActor(request).ownerId, request.params.id, reply),
  );

  app.get(
    '/v1/filemanager/shared/commonfile',
    { compress: false, config: { audience: 'public' }, schema: { querystring: commonFileTokenSchema } },
    async (request, reply) => files.downloadShared(request.query.token, reply),
  );
}
