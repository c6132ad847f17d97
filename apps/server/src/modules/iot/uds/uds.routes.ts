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
import { dataRoutes } from '../../../platform/http/data-routes';
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
  const route = dataRoutes(app);
  const codes = udsCodesService(context);
  const files = udsImportService(context);
  const diagnostics = udsDiagnosticsService(context, deps);

  route.get('/v1/uds/errorCode', {
    config: read,
    schema: { querystring: udsErrorCodeListQuerySchema },
    answer: (request) => codes.list(iotActor(request).ownerId, request.query),
  });

  route.post('/v1/uds/errorCode', {
    config: write,
    schema: { body: udsErrorCodeBodySchema },
    status: 201,
    answer: (request) => codes.create(iotActor(request).ownerId, request.body),
  });

  route.put('/v1/uds/errorCode/:id', {
    config: write,
    schema: { params: udsErrorCodeParamsSchema, body: udsErrorCodeBodySchema },
    answer: (request) => codes.update(iotActor(request).ownerId, request.params.id, request.body),
  });

  route.delete('/v1/uds/errorCode/:id', {
    config: write,
    schema: { params: udsErrorCodeParamsSchema },
    answer: (request) => codes.remove(iotActor(request).ownerId, request.params.id),
  });

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
  route.post('/v1/uds/errorCodeFile', {
    config: write,
    answer: async (request) => files.import(iotActor(request).ownerId, await receiveImportTable(request)),
  });

  route.get('/v1/uds/channel/errorCode', {
    config: read,
    schema: { querystring: udsChannelQuerySchema },
    answer: (request) => codes.channel(iotActor(request).ownerId, request.query.channel, request.query.ecu),
  });

  route.put('/v1/uds/channel/errorCode', {
    config: write,
    schema: { body: udsChannelBodySchema },
    answer: (request) => {
      const { channel, ecu, codes: dtcs } = request.body;
      return codes.setChannel(iotActor(request).ownerId, channel, ecu, dtcs);
    },
  });

  route.delete('/v1/uds/channel/errorCode', {
    config: write,
    schema: { querystring: udsChannelQuerySchema },
    answer: (request) =>
      codes.clearChannel(iotActor(request).ownerId, request.query.channel, request.query.ecu),
  });

  route.post('/v1/uds/dtcCommand', {
    config: read,
    schema: { body: udsDtcCommandBodySchema },
    status: 201,
    answer: (request) => diagnostics.send(iotActor(request), request.body),
  });

  route.get('/v1/uds/dtcData', {
    config: read,
    schema: { querystring: udsDtcDataQuerySchema },
    answer: (request) => diagnostics.list(iotActor(request), request.query),
  });
}
