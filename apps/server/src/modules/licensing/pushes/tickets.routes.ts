import {
  pushListQuerySchema,
  ticketMobilesSchema,
  ticketUpdateSchema,
  ticketUserIdsSchema,
} from '@fleetkey/contract';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { oplogActor } from '../../../platform/oplog/oplog';
import { ticketsService } from './tickets.service';

const idParams = z.object({ id: z.string().min(1).max(36) });

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
    { config: { permission: 'pushes:read' }, schema: { params: idParams } },
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
    { config: { permission: 'pushes:write' }, schema: { params: idParams, body: ticketUpdateSchema } },
    async (request) => ({ data: await tickets.update(oplogActor(request), request.params.id, request.body) }),
  );
}
