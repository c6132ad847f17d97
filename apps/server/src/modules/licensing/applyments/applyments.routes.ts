import {
  applymentCreateSchema,
  applymentListQuerySchema,
  applymentUpdateSchema,
  applymentWithdrawQuerySchema,
  LICENCE_TYPES,
  newLicenceApplySchema,
} from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { dataRoutes } from '../../../platform/http/data-routes';
import { ownUserId, readableUserId } from '../licences/path-owner';
import { applymentsService } from './applyments.service';

const userParams = z.object({ userId: z.string().min(1).max(36) });

/** The users' applications: /applyments/ (licence-portal.md §7) and the apply dialog's /apply. */
export function applymentsRoutes(context: AppContext): void {
  const { app } = context;
  const route = dataRoutes(app);
  const applyments = applymentsService(context);
  const actor = (request: FastifyRequest) => ({ userId: requireUser(request).id, ip: request.ip });

  route.post('/v1/applyments/', {
    config: { audience: 'user' },
    schema: { body: applymentCreateSchema },
    status: 201,
    answer: (request) => applyments.create(actor(request), request.body),
  });

  route.get('/v1/applyments/', {
    config: { audience: 'user' },
    schema: { querystring: applymentListQuerySchema },
    answer: (request) => applyments.list(requireUser(request).id, request.query),
  });

  route.get('/v1/applyments/:userId', {
    config: { audience: 'user', adminPermission: 'applications:read' },
    schema: { params: userParams, querystring: applymentListQuerySchema },
    answer: (request) => applyments.list(readableUserId(request, request.params.userId), request.query),
  });

  app.put(
    '/v1/applyments/:userId',
    { config: { audience: 'user' }, schema: { params: userParams, body: applymentUpdateSchema } },
    async (request) => {
      ownUserId(request, request.params.userId);
      const { applyId, duration } = request.body;
      return { data: await applyments.changeDuration(actor(request), applyId, duration) };
    },
  );

  app.delete(
    '/v1/applyments/:userId',
    {
      config: { audience: 'user' },
      schema: { params: userParams, querystring: applymentWithdrawQuerySchema },
    },
    async (request) => {
      ownUserId(request, request.params.userId);
      await applyments.withdraw(actor(request), request.query.applyId);
      return { data: null };
    },
  );

  route.get('/v1/apply/data', {
    config: { audience: 'user' },
    answer: (request) => applyments.applyData(requireUser(request).id),
  });

  app.post(
    '/v1/apply',
    { config: { audience: 'user' }, schema: { body: newLicenceApplySchema } },
    async (request, reply) => {
      const body = { type: LICENCE_TYPES.newLicence, ...request.body };
      return reply.status(201).send({ data: await applyments.create(actor(request), body) });
    },
  );
}
