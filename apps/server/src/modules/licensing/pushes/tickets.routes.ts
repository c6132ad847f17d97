import {
  pushListQuerySchema,
  recordIdParamsSchema,
  ticketMobilesSchema,
  ticketUpdateSchema,
  ticketUserIdsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { oplogActor } from '../../../platform/oplog/oplog';
import { dataRoutes } from '../../../platform/http/data-routes';
import { ticketsService } from './tickets.service';

/** /tickets: messages to users named by mobile or id, listed and edited (licence-portal.md §7). */
export function ticketsRoutes(context: AppContext): void {
  const { app } = context;
  const route = dataRoutes(app);
  const tickets = ticketsService(context);

  route.get('/v1/tickets', {
    config: { permission: 'pushes:read' },
    schema: { querystring: pushListQuerySchema },
    answer: (request) => tickets.list(request.query),
  });

  route.get('/v1/tickets/:id', {
    config: { permission: 'pushes:read' },
    schema: { params: recordIdParamsSchema },
    answer: (request) => tickets.detail(request.params.id),
  });

  app.post(
    '/v1/tickets/mobiles',
    { config: { permission: 'pushes:write' }, schema: { body: ticketMobilesSchema } },
    async (request, reply) => {
      const { mobiles, ...message } = request.body;
      return reply
        .status(201)
        .send({ data: await tickets.create(oplogActor(request), message, { mobiles }) });
    },
  );

  app.post(
    '/v1/tickets/userIds',
    { config: { permission: 'pushes:write' }, schema: { body: ticketUserIdsSchema } },
    async (request, reply) => {
      const { userIds, ...message } = request.body;
      return reply
        .status(201)
        .send({ data: await tickets.create(oplogActor(request), message, { userIds }) });
    },
  );

  route.put('/v1/tickets/:id', {
    config: { permission: 'pushes:write' },
    schema: { params: recordIdParamsSchema, body: ticketUpdateSchema },
    answer: (request) => tickets.update(oplogActor(request), request.params.id, request.body),
  });
}
