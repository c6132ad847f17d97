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
import { iotRoutes } from '../../../platform/http/iot-routes';
import { firmwareService, type FirmwareService } from './firmware.service';
import { otaDownloadRoutes } from './ota-download.routes';
import { startOtaRunner } from './ota-runner';
import { rolloutsService } from './rollouts.service';
import { sendStoredFile } from '../../../platform/files/stored-file-download';

const oneVersion = { params: firmwareParamsSchema };
const oneRollout = { params: rolloutParamsSchema };

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
  const routes = iotRoutes(app, 'firmware');

  routes.get('/v1/firmware/:devtype', 'read', { params: firmwareTypeParamsSchema }, ({ scope }, request) =>
    firmware.list(scope, request.params.devtype),
  );
  routes.get('/v1/firmware/:devtype/:version', 'read', oneVersion, ({ scope }, request) =>
    firmware.get(scope, request.params.devtype, request.params.version),
  );
  routes.get('/v1/firmware/:devtype/:version/desc', 'read', oneVersion, ({ scope }, request) =>
    firmware.desc(scope, request.params.devtype, request.params.version),
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

  routes.delete('/v1/firmware/:devtype/:version', 'write', oneVersion, async ({ scope }, request) => {
    await firmware.remove(scope, request.params.devtype, request.params.version);
    return null;
  });
  routes.postCreated(
    '/v1/firmware/:devtype/:version/notify',
    'control',
    { ...oneVersion, body: firmwareNotifySchema },
    (actor, request) => firmware.notify(actor, request.params.devtype, request.params.version, request.body),
  );

  routes.get('/v1/ota/rollouts', 'read', { querystring: rolloutListQuerySchema }, ({ scope }, request) =>
    rollouts.list(scope, request.query),
  );
  routes.get('/v1/ota/rollouts/:id', 'read', oneRollout, ({ scope }, request) =>
    rollouts.get(scope, request.params.id),
  );
  routes.get(
    '/v1/ota/rollouts/:id/devices',
    'read',
    { ...oneRollout, querystring: rolloutDevicesQuerySchema },
    ({ scope }, request) => rollouts.devices(scope, request.params.id, request.query),
  );
  routes.patch(
    '/v1/ota/rollouts/:id/status',
    'control',
    { ...oneRollout, body: rolloutStatusSchema },
    ({ scope }, request) => rollouts.changeStatus(scope, request.params.id, request.body),
  );
  routes.post(
    '/v1/ota/rollouts/:id/retry',
    'control',
    { ...oneRollout, body: rolloutRetrySchema },
    ({ scope }, request) => rollouts.retry(scope, request.params.id, request.body.devids),
  );

  // A device's firmware updates, for its page (reading the device is enough).
  iotRoutes(app, 'devices').get(
    '/v1/devices/:devid/ota',
    'read',
    { params: deviceParamsSchema },
    ({ scope }, request) => rollouts.history(scope, request.params.devid),
  );

  return firmware;
}
