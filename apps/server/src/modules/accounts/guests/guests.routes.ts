import {
  guestExportQuerySchema,
  guestLevelSchema,
  guestListQuerySchema,
  guestUpdateSchema,
  recordIdParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { sendCsv } from '../../../platform/http/csv';
import { dataRoutes } from '../../../platform/http/data-routes';
import { oplogActor } from '../../../platform/oplog/oplog';
import { userToProfile } from '../users/profile';
import { guestsCsv } from './guests-csv';
import { guestsService } from './guests.service';

const oneGuest = { params: recordIdParamsSchema };

/**
 * /guests: administrators read (users:read), change and delete (users:write) user accounts and set their
 * level (levels:write); every write is in the operation log.
 */
export function guestsRoutes(context: AppContext): void {
  const { app } = context;
  const routes = dataRoutes(app);
  const guests = guestsService(context);
  const read = { permission: 'users:read' } as const;
  const write = { permission: 'users:write' } as const;

  routes.get('/v1/guests', read, { querystring: guestListQuerySchema }, (request) =>
    guests.list(request.query),
  );

  // The same view as the list: the file is what the screen shows, all pages of it.
  app.get(
    '/v1/guests/export',
    { config: read, schema: { querystring: guestExportQuerySchema } },
    async (request, reply) => sendCsv(reply, 'users.csv', guestsCsv(await guests.exportRows(request.query))),
  );

  routes.get('/v1/guests/:id', read, oneGuest, async (request) =>
    userToProfile(await guests.found(request.params.id)),
  );
  routes.put('/v1/guests/:id', write, { ...oneGuest, body: guestUpdateSchema }, async (request) =>
    userToProfile(await guests.update(oplogActor(request), request.params.id, request.body)),
  );
  routes.put(
    '/v1/guests/:id/level',
    { permission: 'levels:write' },
    { ...oneGuest, body: guestLevelSchema },
    (request) => guests.setLevel(oplogActor(request), request.params.id, request.body.level),
  );
  routes.delete('/v1/guests/:id', write, oneGuest, async (request) => {
    await guests.remove(oplogActor(request), request.params.id);
    return null;
  });
}
