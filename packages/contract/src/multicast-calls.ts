import { z } from 'zod';
import { commandQuerySchema, type CommandReply } from './command-calls';
import { devidListSchema } from './device-calls';
import type { DeviceStatus } from './device-status';
import type { CommandType } from './devices';
import { keyNameSchema } from './devtype-calls';
import { listFilterOf, listQuerySchema, type ListResult } from './lists';
import { deviceIdSchema, searchInputSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, text } from './validation/text';

// Multicast groups (iot-console.md §7 "Multicast"): a main account's named sets of devices that take one
// command together. How a group's command goes out depends on its kind:
//   direct  one command per member, each on the member's own topic dev/{devtype}/{devid}/cmd/{cmd};
//   gwb     one message on the gateway's topic dev/{gwtype}/{gwid}/cmd/{cmd} for the gateway to broadcast
//           to the listed sub-devices;
//   gwr     one message on the gateway's topic with the group's LoRaWAN multicast session, for the gateway
//           to send one multicast downlink (class B or C) to every device set up with that McAddr.
// The gateway message is the device command's JSON (command-calls.ts) with, added:
//   { "multicast": "gwb" | "gwr", "group": "<groupid>", "subdevs": ["<devid>", …],
//     "members": [{ "devid", "devtype", "id" }, …], "lora"?: { mcAddr, mcAppSKey, mcNwkSKey, frequency,
//     dataRate, periodicity, class, fCnt } }
// Every member has its own recorded command (`id`), and answers it on its own dev/{devtype}/{devid}/cmd_reply
// (a gateway may publish there for its sub-devices), so each member's result is known.

/** How a group's command reaches its members. */
export const MULTICAST_KINDS = ['direct', 'gwb', 'gwr'] as const;
/** How a group's command reaches its members. */
export type MulticastKind = (typeof MULTICAST_KINDS)[number];
/** Kinds that send through one gateway (the group names it, and its members are the gateway's sub-devices). */
export const GATEWAY_MULTICAST_KINDS = ['gwb', 'gwr'] as const satisfies readonly MulticastKind[];

/** Most members a group holds. */
export const MULTICAST_MEMBERS_MAX = 1000;
/** Longest group name. */
export const MULTICAST_NAME_MAX = 64;
/** Longest group description. */
export const MULTICAST_DESCRIPTION_MAX = 256;

const nameSchema = text().trim().min(1, M.required).max(MULTICAST_NAME_MAX, M.tooLong);
const descriptionSchema = text().trim().max(MULTICAST_DESCRIPTION_MAX, M.tooLong);

/** POST /multicast: a new group; `gwid` is required for gwb and gwr and refused for direct. */
export const multicastGroupCreateSchema = fields({
  name: nameSchema,
  description: descriptionSchema.default(''),
  kind: z.enum(MULTICAST_KINDS, { error: M.invalidOption }),
  gwid: deviceIdSchema.optional(),
}).superRefine((body, ctx) => {
  const throughGateway = body.kind !== 'direct';
  if (throughGateway && !body.gwid) ctx.addIssue({ code: 'custom', path: ['gwid'], message: M.required });
  if (!throughGateway && body.gwid)
    ctx.addIssue({ code: 'custom', path: ['gwid'], message: M.invalidOption });
});
/** A valid new group. */
export type MulticastGroupCreate = z.output<typeof multicastGroupCreateSchema>;

/** PUT /multicast/{groupid}: a new name or description (kind and gateway are fixed: members depend on them). */
export const multicastGroupUpdateSchema = fields({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
});
/** A valid group change. */
export type MulticastGroupUpdate = z.output<typeof multicastGroupUpdateSchema>;

/** Path of every /multicast/{groupid} call. */
export const multicastGroupParamsSchema = z.object({
  groupid: z.string().min(1, M.required).max(36, M.tooLong),
});

/** POST /multicast/{groupid}/add and …/remove: the devices (all within the caller's scope, or none is changed). */
export const multicastMembersSchema = fields({ devids: devidListSchema });
/** A valid member change. */
export type MulticastMembersChange = z.output<typeof multicastMembersSchema>;

/** GET /multicast: list parameters, a search over names, and filter `{kind}`. */
export const multicastListQuerySchema = listQuerySchema.extend({
  filter: listFilterOf({ kind: z.enum(MULTICAST_KINDS, { error: M.listFilterInvalid }).optional() }),
  search: searchInputSchema.optional(),
});
/** A parsed group list query. */
export type MulticastListQuery = z.output<typeof multicastListQuerySchema>;

/** GET /multicast/{groupid}/members: list parameters and a search over ids and names. */
export const multicastMembersQuerySchema = listQuerySchema.extend({ search: searchInputSchema.optional() });
/** A parsed member list query. */
export type MulticastMembersQuery = z.output<typeof multicastMembersQuerySchema>;

/** A group in lists; `members.count` counts those within the caller's scope. */
export interface MulticastGroupView {
  id: string;
  name: string;
  description: string;
  kind: MulticastKind;
  /** The gateway a gwb or gwr group sends through; null for direct. */
  gwid: string | null;
  members: { count: number };
  /** Whether the group has a LoRaWAN multicast session (a gwr group needs one to send). */
  lora: boolean;
  createdAt: number;
  updatedAt: number;
}

/** A member of a group, as GET /multicast/{groupid}/members lists it. */
export interface MulticastMemberView {
  devid: string;
  devname: string;
  devtype: string;
  status: DeviceStatus;
  addedAt: number;
}

/** POST …/add and …/remove: how many members changed and how many the group holds now. */
export interface MulticastMembersResult {
  changed: number;
  members: { count: number };
}

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────

/** Path of PUT /multicast/{groupid}/commands/{cmd}. */
export const multicastCommandParamsSchema = multicastGroupParamsSchema.extend({ cmd: keyNameSchema });
/** Path of GET /multicast/{groupid}/commands/{sendid}. */
export const multicastSendParamsSchema = multicastGroupParamsSchema.extend({
  sendid: z.string().min(1, M.required).max(36, M.tooLong),
});

/**
 * `?devtype&cmdtype&timeout` of PUT /multicast/{groupid}/commands/{cmd}: `devtype` sends to the members of
 * that type only (a group may mix types; a command belongs to a type). Unconfirmed answers at once with
 * each member `sent` (or `offline`); confirmed waits up to `timeout` ms for every member's reply, and
 * those that did not answer are `timeout`. A member that answers later still shows its reply in the send.
 */
export const multicastCommandQuerySchema = commandQuerySchema.pick({
  devtype: true,
  cmdtype: true,
  timeout: true,
});
/** A parsed multicast command query. */
export type MulticastCommandQuery = z.output<typeof multicastCommandQuerySchema>;

/** GET /multicast/{groupid}/commands: list parameters (newest first). */
export const multicastSendListQuerySchema = listQuerySchema;

/**
 * A member's result in a send: `offline` (not reachable when sent, so nothing was published to it), or
 * its recorded command's state — sent, replied, failed (a reply code other than 0) or timeout.
 */
export const MULTICAST_RESULT_STATES = ['offline', 'sent', 'replied', 'failed', 'timeout'] as const;
/** A member's result state. */
export type MulticastResultState = (typeof MULTICAST_RESULT_STATES)[number];

/** One member's result in a send. */
export interface MulticastMemberResult {
  devid: string;
  devtype: string;
  /** The member's recorded command (its id is what the member echoes); null when it was offline. */
  commandId: string | null;
  state: MulticastResultState;
  reply: CommandReply | null;
  repliedAt: number | null;
}

/** A command sent to a group. */
export interface MulticastSendView {
  id: string;
  groupId: string;
  cmd: string;
  cmdtype: CommandType;
  params: Record<string, unknown>;
  kind: MulticastKind;
  gwid: string | null;
  /** Who sent it (the user name). */
  sentBy: string;
  sentAt: number;
  /** Members counted by result state (within the caller's scope). */
  counts: Record<MulticastResultState, number>;
  total: number;
}

/** PUT …/commands/{cmd} and GET …/commands/{sendid}: the send with every member's result. */
export interface MulticastSendDetail extends MulticastSendView {
  results: MulticastMemberResult[];
}

/** GET /multicast/{groupid}/commands. */
export type MulticastSendPage = ListResult<MulticastSendView>;

// ── LoRaWAN multicast session ───────────────────────────────────────────────────────────────────────────

/** LoRaWAN classes a multicast session can use (class A has no multicast downlink). */
export const LORA_CLASSES = ['B', 'C'] as const;
/** A multicast session's class. */
export type LoraClass = (typeof LORA_CLASSES)[number];

/** Bounds of the session's numbers (LoRaWAN Remote Multicast Setup, TS005). */
export const LORA_LIMITS = {
  /** Downlink frequency, Hz (the sub-GHz ISM bands). */
  frequency: { min: 100_000_000, max: 1_000_000_000 },
  dataRate: { min: 0, max: 15 },
  /** Class B ping-slot periodicity: a ping slot every 2^n seconds. */
  periodicity: { min: 0, max: 7 },
  /** Next downlink frame counter (32 bits). */
  fCnt: { min: 0, max: 4_294_967_295 },
} as const;

/** Hex digits of the multicast address (4 bytes) and of each session key (16 bytes). */
export const LORA_ADDR_HEX = 8;
export const LORA_KEY_HEX = 32;

const hex = (digits: number) =>
  text()
    .min(1, { error: M.required, abort: true })
    .regex(new RegExp(`^[0-9A-Fa-f]{${digits}}$`), M.hexInvalid)
    .transform((value) => value.toLowerCase());
const whole = (limits: { min: number; max: number }) =>
  z
    .number({ error: M.invalidType })
    .int(M.invalidType)
    .min(limits.min, M.outOfRange)
    .max(limits.max, M.outOfRange);

/**
 * PUT /multicast/{groupid}/lora: the group's session. The keys may be left out to keep the stored ones (they
 * are never read back in clear); a group without a session must send both.
 */
export const loraSessionSchema = fields({
  mcAddr: hex(LORA_ADDR_HEX),
  mcAppSKey: hex(LORA_KEY_HEX).optional(),
  mcNwkSKey: hex(LORA_KEY_HEX).optional(),
  frequency: whole(LORA_LIMITS.frequency),
  dataRate: whole(LORA_LIMITS.dataRate),
  periodicity: whole(LORA_LIMITS.periodicity).default(0),
  class: z.enum(LORA_CLASSES, { error: M.invalidOption }),
  fCnt: whole(LORA_LIMITS.fCnt).optional(),
});
/** A valid session body. */
export type LoraSessionInput = z.output<typeof loraSessionSchema>;
/** A session body as a client writes it. */
export type LoraSessionBody = z.input<typeof loraSessionSchema>;

/** The session keys (stored encrypted, shown masked). */
export const LORA_KEY_FIELDS = ['mcAppSKey', 'mcNwkSKey'] as const;

/**
 * GET /multicast/{groupid}/lora: the session with each key masked to its last 4 hex digits (`*` before
 * them, so a masked key can never pass for a key if sent back). `fCnt` is the next frame counter.
 */
export interface LoraSessionView {
  mcAddr: string;
  mcAppSKey: string;
  mcNwkSKey: string;
  frequency: number;
  dataRate: number;
  periodicity: number;
  class: LoraClass;
  fCnt: number;
  updatedAt: number;
}

/** A session key shown masked, from its last four hex digits: `*` in place of the other 28. */
export function maskLoraKey(lastFour: string): string {
  return `${'*'.repeat(LORA_KEY_HEX - lastFour.length)}${lastFour}`;
}

/** One field of the session form, as GET /dev/multicast/lora describes it. */
export interface LoraFieldDescription {
  name: keyof LoraSessionInput;
  type: 'hex' | 'integer' | 'enum';
  required: boolean;
  /** Regular expression a hex field matches. */
  pattern?: string;
  min?: number;
  max?: number;
  default?: number;
  unit?: string;
  options?: readonly string[];
  /** Kept secret: stored encrypted, never answered in clear. */
  secret: boolean;
  zh: string;
  en: string;
}

const hexField = (digits: number) => ({ type: 'hex' as const, pattern: `^[0-9A-Fa-f]{${digits}}$` });

/** The session's fields for a client building the form: what loraSessionSchema checks, with labels. */
export const LORA_SESSION_FIELDS: readonly LoraFieldDescription[] = [
  {
    name: 'mcAddr',
    ...hexField(LORA_ADDR_HEX),
    required: true,
    secret: false,
    zh: '组播地址',
    en: 'Multicast address (McAddr)',
  },
  {
    name: 'mcAppSKey',
    ...hexField(LORA_KEY_HEX),
    required: true,
    secret: true,
    zh: '组播应用会话密钥',
    en: 'Multicast application session key (McAppSKey)',
  },
  {
    name: 'mcNwkSKey',
    ...hexField(LORA_KEY_HEX),
    required: true,
    secret: true,
    zh: '组播网络会话密钥',
    en: 'Multicast network session key (McNwkSKey)',
  },
  {
    name: 'frequency',
    type: 'integer',
    required: true,
    ...LORA_LIMITS.frequency,
    unit: 'Hz',
    secret: false,
    zh: '下行频率',
    en: 'Downlink frequency',
  },
  {
    name: 'dataRate',
    type: 'integer',
    required: true,
    ...LORA_LIMITS.dataRate,
    secret: false,
    zh: '数据速率',
    en: 'Data rate',
  },
  {
    name: 'periodicity',
    type: 'integer',
    required: false,
    ...LORA_LIMITS.periodicity,
    default: 0,
    secret: false,
    zh: 'Ping 时隙周期（2^n 秒，B 类）',
    en: 'Ping-slot periodicity (2^n s, class B)',
  },
  {
    name: 'class',
    type: 'enum',
    required: true,
    options: LORA_CLASSES,
    secret: false,
    zh: '设备类别',
    en: 'Device class',
  },
  {
    name: 'fCnt',
    type: 'integer',
    required: false,
    ...LORA_LIMITS.fCnt,
    default: 0,
    secret: false,
    zh: '起始帧计数',
    en: 'Start frame counter (FCnt)',
  },
];
