import type { DeviceStatus } from '@fleetkey/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/kysely';
import { backoffDelay, type Backoff } from '../../../platform/bus/backoff';
import type { Bus } from '../../../platform/bus/bus';
import type { Clock } from '../../../platform/clock';
import { deviceAuthRepository } from './device-auth.repository';
import { presenceRepository, type PresenceChange } from './presence.repository';

/**
 * Device status as connections and status messages report it. Changes are written like the telemetry,
 * grouped: a broker restart reconnects thousands of devices at once, and one device's changes within
 * one write collapse to its last status (keeping both times when it came and went).
 */
export interface Presence {
  /** A status a device published (or its last will). */
  reported(devid: string, status: DeviceStatus): void;
  /** A device connection opened (embedded broker): online with its first connection. */
  connected(devid: string, devtype: string): void;
  /** A device connection closed: offline with its last one, and its sub-devices with it. */
  disconnected(devid: string, devtype: string): void;
  /** Whether the device holds a connection to this node's embedded broker. */
  isConnected(devid: string): boolean;
  /** Marks every device still connected here offline, and writes what is pending. */
  close(): Promise<void>;
}

/** Waits between tries of a status write while the database is away: 0.5 s doubling to 15 s, jittered. */
const STATUS_RETRY: Backoff = { baseMs: 500, capMs: 15_000 };

/**
 * Starts presence; `announce` publishes connection changes as status messages for live watchers;
 * `cameOnline` hears a device that reported itself online; `statusChanged` hears every status recorded.
 */
export function createPresence(
  db: Db,
  bus: Bus,
  clock: Clock,
  log: FastifyBaseLogger,
  announce: boolean,
  cameOnline: (devid: string) => void = () => undefined,
  statusChanged: (devid: string, status: DeviceStatus) => void = () => undefined,
): Presence {
  const repository = presenceRepository(db);
  const devices = deviceAuthRepository(db);
  const pending = new Map<string, PresenceChange>();
  const connections = new Map<string, { devtype: string; count: number }>();
  let running: Promise<void> | undefined;

  let closing = false;
  let failures = 0;
  // Changes that failed to be written go back in line behind any newer change of the same device (whose
  // status wins; the older one's coming and going times are kept where the newer has none).
  const putBack = (changes: readonly PresenceChange[]) => {
    for (const change of changes) {
      const newer = pending.get(change.devid);
      pending.set(
        change.devid,
        newer
          ? {
              ...newer,
              onlineAt: newer.onlineAt ?? change.onlineAt,
              offlineAt: newer.offlineAt ?? change.offlineAt,
            }
          : change,
      );
    }
  };
  const flush = async () => {
    while (pending.size > 0) {
      const changes = [...pending.values()];
      pending.clear();
      try {
        await repository.apply(changes);
        failures = 0;
      } catch (error) {
        log.error({ err: error, devices: changes.length }, 'device status not written');
        // A shutdown with the database away gives up rather than hang; otherwise it waits and tries again.
        if (closing) return;
        putBack(changes);
        const wait = backoffDelay(failures++, STATUS_RETRY);
        await new Promise((resolve) => setTimeout(resolve, wait).unref());
      }
    }
  };
  const kick = () => {
    running ??= flush().finally(() => {
      running = undefined;
    });
  };

  const record = (devid: string, status: DeviceStatus) => {
    const at = clock.now();
    const current = pending.get(devid);
    pending.set(devid, {
      devid,
      status,
      onlineAt: status === 'online' ? at : current?.onlineAt,
      offlineAt: status === 'offline' ? at : current?.offlineAt,
    });
    kick();
    statusChanged(devid, status);
  };
  const tell = (devid: string, devtype: string, status: DeviceStatus) => {
    if (!announce) return;
    bus
      .publish(`dev/${devtype}/${devid}/status`, JSON.stringify({ status }))
      .catch((error: unknown) => log.warn({ err: error }, 'device status not announced'));
  };

  // A gateway that goes away takes its sub-devices with it: they are reached only through it. They come
  // back as the gateway reports them again.
  const subdevicesOffline = (gwid: string) => {
    devices
      .subdevices([gwid])
      .then((subs) => {
        for (const sub of subs) {
          record(sub.devid, 'offline');
          tell(sub.devid, sub.devtype, 'offline');
        }
      })
      .catch((error: unknown) => log.warn({ err: error, devid: gwid }, 'sub-devices not marked offline'));
  };

  return {
    reported(devid, status) {
      record(devid, status);
      if (status === 'offline') subdevicesOffline(devid);
      if (status === 'online') cameOnline(devid);
    },
    isConnected: (devid) => connections.has(devid),
    connected(devid, devtype) {
      const entry = connections.get(devid) ?? { devtype, count: 0 };
      entry.count += 1;
      connections.set(devid, entry);
      if (entry.count > 1) return;
      record(devid, 'online');
      tell(devid, devtype, 'online');
    },
    disconnected(devid, devtype) {
      const entry = connections.get(devid);
      if (!entry) return;
      entry.count -= 1;
      if (entry.count > 0) return;
      connections.delete(devid);
      record(devid, 'offline');
      tell(devid, devtype, 'offline');
      subdevicesOffline(devid);
    },
    async close() {
      for (const devid of connections.keys()) record(devid, 'offline');
      connections.clear();
      closing = true;
      while (running) await running;
    },
  };
}
