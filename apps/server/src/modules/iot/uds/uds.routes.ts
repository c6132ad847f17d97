import {
  udsChannelBodySchema,
  udsChannelQuerySchema,
  udsDtcCommandBodySchema,
  udsDtcDataQuerySchema,
  udsErrorCodeBodySchema,
  udsErrorCodeListQuerySchema,
  udsErrorCodeParamsSchema,
  udsExportQuerySchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { sendCsv } from '../../../platform/http/csv';
import type { CommandDelivery } from '../commands/command-delivery';
import type { CommandReplies } from '../commands/command-replies';
import { receiveImportTable } from '../devices/import-file';
import { udsCodesService } from './uds-codes.service';
import { udsDiagnosticsService } from './uds-diagnostics.service';
import { udsImportService } from './uds-import.service';

const read = { iot: { resource: 'uds', action: 'read' } } as const;
const write = { iot: { resource: 'uds', action: 'write' } } as const;

/** Diagnostics (iot-console.md §7 "Diagnostics (uds)", issue 17): the DTC catalogue, and DTCs of devices' ECUs. */
export function udsRoutes(
  context: AppContext,
  deps: { replies: CommandReplies; delivery: CommandDelivery },
): void {
  const { app } = context;
  const codes = udsCodesService(context);
  const files = udsImportService(context);
  const diagnostics = udsDiagnosticsService(context, deps);

  app.get(
    '/v1/uds/errorCode',
    { config: read, schema: { querystring: udsErrorCodeListQuerySchema } },
    async (request) => ({ data: await codes.list(iotActor(request).ownerId, request.query) }),
  );

  app.post(
    '/v1/uds/errorCode',
    { config: write, schema: { body: udsErrorCodeBodySchema } },
    async (request, reply) =>
      reply.code(201).send({ data: await codes.create(iotActor(request).ownerId, request.body) }),
  );

  app.put(
    '/v1/uds/errorCode/:id',
    { config: write, schema: { params: udsErrorCodeParamsSchema, body: udsErrorCodeBodySchema } },
    async (request) => ({
      data: await codes.update(iotActor(request).ownerId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/v1/uds/errorCode/:id',
    { config: write, schema: { params: udsErrorCodeParamsSchema } },
    async (request) => {
      await codes.remove(iotActor(request).ownerId, request.params.id);
      return { data: null };
    },
  );

  app.get(
    '/v1/uds/errorCodeFile',
    { config: read, schema: { querystring: udsExportQuerySchema } },
    async (request, reply) => {
      const { format } = request.query;
      const file = await files.export(iotActor(request).ownerId, format);
      if (typeof file === 'string') return sendCsv(reply, 'uds-error-codes.csv', file);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="uds-error-codes.xlsx"')
        .send(file);
    },
  );

  // multipart/form-data with one CSV or XLSX file field; all rows are imported or none.
  app.post('/v1/uds/errorCodeFile', { config: write }, async (request) => {
    const { ownerId } = iotActor(request);
    return { data: await files.import(ownerId, await receiveImportTable(request)) };
  });

  app.get(
    '/v1/uds/channel/errorCode',
    { config: read, schema: { querystring: udsChannelQuerySchema } },
    async (request) => ({
      data: await codes.channel(iotActor(request).ownerId, request.query.channel, request.query.ecu),
    }),
  );

  app.put(
    '/v1/uds/channel/errorCode',
    { config: write, schema: { body: udsChannelBodySchema } },
    async (request) => {
      const { channel, ecu, codes: dtcs } = request.body;
      return { data: await codes.setChannel(iotActor(request).ownerId, channel, ecu, dtcs) };
    },
  );

  app.delete(
    '/v1/uds/channel/errorCode',
    { config: write, schema: { querystring: udsChannelQuerySchema } },
    async (request) => {
      await codes.clearChannel(iotActor(request).ownerId, request.query.channel, request.query.ecu);
      return { data: null };
    },
  );

  app.post(
    '/v1/uds/dtcCommand',
    { config: read, schema: { body: udsDtcCommandBodySchema } },
    async (request, reply) =>
      reply.code(201).send({ data: await diagnostics.send(iotActor(request), request.body) }),
  );

  app.get(
    '/v1/uds/dtcData',
    { config: read, schema: { querystring: udsDtcDataQuerySchema } },
    async (request) => ({ data: await diagnostics.list(iotActor(request), request.query) }),
  );
}
