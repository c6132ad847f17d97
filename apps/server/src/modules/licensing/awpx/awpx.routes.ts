import {
  awpxStatisticQuerySchema,
  userProtocolListQuerySchema,
  userProtocolSaveSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { awpxRepository } from './awpx.repository';
import { awpxService } from './awpx.service';

// Users of the platform read the catalogue and its statistics too (licence-portal.md §1); administrators
// need the permission.
const read = { audience: 'user', adminPermission: 'awpx:read' } as const;

/** AWPX (licence-portal.md §7 AWPX): the catalogue, its use statistics, and users' own protocols. */
export function awpxRoutes(context: AppContext): void {
  const { app, db } = context;
  const awpx = awpxService(context);

  app.get('/v1/awpx/aggregation_protocol', { config: read }, async () => ({
    data: await awpxRepository(db).catalogue(),
  }));

  app.get(
    '/v1/awpx/statistic',
    { config: read, schema: { querystring: awpxStatisticQuerySchema } },
    async (request) => ({ data: await awpx.statistic(request.query) }),
  );

  // A user reads their own protocols; an administrator granted awpx:read reads everyone's (the record tab).
  app.get(
    '/v1/awpx/user_protocol',
    {
      config: { audience: 'user', adminPermission: 'awpx:read' },
      schema: { querystring: userProtocolListQuerySchema },
    },
    async (request) => {
      const userId = request.adminAccess ? undefined : requireUser(request).id;
      return { data: await awpxRepository(db).list({ ...request.query, userId }) };
    },
  );

  // A user saves a protocol of their own (201 when it is new); administrators do not write users' protocols.
  app.post(
    '/v1/awpx/user_protocol',
    { config: { audience: 'user' }, schema: { body: userProtocolSaveSchema } },
    async (request, reply) => {
      const { view, created } = await awpx.save(requireUser(request).id, request.body);
      return reply.status(created ? 201 : 200).send({ data: view });
    },
  );
}
