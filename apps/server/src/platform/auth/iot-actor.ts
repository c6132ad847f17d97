import { iotAllows, type IotGrants, type IotPermission, type IotScopeKind } from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import { projectOutsideScope, reachesOutsideScope } from '../../db/device-scope';
import type { Db } from '../../db/kysely';
import { AppError } from '../errors/app-error';

/**
 * Whose devices a query may reach: the owner's, all of them (`profileId` null) or only those in the scope
 * of that access profile (its groups, or its projects). Repositories take this instead of a user id, so a
 * sub-user's query cannot return a row outside its scope.
 */
export interface DeviceScope {
  readonly ownerId: string;
  readonly profileId: number | null;
}

/** Who acts on IoT data: the main account, or a sub-user on its owner's data within its profile. */
export interface IotActor {
  /** The main account whose data is read and changed. */
  ownerId: string;
  /** The signed-in user: the owner itself or the sub-user. */
  userId: string;
  username: string;
  subUser: boolean;
  /** The profile's grants; null for the main account (everything). */
  grants: IotGrants | null;
  /** Which kind of scope the profile has ('all' for the main account). */
  scopeKind: IotScopeKind;
  /** The scope queries run under. */
  scope: DeviceScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guard on routes that declare an IoT (resource, action). */
    iotActor: IotActor | null;
  }
}

/**
 * The columns of a thing an actor creates (a rule, an action, a task, a formula, an example): the owner's,
 * in the actor's profile (whose scope it keeps), written by the actor at `now`.
 */
export function authoredBy(actor: IotActor, now: number) {
  return {
    userId: actor.ownerId,
    profileId: actor.scope.profileId,
    createdBy: actor.username,
    createdAt: now,
    updatedAt: now,
  };
}

/** Every device of an owner: what the owner's own bookkeeping (limits, free ids) counts. */
export const wholeScope = (ownerId: string): DeviceScope => ({ ownerId, profileId: null });

/**
 * Refuses, to a sub-user scoped to groups or projects, what would create things outside its own scope
 * (devices, groups): it could not see them afterwards, and the main account decides what its groups and
 * projects hold.
 */
export function requireWholeScope(scope: DeviceScope): void {
  if (scope.profileId !== null) throw AppError.of('SCOPE_LIMITED');
}

/**
 * Refuses (403 SCOPE_LIMITED), to a scoped sub-user, a change to a thing that acts on a device outside its
 * scope: it may see the thing, but changing it would change what happens to devices it cannot see.
 */
export async function requireReachInScope(
  db: Db,
  scope: DeviceScope,
  reaches: Parameters<typeof reachesOutsideScope>[2],
): Promise<void> {
  if (await reachesOutsideScope(db, scope, reaches)) throw AppError.of('SCOPE_LIMITED');
}

/**
 * Refuses (403 SCOPE_LIMITED), to a sub-user scoped to groups, a change to a project it sees that holds a
 * device or group outside its scope (it shares the project with another team), or to the project's data.
 */
export async function requireProjectInScope(db: Db, scope: DeviceScope, projectId: string): Promise<void> {
  if (await projectOutsideScope(db, scope, projectId)) throw AppError.of('SCOPE_LIMITED');
}

/**
 * The IoT actor of a signed-in user, or null when the account cannot act (a disabled or deleted sub-user).
 * Reads the account and its profile: two indexed lookups, so a revoked grant counts from the next request.
 */
export async function loadIotActor(db: Db, userId: string): Promise<IotActor | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'ownerId', 'role', 'disabled'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.disabled === 1) return null;
  if (user.ownerId === null) {
    const scope = { ownerId: user.id, profileId: null };
    return {
      ownerId: user.id,
      userId: user.id,
      username: user.username,
      subUser: false,
      grants: null,
      scopeKind: 'all',
      scope,
    };
  }
  const profile = await db
    .selectFrom('accessProfiles')
    .select(['grants', 'scopeKind'])
    .where('ownerId', '=', user.ownerId)
    .where('id', '=', user.role)
    .executeTakeFirst();
  return {
    ownerId: user.ownerId,
    userId: user.id,
    username: user.username,
    subUser: true,
    grants: profile ? (JSON.parse(profile.grants) as IotGrants) : {},
    // An unprofiled sub-user is told it has a group scope of no groups, as before project scopes existed.
    scopeKind: profile?.scopeKind ?? 'groups',
    scope: {
      ownerId: user.ownerId,
      // An unprofiled sub-user holds no grant; its scope is the narrowest there is (a profile of no groups).
      profileId: profile?.scopeKind === 'all' ? null : user.role,
    },
  };
}

/** Checks the route's IoT permission for the request's user and keeps the actor on the request. */
export async function guardIot(db: Db, request: FastifyRequest, permission: IotPermission): Promise<void> {
  if (!request.user || request.principal?.kind !== 'user') {
    throw AppError.of(request.principal ? 'FORBIDDEN' : 'UNAUTHORIZED');
  }
  if (request.mustChangePassword) throw AppError.of('PASSWORD_CHANGE_REQUIRED');
  const actor = await loadIotActor(db, request.principal.id);
  if (!actor) throw AppError.of('UNAUTHORIZED');
  if (!iotAllows(actor.grants, permission)) throw AppError.of('FORBIDDEN', { ...permission });
  request.iotActor = actor;
}

/** The IoT actor the access guard set; only routes that declare an IoT permission have one. */
export function iotActor(request: FastifyRequest): IotActor {
  if (!request.iotActor) throw new Error(`${request.method} ${request.url} declares no IoT permission`);
  return request.iotActor;
}
