import { z } from 'zod';
import { deviceIdSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { fields, requiredText, text } from './validation/text';

// CAN databases (iot-console.md §7 "DBC", issue 17): a user uploads Vector DBC files, reads them back as a
// tree (messages, signals, value tables, multiplexing, comments, attributes) or as raw text, and decodes
// raw CAN frames with them. Ids are as on the bus: `extended` says whether it is a 29-bit id (a DBC writes
// those with bit 31 set; the tree gives the bare id).

/** Largest DBC file: real vehicle databases are a few hundred KiB; a 4 MiB one is not a DBC. */
export const DBC_FILE_MAX_BYTES = 4 * 1024 * 1024;
/** Longest DBC file name (without its directory). */
export const DBC_NAME_MAX = 100;
/** Most frames one decode request takes. */
export const DBC_FRAMES_PER_BATCH = 1000;
/** Longest frame payload: CAN FD carries up to 64 bytes. */
export const CAN_DATA_MAX_BYTES = 64;
/** Largest 29-bit identifier. */
export const CAN_EXTENDED_ID_MAX = 0x1fffffff;
/** Largest 11-bit identifier. */
export const CAN_STANDARD_ID_MAX = 0x7ff;

/** A DBC file's name: letters, digits, `._-`, ending in `.dbc`. */
export const dbcNameSchema = requiredText()
  .max(DBC_NAME_MAX, M.tooLong)
  .regex(/^[A-Za-z0-9_][A-Za-z0-9._-]*\.dbc$/i, M.nameInvalid);

/** Path of /dbc/file/{name}…. */
export const dbcFileParamsSchema = z.object({ name: dbcNameSchema });

/**
 * Query of POST /dbc/file: a file whose name the account already has is refused (409 NAME_IN_USE) unless
 * `replace=true` says the upload is meant to replace it.
 */
export const dbcUploadQuerySchema = z.object({
  replace: z.enum(['true', 'false'], { error: M.invalidOption }).optional(),
});

/** Byte order: Intel is little-endian (`@1`), Motorola big-endian (`@0`). */
export const DBC_BYTE_ORDERS = ['intel', 'motorola'] as const;
/** Byte order of a signal. */
export type DbcByteOrder = (typeof DBC_BYTE_ORDERS)[number];

/** An attribute value as written: a number or a text (enum values are given by their text). */
export type DbcAttributeValue = number | string;

/** How a signal's raw bits read (`SIG_VALTYPE_` 0, 1, 2). */
export const DBC_VALUE_TYPES = ['integer', 'float', 'double'] as const;
/** How a signal's raw bits read. */
export type DbcValueType = (typeof DBC_VALUE_TYPES)[number];

/** What a lenient parse skipped: the line, what was skipped and why (answered beside the stored file). */
export interface DbcWarningView {
  line: number;
  skipped: string;
  reason: string;
}

/** One signal of a message. */
export interface DbcSignalView {
  name: string;
  /** As in the file: the least significant bit for Intel, the most significant bit for Motorola. */
  startBit: number;
  length: number;
  byteOrder: DbcByteOrder;
  signed: boolean;
  factor: number;
  offset: number;
  min: number;
  max: number;
  unit: string;
  receivers: string[];
  /** Raw value → label (VAL_), empty when none. */
  values: { value: number; label: string }[];
  /** This signal selects which multiplexed signals the frame carries (`M`). */
  multiplexor: boolean;
  /** This signal is present only when the multiplexor reads this value (`m<n>`), else null. */
  multiplexValue: number | null;
  /**
   * The multiplexor this signal depends on (null = always present) and the multiplexor values it is present
   * for: from `SG_MUL_VAL_` (extended multiplexing, ranges, nested) or else the message's `M` signal and `m<n>`.
   */
  multiplexer: string | null;
  multiplexRanges: { min: number; max: number }[];
  /** How the raw bits read: a whole number, or an IEEE-754 float (32 bits) or double (64) (`SIG_VALTYPE_`). */
  valueType: DbcValueType;
  comment: string | null;
  attributes: Record<string, DbcAttributeValue>;
}

/** One message (frame layout) of a DBC. */
export interface DbcMessageView {
  /** The identifier on the bus (without the DBC's bit 31). */
  id: number;
  extended: boolean;
  /** The J1939 parameter group number, for extended ids. */
  pgn: number | null;
  name: string;
  dlc: number;
  transmitter: string;
  signals: DbcSignalView[];
  comment: string | null;
  attributes: Record<string, DbcAttributeValue>;
}

/** An attribute definition (BA_DEF_) and its default (BA_DEF_DEF_). */
export interface DbcAttributeDefinitionView {
  name: string;
  /** What it applies to: the network, nodes, messages, signals or environment variables. */
  scope: 'network' | 'node' | 'message' | 'signal' | 'env';
  type: 'INT' | 'HEX' | 'FLOAT' | 'STRING' | 'ENUM';
  min: number | null;
  max: number | null;
  enumValues: string[];
  default: DbcAttributeValue | null;
}

/** The parsed tree of a DBC (…/analyse). */
export interface DbcDatabaseView {
  version: string;
  nodes: { name: string; comment: string | null; attributes: Record<string, DbcAttributeValue> }[];
  messages: DbcMessageView[];
  /** Named value tables (VAL_TABLE_). */
  valueTables: { name: string; values: { value: number; label: string }[] }[];
  attributeDefinitions: DbcAttributeDefinitionView[];
  /** Network attributes (BA_ without an object). */
  attributes: Record<string, DbcAttributeValue>;
  comment: string | null;
  /** What the parse skipped (the database is what is left). */
  warnings: DbcWarningView[];
}

/** A DBC that does not parse: where and why (the 400's data). */
export interface DbcParseErrorView {
  line: number;
  reason: string;
}

/** A stored DBC file as listed. */
export interface DbcFileView {
  name: string;
  size: number;
  sha256: string;
  messageCount: number;
  signalCount: number;
  uploadedAt: string;
}

/** Answer of POST /dbc/file: the stored file and what its parse skipped. */
export interface DbcUploadView extends DbcFileView {
  warnings: DbcWarningView[];
}

const hexSchema = text()
  .transform((value) => value.replace(/[\s:]/g, ''))
  .pipe(
    text()
      .max(CAN_DATA_MAX_BYTES * 2, M.tooLong)
      .regex(/^([0-9A-Fa-f]{2})*$/, M.hexInvalid),
  );

/** One raw frame: as devices publish them and as the decode tool takes them. */
export const canFrameSchema = fields({
  /** Epoch milliseconds; absent = when received. */
  time: z.number({ error: M.invalidType }).int(M.invalidType).min(0, M.outOfRange).optional(),
  id: z
    .number({ error: M.invalidType })
    .int(M.invalidType)
    .min(0, M.outOfRange)
    .max(CAN_EXTENDED_ID_MAX, M.outOfRange),
  /** A 29-bit id; absent = extended when the id needs more than 11 bits. */
  ext: z.boolean({ error: M.invalidType }).optional(),
  data: hexSchema,
});
/** One raw frame. */
export type CanFrame = z.infer<typeof canFrameSchema>;

/** Body of POST /dbc/data/{deviceId}/convert/sample: frames to decode with a chosen DBC. */
export const dbcSampleBodySchema = fields({
  dbc: dbcNameSchema,
  frames: z
    .array(canFrameSchema, { error: M.invalidType })
    .min(1, M.required)
    .max(DBC_FRAMES_PER_BATCH, M.tooMany),
});
/** Body of …/convert/sample. */
export type DbcSampleBody = z.infer<typeof dbcSampleBodySchema>;

/** Path of /dbc/data/{deviceId}…. */
export const dbcDeviceParamsSchema = z.object({ deviceId: deviceIdSchema });

/** One decoded signal. */
export interface DecodedSignalView {
  signal: string;
  /** A decimal string for a whole-number signal wider than 53 bits whose value a double cannot hold. */
  raw: number | string;
  value: number | string;
  unit: string;
  /** The value table's label for the raw value, if any. */
  label: string | null;
}

/** One frame decoded: its message (null = unknown id, counted) and the signals it carried. */
export interface DecodedFrameView {
  time: number | null;
  id: number;
  extended: boolean;
  message: string | null;
  signals: DecodedSignalView[];
}

/** Answer of …/convert/sample. */
export interface DbcSampleView {
  frames: DecodedFrameView[];
  /** Frames whose id the DBC does not know. */
  unknown: number;
}
