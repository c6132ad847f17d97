import {
  customBodySchema,
  customKeySchema,
  customListQuerySchema,
  customValueBodySchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotRoutes } from '../../../platform/http/iot-routes';
import { commonFilesRoutes } from './common-files.routes';
import { customsService } from './customs.service';

const oneCustom = { querystring: customKeySchema };

/** /customs and /customs/detail (iot-console.md §7 "Projects, schemas, customs, project data"); common files. */
export function customsRoutes(context: AppContext): void {
  const routes = iotRoutes(context.app, 'customs');
  const customs = customsService(context);
  commonFilesRoutes(context);

  routes.get('/v1/customs', 'read', { querystring: customListQuerySchema }, ({ ownerId }, request) =>
    customs.list(ownerId, request.query),
  );
  routes.postCreated('/v1/customs', 'write', { body: customBodySchema }, (actor, request) =>
    customs.create(actor, request.body),
  );
  routes.get('/v1/customs/detail', 'read', oneCustom, ({ ownerId }, request) =>
    customs.get(ownerId, request.query),
  );
  routes.put('/v1/customs/detail', 'write', { ...oneCustom, body: customValueBodySchema }, (actor, request) =>
    customs.update(actor, request.query, request.body.value),
  );
  routes.delete('/v1/customs/detail', 'write', oneCustom, async (actor, request) => {
    await customs.remove(actor, request.query);
    return null;
  });
}
