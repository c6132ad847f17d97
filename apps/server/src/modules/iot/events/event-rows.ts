import type { DeviceEventCreate, DeviceEventType, DeviceEventView } from '@fleetkey/contract';
import type { Insertable, Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DeviceEventsTable } from '../../../db/schema';

/** A new event row of a device; an event without a time happened when it was received. */
export function toEventRow(
  devid: string,
  event: DeviceEventCreate,
  now: number,
): Insertable<DeviceEventsTable> {
  return {
    id: randomUUID(),
    devid,
    type: event.type,
    code: event.code,
    description: event.desc,
    data: event.data === null ? null : JSON.stringify(event.data),
    time: event.time ?? now,
    createdAt: now,
    updatedAt: now,
  };
}

/** A stored event as the calls answer it. */
export function toEventView(row: Selectable<DeviceEventsTable>, devtype: string): DeviceEventView {
  return {
    eventid: row.id,
    devid: row.devid,
    devtype,
    type: row.type as DeviceEventType,
    code: row.code,
    desc: row.description,
    data: row.data === null ? null : (JSON.parse(row.data) as Record<string, unknown>),
    time: row.time,
    isodate: new Date(row.time).toISOString(),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
