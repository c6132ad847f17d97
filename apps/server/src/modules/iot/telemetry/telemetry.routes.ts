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
import { telemetryDownloads, type CsvDownload } from './telemetry-download';
import { telemetryService, type TelemetryDeps } from './telemetry.service';

/** /devices/{devid}/data and the data download (iot-console.md §7 "Devices" data). */
export function telemetryRoutes(context: AppContext, deps: TelemetryDeps): void {
  const { app, db } = context;
  const telemetry = telemetryService(context, deps);
  const downloads = telemetryDownloads(db);

  app.get(
    '/v1/devices/:devid/data',
    {
      config: { iot: { resource: 'devices', action: 'read' } },
      schema: { params: telemetryParamsSchema, querystring: telemetryQuerySchema },
    },
    async (request) => ({
      data: await telemetry.query(iotActor(request).scope, request.params.devid, request.query),
    }),
  );

  app.post(
    '/v1/devices/:devid/data',
    {
      config: { iot: { resource: 'data', action: 'write' } },
      schema: {
        params: telemetryParamsSchema,
        querystring: telemetryDeviceQuerySchema,
        body: telemetryUploadSchema,
      },
    },
    async (request) => ({
      data: await telemetry.upload(
        iotActor(request).scope,
        request.params.devid,
        request.query.devtype,
        request.body,
      ),
    }),
  );

  app.put(
    '/v1/devices/:devid/data',
    {
      config: { iot: { resource: 'data', action: 'write' } },
      schema: {
        params: telemetryParamsSchema,
        querystring: telemetryUpdateQuerySchema,
        body: telemetryUpdateSchema,
      },
    },
    async (request) => {
      const { devtype, filter } = request.query;
      const userId = iotActor(request).scope;
      return {
        data: await telemetry.update(userId, request.params.devid, devtype, filter.time, request.body),
      };
    },
  );

  app.delete(
    '/v1/devices/:devid/data',
    {
      config: { iot: { resource: 'data', action: 'write' } },
      schema: { params: telemetryParamsSchema, querystring: telemetryDeleteQuerySchema },
    },
    async (request) => ({
      data: await telemetry.remove(iotActor(request).scope, request.params.devid, request.query),
    }),
  );

  app.delete(
    '/v1/devices/:devid/data/clear',
    {
      config: { iot: { resource: 'data', action: 'write' } },
      schema: { params: telemetryParamsSchema, querystring: telemetryDeviceQuerySchema },
    },
    async (request) => ({
      data: await telemetry.clear(iotActor(request).scope, request.params.devid, request.query.devtype),
    }),
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
