import { broadcastCreateSchema, pushListQuerySchema, recordIdParamsSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { oplogActor } from '../../../platform/oplog/oplog';
import { broadcastsService } from './broadcasts.service';

/** /broadcasts: messages to every user of the platform, and their recall (licence-portal.md §7). */
export function broadcastsRoutes(context: AppContext): void {
  const { app } = context;
  const broadcasts = broadcastsService(context);

  app.get(
    '/v1/broadcasts',
    { config: { permission: 'pushes:read' }, schema: { querystring: pushListQuerySchema } },
    async (request) => ({ data: await broadcasts.list(request.query) }),
  );

  app.get(
    '/v1/broadcasts/:id',
    { config: { permission: 'pushes:read' }, schema: { params: recordIdParamsSchema } },
    async (request) => ({ data: await broadcasts.detail(request.params.id) }),
  );

  app.post(
    '/v1/broadcasts',
    { config: { permission: 'pushes:write' }, schema: { body: broadcastCreateSchema } },
    async (request, reply) =>
      reply.status(201).send({ data: await broadcasts.create(oplogActor(request), request.body) }),
  );

  app.put(
    '/v1/broadcasts/recall/:id',
    { config: { permission: 'pushes:write' }, schema: { params: recordIdParamsSchema } },
    async (request) => ({ data: await broadcasts.recall(oplogActor(request), request.params.id) }),
  );
}
