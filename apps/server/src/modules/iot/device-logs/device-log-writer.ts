import {
  DEVICE_ID_MAX,
  DEVICE_LOG_DETAIL_MAX,
  DEVICE_LOG_ENTRIES_PER_MINUTE,
  DEVICE_LOG_RETENTION_MS,
  type DeviceConnectionEvent,
  type DeviceConnectionReason,
  type DeviceRejectionReason,
} from '@fleetkey/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/kysely';
import type {
  DeviceConnectionsTable,
  DeviceRejectionCountsTable,
  DeviceRejectionsTable,
} from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { deviceLogsRepository } from './device-logs.repository';
import { createLogThrottle } from './log-throttle';
import { payloadHead } from './payload-head';

// The device logs are for the owner to read, never part of ingest: recording only queues an entry and
// returns, a batch is written a moment later, and a batch that fails is dropped with a warn line. Each
// device keeps at most DEVICE_LOG_ENTRIES_PER_MINUTE entries of each log a minute on a node; further
// rejections are only counted (per hour), so a device sending garbage as fast as it can costs a few rows.

/** How long entries gather before a batch is written. */
const FLUSH_DELAY_MS = 50;
/** Entries waiting beyond this are dropped (the database is away or far behind). */
const PENDING_MAX = 10_000;
/** How often a node deletes entries past their 7 days. */
const SWEEP_INTERVAL_MS = 3_600_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** At most one warn line this often about batches not written. */
const WARN_INTERVAL_MS = 60_000;

/** A message, row or point a device sent that was not stored. */
export interface RejectionEntry {
  devid: string;
  topic: string;
  reason: DeviceRejectionReason;
  detail: string;
  payload: Buffer;
}

/** Something that happened on a device's connection. */
export interface ConnectionEntry {
  devid: string;
  event: DeviceConnectionEvent;
  clientId: string;
  remoteAddress: string | undefined;
  reason?: DeviceConnectionReason;
  detail?: string;
}

/** Where the gateway leaves what the owner should see; never throws, never waits. */
export interface DeviceLogWriter {
  rejected(entry: RejectionEntry): void;
  connection(entry: ConnectionEntry): void;
  /** Writes what is queued, then takes no more. */
  close(): Promise<void>;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Starts a node's device log writer. */
export function createDeviceLogWriter(db: Db, clock: Clock, log: FastifyBaseLogger): DeviceLogWriter {
  const repo = deviceLogsRepository(db);
  const now = () => clock.now();
  const rejectionThrottle = createLogThrottle(MINUTE_MS, now);
  const connectionThrottle = createLogThrottle(MINUTE_MS, now);
  let rejections: Insertable<DeviceRejectionsTable>[] = [];
  let connections: Insertable<DeviceConnectionsTable>[] = [];
  let counts = new Map<string, DeviceRejectionCountsTable>();
  let running: Promise<void> | undefined;
  let closed = false;
  let sweptAt = 0;
  let warnedAt = 0;
  let sequence = 0;

  // Ids sort like the entries were made on this node, so entries of one millisecond keep their order.
  const newId = (time: number) =>
    `${time.toString(36).padStart(9, '0')}${(sequence++ % 36 ** 4).toString(36).padStart(4, '0')}${randomBytes(6).toString('hex')}`;
  const full = () => rejections.length + connections.length >= PENDING_MAX;

  const kick = () => {
    running ??= drain().finally(() => {
      running = undefined;
      if (!closed && rejections.length + connections.length + counts.size > 0) kick();
    });
  };

  async function drain(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, FLUSH_DELAY_MS));
    const batch = { rejections, connections, counts: [...counts.values()] };
    rejections = [];
    connections = [];
    counts = new Map();
    try {
      await repo.write(batch);
      if (now() - sweptAt >= SWEEP_INTERVAL_MS) {
        sweptAt = now();
        await repo.sweep(now() - DEVICE_LOG_RETENTION_MS);
      }
    } catch (error) {
      if (now() - warnedAt >= WARN_INTERVAL_MS) {
        warnedAt = now();
        log.warn({ err: error }, 'device rejections and connection log entries not written; dropped');
      }
    }
  }

  return {
    rejected({ devid, topic, reason, detail, payload }) {
      if (closed) return;
      const time = now();
      const hour = time - (time % HOUR_MS);
      const key = `${devid}\n${hour}`;
      const count = counts.get(key);
      if (count) count.count += 1;
      else counts.set(key, { devid, hour, count: 1 });
      const taken = rejectionThrottle.take(devid);
      // The server's own log hears of a device's rejections once a minute, as before there was a list.
      if (taken === 1) log.warn({ devid, topic, reason, detail }, 'device message rejected');
      if (taken <= DEVICE_LOG_ENTRIES_PER_MINUTE && !full()) {
        rejections.push({
          id: newId(time),
          devid,
          time,
          topic: clip(topic, 256),
          reason,
          detail: clip(detail, DEVICE_LOG_DETAIL_MAX),
          payloadHead: payloadHead(payload),
        });
      }
      kick();
    },

    connection({ devid, event, clientId, remoteAddress, reason, detail }) {
      // An id no device can have (none, or too long) is a refused sign-in that is only logged.
      if (closed || devid.length === 0 || devid.length > DEVICE_ID_MAX) return;
      if (connectionThrottle.take(devid) > DEVICE_LOG_ENTRIES_PER_MINUTE || full()) return;
      const time = now();
      connections.push({
        id: newId(time),
        devid,
        time,
        event,
        clientId: clip(clientId, 256),
        remoteAddress: clip(remoteAddress ?? '', 64),
        reason: reason ?? null,
        detail: clip(detail ?? '', DEVICE_LOG_DETAIL_MAX),
      });
      kick();
    },

    async close() {
      while (running) await running;
      closed = true;
      if (rejections.length + connections.length + counts.size > 0) await drain();
    },
  };
}
