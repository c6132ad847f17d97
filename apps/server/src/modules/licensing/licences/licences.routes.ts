import {
  licenceBindQuerySchema,
  licenceListQuerySchema,
  LICENCE_TYPES,
  listQuerySchema,
  newLicenceApplySchema,
} from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { applymentsService } from '../applyments/applyments.service';
import { licencesService } from './licences.service';
import { readableUserId } from './path-owner';

const licenceParams = z.object({ licenceId: z.string().min(1).max(36) });
const userParams = z.object({ userId: z.string().min(1).max(36) });

/** The users' licences (licence-portal.md §7 Licences); a user sees and changes only their own. */
export function licencesRoutes(context: AppContext): void {
  const { app } = context;
  const licences = licencesService(context);
  const applyments = applymentsService(context);
  const actor = (request: FastifyRequest) => ({ userId: requireUser(request).id, ip: request.ip });

  app.get(
    '/v1/licences',
    { config: { audience: 'user' }, schema: { querystring: licenceListQuerySchema } },
    async (request) => ({
      data: await licences.list(requireUser(request).id, request.query),
    }),
  );

  // Asking for a licence is an application like POST /applyments/ with type 2.
  app.post(
    '/v1/licences',
    { config: { audience: 'user' }, schema: { body: newLicenceApplySchema } },
    async (request, reply) => {
      const body = { type: LICENCE_TYPES.newLicence, ...request.body };
      return reply.status(201).send({ data: await applyments.create(actor(request), body) });
    },
  );

  app.get(
    '/v1/licences/:userId',
    {
      config: { audience: 'user', adminPermission: 'licences:read' },
      schema: { params: userParams, querystring: listQuerySchema },
    },
    async (request) => ({
      data: await licences.panel(readableUserId(request, request.params.userId), request.query),
    }),
  );

  app.put(
    '/v1/licences/bind/:licenceId',
    { config: { audience: 'user' }, schema: { params: licenceParams, querystring: licenceBindQuerySchema } },
    async (request) => ({
      data: await licences.bind(actor(request), request.params.licenceId, request.query),
    }),
  );

  app.put(
    '/v1/licences/unbind/:licenceId',
    { config: { audience: 'user' }, schema: { params: licenceParams } },
    async (request) => ({
      data: await licences.unbind(actor(request), request.params.licenceId),
    }),
  );

  app.get(
    '/v1/licences/cdkey/:licenceId',
    { config: { audience: 'user' }, schema: { params: licenceParams } },
    async (request) => ({
      data: await licences.cdkey(requireUser(request).id, request.params.licenceId),
    }),
  );
}
