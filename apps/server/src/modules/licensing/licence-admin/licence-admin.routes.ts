import {
  hasLicenceChange,
  licenceAggregateExportQuerySchema,
  licenceAggregateQuerySchema,
  licenceRoleSchema,
  licenceUpdateBodySchema,
  licenceUpdateQuerySchema,
  recordIdParamsSchema,
  VALIDATION_MESSAGES,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import { sendCsv } from '../../../platform/http/csv';
import { oplogActor } from '../../../platform/oplog/oplog';
import { licencesCsv } from './licence-admin-csv';
import { licenceAdminService } from './licence-admin.service';

/**
 * The administrators' licences (licence-portal.md §2 LicenceAdmin, §7 Licences): the aggregate list and
 * its CSV (licences:read); changes, deletion and the role assignment (licences:write), each in the
 * operation log. The static segments (update/, role/) never clash with the users' /licences/{userId}.
 */
export function licenceAdminRoutes(context: AppContext): void {
  const { app } = context;
  const licences = licenceAdminService(context);
  const read = { permission: 'licences:read' } as const;
  const write = { permission: 'licences:write' } as const;

  app.get(
    '/v1/licences_aggregate/',
    { config: read, schema: { querystring: licenceAggregateQuerySchema } },
    async (request) => ({ data: await licences.list(request.query) }),
  );

  // The same view as the list: the file is what the screen shows, all pages of it.
  app.get(
    '/v1/licences_aggregate/export',
    { config: read, schema: { querystring: licenceAggregateExportQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, 'licences.csv', licencesCsv(await licences.exportRows(request.query))),
  );

  app.put(
    '/v1/licences/update/:id',
    {
      config: write,
      schema: {
        params: recordIdParamsSchema,
        querystring: licenceUpdateQuerySchema,
        body: licenceUpdateBodySchema,
      },
    },
    async (request) => {
      const actor = oplogActor(request);
      const change = { ...request.query, ...request.body };
      if (!hasLicenceChange(change)) {
        // The change spans the query and the body, so no one schema can ask for "at least one".
        throw AppError.of('VALIDATION_FAILED', {
          fields: [{ location: 'querystring', path: '', message: VALIDATION_MESSAGES.required }],
        });
      }
      return { data: await licences.update(actor, request.params.id, change) };
    },
  );

  app.delete(
    '/v1/licences/:id',
    { config: write, schema: { params: recordIdParamsSchema } },
    async (request) => {
      await licences.remove(oplogActor(request), request.params.id);
      return { data: null };
    },
  );

  app.put(
    '/v1/licences/role/:id',
    { config: write, schema: { params: recordIdParamsSchema, body: licenceRoleSchema } },
    async (request) => ({
      data: await licences.assignRole(oplogActor(request), request.params.id, request.body.roleId),
    }),
  );
}
