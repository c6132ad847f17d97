import {
  canTrafficQuerySchema,
  dbcDeviceParamsSchema,
  dbcDocumentQuerySchema,
  dbcFileParamsSchema,
  dbcSampleBodySchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { sendCsv } from '../../../platform/http/csv';
import { dbcDataService } from './dbc-data.service';
import { dbcService } from './dbc.service';

/**
 * /dbc (iot-console.md §7 "DBC", issue 17): a main account's CAN databases — upload (multipart `file`, named
 * by its file name; the same name replaces), list, one file's details, its parsed tree (…/analyse) and its
 * text (…/origin), delete — and a device's CAN data: what it sent in a range (/dbc/data/{deviceId}), pasted
 * frames decoded (…/convert/sample), and its stored frames of a range decoded into a CSV (…/convert/document).
 */
export function dbcRoutes(context: AppContext): void {
  const { app } = context;
  const dbc = dbcService(context);
  const data = dbcDataService(context);

  app.get('/v1/dbc/file', { config: { iot: { resource: 'dbc', action: 'read' } } }, async (request) => ({
    data: await dbc.list(iotActor(request).scope),
  }));

  app.post(
    '/v1/dbc/file',
    { config: { iot: { resource: 'dbc', action: 'write' } } },
    async (request, reply) => {
      const actor = iotActor(request);
      const created = await dbc.upload(actor.scope, actor.username, request, reply);
      return reply.code(201).send({ data: created });
    },
  );

  app.get(
    '/v1/dbc/file/:name',
    { config: { iot: { resource: 'dbc', action: 'read' } }, schema: { params: dbcFileParamsSchema } },
    async (request) => ({ data: await dbc.get(iotActor(request).scope, request.params.name) }),
  );

  app.delete(
    '/v1/dbc/file/:name',
    { config: { iot: { resource: 'dbc', action: 'write' } }, schema: { params: dbcFileParamsSchema } },
    async (request) => {
      await dbc.remove(iotActor(request).scope, request.params.name);
      return { data: null };
    },
  );

  app.get(
    '/v1/dbc/file/:name/analyse',
    { config: { iot: { resource: 'dbc', action: 'read' } }, schema: { params: dbcFileParamsSchema } },
    async (request) => ({ data: await dbc.analyse(iotActor(request).scope, request.params.name) }),
  );

  app.get(
    '/v1/dbc/file/:name/origin',
    { config: { iot: { resource: 'dbc', action: 'read' } }, schema: { params: dbcFileParamsSchema } },
    async (request) => ({ data: await dbc.origin(iotActor(request).scope, request.params.name) }),
  );

  // Decoding reads the device (it must be in the sub-user's scope) and the DBC.
  app.post(
    '/v1/dbc/data/:deviceId/convert/sample',
    {
      config: { iot: { resource: 'dbc', action: 'read' } },
      schema: { params: dbcDeviceParamsSchema, body: dbcSampleBodySchema },
    },
    async (request) => ({
      data: await dbc.sample(iotActor(request).scope, request.params.deviceId, request.body),
    }),
  );

  app.get(
    '/v1/dbc/data/:deviceId',
    {
      config: { iot: { resource: 'dbc', action: 'read' } },
      schema: { params: dbcDeviceParamsSchema, querystring: canTrafficQuerySchema },
    },
    async (request) => ({
      data: await data.traffic(iotActor(request).scope, request.params.deviceId, request.query),
    }),
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
