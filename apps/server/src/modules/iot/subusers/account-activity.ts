import type { AccountActivity, IotResource } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/kysely';
import { accountActivitiesRepository } from './account-activities.repository';

/** Who did something to the main account's data, and from where. */
export interface ActivityActor {
  ownerId: string;
  username: string;
  ip: string;
}

/**
 * Records one entry of the account activity log, in the caller's transaction when given one; `resource`
 * is the IoT resource a route's write changed (none for sub-user and profile changes).
 */
export async function recordActivity(
  db: Db,
  actor: ActivityActor,
  action: AccountActivity,
  target: string,
  now: number,
  resource: IotResource | null = null,
): Promise<void> {
  await accountActivitiesRepository(db).insert({
    id: randomUUID(),
    ownerId: actor.ownerId,
    actor: actor.username,
    action,
    resource,
    target,
    ip: actor.ip.slice(0, 64),
    createdAt: now,
  });
}
