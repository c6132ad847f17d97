import type {
  DeviceEventCreate,
  DeviceEventDeleteQuery,
  DeviceEventListQuery,
  DeviceEventPage,
  DeviceEventUpdate,
  DeviceEventView,
  DeviceEventsDeleted,
  DeviceEventsUpdated,
  DeviceEventUpdateQuery,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../platform/errors/app-error';
import type { TypeRulesCache } from '../devtypes/type-rules-cache';
import { undeclaredEvent, type EventKind } from '../ingest/declared-events';
import type { IngestWriter } from '../telemetry/ingest-writer';
import { ownedDevice } from '../devices/owned-device';
import { queryParameterError } from '../telemetry/time-range';
import { toEventRow, toEventView } from './event-rows';
import { eventsRepository } from './events.repository';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { pageOfViews } from '../../../db/paging';

/** The stored columns a change sets. */
function changeSet(change: DeviceEventUpdate, now: number) {
  return {
    ...(change.code === undefined ? {} : { code: change.code }),
    ...(change.type === undefined ? {} : { type: change.type }),
    ...(change.desc === undefined ? {} : { description: change.desc }),
    ...(change.data === undefined ? {} : { data: change.data === null ? null : JSON.stringify(change.data) }),
    updatedAt: now,
  };
}

/** Refuses a filter and range that name nothing: a call on every event of a device must be meant. */
function requireMatch({ filter, starttime, endtime }: DeviceEventDeleteQuery): void {
  if (!filter.type && !filter.code && starttime === undefined && endtime === undefined)
    throw queryParameterError('filter', 'required');
}

/** What the event calls need besides the platform: the node's writer and the device types' rules. */
export interface EventsDeps {
  writer: IngestWriter;
  /** Strict types take only the events they declare, recorded or corrected here as from the device. */
  rules: TypeRulesCache;
}

/** The kinds events of `kinds` have once `change` is made to them. */
function changedKinds(kinds: readonly EventKind[], change: DeviceEventUpdate): EventKind[] {
  return kinds.map((kind) => ({ type: change.type ?? kind.type, code: change.code ?? kind.code }));
}

/** A device's events: only the owner's devices, else 404. */
export function eventsService(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  { writer, rules }: EventsDeps,
) {
  const events = eventsRepository(db);

  /** Refuses events the device's strict type does not declare (400 DATA_REJECTED with the reasons). */
  async function checkKinds(devid: string, devtype: string, kinds: readonly EventKind[]): Promise<void> {
    if (kinds.length === 0) return;
    const typeRules = await rules.of(devid, devtype);
    const details = new Set<string>();
    const rejections = kinds.flatMap((kind) => {
      const rejection = undeclaredEvent(typeRules, kind);
      if (!rejection || details.has(rejection.detail)) return [];
      details.add(rejection.detail);
      return [rejection];
    });
    if (rejections.length > 0) throw AppError.of('DATA_REJECTED', { rejections });
  }

  return {
    async list(scope: DeviceScope, devid: string, query: DeviceEventListQuery): Promise<DeviceEventPage> {
      const device = await ownedDevice(db, scope, devid, query.devtype);
      const page = await events.list(devid, query);
      return pageOfViews(page, (row) => toEventView(row, device.devtype));
    },

    /** Records an event as the device would (same rule, same writer), answered once it is stored. */
    async create(
      scope: DeviceScope,
      devid: string,
      devtype: string | undefined,
      event: DeviceEventCreate,
    ): Promise<DeviceEventView> {
      const device = await ownedDevice(db, scope, devid, devtype);
      await checkKinds(devid, device.devtype, [event]);
      const row = toEventRow(devid, event, clock.now());
      await writer.write({ events: [row] });
      const stored = await events.find(devid, row.id);
      if (!stored) throw AppError.of('NOT_FOUND');
      return toEventView(stored, device.devtype);
    },

    async update(
      scope: DeviceScope,
      devid: string,
      eventid: string,
      devtype: string | undefined,
      change: DeviceEventUpdate,
    ): Promise<DeviceEventView> {
      const device = await ownedDevice(db, scope, devid, devtype);
      if (change.type !== undefined || change.code !== undefined) {
        const before = await events.find(devid, eventid);
        if (!before) throw AppError.of('NOT_FOUND');
        await checkKinds(devid, device.devtype, changedKinds([toEventView(before, device.devtype)], change));
      }
      const changed = await events.update(devid, eventid, changeSet(change, clock.now()));
      const stored = changed ? await events.find(devid, eventid) : undefined;
      if (!stored) throw AppError.of('NOT_FOUND');
      return toEventView(stored, device.devtype);
    },

    async remove(
      scope: DeviceScope,
      devid: string,
      eventids: readonly string[],
      devtype?: string,
    ): Promise<DeviceEventsDeleted> {
      await ownedDevice(db, scope, devid, devtype);
      return { deleted: await events.deleteIds(devid, eventids) };
    },

    /** Deletes the events matching a filter or range; an empty filter and range is refused (400). */
    async removeMatching(
      scope: DeviceScope,
      devid: string,
      query: DeviceEventDeleteQuery,
    ): Promise<DeviceEventsDeleted> {
      await ownedDevice(db, scope, devid, query.devtype);
      requireMatch(query);
      return { deleted: await events.deleteMatching(devid, query) };
    },

    /** Makes one change to every event matching a filter or range (400 when neither is given). */
    async updateMatching(
      scope: DeviceScope,
      devid: string,
      query: DeviceEventUpdateQuery,
      change: DeviceEventUpdate,
    ): Promise<DeviceEventsUpdated> {
      const device = await ownedDevice(db, scope, devid, query.devtype);
      requireMatch(query);
      if (change.type !== undefined || change.code !== undefined)
        await checkKinds(devid, device.devtype, changedKinds(await events.kinds(devid, query), change));
      return { updated: await events.updateMatching(devid, query, changeSet(change, clock.now())) };
    },
  };
}
