import {
  deviceParamsSchema,
  firmwareNotifySchema,
  firmwareParamsSchema,
  firmwareTypeParamsSchema,
  rolloutDevicesQuerySchema,
  rolloutListQuerySchema,
  rolloutParamsSchema,
  rolloutRetrySchema,
  rolloutStatusSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { dataRoutes } from '../../../platform/http/data-routes';
import { firmwareService, type FirmwareService } from './firmware.service';
import { otaDownloadRoutes } from './ota-download.routes';
import { startOtaRunner } from './ota-runner';
import { rolloutsService } from './rollouts.service';

/**
 * /firmware (iot-console.md §7 "Firmware"): versions per device type and POST …/notify, which starts a
 * rollout; /ota/rollouts to watch and steer rollouts; a device's update history; the devices' download.
 */
export function firmwareRoutes(context: AppContext): FirmwareService {
  const { app } = context;
  const route = dataRoutes(app);
  const runner = startOtaRunner(context);
  const firmware = firmwareService(context, runner);
  const rollouts = rolloutsService(context, runner);
  otaDownloadRoutes(context);

  route.get('/v1/firmware/:devtype', {
    config: { iot: { resource: 'firmware', action: 'read' } },
    schema: { params: firmwareTypeParamsSchema },
    answer: (request) => firmware.list(iotActor(request).scope, request.params.devtype),
  });

  route.get('/v1/firmware/:devtype/:version', {
    config: { iot: { resource: 'firmware', action: 'read' } },
    schema: { params: firmwareParamsSchema },
    answer: (request) => {
      const { devtype, version } = request.params;
      return firmware.get(iotActor(request).scope, devtype, version);
    },
  });

  route.get('/v1/firmware/:devtype/:version/desc', {
    config: { iot: { resource: 'firmware', action: 'read' } },
    schema: { params: firmwareParamsSchema },
    answer: (request) => {
      const { devtype, version } = request.params;
      return firmware.desc(iotActor(request).scope, devtype, version);
    },
  });

  // Multipart: file, desc, ownerType, versionNum, firmwareType (contract firmwareUploadFieldsSchema).
  app.post(
    '/v1/firmware/:devtype/:version',
    { config: { iot: { resource: 'firmware', action: 'write' } }, schema: { params: firmwareParamsSchema } },
    async (request, reply) => {
      const { devtype, version } = request.params;
      const created = await firmware.upload(iotActor(request).scope, devtype, version, request, reply);
      return reply.code(201).send({ data: created });
    },
  );

  app.delete(
    '/v1/firmware/:devtype/:version',
    { config: { iot: { resource: 'firmware', action: 'write' } }, schema: { params: firmwareParamsSchema } },
    async (request) => {
      const { devtype, version } = request.params;
      await firmware.remove(iotActor(request).scope, devtype, version);
      return { data: null };
    },
  );

  app.post(
    '/v1/firmware/:devtype/:version/notify',
    {
      config: { iot: { resource: 'firmware', action: 'control' } },
      schema: { params: firmwareParamsSchema, body: firmwareNotifySchema },
    },
    async (request, reply) => {
      const { devtype, version } = request.params;
      const rollout = await firmware.notify(iotActor(request), devtype, version, request.body);
      return reply.code(201).send({ data: rollout });
    },
  );

  route.get('/v1/ota/rollouts', {
    config: { iot: { resource: 'firmware', action: 'read' } },
    schema: { querystring: rolloutListQuerySchema },
    answer: (request) => rollouts.list(iotActor(request).scope, request.query),
  });

  route.get('/v1/ota/rollouts/:id', {
    config: { iot: { resource: 'firmware', action: 'read' } },
    schema: { params: rolloutParamsSchema },
    answer: (request) => rollouts.get(iotActor(request).scope, request.params.id),
  });

  route.get('/v1/ota/rollouts/:id/devices', {
    config: { iot: { resource: 'firmware', action: 'read' } },
    schema: { params: rolloutParamsSchema, querystring: rolloutDevicesQuerySchema },
    answer: (request) => rollouts.devices(iotActor(request).scope, request.params.id, request.query),
  });

  route.patch('/v1/ota/rollouts/:id/status', {
    config: { iot: { resource: 'firmware', action: 'control' } },
    schema: { params: rolloutParamsSchema, body: rolloutStatusSchema },
    answer: (request) => rollouts.changeStatus(iotActor(request).scope, request.params.id, request.body),
  });

  route.post('/v1/ota/rollouts/:id/retry', {
    config: { iot: { resource: 'firmware', action: 'control' } },
    schema: { params: rolloutParamsSchema, body: rolloutRetrySchema },
    answer: (request) => rollouts.retry(iotActor(request).scope, request.params.id, request.body.devids),
  });

  // A device's firmware updates, for its page (reading the device is enough).
  route.get('/v1/devices/:devid/ota', {
    config: { iot: { resource: 'devices', action: 'read' } },
    schema: { params: deviceParamsSchema },
    answer: (request) => rollouts.history(iotActor(request).scope, request.params.devid),
  });

  return firmware;
}
