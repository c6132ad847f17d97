import {
  DEVICE_STATUSES,
  DEVICE_TIME_AHEAD_MAX_MS,
  deviceEventCreateSchema,
  TELEMETRY_PAYLOAD_MAX_BYTES,
  TELEMETRY_TIME_MIN,
  type CommandReply,
  type DeviceEventCreate,
  type DeviceStatus,
  type TelemetryUpload,
} from '@fleetkey/contract';
import { splitDataRows, type DataRows, type Rejection } from './data-rows';

// What devices send, read the same way by the ingest and by the live socket. What cannot be stored comes
// back as rejections with a reason (contract device-rejections.ts): a device cannot be told off for one
// message over MQTT 3.1.1, so the ingest keeps them where the owner looks.

type Read<T> = { value: T; rejection?: undefined } | { value?: undefined; rejection: Rejection };

// The embedded broker hands a message's one buffer to the ingest and to the live watchers: it is parsed once
// (at 10,000 msgs/s watched live, the second parse was 4 % of the event loop). Readers never change the value.
const parsed = new WeakMap<Buffer, Read<unknown>>();

function json(payload: Buffer): Read<unknown> {
  let read = parsed.get(payload);
  if (!read) parsed.set(payload, (read = parse(payload)));
  return read;
}

function parse(payload: Buffer): Read<unknown> {
  if (payload.length > TELEMETRY_PAYLOAD_MAX_BYTES) {
    return {
      rejection: {
        reason: 'PAYLOAD_TOO_LARGE',
        detail: `${payload.length} > ${TELEMETRY_PAYLOAD_MAX_BYTES}`,
      },
    };
  }
  try {
    return { value: JSON.parse(payload.toString('utf8')) as unknown };
  } catch {
    // The parser's English sentence adds nothing the payload head does not show.
    return { rejection: { reason: 'MALFORMED_JSON', detail: '' } };
  }
}

/** dev/…/data: the rows and points to store, and what is rejected (see data-rows.ts). */
export function readDataPayload(payload: Buffer, now: number): DataRows {
  const read = json(payload);
  return read.rejection ? { rows: [], rejections: [read.rejection] } : splitDataRows(read.value, now);
}

/** dev/…/data: the rows to store (contract telemetry-calls.ts), or null when nothing in it can be. */
export function parseDataPayload(payload: Buffer, now = Date.now()): TelemetryUpload | null {
  const { rows } = readDataPayload(payload, now);
  return rows.length > 0 ? rows : null;
}

/** dev/…/event: one event (contract event-calls.ts), or why it is rejected. */
export function readEventPayload(payload: Buffer, now: number): Read<DeviceEventCreate> {
  const read = json(payload);
  if (read.rejection) return read;
  const value = read.value;
  const time = typeof value === 'object' && value !== null && 'time' in value ? value.time : undefined;
  // Times get the data rows' bounds, by their own reasons; any other fault is the event's.
  if (typeof time === 'number' && Number.isInteger(time)) {
    if (time < TELEMETRY_TIME_MIN) return { rejection: { reason: 'TIME_TOO_OLD', detail: `time: ${time}` } };
    if (time > now + DEVICE_TIME_AHEAD_MAX_MS)
      return { rejection: { reason: 'TIME_IN_FUTURE', detail: `time: ${time}` } };
  }
  const parsed = deviceEventCreateSchema.safeParse(value);
  if (parsed.success) return { value: parsed.data };
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
  return { rejection: { reason: 'EVENT_INVALID', detail: fields.join(', ') } };
}

/** dev/…/event: one event, or null when it is rejected. */
export function parseEventPayload(payload: Buffer, now = Date.now()): DeviceEventCreate | null {
  return readEventPayload(payload, now).value ?? null;
}

const STATUS_WORDS: Record<string, DeviceStatus> = {
  ...Object.fromEntries(DEVICE_STATUSES.map((status) => [status, status])),
  normal: 'online',
  fault: 'faulty',
};

/** dev/…/status: `{"status": "online" | "offline" | "faulty"}` or the bare word ("normal", "fault" too). */
export function readStatusPayload(payload: Buffer): Read<DeviceStatus> {
  if (payload.length > TELEMETRY_PAYLOAD_MAX_BYTES) {
    return {
      rejection: {
        reason: 'PAYLOAD_TOO_LARGE',
        detail: `${payload.length} > ${TELEMETRY_PAYLOAD_MAX_BYTES}`,
      },
    };
  }
  const value = json(payload).value;
  const word =
    typeof value === 'object' && value !== null && 'status' in value
      ? value.status
      : (value ?? payload.toString('utf8').trim());
  const status = typeof word === 'string' ? STATUS_WORDS[word.toLowerCase()] : undefined;
  return status
    ? { value: status }
    : {
        rejection: {
          reason: 'STATUS_INVALID',
          detail: typeof word === 'string' ? word : String(JSON.stringify(word)),
        },
      };
}

/** dev/…/status: the status, or null when the word is unknown. */
export function parseStatusPayload(payload: Buffer): DeviceStatus | null {
  return readStatusPayload(payload).value ?? null;
}

/** dev/…/cmd_reply: a JSON object carrying the command's request `id`. */
export function parseReplyPayload(payload: Buffer): (CommandReply & { id: string }) | null {
  const value = json(payload).value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const reply = value as CommandReply;
  return typeof reply.id === 'string' && reply.id.length > 0 && reply.id.length <= 64
    ? { ...reply, id: reply.id }
    : null;
}
