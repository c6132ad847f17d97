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

/** A device's events: only the owner's devices, else 404. */
export function eventsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>, writer: IngestWriter) {
  const events = eventsRepository(db);
  return {
    async list(scope: DeviceScope, devid: string, query: DeviceEventListQuery): Promise<DeviceEventPage> {
      const device = await ownedDevice(db, scope, devid, query.devtype);
      const page = await events.list(devid, query);
      return pageOfViews(page, (row) => toEventView(row, device.devtype));
    },

    /** Records an event through the same writer as the device's own, answered once it is stored. */
    async create(
      scope: DeviceScope,
      devid: string,
      devtype: string | undefined,
      event: DeviceEventCreate,
    ): Promise<DeviceEventView> {
      const device = await ownedDevice(db, scope, devid, devtype);
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
      await ownedDevice(db, scope, devid, query.devtype);
      requireMatch(query);
      return { updated: await events.updateMatching(devid, query, changeSet(change, clock.now())) };
    },
  };
}
