import {
  dashboardDeviceStatus,
  deviceTableStatus,
  parseDeviceTopic,
  type LiveNotify,
} from '@fleetkey/contract';
import type { ToNotify } from '../../../platform/live/live-hub';
import { CAN_DECODED_KIND } from '../dbc/ingest/can-ingest';
import { toPointRows, toTelemetryRows } from '../telemetry/telemetry-rows';
import {
  parseDataPayload,
  parseEventPayload,
  parseReplyPayload,
  parseStatusPayload,
} from './device-payloads';

/**
 * Device messages as live watchers get them: parsed the way the ingest parses them, so the live page
 * shows what history will hold (a row without its own time carries this node's receive time).
 */
export function createLiveNotify(now: () => number, stamp: (devid: string) => number): ToNotify {
  return (topic, payload) => {
    // Decoded CAN signals are shown as the device's data (the node that stored them announces them).
    const shown = topic.endsWith(`/${CAN_DECODED_KIND}`)
      ? `${topic.slice(0, -CAN_DECODED_KIND.length)}data`
      : topic;
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
        const upload = parseDataPayload(payload);
        return upload
          ? { ...head, msgtype: 'data', payload: toTelemetryRows(toPointRows(parsed.devid, upload, stamp)) }
          : null;
      }
      case 'event': {
        const event = parseEventPayload(payload);
        return event
          ? {
              ...head,
              msgtype: 'event',
              payload: {
                type: event.type,
                code: event.code,
                desc: event.desc,
                data: event.data,
                time: event.time ?? head.time,
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
