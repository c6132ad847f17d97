import {
  DEVICE_TYPE_SECTIONS,
  deviceTypeBatchDeleteSchema,
  deviceTypeCreateSchema,
  deviceTypeListQuerySchema,
  deviceTypeParamsSchema,
  deviceTypeSectionSchemas,
  deviceTypeUpdateSchema,
  muchDataDeleteQuerySchema,
  muchDataPutSchema,
  type DeviceTypeSection,
  type DeviceTypeSections,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotRoutes, type IotRoutes } from '../../../platform/http/iot-routes';
import { devtypesService } from './devtypes.service';

const oneType = { params: deviceTypeParamsSchema };

/** /devtype: the signed-in user's device types (iot-console.md §7 "Device types"). */
export function devtypesRoutes(context: AppContext): void {
  const routes = iotRoutes(context.app, 'devtypes');
  const devtypes = devtypesService(context);

  routes.get('/v1/devtype', 'read', { querystring: deviceTypeListQuerySchema }, ({ scope }, request) =>
    devtypes.list(scope, request.query),
  );
  routes.post('/v1/devtype', 'write', { body: deviceTypeCreateSchema }, ({ scope }, request) =>
    devtypes.create(scope, request.body),
  );
  routes.post(
    '/v1/devtype/batch/delete',
    'write',
    { body: deviceTypeBatchDeleteSchema },
    ({ scope }, request) => devtypes.remove(scope, request.body.devtypes),
  );
  routes.get('/v1/devtype/:devtype', 'read', oneType, ({ scope }, request) =>
    devtypes.get(scope, request.params.devtype),
  );
  routes.put(
    '/v1/devtype/:devtype',
    'write',
    { ...oneType, body: deviceTypeUpdateSchema },
    ({ scope }, request) => devtypes.update(scope, request.params.devtype, request.body),
  );
  routes.delete('/v1/devtype/:devtype', 'write', oneType, async ({ scope }, request) => {
    await devtypes.remove(scope, [request.params.devtype]);
    return null;
  });

  for (const section of DEVICE_TYPE_SECTIONS) sectionRoute(routes, devtypes, section);

  routes.put(
    '/v1/devtype/:devtype/much_data',
    'write',
    { ...oneType, body: muchDataPutSchema },
    ({ scope }, request) =>
      devtypes.putTopic(scope, request.params.devtype, request.body.topic, request.body.data),
  );
  routes.delete(
    '/v1/devtype/:devtype/much_data',
    'write',
    { ...oneType, querystring: muchDataDeleteQuerySchema },
    ({ scope }, request) => devtypes.deleteTopic(scope, request.params.devtype, request.query.topic),
  );
}

/** PUT /devtype/{devtype}/{section}: the body is the section's new value, answered with the whole type. */
function sectionRoute<S extends DeviceTypeSection>(
  routes: IotRoutes,
  devtypes: ReturnType<typeof devtypesService>,
  section: S,
): void {
  routes.put(
    `/v1/devtype/:devtype/${section}`,
    'write',
    { ...oneType, body: deviceTypeSectionSchemas[section] },
    ({ scope }, request) =>
      // The body passed this very section's schema; TypeScript cannot follow the index through the generic.
      devtypes.putSection(scope, request.params.devtype, section, request.body as DeviceTypeSections[S]),
  );
}
