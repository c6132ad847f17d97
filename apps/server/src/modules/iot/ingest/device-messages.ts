import { DEVICE_LOG_DETAIL_MAX } from '@fleetkey/contract';
import { createHash } from 'node:crypto';
import type { Bus } from '../../../platform/bus/bus';
import type { Clock } from '../../../platform/clock';
import type { CommandReplies } from '../commands/command-replies';
import type { CanIngest } from '../dbc/ingest/can-ingest';
import type { DeviceLogWriter } from '../device-logs/device-log-writer';
import type { TypeRulesCache } from '../devtypes/type-rules-cache';
import { toEventRow } from '../events/event-rows';
import type { OtaReports } from '../firmware/ota-reports';
import type { RuleEngine } from '../rules/engine/rule-engine';
import type { IngestOutcome } from '../telemetry/batch-commit';
import type { IngestWriter } from '../telemetry/ingest-writer';
import { toPointRows } from '../telemetry/telemetry-rows';
import { keepDeclared, type Rejection } from './data-rows';
import { undeclaredEvent } from './declared-events';
import { readDataPayload, readEventPayload, readStatusPayload } from './device-payloads';
import { announce, dataPayloads, STAMPED_DATA_KIND, STAMPED_EVENT_KIND } from './live-announce';
import type { Presence } from './presence';
import type { DeviceTopic } from './topic-acl';

/** What a device message needs on its way in. */
export interface DeviceMessageDeps {
  writer: IngestWriter;
  stamp: (devid: string) => number;
  presence: Presence;
  replies: CommandReplies;
  clock: Clock;
  /** The device types' rules, which strict types enforce on data and events. */
  rules: TypeRulesCache;
  /** Where what is not stored is left for the owner (best-effort: it never fails or delays a message). */
  logs: DeviceLogWriter;
  /** Firmware versions and update progress. */
  ota: OtaReports;
  /** Evaluates rules on what was stored. */
  ruleEngine: RuleEngine;
  /** Raw CAN frames: stored, and decoded into points. */
  can: CanIngest;
  /** Where rows and events stamped here are announced to live watchers (live-announce.ts). */
  bus: Pick<Bus, 'publish'>;
}

/** How a message came. */
export interface Delivery {
  /** QoS 1: the acknowledgement waits until the message is stored. */
  durable: boolean;
  /** The sender marked it a redelivery (DUP): it may have been stored already. */
  redelivered: boolean;
}

/**
 * Handles one message of a device (its sender already allowed to publish it). Settles once the message is
 * stored when durable; otherwise as soon as it is queued. A message or part of one that is rejected
 * settles too, so it is acknowledged: the device would only send the same refused bytes again.
 */
export type DeviceMessageHandler = (topic: DeviceTopic, payload: Buffer, delivery: Delivery) => Promise<void>;

/** A digest of a message's bytes: how a redelivery of a message whose rows the server stamped is known. */
function digestOf(payload: Buffer): string {
  return createHash('sha256').update(payload).digest('base64url').slice(0, 22);
}

/** The one entry of device messages, from the embedded broker's gate and from an external broker alike. */
export function createDeviceMessages({
  writer,
  stamp,
  presence,
  replies,
  clock,
  rules,
  logs,
  ota,
  ruleEngine,
  can,
  bus,
}: DeviceMessageDeps): DeviceMessageHandler {
  const store = async (write: Promise<unknown>, durable: boolean) => {
    if (durable) return void (await write);
    // QoS 0 promised nothing; a write that fails is logged by the writer.
    write.catch(() => undefined);
  };

  return async (topic, payload, { durable, redelivered }) => {
    const name = `dev/${topic.devtype}/${topic.devid}/${topic.kind}`;
    const reject = (rejections: readonly Rejection[]) => {
      for (const { reason, detail } of rejections)
        logs.rejected({ devid: topic.devid, topic: name, reason, detail, payload });
    };
    // Stored, but values the device sent earlier for the same time were given up: the owner is told.
    const noteReplaced = ({ replaced }: IngestOutcome) => {
      for (const { devid, time, keys } of replaced) {
        const detail = `time ${time}: ${keys.join(', ')}`.slice(0, DEVICE_LOG_DETAIL_MAX);
        logs.rejected({ devid, topic: name, reason: 'VALUES_REPLACED', detail, payload });
      }
    };
    switch (topic.kind) {
      case 'data': {
        const split = readDataPayload(payload, clock.now());
        // The type is read only for a message with something to store (a failure here holds the message
        // unacknowledged and retried, like a failed write).
        const checked =
          split.rows.length > 0 ? keepDeclared(split, await rules.of(topic.devid, topic.devtype)) : split;
        reject(checked.rejections);
        if (checked.rows.length === 0) return;
        const points = toPointRows(topic.devid, checked.rows, stamp);
        const receipt = points.some((point) => point.stamped)
          ? { digest: digestOf(payload), redelivered }
          : undefined;
        const stored = writer.write({ points, receipt }).then((outcome) => {
          noteReplaced(outcome);
          ruleEngine.onPoints(topic.devid, topic.devtype, points);
          if (receipt)
            announce(bus, topic, STAMPED_DATA_KIND, dataPayloads(points.filter((point) => point.stamped)));
        });
        return store(stored, durable);
      }
      case 'event': {
        const event = readEventPayload(payload, clock.now());
        if (event.rejection) return reject([event.rejection]);
        const undeclared = undeclaredEvent(await rules.of(topic.devid, topic.devtype), event.value);
        if (undeclared) return reject([undeclared]);
        const row = toEventRow(topic.devid, event.value, clock.now());
        const stored = writer.write({ events: [row] }).then(() => {
          ruleEngine.onEvent(topic.devid, topic.devtype, event.value);
          if (event.value.time === undefined)
            announce(bus, topic, STAMPED_EVENT_KIND, [JSON.stringify({ ...event.value, time: row.time })]);
        });
        return store(stored, durable);
      }
      case 'status': {
        const status = readStatusPayload(payload);
        if (status.rejection) return reject([status.rejection]);
        return presence.reported(topic.devid, status.value);
      }
      case 'can': {
        const { rejections, stored } = await can(topic.devtype, topic.devid, payload, redelivered);
        reject(rejections);
        return stored ? store(stored, durable) : undefined;
      }
      case 'cmd_reply':
        return replies.received(topic.devid, payload);
      case 'attributes':
      case 'ota_progress': {
        // Small and rare: applied before the acknowledgement whatever the QoS.
        const rejection =
          topic.kind === 'attributes'
            ? await ota.attributes(topic.devid, payload)
            : await ota.progress(topic.devid, payload);
        if (rejection) reject([rejection]);
        return;
      }
    }
  };
}
