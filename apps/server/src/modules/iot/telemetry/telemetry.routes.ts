import {
  telemetryDeleteQuerySchema,
  telemetryDeviceQuerySchema,
  telemetryDevicesDownloadSchema,
  telemetryDownloadQuerySchema,
  telemetryParamsSchema,
  telemetryQuerySchema,
  telemetryUpdateQuerySchema,
  telemetryTypeDownloadSchema,
  telemetryUpdateSchema,
  telemetryUploadSchema,
} from '@fleetkey/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { sendCsv } from '../../../platform/http/csv';
import { iotRoutes } from '../../../platform/http/iot-routes';
import { telemetryDownloads, type CsvDownload } from './telemetry-download';
import { telemetryService, type TelemetryDeps } from './telemetry.service';

const oneDevice = { params: telemetryParamsSchema };

/** /devices/{devid}/data and the data download (iot-console.md §7 "Devices" data). */
export function telemetryRoutes(context: AppContext, deps: TelemetryDeps): void {
  const { app, db } = context;
  const telemetry = telemetryService(context, deps);
  const downloads = telemetryDownloads(db);
  const data = iotRoutes(app, 'data');

  iotRoutes(app, 'devices').get(
    '/v1/devices/:devid/data',
    'read',
    { ...oneDevice, querystring: telemetryQuerySchema },
    ({ scope }, request) => telemetry.query(scope, request.params.devid, request.query),
  );
  data.post(
    '/v1/devices/:devid/data',
    'write',
    { ...oneDevice, querystring: telemetryDeviceQuerySchema, body: telemetryUploadSchema },
    ({ scope }, request) =>
      telemetry.upload(scope, request.params.devid, request.query.devtype, request.body),
  );
  data.put(
    '/v1/devices/:devid/data',
    'write',
    { ...oneDevice, querystring: telemetryUpdateQuerySchema, body: telemetryUpdateSchema },
    ({ scope }, request) => {
      const { devtype, filter } = request.query;
      return telemetry.update(scope, request.params.devid, devtype, filter.time, request.body);
    },
  );
  data.delete(
    '/v1/devices/:devid/data',
    'write',
    { ...oneDevice, querystring: telemetryDeleteQuerySchema },
    ({ scope }, request) => telemetry.remove(scope, request.params.devid, request.query),
  );
  data.delete(
    '/v1/devices/:devid/data/clear',
    'write',
    { ...oneDevice, querystring: telemetryDeviceQuerySchema },
    ({ scope }, request) => telemetry.clear(scope, request.params.devid, request.query.devtype),
  );

  const sendDownload = async (reply: FastifyReply, download: Promise<CsvDownload>) => {
    const { fileName, lines } = await download;
    return sendCsv(reply, fileName, lines);
  };

  app.get(
    '/v1/devices/data/download',
    {
      config: { iot: { resource: 'devices', action: 'read' } },
      schema: { querystring: telemetryDownloadQuerySchema },
    },
    async (request, reply) => sendDownload(reply, downloads.device(iotActor(request).scope, request.query)),
  );

  app.post(
    '/v1/devices/data/download',
    {
      config: { iot: { resource: 'devices', action: 'read' } },
      schema: { body: telemetryDevicesDownloadSchema },
    },
    async (request, reply) => sendDownload(reply, downloads.devices(iotActor(request).scope, request.body)),
  );

  app.put(
    '/v1/devices/data/download',
    {
      config: { iot: { resource: 'devices', action: 'read' } },
      schema: { body: telemetryTypeDownloadSchema },
    },
    async (request, reply) => sendDownload(reply, downloads.ofType(iotActor(request).scope, request.body)),
  );
}
