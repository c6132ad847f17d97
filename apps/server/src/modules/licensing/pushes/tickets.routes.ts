import {
  pushListQuerySchema,
  recordIdParamsSchema,
  ticketMobilesSchema,
  ticketUpdateSchema,
  ticketUserIdsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { oplogActor } from '../../../platform/oplog/oplog';
import { ticketsService } from './tickets.service';

/** /tickets: messages to users named by mobile or id, listed and edited (licence-portal.md §7). */
export function ticketsRoutes(context: AppContext): void {
  const { app } = context;
  const tickets = ticketsService(context);

  app.get(
    '/v1/tickets',
    { config: { permission: 'pushes:read' }, schema: { querystring: pushListQuerySchema } },
    async (request) => ({ data: await tickets.list(request.query) }),
  );

  app.get(
    '/v1/tickets/:id',
    { config: { permission: 'pushes:read' }, schema: { params: recordIdParamsSchema } },
    async (request) => ({ data: await tickets.detail(request.params.id) }),
  );

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

  app.put(
    '/v1/tickets/:id',
    {
      config: { permission: 'pushes:write' },
      schema: { params: recordIdParamsSchema, body: ticketUpdateSchema },
    },
    async (request) => ({ data: await tickets.update(oplogActor(request), request.params.id, request.body) }),
  );
}
