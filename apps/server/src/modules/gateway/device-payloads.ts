import {
  DEVICE_STATUSES,
  deviceEventCreateSchema,
  TELEMETRY_PAYLOAD_MAX_BYTES,
  telemetryUploadSchema,
  type CommandReply,
  type DeviceEventCreate,
  type DeviceStatus,
  type TelemetryUpload,
} from '@fleetkey/contract';

// What devices send, read the same way by the ingest and by the live socket. Anything that does not
// parse is null: the caller drops it (a device cannot be told off for one message over MQTT 3.1.1).

function json(payload: Buffer): unknown {
  if (payload.length > TELEMETRY_PAYLOAD_MAX_BYTES) return undefined;
  try {
    return JSON.parse(payload.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** dev/…/data: a row or rows of points (contract telemetry-calls.ts). */
export function parseDataPayload(payload: Buffer): TelemetryUpload | null {
  const parsed = telemetryUploadSchema.safeParse(json(payload));
  return parsed.success ? parsed.data : null;
}

/** dev/…/event: one event (contract event-calls.ts). */
export function parseEventPayload(payload: Buffer): DeviceEventCreate | null {
  const parsed = deviceEventCreateSchema.safeParse(json(payload));
  return parsed.success ? parsed.data : null;
}

const STATUS_WORDS: Record<string, DeviceStatus> = {
  ...Object.fromEntries(DEVICE_STATUSES.map((status) => [status, status])),
  normal: 'online',
  fault: 'faulty',
};

/** dev/…/status: `{"status": "online" | "offline" | "faulty"}` or the bare word ("normal", "fault" too). */
export function parseStatusPayload(payload: Buffer): DeviceStatus | null {
  const value = json(payload);
  const word =
    typeof value === 'object' && value !== null && 'status' in value
      ? value.status
      : (value ?? payload.toString('utf8').trim());
  return typeof word === 'string' ? (STATUS_WORDS[word.toLowerCase()] ?? null) : null;
}

/** dev/…/cmd_reply: a JSON object carrying the command's request `id`. */
export function parseReplyPayload(payload: Buffer): (CommandReply & { id: string }) | null {
  const value = json(payload);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const reply = value as CommandReply;
  return typeof reply.id === 'string' && reply.id.length > 0 && reply.id.length <= 64
    ? { ...reply, id: reply.id }
    : null;
}
