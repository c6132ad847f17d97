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
import type { AppContext } from '../../app-context';
import { requireUser } from '../../platform/auth/auth.plugin';
import { devtypesService } from './devtypes.service';

/** /devtype: the signed-in user's device types (iot-console.md §7 "Device types"). */
export function devtypesRoutes(context: AppContext): void {
  const { app } = context;
  const devtypes = devtypesService(context);

  app.get(
    '/v1/devtype',
    { config: { audience: 'user' }, schema: { querystring: deviceTypeListQuerySchema } },
    async (request) => ({
      data: await devtypes.list(requireUser(request).id, request.query),
    }),
  );

  app.post(
    '/v1/devtype',
    { config: { audience: 'user' }, schema: { body: deviceTypeCreateSchema } },
    async (request) => ({
      data: await devtypes.create(requireUser(request).id, request.body),
    }),
  );

  app.post(
    '/v1/devtype/batch/delete',
    { config: { audience: 'user' }, schema: { body: deviceTypeBatchDeleteSchema } },
    async (request) => ({ data: await devtypes.remove(requireUser(request).id, request.body.devtypes) }),
  );

  app.get(
    '/v1/devtype/:devtype',
    { config: { audience: 'user' }, schema: { params: deviceTypeParamsSchema } },
    async (request) => ({
      data: await devtypes.get(requireUser(request).id, request.params.devtype),
    }),
  );

  app.put(
    '/v1/devtype/:devtype',
    {
      config: { audience: 'user' },
      schema: { params: deviceTypeParamsSchema, body: deviceTypeUpdateSchema },
    },
    async (request) => ({
      data: await devtypes.update(requireUser(request).id, request.params.devtype, request.body),
    }),
  );

  app.delete(
    '/v1/devtype/:devtype',
    { config: { audience: 'user' }, schema: { params: deviceTypeParamsSchema } },
    async (request) => {
      await devtypes.remove(requireUser(request).id, [request.params.devtype]);
      return { data: null };
    },
  );

  for (const section of DEVICE_TYPE_SECTIONS) sectionRoute(context, devtypes, section);

  app.put(
    '/v1/devtype/:devtype/much_data',
    { config: { audience: 'user' }, schema: { params: deviceTypeParamsSchema, body: muchDataPutSchema } },
    async (request) => {
      const { topic, data } = request.body;
      return { data: await devtypes.putTopic(requireUser(request).id, request.params.devtype, topic, data) };
    },
  );

  app.delete(
    '/v1/devtype/:devtype/much_data',
    {
      config: { audience: 'user' },
      schema: { params: deviceTypeParamsSchema, querystring: muchDataDeleteQuerySchema },
    },
    async (request) => ({
      data: await devtypes.deleteTopic(requireUser(request).id, request.params.devtype, request.query.topic),
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
      config: { audience: 'user' },
      schema: { params: deviceTypeParamsSchema, body: deviceTypeSectionSchemas[section] },
    },
    async (request) => {
      // The body passed this very section's schema; TypeScript cannot follow the index through the generic.
      const value = request.body as DeviceTypeSections[S];
      return {
        data: await devtypes.putSection(requireUser(request).id, request.params.devtype, section, value),
      };
    },
  );
}
