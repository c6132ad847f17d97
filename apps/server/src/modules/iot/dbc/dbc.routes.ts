import {
  canTrafficQuerySchema,
  dbcDeviceParamsSchema,
  dbcDocumentQuerySchema,
  dbcFileParamsSchema,
  dbcSampleBodySchema,
  dbcUploadQuerySchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { iotRoutes } from '../../../platform/http/iot-routes';
import { sendCsv } from '../../../platform/http/csv';
import { dbcDataService } from './dbc-data.service';
import { dbcService } from './dbc.service';

const oneFile = { params: dbcFileParamsSchema };

/**
 * /dbc (iot-console.md §7 "DBC", issue 17): a main account's CAN databases — upload (multipart `file`, named
 * by its file name; a name in use is refused unless `?replace=true`), list, one file's details, its parsed
 * tree (…/analyse) and its text (…/origin), delete — and a device's CAN data: what it sent in a range (/dbc/data/{deviceId}), pasted
 * frames decoded (…/convert/sample), and its stored frames of a range decoded into a CSV (…/convert/document).
 */
export function dbcRoutes(context: AppContext): void {
  const { app } = context;
  const routes = iotRoutes(app, 'dbc');
  const dbc = dbcService(context);
  const data = dbcDataService(context);

  routes.get('/v1/dbc/file', 'read', {}, ({ scope }) => dbc.list(scope));

  app.post(
    '/v1/dbc/file',
    { config: { iot: { resource: 'dbc', action: 'write' } }, schema: { querystring: dbcUploadQuerySchema } },
    async (request, reply) => {
      const actor = iotActor(request);
      const replace = request.query.replace === 'true';
      const created = await dbc.upload(actor.scope, actor.username, request, reply, replace);
      return reply.code(201).send({ data: created });
    },
  );

  routes.get('/v1/dbc/file/:name', 'read', oneFile, ({ scope }, request) =>
    dbc.get(scope, request.params.name),
  );
  routes.delete('/v1/dbc/file/:name', 'write', oneFile, async ({ scope }, request) => {
    await dbc.remove(scope, request.params.name);
    return null;
  });
  routes.get('/v1/dbc/file/:name/analyse', 'read', oneFile, ({ scope }, request) =>
    dbc.analyse(scope, request.params.name),
  );
  routes.get('/v1/dbc/file/:name/origin', 'read', oneFile, ({ scope }, request) =>
    dbc.origin(scope, request.params.name),
  );

  // Decoding reads the device (it must be in the sub-user's scope) and the DBC.
  routes.post(
    '/v1/dbc/data/:deviceId/convert/sample',
    'read',
    { params: dbcDeviceParamsSchema, body: dbcSampleBodySchema },
    ({ scope }, request) => dbc.sample(scope, request.params.deviceId, request.body),
  );
  routes.get(
    '/v1/dbc/data/:deviceId',
    'read',
    { params: dbcDeviceParamsSchema, querystring: canTrafficQuerySchema },
    ({ scope }, request) => data.traffic(scope, request.params.deviceId, request.query),
  );

  app.get(
    '/v1/dbc/data/:deviceId/convert/document',
    {
      config: { iot: { resource: 'dbc', action: 'read' } },
      schema: { params: dbcDeviceParamsSchema, querystring: dbcDocumentQuerySchema },
    },
    async (request, reply) => {
      const document = await data.document(iotActor(request).scope, request.params.deviceId, request.query);
      return sendCsv(reply, document.fileName, document.lines);
    },
  );
}
