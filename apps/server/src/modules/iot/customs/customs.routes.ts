import {
  customBodySchema,
  customKeySchema,
  customListQuerySchema,
  customValueBodySchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { dataRoutes } from '../../../platform/http/data-routes';
import { commonFilesRoutes } from './common-files.routes';
import { customsService } from './customs.service';

const read = { iot: { resource: 'customs', action: 'read' } } as const;
const write = { iot: { resource: 'customs', action: 'write' } } as const;

/** /customs and /customs/detail (iot-console.md §7 "Projects, schemas, customs, project data"); common files. */
export function customsRoutes(context: AppContext): void {
  const route = dataRoutes(context.app);
  const customs = customsService(context);
  commonFilesRoutes(context);

  route.get('/v1/customs', {
    config: read,
    schema: { querystring: customListQuerySchema },
    answer: (request) => customs.list(iotActor(request).ownerId, request.query),
  });

  route.post('/v1/customs', {
    config: write,
    schema: { body: customBodySchema },
    status: 201,
    answer: (request) => customs.create(iotActor(request), request.body),
  });

  route.get('/v1/customs/detail', {
    config: read,
    schema: { querystring: customKeySchema },
    answer: (request) => customs.get(iotActor(request).ownerId, request.query),
  });

  route.put('/v1/customs/detail', {
    config: write,
    schema: { querystring: customKeySchema, body: customValueBodySchema },
    answer: (request) => customs.update(iotActor(request), request.query, request.body.value),
  });

  route.delete('/v1/customs/detail', {
    config: write,
    schema: { querystring: customKeySchema },
    answer: (request) => customs.remove(iotActor(request), request.query),
  });
}
