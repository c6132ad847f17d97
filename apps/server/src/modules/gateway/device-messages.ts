import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { CommandReplies } from '../commands/command-replies';
import { toEventRow } from '../events/event-rows';
import type { IngestWriter } from '../telemetry/ingest-writer';
import { toPointRows } from '../telemetry/telemetry-rows';
import { parseDataPayload, parseEventPayload, parseStatusPayload } from './device-payloads';
import type { Presence } from './presence';
import type { DeviceTopic } from './topic-acl';

// Bad payloads are dropped with a warning, at most one per device a minute so a broken device cannot
// flood the log.
const WARN_INTERVAL_MS = 60_000;

/** What a device message needs on its way in. */
export interface DeviceMessageDeps {
  writer: IngestWriter;
  stamp: (devid: string) => number;
  presence: Presence;
  replies: CommandReplies;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Handles one message of a device (its sender already allowed to publish it). Settles once the message is
 * stored when `durable` (QoS 1: the acknowledgement waits for it); otherwise as soon as it is queued.
 */
export type DeviceMessageHandler = (topic: DeviceTopic, payload: Buffer, durable: boolean) => Promise<void>;

/** The one entry of device messages, from the embedded broker's gate and from an external broker alike. */
export function createDeviceMessages({
  writer,
  stamp,
  presence,
  replies,
  clock,
  log,
}: DeviceMessageDeps): DeviceMessageHandler {
  const warned = new Map<string, number>();
  const dropped = (topic: DeviceTopic) => {
    const now = clock.now();
    if ((warned.get(topic.devid) ?? 0) + WARN_INTERVAL_MS > now) return;
    warned.set(topic.devid, now);
    log.warn({ devid: topic.devid, kind: topic.kind }, 'device message dropped: payload does not parse');
  };
  const store = async (write: Promise<void>, durable: boolean) => {
    if (durable) return write;
    // QoS 0 promised nothing; a write that fails is logged by the writer.
    write.catch(() => undefined);
  };

  return async (topic, payload, durable) => {
    switch (topic.kind) {
      case 'data': {
        const upload = parseDataPayload(payload);
        if (!upload) return dropped(topic);
        return store(writer.write({ points: toPointRows(topic.devid, upload, stamp) }), durable);
      }
      case 'event': {
        const event = parseEventPayload(payload);
        if (!event) return dropped(topic);
        return store(writer.write({ events: [toEventRow(topic.devid, event, clock.now())] }), durable);
      }
      case 'status': {
        const status = parseStatusPayload(payload);
        if (!status) return dropped(topic);
        return presence.reported(topic.devid, status);
      }
      case 'cmd_reply':
        return replies.received(topic.devid, payload);
    }
  };
}
