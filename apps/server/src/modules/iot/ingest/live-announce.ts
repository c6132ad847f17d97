import { TELEMETRY_ROWS_MAX } from '@fleetkey/contract';
import type { Bus } from '../../../platform/bus/bus';
import { pointValue, type PointRow } from '../telemetry/telemetry-rows';

// What the node that stored a device's message tells live watchers when the stored form is not the sent
// one: rows and events without their own time get the receive time here, and a watcher stamping them
// again would show times a few ms off the stored ones. Devices cannot publish these kinds (they are not
// uplink types) and the ingest does not read them; live-notify.ts shows them as data and events.

/** Kind of stored rows that carried no time of their own (a data payload, every row timed). */
export const STAMPED_DATA_KIND = 'data_stamped';
/** Kind of a stored event that carried no time of its own (an event payload with its stored time). */
export const STAMPED_EVENT_KIND = 'event_stamped';

/** Data payloads of stored points, at most TELEMETRY_ROWS_MAX rows each. */
export function dataPayloads(points: readonly PointRow[]): string[] {
  const rows = new Map<number, Record<string, number | string | boolean>>();
  for (const point of points) {
    const { ts, key } = point;
    let row = rows.get(ts);
    if (!row) rows.set(ts, (row = { time: ts }));
    const value = pointValue(point);
    if (value !== null) row[key] = value;
  }
  const all = [...rows.values()];
  const payloads: string[] = [];
  for (let i = 0; i < all.length; i += TELEMETRY_ROWS_MAX)
    payloads.push(JSON.stringify(all.slice(i, i + TELEMETRY_ROWS_MAX)));
  return payloads;
}

/** Publishes payloads on a device's announcement kind; best-effort (a lost one costs a live update only). */
export function announce(
  bus: Pick<Bus, 'publish'>,
  topic: { devtype: string; devid: string },
  kind: string,
  payloads: readonly string[],
): void {
  for (const body of payloads)
    bus.publish(`dev/${topic.devtype}/${topic.devid}/${kind}`, body).catch(() => undefined);
}
