import { z } from 'zod';
import { COMMAND_DEFAULT_TIMEOUT_MS, commandTypeSchema, type CommandType } from './devices';
import { devtypeNameSchema, keyNameSchema } from './devtype-calls';
import { listFilterOf, listQuerySchema, type ListResult } from './lists';
import { deviceIdSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, text, typeError } from './validation/text';
import { strictNumber } from './strict-number';

// Device commands (iot-console.md §7 "Devices" commands, "Multicast commands"; ARCHITECTURE.md "A command").
//
// Wire format. The server publishes a command on dev/{devtype}/{devid}/cmd/{cmd} (QoS 1) as
//   { "id": "<request id>", "cmd": "<cmd>", "cmdtype": "confirmed" | "unconfirmed", "params": {…}, "time": ms }
// and a device answers on dev/{devtype}/{devid}/cmd_reply with
//   { "id": "<request id>", "code"?: number (0 = done), "message"?: string, "data"?: any }.
// A raw command publishes the decoded bytes alone on the same topic; it has no id, so it is never confirmed.
// A confirmed command that gets no reply within `timeout` answers 504 COMMAND_TIMEOUT ("command timed out").

/** Shortest timeout a confirmed command may ask for, in ms. */
export const COMMAND_TIMEOUT_MIN_MS = 100;
/** Longest timeout a confirmed command may ask for, in ms (the console's request timeout is 30 s). */
export const COMMAND_TIMEOUT_MAX_MS = 25_000;
/** Largest command parameters, as JSON text in bytes. */
export const COMMAND_PARAMS_MAX_BYTES = 16_384;
/** Largest raw command, decoded, in bytes. */
export const RAW_COMMAND_MAX_BYTES = 16_384;
/** How the `data` of a raw command is written; hex is the default. */
export const RAW_DATA_TYPES = ['hex', 'base64', 'text'] as const;
/** How raw command data is written. */
export type RawDataType = (typeof RAW_DATA_TYPES)[number];
/**
 * States of a recorded command: waiting for its offline device to come back (`queue=true`); published;
 * answered with code 0 (or none); answered with another code; no answer within the timeout; still queued
 * when its expiry came. A reply after the timeout still moves `timeout` to `replied` or `failed`, with
 * `late` set.
 */
export const COMMAND_STATES = ['queued', 'sent', 'replied', 'failed', 'timeout', 'expired'] as const;
/** A command's state. */
export type CommandState = (typeof COMMAND_STATES)[number];
/** Multicast modes: `gwb` one broadcast to the gateway, `gwr` one command per sub-device, relayed by it. */
export const MULTICAST_MODES = ['gwb', 'gwr'] as const;
/** A multicast mode. */
export type MulticastMode = (typeof MULTICAST_MODES)[number];

/** Path of PUT /devices/{devid}/commands/{cmd} and …/command/{cmd}. */
export const commandParamsSchema = z.object({ devid: deviceIdSchema, cmd: keyNameSchema });

const timeoutSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  strictNumber(
    z.coerce
      .number({ error: M.listParamInvalid })
      .int(M.listParamInvalid)
      .min(COMMAND_TIMEOUT_MIN_MS, M.listParamInvalid)
      .max(COMMAND_TIMEOUT_MAX_MS, M.listParamInvalid)
      .default(COMMAND_DEFAULT_TIMEOUT_MS),
  ),
);

/** How long a queued command waits for its device by default, ms (one day). */
export const COMMAND_QUEUE_EXPIRY_DEFAULT_MS = 86_400_000;
/** Shortest and longest wait a queued command may ask for, ms (a minute; a week). */
export const COMMAND_QUEUE_EXPIRY_MIN_MS = 60_000;
export const COMMAND_QUEUE_EXPIRY_MAX_MS = 7 * 86_400_000;

const flagSchema = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ error: M.listParamInvalid }).default(false),
);
const expirySchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  strictNumber(
    z.coerce
      .number({ error: M.listParamInvalid })
      .int(M.listParamInvalid)
      .min(COMMAND_QUEUE_EXPIRY_MIN_MS, M.listParamInvalid)
      .max(COMMAND_QUEUE_EXPIRY_MAX_MS, M.listParamInvalid)
      .default(COMMAND_QUEUE_EXPIRY_DEFAULT_MS),
  ),
);

/**
 * `?devtype&timeout&cmdtype&queue&expiry` of PUT /devices/{devid}/commands/{cmd}: timeout in ms, cmdtype
 * unconfirmed. To an offline device the command answers 409 DEVICE_OFFLINE, unless `queue=true`: then it
 * is recorded as `queued` and published when the device comes back, if within `expiry` ms (default a day).
 */
export const commandQuerySchema = z.object({
  devtype: devtypeNameSchema.optional(),
  timeout: timeoutSchema,
  cmdtype: commandTypeSchema,
  queue: flagSchema,
  expiry: expirySchema,
});
/** A parsed command query. */
export type CommandQuery = z.output<typeof commandQuerySchema>;

/** Body of a command: its parameters, a JSON object (absent means none). */
export const commandBodySchema = z
  .record(z.string(), z.unknown(), { error: typeError })
  .refine((params) => JSON.stringify(params).length <= COMMAND_PARAMS_MAX_BYTES, M.tooLong)
  .nullish()
  .transform((params) => params ?? {});
/** Valid command parameters. */
export type CommandBody = z.output<typeof commandBodySchema>;

/**
 * `?devtype&datatype&queue&expiry` of the raw PUT /devices/{devid}/command/{cmd}. Like a JSON command, a raw
 * one to an offline device answers 409 DEVICE_OFFLINE unless `queue=true`: then it waits as `queued` and its
 * bytes go out when the device comes back, if within `expiry` ms (default a day).
 */
export const rawCommandQuerySchema = z.object({
  devtype: devtypeNameSchema.optional(),
  datatype: z.enum(RAW_DATA_TYPES, { error: M.invalidOption }).default('hex'),
  queue: flagSchema,
  expiry: expirySchema,
});
/** A parsed raw command query. */
export type RawCommandQuery = z.output<typeof rawCommandQuerySchema>;

/** Body of a raw command: `data` written as `datatype` says. */
export const rawCommandBodySchema = fields({
  data: text()
    .min(1, M.required)
    .max(RAW_COMMAND_MAX_BYTES * 2, M.tooLong),
});

const RAW_PATTERNS: Record<RawDataType, RegExp> = {
  hex: /^(?:[0-9a-fA-F]{2})+$/,
  base64: /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
  text: /^[\s\S]+$/,
};

/** How many bytes raw command data written as `datatype` decodes to (data assumed well formed). */
export function rawDataBytes(data: string, datatype: RawDataType): number {
  if (datatype === 'hex') return data.length / 2;
  if (datatype === 'base64') return (data.length / 4) * 3 - (data.match(/=+$/)?.[0].length ?? 0);
  return new TextEncoder().encode(data).length;
}

/**
 * What is wrong with raw command data written as `datatype` (an i18n key), or null: the one check of the
 * console's form and the server (the body schema cannot see the query's datatype). Hex is pairs of digits.
 */
export function rawDataIssue(data: string, datatype: RawDataType): string | null {
  if (data.length === 0) return M.required;
  if (!RAW_PATTERNS[datatype].test(data)) return datatype === 'hex' ? M.hexInvalid : M.invalidType;
  return rawDataBytes(data, datatype) > RAW_COMMAND_MAX_BYTES ? M.tooLong : null;
}

/** Path of PUT /multicast/gwb/{gwid}/commands/{cmd} and /multicast/gwr/{gwid}/commands/{cmd}. */
export const multicastParamsSchema = z.object({
  gwid: deviceIdSchema,
  cmd: keyNameSchema,
});

/** GET /devices/{devid}/commands: list parameters and filter `{cmd?, state?}`. */
export const commandListQuerySchema = listQuerySchema.extend({
  devtype: devtypeNameSchema.optional(),
  filter: listFilterOf({
    cmd: keyNameSchema.optional(),
    state: z.enum(COMMAND_STATES, { error: M.listFilterInvalid }).optional(),
  }),
});
/** A parsed command list query. */
export type CommandListQuery = z.output<typeof commandListQuerySchema>;

/** What a device answered: its reply object as sent (`code`, `message`, `data` by convention). */
export type CommandReply = Record<string, unknown>;

/** A recorded command; times are epoch ms. */
export interface CommandView {
  /** The request id the device echoes in its reply. */
  id: string;
  devid: string;
  devtype: string;
  cmd: string;
  cmdtype: CommandType;
  /** `json` for a command with parameters, else the raw command's datatype. */
  datatype: 'json' | RawDataType;
  /** The parameters (json) or the raw data as the caller wrote it. */
  params: Record<string, unknown> | string;
  state: CommandState;
  reply: CommandReply | null;
  /** How long a confirmed command waited, ms; null for unconfirmed. */
  timeout: number | null;
  sentAt: number;
  repliedAt: number | null;
  /** The device answered after the command had timed out. */
  late: boolean;
  /** A queued command: when it stops waiting for its device. */
  expiresAt: number | null;
  /** Set when the command went out through a multicast call. */
  multicast: { mode: MulticastMode; gwid: string } | null;
}

/**
 * PUT /devices/{devid}/commands/{cmd} and the raw call: the recorded command — state `sent` for
 * unconfirmed (answered at once), `replied` or `failed` with the device's `reply` for confirmed, `queued`
 * for a queued one.
 */
export type CommandResult = CommandView;

/** GET /devices/{devid}/commands. */
export type CommandPage = ListResult<CommandView>;

/**
 * PUT /multicast/{gwb|gwr}/{gwid}/commands/{cmd} (unconfirmed; body: parameters). `gwb` publishes one
 * command on the gateway's own topic with `"multicast": "gwb"` and `"subdevs": [...]` added, for the
 * gateway to broadcast; `gwr` publishes one command per sub-device on the sub-device's topic, which the
 * gateway (allowed on its sub-devices' topics) relays. `commands` are the recorded commands.
 */
export interface MulticastResult {
  mode: MulticastMode;
  gwid: string;
  cmd: string;
  subdevs: string[];
  commands: CommandView[];
}
