import {
  COMMAND_DEFAULT_TIMEOUT_MS,
  COMMAND_QUEUE_EXPIRY_DEFAULT_MS,
  ecuHex,
  iotAllows,
  UDS_COMMAND,
  type UdsDtcCommandView,
  type UdsDtcDataPage,
  type UdsDtcDataQuery,
  type UdsAction,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import type { CommandDelivery } from '../commands/command-delivery';
import type { CommandReplies } from '../commands/command-replies';
import { commandsService } from '../commands/commands.service';
import { ownedDevice } from '../devices/owned-device';
import { udsCodesRepository } from './uds-codes.repository';
import { udsDataRepository } from './uds-data.repository';
import { clearDtcRequest, readDtcRequest } from './uds-response';
import { toDtcDataView, type StoredDtc } from './uds-view';
import { pageOfViews } from '../../../db/paging';

/** A diagnostic command as the route passes it (contract udsDtcCommandBodySchema, parsed). */
export interface DtcCommand {
  devid: string;
  channel: string;
  ecu: number;
  action: UdsAction;
  mask: number;
}

/** /uds/dtcCommand and /uds/dtcData: reading or clearing an ECU's DTCs through a device, and its answers. */
export function udsDiagnosticsService(
  context: Pick<AppContext, 'db' | 'bus' | 'clock'>,
  deps: { replies: CommandReplies; delivery: CommandDelivery },
) {
  const { db } = context;
  const commands = commandsService(context, deps);

  return {
    /**
     * Sends the raw UDS request to the device as a `uds` command (unconfirmed: the ECU may take seconds, so
     * the answer is stored when it comes and /uds/dtcData lists it). Needs uds:read besides the route's
     * devices:control.
     */
    async send(actor: IotActor, command: DtcCommand): Promise<UdsDtcCommandView> {
      if (!iotAllows(actor.grants, { resource: 'uds', action: 'read' }))
        throw AppError.of('FORBIDDEN', { resource: 'uds', action: 'read' });
      const request = command.action === 'read' ? readDtcRequest(command.mask) : clearDtcRequest();
      const ecu = ecuHex(command.ecu);
      const sent = await commands.send(
        actor.scope,
        command.devid,
        UDS_COMMAND,
        {
          devtype: undefined,
          cmdtype: 'unconfirmed',
          timeout: COMMAND_DEFAULT_TIMEOUT_MS,
          queue: false,
          expiry: COMMAND_QUEUE_EXPIRY_DEFAULT_MS,
        },
        { channel: command.channel, ecu, action: command.action, request },
        { platform: true },
      );
      return {
        id: sent.id,
        devid: sent.devid,
        channel: command.channel,
        ecu,
        action: command.action,
        request,
        sentAt: sent.sentAt,
      };
    },

    /** A page of the device's answers (404 for a device outside the scope), each DTC described by the catalogue. */
    async list(actor: IotActor, query: UdsDtcDataQuery): Promise<UdsDtcDataPage> {
      await ownedDevice(db, actor.scope, query.devid);
      const page = await udsDataRepository(db).list(query.devid, query, query.command);
      const dtcs = page.result.flatMap((row) => (JSON.parse(row.dtcs) as StoredDtc[]).map((d) => d.dtc));
      // Both the exact codes and their codes without the failure type (entryFor).
      const wanted = [...new Set(dtcs.flatMap((dtc) => [dtc, dtc & 0xffff00]))];
      const rows = await udsCodesRepository(db).byCodes(actor.ownerId, wanted);
      const catalogue = new Map(rows.map((row) => [row.dtc, row]));
      return pageOfViews(page, (row) => toDtcDataView(row, catalogue));
    },
  };
}
