import {
  guestExportQuerySchema,
  guestLevelSchema,
  guestListQuerySchema,
  guestUpdateSchema,
  recordIdParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { sendCsv } from '../../../platform/http/csv';
import { oplogActor } from '../../../platform/oplog/oplog';
import { userToProfile } from '../users/profile';
import { guestsCsv } from './guests-csv';
import { guestsService } from './guests.service';

/**
 * /guests: administrators read (users:read), change and delete (users:write) user accounts and set their
 * level (levels:write); every write is in the operation log.
 */
export function guestsRoutes(context: AppContext): void {
  const { app } = context;
  const guests = guestsService(context);
  const read = { permission: 'users:read' } as const;
  const write = { permission: 'users:write' } as const;

  app.get('/v1/guests', { config: read, schema: { querystring: guestListQuerySchema } }, async (request) => ({
    data: await guests.list(request.query),
  }));

  // The same view as the list: the file is what the screen shows, all pages of it.
  app.get(
    '/v1/guests/export',
    { config: read, schema: { querystring: guestExportQuerySchema } },
    async (request, reply) => sendCsv(reply, 'users.csv', guestsCsv(await guests.exportRows(request.query))),
  );

  app.get('/v1/guests/:id', { config: read, schema: { params: recordIdParamsSchema } }, async (request) => ({
    data: userToProfile(await guests.found(request.params.id)),
  }));

  app.put(
    '/v1/guests/:id',
    { config: write, schema: { params: recordIdParamsSchema, body: guestUpdateSchema } },
    async (request) => ({
      data: userToProfile(await guests.update(oplogActor(request), request.params.id, request.body)),
    }),
  );

  app.put(
    '/v1/guests/:id/level',
    {
      config: { permission: 'levels:write' },
      schema: { params: recordIdParamsSchema, body: guestLevelSchema },
    },
    async (request) => ({
      data: await guests.setLevel(oplogActor(request), request.params.id, request.body.level),
    }),
  );

  app.delete(
    '/v1/guests/:id',
    { config: write, schema: { params: recordIdParamsSchema } },
    async (request) => {
      await guests.remove(oplogActor(request), request.params.id);
      return { data: null };
    },
  );
}
