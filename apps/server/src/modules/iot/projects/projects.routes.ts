import {
  projectBodySchema,
  projectIdsSchema,
  projectListQuerySchema,
  projectMemberParamsSchema,
  projectParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { dataRoutes } from '../../../platform/http/data-routes';
import { projectsService } from './projects.service';

const read = { iot: { resource: 'projects', action: 'read' } } as const;
const write = { iot: { resource: 'projects', action: 'write' } } as const;

/** /projects (iot-console.md §7 "Projects"; the dashboard counts them with aggregation=count). */
export function projectsRoutes(context: AppContext): void {
  const route = dataRoutes(context.app);
  const projects = projectsService(context);

  route.get('/v1/projects', {
    config: read,
    schema: { querystring: projectListQuerySchema },
    answer: (request) => projects.list(iotActor(request).scope, request.query),
  });

  route.post('/v1/projects', {
    config: write,
    schema: { body: projectBodySchema },
    status: 201,
    answer: (request) => projects.create(iotActor(request), request.body),
  });

  route.post('/v1/projects/batch/delete', {
    config: write,
    schema: { body: projectIdsSchema },
    answer: (request) => projects.removeMany(iotActor(request).scope, request.body.ids),
  });

  route.get('/v1/projects/:projectid', {
    config: read,
    schema: { params: projectParamsSchema },
    answer: (request) => projects.get(iotActor(request).scope, request.params.projectid),
  });

  route.put('/v1/projects/:projectid', {
    config: write,
    schema: { params: projectParamsSchema, body: projectBodySchema },
    answer: (request) => projects.update(iotActor(request), request.params.projectid, request.body),
  });

  route.delete('/v1/projects/:projectid', {
    config: write,
    schema: { params: projectParamsSchema },
    answer: (request) => projects.remove(iotActor(request).scope, request.params.projectid),
  });

  route.put('/v1/projects/:projectid/:field/:action', {
    config: write,
    schema: { params: projectMemberParamsSchema, body: projectIdsSchema },
    answer: (request) => {
      const { projectid, field, action } = request.params;
      return projects.changeMembers(iotActor(request), projectid, field, action, request.body.ids);
    },
  });
}
