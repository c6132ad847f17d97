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
import { iotRoutes } from '../../../platform/http/iot-routes';
import type { CommandDelivery } from '../commands/command-delivery';
import type { CommandReplies } from '../commands/command-replies';
import { receiveImportTable } from '../devices/import-file';
import { udsCodesService } from './uds-codes.service';
import { udsDiagnosticsService } from './uds-diagnostics.service';
import { udsImportService } from './uds-import.service';

const oneCode = { params: udsErrorCodeParamsSchema };

/** Diagnostics (iot-console.md §7 "Diagnostics (uds)", issue 17): the DTC catalogue, and DTCs of devices' ECUs. */
export function udsRoutes(
  context: AppContext,
  deps: { replies: CommandReplies; delivery: CommandDelivery },
): void {
  const { app } = context;
  const routes = iotRoutes(app, 'uds');
  const codes = udsCodesService(context);
  const files = udsImportService(context);
  const diagnostics = udsDiagnosticsService(context, deps);

  routes.get(
    '/v1/uds/errorCode',
    'read',
    { querystring: udsErrorCodeListQuerySchema },
    ({ ownerId }, request) => codes.list(ownerId, request.query),
  );
  routes.postCreated('/v1/uds/errorCode', 'write', { body: udsErrorCodeBodySchema }, ({ ownerId }, request) =>
    codes.create(ownerId, request.body),
  );
  routes.put(
    '/v1/uds/errorCode/:id',
    'write',
    { ...oneCode, body: udsErrorCodeBodySchema },
    ({ ownerId }, request) => codes.update(ownerId, request.params.id, request.body),
  );
  routes.delete('/v1/uds/errorCode/:id', 'write', oneCode, async ({ ownerId }, request) => {
    await codes.remove(ownerId, request.params.id);
    return null;
  });

  app.get(
    '/v1/uds/errorCodeFile',
    { config: { iot: { resource: 'uds', action: 'read' } }, schema: { querystring: udsExportQuerySchema } },
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
  routes.post('/v1/uds/errorCodeFile', 'write', {}, async ({ ownerId }, request) =>
    files.import(ownerId, await receiveImportTable(request)),
  );

  routes.get(
    '/v1/uds/channel/errorCode',
    'read',
    { querystring: udsChannelQuerySchema },
    ({ ownerId }, request) => codes.channel(ownerId, request.query.channel, request.query.ecu),
  );
  routes.put('/v1/uds/channel/errorCode', 'write', { body: udsChannelBodySchema }, ({ ownerId }, request) => {
    const { channel, ecu, codes: dtcs } = request.body;
    return codes.setChannel(ownerId, channel, ecu, dtcs);
  });
  routes.delete(
    '/v1/uds/channel/errorCode',
    'write',
    { querystring: udsChannelQuerySchema },
    async ({ ownerId }, request) => {
      await codes.clearChannel(ownerId, request.query.channel, request.query.ecu);
      return null;
    },
  );

  // Asking an ECU for its DTCs (or to clear them) sends the device a command: declared as what it does, so
  // the access guard asks for devices:control and the activity log records the command sent.
  iotRoutes(app, 'devices').postCreated(
    '/v1/uds/dtcCommand',
    'control',
    { body: udsDtcCommandBodySchema },
    (actor, request) => diagnostics.send(actor, request.body),
  );
  routes.get('/v1/uds/dtcData', 'read', { querystring: udsDtcDataQuerySchema }, (actor, request) =>
    diagnostics.list(actor, request.query),
  );
}
