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
import { devtypesService } from './devtypes.service';

/** /devtype: the signed-in user's device types (iot-console.md §7 "Device types"). */
export function devtypesRoutes(context: AppContext): void {
  const { app } = context;
  const devtypes = devtypesService(context);

  app.get(
    '/v1/devtype',
    {
      config: { iot: { resource: 'devtypes', action: 'read' } },
      schema: { querystring: deviceTypeListQuerySchema },
    },
    async (request) => ({
      data: await devtypes.list(iotActor(request).scope, request.query),
    }),
  );

  app.post(
    '/v1/devtype',
    { config: { iot: { resource: 'devtypes', action: 'write' } }, schema: { body: deviceTypeCreateSchema } },
    async (request) => ({
      data: await devtypes.create(iotActor(request).scope, request.body),
    }),
  );

  app.post(
    '/v1/devtype/batch/delete',
    {
      config: { iot: { resource: 'devtypes', action: 'write' } },
      schema: { body: deviceTypeBatchDeleteSchema },
    },
    async (request) => ({ data: await devtypes.remove(iotActor(request).scope, request.body.devtypes) }),
  );

  app.get(
    '/v1/devtype/:devtype',
    { config: { iot: { resource: 'devtypes', action: 'read' } }, schema: { params: deviceTypeParamsSchema } },
    async (request) => ({
      data: await devtypes.get(iotActor(request).scope, request.params.devtype),
    }),
  );

  app.put(
    '/v1/devtype/:devtype',
    {
      config: { iot: { resource: 'devtypes', action: 'write' } },
      schema: { params: deviceTypeParamsSchema, body: deviceTypeUpdateSchema },
    },
    async (request) => ({
      data: await devtypes.update(iotActor(request).scope, request.params.devtype, request.body),
    }),
  );

  app.delete(
    '/v1/devtype/:devtype',
    {
      config: { iot: { resource: 'devtypes', action: 'write' } },
      schema: { params: deviceTypeParamsSchema },
    },
    async (request) => {
      await devtypes.remove(iotActor(request).scope, [request.params.devtype]);
      return { data: null };
    },
  );

  for (const section of DEVICE_TYPE_SECTIONS) sectionRoute(context, devtypes, section);

  app.put(
    '/v1/devtype/:devtype/much_data',
    {
      config: { iot: { resource: 'devtypes', action: 'write' } },
      schema: { params: deviceTypeParamsSchema, body: muchDataPutSchema },
    },
    async (request) => {
      const { topic, data } = request.body;
      return {
        data: await devtypes.putTopic(iotActor(request).scope, request.params.devtype, topic, data),
      };
    },
  );

  app.delete(
    '/v1/devtype/:devtype/much_data',
    {
      config: { iot: { resource: 'devtypes', action: 'write' } },
      schema: { params: deviceTypeParamsSchema, querystring: muchDataDeleteQuerySchema },
    },
    async (request) => ({
      data: await devtypes.deleteTopic(iotActor(request).scope, request.params.devtype, request.query.topic),
    }),
  );
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
