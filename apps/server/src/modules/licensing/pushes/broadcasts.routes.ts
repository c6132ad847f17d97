import { broadcastCreateSchema, pushListQuerySchema, recordIdParamsSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { oplogActor } from '../../../platform/oplog/oplog';
import { dataRoutes } from '../../../platform/http/data-routes';
import { broadcastsService } from './broadcasts.service';

/** /broadcasts: messages to every user of the platform, and their recall (licence-portal.md §7). */
export function broadcastsRoutes(context: AppContext): void {
  const route = dataRoutes(context.app);
  const broadcasts = broadcastsService(context);

  route.get('/v1/broadcasts', {
    config: { permission: 'pushes:read' },
    schema: { querystring: pushListQuerySchema },
    answer: (request) => broadcasts.list(request.query),
  });

  route.get('/v1/broadcasts/:id', {
    config: { permission: 'pushes:read' },
    schema: { params: recordIdParamsSchema },
    answer: (request) => broadcasts.detail(request.params.id),
  });

  route.post('/v1/broadcasts', {
    config: { permission: 'pushes:write' },
    schema: { body: broadcastCreateSchema },
    status: 201,
    answer: (request) => broadcasts.create(oplogActor(request), request.body),
  });

  route.put('/v1/broadcasts/recall/:id', {
    config: { permission: 'pushes:write' },
    schema: { params: recordIdParamsSchema },
    answer: (request) => broadcasts.recall(oplogActor(request), request.params.id),
  });
}
