import {
  deviceEventBatchDeleteSchema,
  deviceEventCreateSchema,
  deviceEventDeleteQuerySchema,
  deviceEventListQuerySchema,
  deviceEventParamsSchema,
  deviceEventUpdateQuerySchema,
  deviceEventUpdateSchema,
  telemetryDeviceQuerySchema,
  telemetryParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import type { IngestWriter } from '../telemetry/ingest-writer';
import { eventsService } from './events.service';

/** /devices/{devid}/event: a device's events (iot-console.md §7 "Devices" events). */
export function eventsRoutes(context: AppContext, writer: IngestWriter): void {
  const { app } = context;
  const events = eventsService(context, writer);

  app.get(
    '/v1/devices/:devid/event',
    {
      config: { iot: { resource: 'devices', action: 'read' } },
      schema: { params: telemetryParamsSchema, querystring: deviceEventListQuerySchema },
    },
    async (request) => ({
      data: await events.list(iotActor(request).scope, request.params.devid, request.query),
    }),
  );

  app.post(
    '/v1/devices/:devid/event',
    {
      config: { iot: { resource: 'data', action: 'write' } },
      schema: {
        params: telemetryParamsSchema,
        querystring: telemetryDeviceQuerySchema,
        body: deviceEventCreateSchema,
      },
    },
    async (request) => ({
      data: await events.create(
        iotActor(request).scope,
        request.params.devid,
        request.query.devtype,
        request.body,
      ),
    }),
  );

  app.put(
    '/v1/devices/:devid/event/:eventid',
    {
      config: { iot: { resource: 'data', action: 'write' } },
      schema: {
        params: deviceEventParamsSchema,
        querystring: telemetryDeviceQuerySchema,
        body: deviceEventUpdateSchema,
      },
    },
    async (request) => {
      const { devid, eventid } = request.params;
      return {
        data: await events.update(
          iotActor(request).scope,
          devid,
          eventid,
          request.query.devtype,
          request.body,
        ),
      };
    },
  );

  app.delete(
    '/v1/devices/:devid/event/:eventid',
    {
      config: { iot: { resource: 'data', action: 'write' } },
      schema: { params: deviceEventParamsSchema, querystring: telemetryDeviceQuerySchema },
    },
    async (request) => {
      const { devid, eventid } = request.params;
      return { data: await events.remove(iotActor(request).scope, devid, [eventid], request.query.devtype) };
    },
  );

  app.post(
    '/v1/devices/:devid/event/batch/delete',
    {
      config: { iot: { resource: 'data', action: 'write' } },
      schema: {
        params: telemetryParamsSchema,
        querystring: telemetryDeviceQuerySchema,
        body: deviceEventBatchDeleteSchema,
      },
    },
    async (request) => ({
      data: await events.remove(
        iotActor(request).scope,
        request.params.devid,
        request.body.eventids,
        request.query.devtype,
      ),
    }),
  );

  app.put(
    '/v1/devices/:devid/event',
    {
      config: { iot: { resource: 'data', action: 'write' } },
      schema: {
        params: telemetryParamsSchema,
        querystring: deviceEventUpdateQuerySchema,
        body: deviceEventUpdateSchema,
      },
    },
    async (request) => ({
      data: await events.updateMatching(
        iotActor(request).scope,
        request.params.devid,
        request.query,
        request.body,
      ),
    }),
  );

  app.delete(
    '/v1/devices/:devid/event',
    {
      config: { iot: { resource: 'data', action: 'write' } },
      schema: { params: telemetryParamsSchema, querystring: deviceEventDeleteQuerySchema },
    },
    async (request) => ({
      data: await events.removeMatching(iotActor(request).scope, request.params.devid, request.query),
    }),
  );
}
