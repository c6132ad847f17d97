import {
  accessProfileBatchDeleteSchema,
  accessProfileCreateSchema,
  accessProfileListQuerySchema,
  accessProfileParamsSchema,
  accessProfileUpdateSchema,
  everyGrant,
  IOT_RESOURCE_CATALOGUE,
  type IotAccessView,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { loadIotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { dataRoutes } from '../../../platform/http/data-routes';
import { accessProfilesRepository } from './access-profiles.repository';
import { accessProfilesService } from './access-profiles.service';
import { ownerActor } from './subusers.routes';

const user = { audience: 'user' } as const;
const oneProfile = { params: accessProfileParamsSchema };

/** /subusers_access and /authorization_mapping_table (iot-console.md §7 "Sub-users"). */
export function accessProfilesRoutes(context: AppContext): void {
  const { app, db } = context;
  const routes = dataRoutes(app);
  const profiles = accessProfilesService(context);

  app.get('/v1/authorization_mapping_table', { config: { audience: 'account' } }, async () => ({
    data: IOT_RESOURCE_CATALOGUE,
  }));

  // What the console shows and hides for the signed-in user: everything for a main account.
  app.get('/v1/subusers_access/mine', { config: { audience: 'account' } }, async (request) => {
    const actor = await loadIotActor(db, requireUser(request).id);
    if (!actor) throw AppError.of('UNAUTHORIZED');
    const ids = actor.scope.profileId === null ? [] : [actor.scope.profileId];
    const repo = accessProfilesRepository(db);
    const [groups, projects] = await Promise.all([
      repo.groupsOf(actor.ownerId, ids),
      repo.projectsOf(actor.ownerId, ids),
    ]);
    const view: IotAccessView = {
      main: !actor.subUser,
      mustChangePassword: request.mustChangePassword,
      grants: actor.grants ?? everyGrant(),
      scope: {
        kind: actor.scopeKind,
        groupIds: ids.flatMap((id) => groups.get(id) ?? []),
        projectIds: ids.flatMap((id) => projects.get(id) ?? []),
      },
    };
    return { data: view };
  });

  routes.get('/v1/subusers_access', user, { querystring: accessProfileListQuerySchema }, (request) =>
    profiles.list(requireUser(request).id, request.query),
  );
  routes.post('/v1/subusers_access', user, { body: accessProfileCreateSchema }, (request) =>
    profiles.create(ownerActor(request), request.body),
  );
  routes.post('/v1/subusers_access/batch/delete', user, { body: accessProfileBatchDeleteSchema }, (request) =>
    profiles.remove(ownerActor(request), request.body.ids),
  );
  routes.get('/v1/subusers_access/:id', user, oneProfile, (request) =>
    profiles.get(requireUser(request).id, request.params.id),
  );
  routes.put('/v1/subusers_access/:id', user, { ...oneProfile, body: accessProfileUpdateSchema }, (request) =>
    profiles.update(ownerActor(request), request.params.id, request.body),
  );
  routes.delete('/v1/subusers_access/:id', user, oneProfile, (request) =>
    profiles.remove(ownerActor(request), [request.params.id]),
  );
}
