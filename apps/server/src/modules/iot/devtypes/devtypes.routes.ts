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
import { iotActor } from '../../../platform/auth/iot-actor';
import { dataRoutes } from '../../../platform/http/data-routes';
import { devtypesService } from './devtypes.service';

/** /devtype: the signed-in user's device types (iot-console.md §7 "Device types"). */
export function devtypesRoutes(context: AppContext): void {
  const { app } = context;
  const route = dataRoutes(app);
  const devtypes = devtypesService(context);

  route.get('/v1/devtype', {
    config: { iot: { resource: 'devtypes', action: 'read' } },
    schema: { querystring: deviceTypeListQuerySchema },
    answer: (request) => devtypes.list(iotActor(request).scope, request.query),
  });

  route.post('/v1/devtype', {
    config: { iot: { resource: 'devtypes', action: 'write' } },
    schema: { body: deviceTypeCreateSchema },
    answer: (request) => devtypes.create(iotActor(request).scope, request.body),
  });

  route.post('/v1/devtype/batch/delete', {
    config: { iot: { resource: 'devtypes', action: 'write' } },
    schema: { body: deviceTypeBatchDeleteSchema },
    answer: (request) => devtypes.remove(iotActor(request).scope, request.body.devtypes),
  });

  route.get('/v1/devtype/:devtype', {
    config: { iot: { resource: 'devtypes', action: 'read' } },
    schema: { params: deviceTypeParamsSchema },
    answer: (request) => devtypes.get(iotActor(request).scope, request.params.devtype),
  });

  route.put('/v1/devtype/:devtype', {
    config: { iot: { resource: 'devtypes', action: 'write' } },
    schema: { params: deviceTypeParamsSchema, body: deviceTypeUpdateSchema },
    answer: (request) => devtypes.update(iotActor(request).scope, request.params.devtype, request.body),
  });

  route.delete('/v1/devtype/:devtype', {
    config: { iot: { resource: 'devtypes', action: 'write' } },
    schema: { params: deviceTypeParamsSchema },
    answer: async (request) => {
      await devtypes.remove(iotActor(request).scope, [request.params.devtype]);
      return null;
    },
  });

  for (const section of DEVICE_TYPE_SECTIONS) sectionRoute(context, devtypes, section);

  route.put('/v1/devtype/:devtype/much_data', {
    config: { iot: { resource: 'devtypes', action: 'write' } },
    schema: { params: deviceTypeParamsSchema, body: muchDataPutSchema },
    answer: (request) => {
      const { topic, data } = request.body;
      return devtypes.putTopic(iotActor(request).scope, request.params.devtype, topic, data);
    },
  });

  route.delete('/v1/devtype/:devtype/much_data', {
    config: { iot: { resource: 'devtypes', action: 'write' } },
    schema: { params: deviceTypeParamsSchema, querystring: muchDataDeleteQuerySchema },
    answer: (request) =>
      devtypes.deleteTopic(iotActor(request).scope, request.params.devtype, request.query.topic),
  });
}

/** PUT /devtype/{devtype}/{section}: the body is the section's new value, answered with the whole type. */
function sectionRoute<S extends DeviceTypeSection>(
  { app }: AppContext,
  devtypes: ReturnType<typeof devtypesService>,
  section: S,
): void {
  app.put(
    `/v1/devtype/:devtype/${section}`,
    {
      config: { iot: { resource: 'devtypes', action: 'write' } },
      schema: { params: deviceTypeParamsSchema, body: deviceTypeSectionSchemas[section] },
    },
    async (request) => {
      // The body passed this very section's schema; TypeScript cannot follow the index through the generic.
      const value = request.body as DeviceTypeSections[S];
      return {
        data: await devtypes.putSection(iotActor(request).scope, request.params.devtype, section, value),
      };
    },
  );
}
