import { isExtended } from '@fleetkey/can';
import {
  CAN_FRAMES_PER_MESSAGE_MAX,
  CAN_PAYLOAD_MAX_BYTES,
  canFrameSchema,
  DEVICE_TIME_AHEAD_MAX_MS,
  TELEMETRY_TIME_MIN,
} from '@fleetkey/contract';
import type { Rejection } from '../../ingest/data-rows';

// A dev/…/can message is read frame by frame, like data rows: the message is refused whole only when it
// is not a list of frames at all; a frame at fault is refused alone and the others are kept.

/** A frame as stored and decoded. */
export interface CanFrameIn {
  /** The device's time, or the receive time when it gave none. */
  time: number;
  id: number;
  extended: boolean;
  data: Buffer;
}

/** A CAN message, split into the frames kept and what was refused. */
export interface CanPayload {
  frames: CanFrameIn[];
  rejections: Rejection[];
}

const refused = (reason: Rejection['reason'], detail: string): CanPayload => ({
  frames: [],
  rejections: [{ reason, detail }],
});

/** Reads the frames of a dev/…/can payload; `now` stamps frames without a time and bounds times. */
export function readCanPayload(payload: Buffer, now: number): CanPayload {
  if (payload.length > CAN_PAYLOAD_MAX_BYTES)
    return refused('PAYLOAD_TOO_LARGE', `${payload.length} > ${CAN_PAYLOAD_MAX_BYTES}`);
  let value: unknown;
  try {
    value = JSON.parse(payload.toString('utf8'));
  } catch {
    return refused('MALFORMED_JSON', '');
  }
  if (!Array.isArray(value) || value.length === 0) return refused('CAN_FRAMES_INVALID', '');
  if (value.length > CAN_FRAMES_PER_MESSAGE_MAX)
    return refused('CAN_FRAMES_INVALID', `${value.length} > ${CAN_FRAMES_PER_MESSAGE_MAX} frames`);

  const frames: CanFrameIn[] = [];
  const rejections: Rejection[] = [];
  for (const [index, item] of value.entries()) {
    const parsed = canFrameSchema.safeParse(item);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
      rejections.push({ reason: 'CAN_FRAME_INVALID', detail: `[${index}]: ${fields.join(', ')}` });
      continue;
    }
    const { time, id, ext, data } = parsed.data;
    if (time !== undefined && time < TELEMETRY_TIME_MIN) {
      rejections.push({ reason: 'TIME_TOO_OLD', detail: `[${index}].time: ${time}` });
      continue;
    }
    if (time !== undefined && time > now + DEVICE_TIME_AHEAD_MAX_MS) {
      rejections.push({ reason: 'TIME_IN_FUTURE', detail: `[${index}].time: ${time}` });
      continue;
    }
    // An id over 11 bits is a 29-bit one even when `ext` says false (as the DBC side reads such ids, so a
    // frame matches whichever way a file writes its id).
    frames.push({ time: time ?? now, id, extended: isExtended(id, ext), data: Buffer.from(data, 'hex') });
  }
  return { frames, rejections };
}
