import { COMMAND_DEFAULT_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@fleetkey/contract';
import type { CommandPage, CommandResult, CommandState, CommandType, RawDataType } from '@fleetkey/contract';
import type { ApiClient } from './client';
import { historyFilter } from './history-query';

/** How a command is sent: confirmed waits up to `timeout` ms for the device's reply. */
export interface CommandSendOptions {
  devtype?: string;
  /** Default unconfirmed (iot-console.md §4). */
  cmdtype?: CommandType;
  /** Default 10000 ms (iot-console.md §9). */
  timeout?: number;
  /** To an offline device: queue the command until it is back, instead of 409 DEVICE_OFFLINE. */
  queue?: boolean;
  /** How long a queued command waits for its device, ms (default a day). */
  expiry?: number;
}

/** How a raw command is sent: its data written as `datatype` (default hex), queued for an offline device. */
export interface RawCommandOptions {
  devtype?: string;
  datatype?: RawDataType;
  queue?: boolean;
  expiry?: number;
}

/** GET /devices/{devid}/commands: a window, an order, one command name or state. */
export interface CommandListQuery {
  devtype?: string;
  skip?: number;
  limit?: number;
  descend?: boolean;
  cmd?: string;
  state?: CommandState;
}

// The HTTP call must outlive the device's reply window, or the client would give up before the server
// answers with the reply or COMMAND_TIMEOUT.
const ANSWER_MARGIN_MS = 5_000;

/** The device command calls (iot-console.md §7 "Devices" commands). */
export function commandsApi(client: ApiClient) {
  const path = (devid: string) => `/devices/${encodeURIComponent(devid)}`;
  return {
    /**
     * PUT /devices/{devid}/commands/{cmd} with the parameters as body: the recorded command, with the
     * device's reply when confirmed; a confirmed command without reply fails with COMMAND_TIMEOUT.
     */
    send: (
      devid: string,
      cmd: string,
      params: Record<string, unknown> = {},
      options: CommandSendOptions = {},
    ) => {
      const timeout = options.timeout ?? COMMAND_DEFAULT_TIMEOUT_MS;
      return client.put<CommandResult>(`${path(devid)}/commands/${encodeURIComponent(cmd)}`, {
        body: params,
        query: {
          devtype: options.devtype,
          cmdtype: options.cmdtype ?? 'unconfirmed',
          timeout,
          queue: options.queue ? 'true' : undefined,
          expiry: options.expiry,
        },
        timeoutMs: Math.max(REQUEST_TIMEOUT_MS, timeout + ANSWER_MARGIN_MS),
      });
    },
    /** PUT /devices/{devid}/command/{cmd}: raw data published as the command's bytes (never confirmed). */
    sendRaw: (devid: string, cmd: string, data: string, options: RawCommandOptions = {}) =>
      client.put<CommandResult>(`${path(devid)}/command/${encodeURIComponent(cmd)}`, {
        body: { data },
        query: {
          devtype: options.devtype,
          datatype: options.datatype ?? 'hex',
          queue: options.queue ? 'true' : undefined,
          expiry: options.expiry,
        },
      }),
    /** GET /devices/{devid}/commands: the device's recorded commands with their states, newest first. */
    list: (devid: string, query: CommandListQuery = {}) =>
      client.get<CommandPage>(`${path(devid)}/commands`, {
        query: {
          devtype: query.devtype,
          skip: query.skip,
          limit: query.limit,
          descend: query.descend,
          filter: historyFilter({ cmd: query.cmd || undefined, state: query.state }),
        },
      }),
  };
}
