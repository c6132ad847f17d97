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
import { firmwareService, type FirmwareService } from './firmware.service';
import { otaDownloadRoutes } from './ota-download.routes';
import { startOtaRunner } from './ota-runner';
import { rolloutsService } from './rollouts.service';
import { sendStoredFile } from '../../../platform/files/stored-file-download';

/**
 * /firmware (iot-console.md §7 "Firmware"): versions per device type and POST …/notify, which starts a
 * rollout; /ota/rollouts to watch and steer rollouts; a device's update history; the devices' download.
 */
export function firmwareRoutes(context: AppContext): FirmwareService {
  const { app } = context;
  const runner = startOtaRunner(context);
  const firmware = firmwareService(context, runner);
  const rollouts = rolloutsService(context, runner);
  otaDownloadRoutes(context);

  app.get(
    '/v1/firmware/:devtype',
    {
      config: { iot: { resource: 'firmware', action: 'read' } },
      schema: { params: firmwareTypeParamsSchema },
    },
    async (request) => ({ data: await firmware.list(iotActor(request).scope, request.params.devtype) }),
  );

  app.get(
    '/v1/firmware/:devtype/:version',
    { config: { iot: { resource: 'firmware', action: 'read' } }, schema: { params: firmwareParamsSchema } },
    async (request) => {
      const { devtype, version } = request.params;
      return { data: await firmware.get(iotActor(request).scope, devtype, version) };
    },
  );

  app.get(
    '/v1/firmware/:devtype/:version/desc',
    { config: { iot: { resource: 'firmware', action: 'read' } }, schema: { params: firmwareParamsSchema } },
    async (request) => {
      const { devtype, version } = request.params;
      return { data: await firmware.desc(iotActor(request).scope, devtype, version) };
    },
  );

  // The stored image, as uploaded (a download of the console; devices fetch theirs at /ota/download).
  app.get(
    '/v1/firmware/:devtype/:version/file',
    {
      compress: false,
      config: { iot: { resource: 'firmware', action: 'read' } },
      schema: { params: firmwareParamsSchema },
    },
    async (request, reply) => {
      const { devtype, version } = request.params;
      const { file, fileName } = await firmware.image(iotActor(request).scope, devtype, version);
      return sendStoredFile(reply, file, fileName);
    },
  );

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

  app.get(
    '/v1/ota/rollouts',
    {
      config: { iot: { resource: 'firmware', action: 'read' } },
      schema: { querystring: rolloutListQuerySchema },
    },
    async (request) => ({ data: await rollouts.list(iotActor(request).scope, request.query) }),
  );

  app.get(
    '/v1/ota/rollouts/:id',
    { config: { iot: { resource: 'firmware', action: 'read' } }, schema: { params: rolloutParamsSchema } },
    async (request) => ({ data: await rollouts.get(iotActor(request).scope, request.params.id) }),
  );

  app.get(
    '/v1/ota/rollouts/:id/devices',
    {
      config: { iot: { resource: 'firmware', action: 'read' } },
      schema: { params: rolloutParamsSchema, querystring: rolloutDevicesQuerySchema },
    },
    async (request) => ({
      data: await rollouts.devices(iotActor(request).scope, request.params.id, request.query),
    }),
  );

  app.patch(
    '/v1/ota/rollouts/:id/status',
    {
      config: { iot: { resource: 'firmware', action: 'control' } },
      schema: { params: rolloutParamsSchema, body: rolloutStatusSchema },
    },
    async (request) => ({
      data: await rollouts.changeStatus(iotActor(request).scope, request.params.id, request.body),
    }),
  );

  app.post(
    '/v1/ota/rollouts/:id/retry',
    {
      config: { iot: { resource: 'firmware', action: 'control' } },
      schema: { params: rolloutParamsSchema, body: rolloutRetrySchema },
    },
    async (request) => ({
      data: await rollouts.retry(iotActor(request).scope, request.params.id, request.body.devids),
    }),
  );

  // A device's firmware updates, for its page (reading the device is enough).
  app.get(
    '/v1/devices/:devid/ota',
    { config: { iot: { resource: 'devices', action: 'read' } }, schema: { params: deviceParamsSchema } },
    async (request) => ({ data: await rollouts.history(iotActor(request).scope, request.params.devid) }),
  );

  return firmware;
}
