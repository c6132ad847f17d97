import {
  telemetryDeleteQuerySchema,
  telemetryDeviceQuerySchema,
  telemetryDownloadQuerySchema,
  telemetryParamsSchema,
  telemetryQuerySchema,
  telemetryUpdateQuerySchema,
  telemetryUpdateSchema,
  telemetryUploadSchema,
} from '@fleetkey/contract';
import { Readable } from 'node:stream';
import type { AppContext } from '../../app-context';
import { iotActor } from '../../platform/auth/iot-actor';
import { ownedDevice } from './device-access';
import { telemetryCsv } from './telemetry-csv';
import { keysOf } from './telemetry-keys';
import { telemetryReads } from './telemetry-reads.repository';
import { telemetryService, type TelemetryDeps } from './telemetry.service';
import { msRange } from './time-range';

/** /devices/{devid}/data and the data download (iot-console.md §7 "Devices" data). */
export function telemetryRoutes(context: AppContext, deps: TelemetryDeps): void {
  const { app, db } = context;
  const telemetry = telemetryService(context, deps);

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

  app.get(
    '/v1/devices/data/download',
    {
      config: { iot: { resource: 'devices', action: 'read' } },
      schema: { querystring: telemetryDownloadQuerySchema },
    },
    async (request, reply) => {
      const { devid, devtype, filter } = request.query;
      await ownedDevice(db, iotActor(request).scope, devid, devtype);
      const reads = telemetryReads(db);
      const keys = filter.keys ?? (await keysOf(db, devid));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${devid}.csv"`)
        .send(
          Readable.from(
            telemetryCsv(reads, { devid, keys, ...msRange(request.query) }, filter.keys === undefined),
          ),
        );
    },
  );
}
