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
import { ownUserId, readableUserId } from '../licences/path-owner';
import { applymentsService } from './applyments.service';

const userParams = z.object({ userId: z.string().min(1).max(36) });

/** The users' applications: /applyments/ (licence-portal.md §7) and the apply dialog's /apply. */
export function applymentsRoutes(context: AppContext): void {
  const { app } = context;
  const applyments = applymentsService(context);
  const actor = (request: FastifyRequest) => ({ userId: requireUser(request).id, ip: request.ip });

  app.post(
    '/v1/applyments/',
    { config: { audience: 'user' }, schema: { body: applymentCreateSchema } },
    async (request, reply) =>
      reply.status(201).send({ data: await applyments.create(actor(request), request.body) }),
  );

  app.get(
    '/v1/applyments/',
    { config: { audience: 'user' }, schema: { querystring: applymentListQuerySchema } },
    async (request) => ({
      data: await applyments.list(requireUser(request).id, request.query),
    }),
  );

  app.get(
    '/v1/applyments/:userId',
    {
      config: { audience: 'user', adminPermission: 'applications:read' },
      schema: { params: userParams, querystring: applymentListQuerySchema },
    },
    async (request) => ({
      data: await applyments.list(readableUserId(request, request.params.userId), request.query),
    }),
  );

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

  app.get('/v1/apply/data', { config: { audience: 'user' } }, async (request) => ({
    data: await applyments.applyData(requireUser(request).id),
  }));

  app.post(
    '/v1/apply',
    { config: { audience: 'user' }, schema: { body: newLicenceApplySchema } },
    async (request, reply) => {
      const body = { type: LICENCE_TYPES.newLicence, ...request.body };
      return reply.status(201).send({ data: await applyments.create(actor(request), body) });
    },
  );
}
