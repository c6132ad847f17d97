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
import { dataRoutes } from '../../../platform/http/data-routes';
import type { IngestWriter } from '../telemetry/ingest-writer';
import { eventsService } from './events.service';

/** /devices/{devid}/event: a device's events (iot-console.md §7 "Devices" events). */
export function eventsRoutes(context: AppContext, writer: IngestWriter): void {
  const route = dataRoutes(context.app);
  const events = eventsService(context, writer);

  route.get('/v1/devices/:devid/event', {
    config: { iot: { resource: 'devices', action: 'read' } },
    schema: { params: telemetryParamsSchema, querystring: deviceEventListQuerySchema },
    answer: (request) => events.list(iotActor(request).scope, request.params.devid, request.query),
  });

  route.post('/v1/devices/:devid/event', {
    config: { iot: { resource: 'data', action: 'write' } },
    schema: {
      params: telemetryParamsSchema,
      querystring: telemetryDeviceQuerySchema,
      body: deviceEventCreateSchema,
    },
    answer: (request) =>
      events.create(iotActor(request).scope, request.params.devid, request.query.devtype, request.body),
  });

  route.put('/v1/devices/:devid/event/:eventid', {
    config: { iot: { resource: 'data', action: 'write' } },
    schema: {
      params: deviceEventParamsSchema,
      querystring: telemetryDeviceQuerySchema,
      body: deviceEventUpdateSchema,
    },
    answer: (request) => {
      const { devid, eventid } = request.params;
      return events.update(iotActor(request).scope, devid, eventid, request.query.devtype, request.body);
    },
  });

  route.delete('/v1/devices/:devid/event/:eventid', {
    config: { iot: { resource: 'data', action: 'write' } },
    schema: { params: deviceEventParamsSchema, querystring: telemetryDeviceQuerySchema },
    answer: (request) => {
      const { devid, eventid } = request.params;
      return events.remove(iotActor(request).scope, devid, [eventid], request.query.devtype);
    },
  });

  route.post('/v1/devices/:devid/event/batch/delete', {
    config: { iot: { resource: 'data', action: 'write' } },
    schema: {
      params: telemetryParamsSchema,
      querystring: telemetryDeviceQuerySchema,
      body: deviceEventBatchDeleteSchema,
    },
    answer: (request) =>
      events.remove(
        iotActor(request).scope,
        request.params.devid,
        request.body.eventids,
        request.query.devtype,
      ),
  });

  route.put('/v1/devices/:devid/event', {
    config: { iot: { resource: 'data', action: 'write' } },
    schema: {
      params: telemetryParamsSchema,
      querystring: deviceEventUpdateQuerySchema,
      body: deviceEventUpdateSchema,
    },
    answer: (request) =>
      events.updateMatching(iotActor(request).scope, request.params.devid, request.query, request.body),
  });

  route.delete('/v1/devices/:devid/event', {
    config: { iot: { resource: 'data', action: 'write' } },
    schema: { params: telemetryParamsSchema, querystring: deviceEventDeleteQuerySchema },
    answer: (request) => events.removeMatching(iotActor(request).scope, request.params.devid, request.query),
  });
}
