import { z } from 'zod';
import { listQuerySchema } from './lists';
import { registQuerySchema } from './registration-stats';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { searchInputSchema } from './validation/device';
import { text } from './validation/text';

// AWPX, the packaged protocols of the toolkit (licence-portal.md §2 AWPXManage "statistics" and "record",
// §7 AWPX). The catalogue of aggregated protocols is the product's; a user defines protocols of their own
// on one of them (the frame's fields and how to read them), and the statistics count those definitions.

/** Longest protocol name and version. */
export const USER_PROTOCOL_NAME_MAX = 64;
export const USER_PROTOCOL_VERSION_MAX = 32;
/** Longest protocol description. */
export const USER_PROTOCOL_DESCRIPTION_MAX = 512;
/** Most fields one user protocol defines. */
export const USER_PROTOCOL_FIELDS_MAX = 256;
/** Longest field name and unit. */
export const PROTOCOL_FIELD_NAME_MAX = 64;
export const PROTOCOL_FIELD_UNIT_MAX = 16;
/** Largest byte offset and length of a field in a frame. */
export const PROTOCOL_FRAME_BYTES_MAX = 65_535;

/** Data types a protocol field is read as. */
export const PROTOCOL_DATA_TYPES = [
  'bool',
  'int8',
  'uint8',
  'int16',
  'uint16',
  'int32',
  'uint32',
  'float32',
  'float64',
  'string',
  'bytes',
] as const;
/** Data type of a protocol field. */
export type ProtocolDataType = (typeof PROTOCOL_DATA_TYPES)[number];

/** Byte orders of multi-byte fields. */
export const PROTOCOL_BYTE_ORDERS = ['big', 'little'] as const;

/** Bytes a fixed-size type takes; string and bytes take what the field says. */
const TYPE_BYTES: Partial<Record<ProtocolDataType, number>> = {
  bool: 1,
  int8: 1,
  uint8: 1,
  int16: 2,
  uint16: 2,
  int32: 4,
  uint32: 4,
  float32: 4,
  float64: 8,
};

const requiredName = (max: number) =>
  text().trim().min(1, { error: M.required, abort: true }).max(max, M.tooLong);

/** One field of a protocol frame: where it sits, how long it is, how it is read and scaled. */
export const protocolFieldSchema = z
  .object({
    name: requiredName(PROTOCOL_FIELD_NAME_MAX),
    offset: z
      .number({ error: M.invalidType })
      .int(M.invalidType)
      .min(0, M.outOfRange)
      .max(PROTOCOL_FRAME_BYTES_MAX, M.outOfRange),
    length: z
      .number({ error: M.invalidType })
      .int(M.invalidType)
      .min(1, M.outOfRange)
      .max(PROTOCOL_FRAME_BYTES_MAX, M.outOfRange),
    dataType: z.enum(PROTOCOL_DATA_TYPES, { error: M.invalidOption }),
    scale: z.number({ error: M.invalidType }).finite(M.invalidType).default(1),
    unit: text().trim().max(PROTOCOL_FIELD_UNIT_MAX, M.tooLong).default(''),
  })
  .superRefine((field, ctx) => {
    // A fixed-size type must fit its length, or the field reads bytes of its neighbour.
    const bytes = TYPE_BYTES[field.dataType];
    if (bytes !== undefined && bytes !== field.length)
      ctx.addIssue({ code: 'custom', path: ['length'], message: M.outOfRange });
  });
/** One field of a protocol frame. */
export type ProtocolField = z.output<typeof protocolFieldSchema>;

/** POST /awpx/user_protocol: a user's protocol (saved by name: the same name replaces it). */
export const userProtocolSaveSchema = z
  .object({
    name: requiredName(USER_PROTOCOL_NAME_MAX),
    protocolId: requiredName(64),
    version: text().trim().max(USER_PROTOCOL_VERSION_MAX, M.tooLong).default(''),
    description: text().trim().max(USER_PROTOCOL_DESCRIPTION_MAX, M.tooLong).default(''),
    byteOrder: z.enum(PROTOCOL_BYTE_ORDERS, { error: M.invalidOption }).default('big'),
    fields: z.array(protocolFieldSchema).min(1, M.required).max(USER_PROTOCOL_FIELDS_MAX, M.tooMany),
  })
  .superRefine((protocol, ctx) => {
    const names = new Set<string>();
    protocol.fields.forEach((field, index) => {
      const key = field.name.toLowerCase();
      if (names.has(key))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'name'], message: M.duplicate });
      names.add(key);
    });
  });
/** A valid user protocol. */
export type UserProtocolSave = z.output<typeof userProtocolSaveSchema>;
/** A user protocol as the client sends it. */
export type UserProtocolSaveInput = z.input<typeof userProtocolSaveSchema>;

/** GET /awpx/user_protocol: the list window, a search over name and owner, a catalogue filter. */
export const userProtocolListQuerySchema = listQuerySchema.extend({
  search: searchInputSchema.optional(),
  protocolId: text().max(64, M.tooLong).optional(),
});

/** GET /awpx/statistic: the days counted (as GET /regist). */
export const awpxStatisticQuerySchema = registQuerySchema;

/** A protocol of the catalogue (GET /awpx/aggregation_protocol). */
export interface AggregationProtocolView {
  id: string;
  name: string;
  category: string;
  version: string;
  description: string;
  userProtocols: number;
}

/** A user's protocol definition (the "record" tab). */
export interface UserProtocolView {
  id: string;
  userId: string;
  /** The owner's user name (their mobile when they have none). */
  owner: string;
  name: string;
  protocolId: string;
  protocolName: string;
  version: string;
  description: string;
  byteOrder: (typeof PROTOCOL_BYTE_ORDERS)[number];
  fields: ProtocolField[];
  createdAt: number;
  updatedAt: number;
}

/** Use of the packaged protocols: per catalogue protocol, and new definitions per day of the range. */
export interface AwpxStatistic {
  userProtocols: number;
  users: number;
  byProtocol: { protocolId: string; name: string; userProtocols: number; users: number }[];
  byDay: { label: string; uses: number }[];
}
