import {
  maskLoraKey,
  MULTICAST_MEMBERS_MAX,
  type ListResult,
  type LoraSessionInput,
  type LoraSessionView,
  type MulticastGroupCreate,
  type MulticastGroupUpdate,
  type MulticastGroupView,
  type MulticastListQuery,
  type MulticastMembersQuery,
  type MulticastMembersResult,
  type MulticastMemberView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { isUniqueViolation } from '../../../db/engine';
import { requireReachInScope, requireWholeScope, type DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { ownedDevices } from '../devices/owned-devices';
import { ownedDevice } from '../devices/owned-device';
import { loraSessionKeys } from './lora-session-keys';
import { multicastRepository, type MulticastGroupRow } from './multicast.repository';

function toView(row: MulticastGroupRow): MulticastGroupView {
  const { id, name, description, kind, gwid, memberCount, hasLora, createdAt, updatedAt } = row;
  return {
    id,
    name,
    description,
    kind,
    gwid,
    members: { count: Number(memberCount) },
    lora: Number(hasLora) > 0,
    createdAt,
    updatedAt,
  };
}

// Names are unique per main account; the database's unique key decides, even under concurrent requests.
function nameInUse(error: unknown): never {
  throw isUniqueViolation(error) ? AppError.of('NAME_IN_USE') : error;
}

/** The group of the scope's owner, or 404. */
export async function foundGroup(
  repo: ReturnType<typeof multicastRepository>,
  scope: DeviceScope,
  id: string,
): Promise<MulticastGroupRow> {
  const row = await repo.find(scope, id);
  if (!row) throw AppError.of('NOT_FOUND');
  return row;
}

/** The rules of multicast groups: members only from the scope (and the gateway's sub-devices), ≤ 1,000 each. */
export function multicastService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const repo = multicastRepository(db);
  const loraKeys = loraSessionKeys(config);

  /**
   * The group of the scope, when a scoped sub-user may change it: every member and its gateway in the scope
   * (a group's name and LoRa session decide what devices outside it hear), else 403 SCOPE_LIMITED.
   */
  const changeableGroup = async (scope: DeviceScope, id: string) => {
    const group = await foundGroup(repo, scope, id);
    await requireReachInScope(db, scope, (eb) =>
      eb.or([
        eb(
          'devices.devid',
          'in',
          eb.selectFrom('multicastMembers').select('multicastMembers.devid').where('groupId', '=', id),
        ),
        eb('devices.devid', '=', group.gwid ?? ''),
      ]),
    );
    return group;
  };

  const get = async (scope: DeviceScope, id: string) => toView(await foundGroup(repo, scope, id));

  /** The group's session with its keys masked; 404 when it has none. */
  const lora = async (scope: DeviceScope, id: string): Promise<LoraSessionView> => {
    await foundGroup(repo, scope, id);
    const row = await repo.findLora(id);
    if (!row) throw AppError.of('NOT_FOUND');
    return {
      mcAddr: row.mcAddr,
      mcAppSKey: maskLoraKey(row.appSkeyHint),
      mcNwkSKey: maskLoraKey(row.nwkSkeyHint),
      frequency: Number(row.frequency),
      dataRate: row.dataRate,
      periodicity: row.periodicity,
      class: row.loraClass,
      fCnt: Number(row.fCnt),
      updatedAt: row.updatedAt,
    };
  };

  return {
    get,

    async list(scope: DeviceScope, query: MulticastListQuery): Promise<ListResult<MulticastGroupView>> {
      const page = await repo.list(scope, query);
      return { ...page, result: page.result.map(toView) };
    },

    /** A new group; a gwb or gwr group's gateway must be a device of the scope that is not itself a sub-device. */
    async create(scope: DeviceScope, input: MulticastGroupCreate): Promise<MulticastGroupView> {
      const gwid = input.kind === 'direct' ? null : (input.gwid ?? null);
      if (gwid !== null) {
        const gateway = await ownedDevice(db, scope, gwid);
        if (gateway.gatewayDevid !== null) throw AppError.of('GATEWAY_INVALID', { gwid });
      }
      const id = randomUUID();
      const now = clock.now();
      await repo
        .insert({
          id,
          userId: scope.ownerId,
          name: input.name,
          description: input.description,
          kind: input.kind,
          gwid,
          createdAt: now,
          updatedAt: now,
        })
        .catch(nameInUse);
      return get(scope, id);
    },

    async update(scope: DeviceScope, id: string, input: MulticastGroupUpdate): Promise<MulticastGroupView> {
      await changeableGroup(scope, id);
      await repo.update(scope.ownerId, id, { ...input, updatedAt: clock.now() }).catch(nameInUse);
      return get(scope, id);
    },

    /** Deletes a group; a sub-user scoped to groups cannot (the group may hold devices it cannot see). */
    async remove(scope: DeviceScope, id: string): Promise<void> {
      requireWholeScope(scope);
      if (!(await repo.delete(scope.ownerId, id))) throw AppError.of('NOT_FOUND');
    },

    async members(
      scope: DeviceScope,
      id: string,
      query: MulticastMembersQuery,
    ): Promise<ListResult<MulticastMemberView>> {
      await foundGroup(repo, scope, id);
      const page = await repo.members(scope, id, query);
      return {
        totalCount: page.totalCount,
        result: page.result.map(({ devid, name, devtype, status, addedAt }) => ({
          devid,
          devname: name,
          devtype,
          status,
          addedAt,
        })),
      };
    },

    /**
     * Adds devices of the scope, all or none: 404 with data.devids for those outside it, 409
     * MULTICAST_MEMBER_INVALID for a gwb/gwr group's non-sub-devices, 409 MULTICAST_MEMBERS_LIMIT past 1,000;
     * 403 SCOPE_LIMITED to a scoped sub-user when the group reaches a device outside its scope.
     */
    async addMembers(
      scope: DeviceScope,
      id: string,
      devids: readonly string[],
    ): Promise<MulticastMembersResult> {
      const group = await changeableGroup(scope, id);
      const devices = await ownedDevices(db, scope, devids);
      if (group.kind !== 'direct') {
        const strangers = devices.filter((d) => d.gatewayDevid !== group.gwid).map((d) => d.devid);
        if (strangers.length > 0) throw AppError.of('MULTICAST_MEMBER_INVALID', { devids: strangers });
      }
      const changed = await db.transaction().execute(async (trx) => {
        const inTrx = multicastRepository(trx);
        const added = await inTrx.add(
          id,
          devices.map((d) => d.devid),
          clock.now(),
        );
        // Counted after the insert, inside the transaction: a refused batch leaves nothing behind.
        if ((await inTrx.countAll(id)) > MULTICAST_MEMBERS_MAX)
          throw AppError.of('MULTICAST_MEMBERS_LIMIT', { max: MULTICAST_MEMBERS_MAX });
        return added;
      });
      return { changed, members: (await get(scope, id)).members };
    },

    /**
     * Takes devices of the scope out (404 with data.devids for devices outside it; 403 SCOPE_LIMITED to a
     * scoped sub-user when the group reaches a device outside its scope).
     */
    async removeMembers(
      scope: DeviceScope,
      id: string,
      devids: readonly string[],
    ): Promise<MulticastMembersResult> {
      await changeableGroup(scope, id);
      await ownedDevices(db, scope, devids);
      const changed = await repo.remove(scope, id, [...new Set(devids)]);
      return { changed, members: (await get(scope, id)).members };
    },

    // ── LoRa session ──

    lora,

    /** Sets or replaces the session; keys left out keep the stored ones (a new session needs both). */
    async setLora(scope: DeviceScope, id: string, input: LoraSessionInput): Promise<LoraSessionView> {
      await changeableGroup(scope, id);
      const stored = await repo.findLora(id);
      const missing = (['mcAppSKey', 'mcNwkSKey'] as const).filter((field) => !input[field] && !stored);
      if (missing.length > 0) {
        const fields = missing.map((path) => ({ location: 'body', path, message: 'validation.required' }));
        throw new AppError(400, 'VALIDATION_FAILED', `body.${missing.join(', body.')}: required`, {
          fields,
        });
      }
      const seal = (field: 'mcAppSKey' | 'mcNwkSKey', key: string | undefined, old: string, hint: string) =>
        key === undefined
          ? { sealed: old, hint }
          : { sealed: loraKeys.seal(id, field, key), hint: key.slice(-4) };
      const app = seal('mcAppSKey', input.mcAppSKey, stored?.appSkey ?? '', stored?.appSkeyHint ?? '');
      const nwk = seal('mcNwkSKey', input.mcNwkSKey, stored?.nwkSkey ?? '', stored?.nwkSkeyHint ?? '');
      await repo.saveLora({
        groupId: id,
        mcAddr: input.mcAddr,
        appSkey: app.sealed,
        appSkeyHint: app.hint,
        nwkSkey: nwk.sealed,
        nwkSkeyHint: nwk.hint,
        frequency: input.frequency,
        dataRate: input.dataRate,
        periodicity: input.periodicity,
        loraClass: input.class,
        fCnt: input.fCnt ?? stored?.fCnt ?? 0,
        updatedAt: clock.now(),
      });
      return lora(scope, id);
    },

    async deleteLora(scope: DeviceScope, id: string): Promise<void> {
      await changeableGroup(scope, id);
      if (!(await repo.deleteLora(id))) throw AppError.of('NOT_FOUND');
    },
  };
}
