import {
  subuserBatchDeleteSchema,
  subuserCreateSchema,
  subuserListQuerySchema,
  subuserParamsSchema,
  subuserProfileParamsSchema,
  subuserUpdateSchema,
} from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import type { ActivityActor } from './account-activity';
import { subusersService } from './subusers.service';

/** The main account acting on its sub-users, as the activity log records it. */
export function ownerActor(request: FastifyRequest): ActivityActor {
  const user = requireUser(request);
  return { ownerId: user.id, username: user.username, ip: request.ip };
}

/**
 * /subusers (iot-console.md §7 "Sub-users"): the main account's sub-users. Audience `user` is main accounts
 * only, so a sub-user can never manage sub-users, whatever its profile grants.
 */
export function subusersRoutes(context: AppContext): void {
  const { app } = context;
  const subusers = subusersService(context);

  app.get(
    '/v1/subusers',
    { config: { audience: 'user' }, schema: { querystring: subuserListQuerySchema } },
    async (request) => ({ data: await subusers.list(requireUser(request).id, request.query) }),
  );

  app.post(
    '/v1/subusers',
    { config: { audience: 'user' }, schema: { body: subuserCreateSchema } },
    async (request) => ({ data: await subusers.create(ownerActor(request), request.body) }),
  );

  app.post(
    '/v1/subusers/batch/delete',
    { config: { audience: 'user' }, schema: { body: subuserBatchDeleteSchema } },
    async (request) => ({ data: await subusers.remove(ownerActor(request), request.body.usernames) }),
  );

  app.get(
    '/v1/subusers/:username',
    { config: { audience: 'user' }, schema: { params: subuserParamsSchema } },
    async (request) => ({ data: await subusers.get(requireUser(request).id, request.params.username) }),
  );

  app.put(
    '/v1/subusers/:username',
    { config: { audience: 'user' }, schema: { params: subuserParamsSchema, body: subuserUpdateSchema } },
    async (request) => ({
      data: await subusers.update(ownerActor(request), request.params.username, request.body),
    }),
  );

  app.delete(
    '/v1/subusers/:username',
    { config: { audience: 'user' }, schema: { params: subuserParamsSchema } },
    async (request) => ({ data: await subusers.remove(ownerActor(request), [request.params.username]) }),
  );

  const profileCalls = [
    ['POST', 'attach'],
    ['PUT', 'replace'],
    ['DELETE', 'detach'],
  ] as const;
  for (const [method, how] of profileCalls) {
    app.route({
      method,
      url: '/v1/subusers/:username/:id',
      config: { audience: 'user' },
      schema: { params: subuserProfileParamsSchema },
      handler: async (request) => {
        const { username, id } = subuserProfileParamsSchema.parse(request.params);
        return { data: await subusers.setProfile(ownerActor(request), username, id, how) };
      },
    });
  }
}
