import type { RawDataType } from '@fleetkey/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/kysely';
import type { Bus } from '../../../platform/bus/bus';
import type { Clock } from '../../../platform/clock';
import type { DeviceRow } from '../devices/devices.repository';
import { commandMessage, commandTopic, decodeRaw } from './command-view';
import { commandsRepository } from './commands.repository';

/** Whether a device can take a command now, and the delivery of what waited for it. */
export interface CommandDelivery {
  /** The device (or the gateway it is reached through) is connected. */
  reachable(device: Pick<DeviceRow, 'devid' | 'status' | 'gatewayDevid'>): boolean;
  /** Publishes the device's queued commands that are still due: it is back and listening. */
  deliverQueued(devid: string, devtype: string): void;
}

/**
 * On the embedded broker a device is reachable while it (or its gateway) holds a connection to this node;
 * on an external broker, while its last reported status is not `offline`.
 */
export function createCommandDelivery(
  db: Db,
  bus: Bus,
  clock: Clock,
  log: FastifyBaseLogger,
  isConnected: (devid: string) => boolean,
): CommandDelivery {
  const commands = commandsRepository(db);
  return {
    reachable(device) {
      if (bus.mode === 'external') return device.status !== 'offline';
      return isConnected(device.devid) || (device.gatewayDevid !== null && isConnected(device.gatewayDevid));
    },

    deliverQueued(devid, devtype) {
      const deliver = async () => {
        const now = clock.now();
        await commands.expireQueued(devid, now);
        for (const row of await commands.claimQueued(devid, now)) {
          const topic = commandTopic(devtype, devid, row.cmd);
          // A raw command's bytes go out as they would have at once; it was checked when it was queued.
          const payload =
            row.datatype === 'json'
              ? commandMessage(row, JSON.parse(row.params) as unknown)
              : decodeRaw(row.params, row.datatype as RawDataType);
          if (payload) await bus.publish(topic, payload, 1);
          log.info({ event: 'queued_command_sent', devid, id: row.id, cmd: row.cmd }, 'queued command sent');
        }
      };
      deliver().catch((error: unknown) => log.warn({ err: error, devid }, 'queued commands not delivered'));
    },
  };
}
