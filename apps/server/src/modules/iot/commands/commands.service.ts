import {
  rawDataIssue,
  VALIDATION_MESSAGES as M,
  type CommandBody,
  type CommandListQuery,
  type CommandPage,
  type CommandQuery,
  type CommandView,
  type MulticastMode,
  type MulticastResult,
  type RawCommandQuery,
} from '@fleetkey/contract';
import type { Insertable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import type { DeviceCommandsTable } from '../../../db/schema';
import { AppError } from '../../../platform/errors/app-error';
import { deviceAuthRepository } from '../ingest/device-auth.repository';
import { requireDeclaredByEach, requireDeclaredCommand } from '../devtypes/declared-commands';
import { ownedDevice } from '../devices/owned-device';
import type { DeviceRow } from '../devices/devices.repository';
import type { CommandDelivery } from './command-delivery';
import type { CommandReplies } from './command-replies';
import { commandMessage, commandTopic, decodeRaw, toCommandView } from './command-view';
import { commandsRepository } from './commands.repository';
import type { DeviceScope } from '../../../platform/auth/iot-actor';
import { pageOfViews } from '../../../db/paging';

/** Commands to the user's devices (iot-console.md §7 commands; ARCHITECTURE.md "A command"). */
export function commandsService(
  { db, bus, clock }: Pick<AppContext, 'db' | 'bus' | 'clock'>,
  { replies, delivery }: { replies: CommandReplies; delivery: CommandDelivery },
) {
  const commands = commandsRepository(db);

  const record = (
    devid: string,
    cmd: string,
    fields: Partial<Insertable<DeviceCommandsTable>>,
  ): Insertable<DeviceCommandsTable> => ({
    id: randomUUID(),
    devid,
    cmd,
    cmdtype: 'unconfirmed',
    datatype: 'json',
    params: '{}',
    state: 'sent',
    timeoutMs: null,
    sentAt: clock.now(),
    ...fields,
  });

  async function stored(id: string, devtype: string): Promise<CommandView> {
    const row = await commands.find(id);
    if (!row) throw AppError.of('NOT_FOUND');
    return toCommandView(row, devtype);
  }

  // Checked before the command is recorded, so a command that could not go out is not listed as sent.
  const requireBroker = () => {
    if (!bus.link().up) throw AppError.of('BROKER_UNAVAILABLE');
  };
  // A command to a device that cannot hear it is refused at once rather than left to time out.
  const requireReachable = (device: DeviceRow) => {
    if (!delivery.reachable(device)) throw AppError.of('DEVICE_OFFLINE', { devid: device.devid });
  };

  return {
    /**
     * Publishes a command. Unconfirmed: answered at once (state sent). Confirmed: answered with the
     * device's reply, or 504 COMMAND_TIMEOUT after `timeout` ms (the command is then recorded as timeout).
     * A platform command (UDS diagnostics) is the server's own, not part of the type's model, so a strict
     * type need not declare it.
     */
    async send(
      scope: DeviceScope,
      devid: string,
      cmd: string,
      query: CommandQuery,
      params: CommandBody,
      { platform = false }: { platform?: boolean } = {},
    ): Promise<CommandView> {
      const device = await ownedDevice(db, scope, devid, query.devtype);
      if (!platform) await requireDeclaredCommand(db, scope.ownerId, device.devtype, cmd, params);
      requireBroker();
      const confirmed = query.cmdtype === 'confirmed';
      const fields = {
        cmdtype: query.cmdtype,
        params: JSON.stringify(params),
        timeoutMs: confirmed ? query.timeout : null,
      };
      if (!delivery.reachable(device)) {
        if (!query.queue) throw AppError.of('DEVICE_OFFLINE', { devid });
        // Published when the device is back (command-delivery.ts); its reply is recorded whenever it comes.
        // One reading of the clock for both: the expiry is exactly `expiry` after the recorded time.
        const now = clock.now();
        const queued = record(devid, cmd, {
          ...fields,
          state: 'queued',
          sentAt: now,
          expiresAt: now + query.expiry,
        });
        await commands.insert([queued]);
        return stored(queued.id, device.devtype);
      }
      const row = record(devid, cmd, fields);
      await commands.insert([row]);
      // Waiting starts before publishing: a nearby device can answer before publish() returns.
      const reply = confirmed ? replies.expect(row.id, devid, query.timeout) : undefined;
      await bus.publish(commandTopic(device.devtype, devid, cmd), commandMessage(row, params), 1);
      if (reply && (await reply) === null) {
        await commands.markTimedOut(row.id, clock.now());
        throw AppError.of('COMMAND_TIMEOUT', { id: row.id });
      }
      return stored(row.id, device.devtype);
    },

    /**
     * Publishes raw bytes (hex by default) as the command's whole payload; never confirmed (no id to echo).
     * To an offline device it is queued like a JSON command when `queue` is set, and its bytes go out when
     * the device is back (command-delivery.ts).
     */
    async sendRaw(
      scope: DeviceScope,
      devid: string,
      cmd: string,
      query: RawCommandQuery,
      data: string,
    ): Promise<CommandView> {
      const { datatype } = query;
      const device = await ownedDevice(db, scope, devid, query.devtype);
      await requireDeclaredCommand(db, scope.ownerId, device.devtype, cmd);
      const issue = rawDataIssue(data, datatype);
      const bytes = decodeRaw(data, datatype);
      if (issue || !bytes) {
        const fields = [{ location: 'body', path: 'data', message: issue ?? M.invalidType }];
        throw new AppError(400, 'VALIDATION_FAILED', `body.data: not ${datatype}`, { fields });
      }
      requireBroker();
      if (!delivery.reachable(device)) {
        if (!query.queue) throw AppError.of('DEVICE_OFFLINE', { devid });
        const now = clock.now();
        const queued = record(devid, cmd, {
          datatype,
          params: data,
          state: 'queued',
          sentAt: now,
          expiresAt: now + query.expiry,
        });
        await commands.insert([queued]);
        return stored(queued.id, device.devtype);
      }
      const row = record(devid, cmd, { datatype, params: data });
      await commands.insert([row]);
      await bus.publish(commandTopic(device.devtype, devid, cmd), bytes, 1);
      return stored(row.id, device.devtype);
    },

    async list(scope: DeviceScope, devid: string, query: CommandListQuery): Promise<CommandPage> {
      const device = await ownedDevice(db, scope, devid, query.devtype);
      await commands.expireQueued(devid, clock.now());
      const page = await commands.list(devid, query);
      return pageOfViews(page, (row) => toCommandView(row, device.devtype));
    },

    /** A command to a gateway's sub-devices, unconfirmed (contract MulticastResult says how each mode goes out). */
    async multicast(
      scope: DeviceScope,
      mode: MulticastMode,
      gwid: string,
      cmd: string,
      params: CommandBody,
    ): Promise<MulticastResult> {
      const gateway = await ownedDevice(db, scope, gwid);
      const subdevs = await deviceAuthRepository(db).subdevices([gwid]);
      // Checked like a command to one device, against the type of each device it is recorded for: the
      // gateway's (gwb, one command it relays) or each sub-device's (gwr, one command each).
      const receivers = mode === 'gwb' ? [gateway.devtype] : subdevs.map((sub) => sub.devtype);
      await requireDeclaredByEach(db, scope.ownerId, receivers, cmd, params);
      requireBroker();
      requireReachable(gateway);
      const multicast = { multicastMode: mode, multicastGwid: gwid, params: JSON.stringify(params) };
      const sends =
        mode === 'gwb'
          ? [
              {
                devtype: gateway.devtype,
                row: record(gwid, cmd, multicast),
                extra: { multicast: mode, subdevs: subdevs.map((s) => s.devid) },
              },
            ]
          : subdevs.map((sub) => ({
              devtype: sub.devtype,
              row: record(sub.devid, cmd, multicast),
              extra: { multicast: mode, gwid },
            }));
      await commands.insert(sends.map((send) => send.row));
      for (const { devtype, row, extra } of sends) {
        await bus.publish(commandTopic(devtype, row.devid, cmd), commandMessage(row, params, extra), 1);
      }
      const views = await Promise.all(sends.map(({ row, devtype }) => stored(row.id, devtype)));
      return { mode, gwid, cmd, subdevs: subdevs.map((s) => s.devid), commands: views };
    },
  };
}
