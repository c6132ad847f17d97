import {
  customBodySchema,
  customKeySchema,
  customListQuerySchema,
  customValueBodySchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { commonFilesRoutes } from './common-files.routes';
import { customsService } from './customs.service';

const read = { iot: { resource: 'customs', action: 'read' } } as const;
const write = { iot: { resource: 'customs', action: 'write' } } as const;

/** /customs and /customs/detail (iot-console.md §7 "Projects, schemas, customs, project data"); common files. */
export function customsRoutes(context: AppContext): void {
  const { app } = context;
  const customs = customsService(context);
  commonFilesRoutes(context);

  app.get(
    '/v1/customs',
    { config: read, schema: { querystring: customListQuerySchema } },
    async (request) => ({
      data: await customs.list(iotActor(request).ownerId, request.query),
    }),
  );

  app.post('/v1/customs', { config: write, schema: { body: customBodySchema } }, async (request, reply) =>
    reply.code(201).send({ data: await customs.create(iotActor(request), request.body) }),
  );

  app.get(
    '/v1/customs/detail',
    { config: read, schema: { querystring: customKeySchema } },
    async (request) => ({
      data: await customs.get(iotActor(request).ownerId, request.query),
    }),
  );

  app.put(
    '/v1/customs/detail',
    { config: write, schema: { querystring: customKeySchema, body: customValueBodySchema } },
    async (request) => ({ data: await customs.update(iotActor(request), request.query, request.body.value) }),
  );

  app.delete(
    '/v1/customs/detail',
    { config: write, schema: { querystring: customKeySchema } },
    async (request) => {
      await customs.remove(iotActor(request), request.query);
      return { data: null };
    },
  );
}
