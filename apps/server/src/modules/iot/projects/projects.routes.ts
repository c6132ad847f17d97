import {
  projectBodySchema,
  projectIdsSchema,
  projectListQuerySchema,
  projectMemberParamsSchema,
  projectParamsSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { projectsService } from './projects.service';

const read = { iot: { resource: 'projects', action: 'read' } } as const;
const write = { iot: { resource: 'projects', action: 'write' } } as const;

/** /projects (iot-console.md §7 "Projects"; the dashboard counts them with aggregation=count). */
export function projectsRoutes(context: AppContext): void {
  const { app } = context;
  const projects = projectsService(context);

  app.get(
    '/v1/projects',
    { config: read, schema: { querystring: projectListQuerySchema } },
    async (request) => ({
      data: await projects.list(iotActor(request).scope, request.query),
    }),
  );

  app.post('/v1/projects', { config: write, schema: { body: projectBodySchema } }, async (request, reply) =>
    reply.code(201).send({ data: await projects.create(iotActor(request), request.body) }),
  );

  app.post(
    '/v1/projects/batch/delete',
    { config: write, schema: { body: projectIdsSchema } },
    async (request) => ({ data: await projects.removeMany(iotActor(request).scope, request.body.ids) }),
  );

  app.get(
    '/v1/projects/:projectid',
    { config: read, schema: { params: projectParamsSchema } },
    async (request) => ({ data: await projects.get(iotActor(request).scope, request.params.projectid) }),
  );

  app.put(
    '/v1/projects/:projectid',
    { config: write, schema: { params: projectParamsSchema, body: projectBodySchema } },
    async (request) => ({
      data: await projects.update(iotActor(request), request.params.projectid, request.body),
    }),
  );

  app.delete(
    '/v1/projects/:projectid',
    { config: write, schema: { params: projectParamsSchema } },
    async (request) => {
      await projects.remove(iotActor(request).scope, request.params.projectid);
      return { data: null };
    },
  );

  app.put(
    '/v1/projects/:projectid/:field/:action',
    { config: write, schema: { params: projectMemberParamsSchema, body: projectIdsSchema } },
    async (request) => {
      const { projectid, field, action } = request.params;
      return {
        data: await projects.changeMembers(iotActor(request), projectid, field, action, request.body.ids),
      };
    },
  );
}
