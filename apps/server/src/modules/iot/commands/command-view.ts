import { rawDataIssue } from '@fleetkey/contract';
import type {
  CommandReply,
  CommandState,
  CommandType,
  CommandView,
  MulticastMode,
  RawDataType,
} from '@fleetkey/contract';
import type { CommandRow } from './commands.repository';

/** A stored command as the calls answer it. */
export function toCommandView(row: CommandRow, devtype: string): CommandView {
  const datatype = row.datatype as CommandView['datatype'];
  return {
    id: row.id,
    devid: row.devid,
    devtype,
    cmd: row.cmd,
    cmdtype: row.cmdtype as CommandType,
    datatype,
    params: datatype === 'json' ? (JSON.parse(row.params) as Record<string, unknown>) : row.params,
    state: row.state as CommandState,
    reply: row.reply === null ? null : (JSON.parse(row.reply) as CommandReply),
    timeout: row.timeoutMs,
    sentAt: row.sentAt,
    repliedAt: row.repliedAt,
    late: row.timedOutAt !== null && row.repliedAt !== null,
    expiresAt: row.expiresAt,
    multicast:
      row.multicastMode && row.multicastGwid
        ? { mode: row.multicastMode as MulticastMode, gwid: row.multicastGwid }
        : null,
  };
}

/** The topic a command goes out on (contract command-calls.ts). */
export const commandTopic = (devtype: string, devid: string, cmd: string): string =>
  `dev/${devtype}/${devid}/cmd/${cmd}`;

/** The wire form of a JSON command (contract command-calls.ts): what the device receives on its cmd topic. */
export function commandMessage(
  row: { id: string; cmd: string; cmdtype?: string | undefined; sentAt: number },
  params: unknown,
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    id: row.id,
    cmd: row.cmd,
    cmdtype: row.cmdtype,
    params,
    time: row.sentAt,
    ...extra,
  });
}

/** Bytes of raw command data as written in `datatype`, or null when the contract's check refuses it. */
export function decodeRaw(data: string, datatype: RawDataType): Buffer | null {
  if (rawDataIssue(data, datatype)) return null;
  return Buffer.from(data, datatype === 'text' ? 'utf8' : datatype);
}
