import {
  projectBodySchema,
  projectIdsSchema,
  projectListQuerySchema,
  projectMemberParamsSchema,
  projectParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotRoutes } from '../../../platform/http/iot-routes';
import { projectsService } from './projects.service';

const oneProject = { params: projectParamsSchema };

/** /projects (iot-console.md §7 "Projects"; the dashboard counts them with aggregation=count). */
export function projectsRoutes(context: AppContext): void {
  const routes = iotRoutes(context.app, 'projects');
  const projects = projectsService(context);

  routes.get('/v1/projects', 'read', { querystring: projectListQuerySchema }, ({ scope }, request) =>
    projects.list(scope, request.query),
  );
  routes.postCreated('/v1/projects', 'write', { body: projectBodySchema }, (actor, request) =>
    projects.create(actor, request.body),
  );
  routes.post('/v1/projects/batch/delete', 'write', { body: projectIdsSchema }, ({ scope }, request) =>
    projects.removeMany(scope, request.body.ids),
  );
  routes.get('/v1/projects/:projectid', 'read', oneProject, ({ scope }, request) =>
    projects.get(scope, request.params.projectid),
  );
  routes.put(
    '/v1/projects/:projectid',
    'write',
    { ...oneProject, body: projectBodySchema },
    (actor, request) => projects.update(actor, request.params.projectid, request.body),
  );
  routes.delete('/v1/projects/:projectid', 'write', oneProject, async ({ scope }, request) => {
    await projects.remove(scope, request.params.projectid);
    return null;
  });
  routes.put(
    '/v1/projects/:projectid/:field/:action',
    'write',
    { params: projectMemberParamsSchema, body: projectIdsSchema },
    (actor, request) => {
      const { projectid, field, action } = request.params;
      return projects.changeMembers(actor, projectid, field, action, request.body.ids);
    },
  );
}
