import {
  dashboardDeviceStatus,
  deviceTableStatus,
  parseDeviceTopic,
  type LiveNotify,
} from '@fleetkey/contract';
import type { ToNotify } from '../../../platform/live/live-hub';
import { CAN_DECODED_KIND } from '../dbc/ingest/can-ingest';
import { toPointRows, toTelemetryRows } from '../telemetry/telemetry-rows';
import { STAMPED_DATA_KIND, STAMPED_EVENT_KIND } from './live-announce';
import {
  parseDataPayload,
  parseEventPayload,
  parseReplyPayload,
  parseStatusPayload,
} from './device-payloads';

/** Kinds the storing node announces (live-announce.ts, can-ingest.ts), and the kind each is shown as. */
const ANNOUNCED: Record<string, 'data' | 'event'> = {
  [CAN_DECODED_KIND]: 'data',
  [STAMPED_DATA_KIND]: 'data',
  [STAMPED_EVENT_KIND]: 'event',
};

/**
 * Device messages as live watchers get them: parsed the way the ingest parses them, so the live page
 * shows what history holds. Rows and events without their own time are left to the announcement of the
 * node that stored them, which carries the stored time: stamping them here again was a few ms off.
 */
export function createLiveNotify(now: () => number): ToNotify {
  return (topic, payload) => {
    const kind = topic.slice(topic.lastIndexOf('/') + 1);
    const as = ANNOUNCED[kind];
    const announced = as !== undefined;
    const shown = announced ? `${topic.slice(0, -kind.length)}${as}` : topic;
    const parsed = parseDeviceTopic(shown);
    if (!parsed) return null;
    const head = {
      type: 'notify' as const,
      topic: shown,
      devtype: parsed.devtype,
      devid: parsed.devid,
      time: now(),
    };
    switch (parsed.msgtype) {
      case 'data': {
        const timed = (parseDataPayload(payload) ?? []).filter((row) => row.time !== undefined);
        if (timed.length === 0) return null;
        // Every row has its time: the stamp is never asked for.
        const rows = toTelemetryRows(toPointRows(parsed.devid, timed, () => head.time));
        return { ...head, msgtype: 'data', payload: rows };
      }
      case 'event': {
        const event = parseEventPayload(payload);
        return event?.time !== undefined
          ? {
              ...head,
              msgtype: 'event',
              payload: {
                type: event.type,
                code: event.code,
                desc: event.desc,
                data: event.data,
                time: event.time,
              },
            }
          : null;
      }
      case 'status': {
        const status = parseStatusPayload(payload);
        return status
          ? {
              ...head,
              msgtype: 'status',
              payload: {
                status,
                tableStatus: deviceTableStatus(status),
                dashboardStatus: dashboardDeviceStatus(status),
              },
            }
          : null;
      }
      case 'cmd_reply': {
        const reply = parseReplyPayload(payload);
        return reply ? ({ ...head, msgtype: 'cmd_reply', payload: reply } satisfies LiveNotify) : null;
      }
    }
  };
}
