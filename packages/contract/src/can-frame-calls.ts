import { z } from 'zod';
import { canFrameSchema, dbcNameSchema } from './dbc-calls';
import { TELEMETRY_TIME_MAX, TELEMETRY_TIME_MIN } from './telemetry-calls';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import { strictNumber } from './strict-number';

// Raw CAN frames from devices (issue 17). A device publishes a batch of frames on dev/{devtype}/{devid}/can:
// a JSON array of `{ "time"?: epoch ms, "id": number, "ext"?: boolean, "data": "hex" }`. The server keeps
// the frames as they came (so a range can be decoded again with any DBC) and decodes the signals of the
// strategy bound to the device into ordinary points at the frames' times; frames whose id the bound DBC
// does not know are counted, not refused.

/** Most frames one message carries (a second of a busy 500 kbit/s bus is about 4,000 frames). */
export const CAN_FRAMES_PER_MESSAGE_MAX = 5_000;
/** Largest payload of a dev/…/can message, in bytes. */
export const CAN_PAYLOAD_MAX_BYTES = 512 * 1024;
/** Longest range one decoded download (…/convert/document) or traffic summary covers: 31 days. */
export const CAN_RANGE_MAX_MS = 31 * 24 * 3_600_000;

/** Payload of dev/{devtype}/{devid}/can. */
export const canUplinkSchema = z
  .array(canFrameSchema, { error: M.invalidType })
  .min(1, M.required)
  .max(CAN_FRAMES_PER_MESSAGE_MAX, M.tooMany);

const epochMs = strictNumber(
  z.coerce
    .number({ error: M.invalidType })
    .int(M.invalidType)
    .min(TELEMETRY_TIME_MIN, M.outOfRange)
    .max(TELEMETRY_TIME_MAX, M.outOfRange),
);

const rangeShape = {
  /** Inclusive start, epoch ms. */
  from: epochMs,
  /** Exclusive end, epoch ms. */
  to: epochMs,
};

function checkRange(range: { from: number; to: number }, ctx: z.RefinementCtx): void {
  if (range.to <= range.from || range.to - range.from > CAN_RANGE_MAX_MS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: M.rangeInvalid });
}

/** Query of GET /dbc/data/{deviceId}: the device's raw traffic in a range. */
export const canTrafficQuerySchema = z.object(rangeShape).superRefine(checkRange);
/** A parsed traffic query. */
export type CanTrafficQuery = z.output<typeof canTrafficQuerySchema>;

/** Query of GET /dbc/data/{deviceId}/convert/document: a range decoded with a DBC, as a CSV download. */
export const dbcDocumentQuerySchema = z.object({ ...rangeShape, dbc: dbcNameSchema }).superRefine(checkRange);
/** A parsed document query. */
export type DbcDocumentQuery = z.output<typeof dbcDocumentQuerySchema>;

/** Answer of GET /dbc/data/{deviceId}: what the device sent in the range. */
export interface CanTrafficView {
  /** Frames stored. */
  frames: number;
  /** Frames whose id the DBC bound when they came did not know (all of them when none was bound). */
  unknown: number;
  /** Time of the first and last frame in the range, epoch ms; null when none. */
  first: number | null;
  last: number | null;
  /** The strategy bound to the device now (its own binding, else its type's), or null. */
  strategy: { id: string; name: string; dbc: string } | null;
}

/** Columns of the decoded download, one line per decoded signal. */
export const DBC_DOCUMENT_COLUMNS = [
  'time',
  'id',
  'extended',
  'message',
  'signal',
  'raw',
  'value',
  'unit',
  'label',
] as const;
