import { z } from 'zod';
import { devtypeNameSchema } from './devtype-calls';
import { listFilterOf, listQuerySchema, type ListResult } from './lists';
import { VALIDATION_MESSAGES as M } from './validation/keys';

// What a device's owner sees of messages that were not stored, and of the device's connections
// (iot-console issue 12). A device over MQTT 3.1.1 cannot be told that a message was refused, so the
// server keeps a reason where the owner looks: GET /devices/{devid}/rejections and …/connections.
//
// Rejected messages are still acknowledged (PUBACK at QoS 1): sending the same bytes again would be
// refused again, so a device that resends until acknowledged would loop forever.

/**
 * Why a device message, or a part of it, was not stored. Whole message: MALFORMED_JSON (not JSON),
 * PAYLOAD_TOO_LARGE (over TELEMETRY_PAYLOAD_MAX_BYTES), TOO_MANY_ROWS (over TELEMETRY_ROWS_MAX rows),
 * EVENT_INVALID (an event that breaks the event rules, e.g. no `code`), EVENT_UNDECLARED (on a `strict`
 * device type, an event whose code the section of its type — warnings, errors or logs — does not declare;
 * the detail names the event, then that section's codes), STATUS_INVALID (an unknown status word). One
 * row: ROW_INVALID (not an object, or no points), TOO_MANY_POINTS (over TELEMETRY_POINTS_MAX), TIME_INVALID
 * (`time` not an integer), TIME_TOO_OLD (before 2000-01-01), TIME_IN_FUTURE (more than
 * DEVICE_TIME_AHEAD_MAX_MS after the server's clock). One point, the rest of its row kept:
 * POINT_NAME_INVALID, VALUE_INVALID (not a finite number, a text up to 256 characters or a boolean), and
 * on a `strict` device type POINT_UNDECLARED and VALUE_TYPE_MISMATCH. Stored, but something was given up:
 * VALUES_REPLACED — a row whose `time` the device had already sent with other values; last write wins per
 * point, so the earlier values named in the detail are gone. Firmware: ATTRIBUTES_INVALID (dev/…/attributes
 * without a valid `firmware` version), OTA_REPORT_INVALID (dev/…/ota_progress that is not a valid report, or
 * names no update of the device). CAN (dev/…/can): CAN_FRAMES_INVALID — not a list of 1 to 5,000 frames, or
 * over CAN_PAYLOAD_MAX_BYTES; CAN_FRAME_INVALID — one frame (id, ext, data or time) at fault, the other
 * frames stored; a frame's time is checked like a row's (TIME_TOO_OLD, TIME_IN_FUTURE).
 */
export const DEVICE_REJECTION_REASONS = [
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_ROWS',
  'ROW_INVALID',
  'TOO_MANY_POINTS',
  'TIME_INVALID',
  'TIME_TOO_OLD',
  'TIME_IN_FUTURE',
  'POINT_NAME_INVALID',
  'VALUE_INVALID',
  'POINT_UNDECLARED',
  'VALUE_TYPE_MISMATCH',
  'EVENT_INVALID',
  'EVENT_UNDECLARED',
  'STATUS_INVALID',
  'VALUES_REPLACED',
  'ATTRIBUTES_INVALID',
  'OTA_REPORT_INVALID',
  'CAN_FRAMES_INVALID',
  'CAN_FRAME_INVALID',
] as const;
/** Why a device message or part of it was not stored. */
export type DeviceRejectionReason = (typeof DEVICE_REJECTION_REASONS)[number];
/** Schema of a rejection reason. */
export const deviceRejectionReasonSchema = z.enum(DEVICE_REJECTION_REASONS, { error: M.listFilterInvalid });

/** How far ahead of the server's clock a row's or event's `time` may be (clocks drift; a day is plenty). */
export const DEVICE_TIME_AHEAD_MAX_MS = 86_400_000;
/** How long rejections and connection log entries are kept. */
export const DEVICE_LOG_RETENTION_MS = 7 * 86_400_000;
/** Entries of each log a device gets per minute; further rejections are only counted. */
export const DEVICE_LOG_ENTRIES_PER_MINUTE = 20;
/** Bytes of a rejected payload kept to show (the "payload head"). */
export const REJECTION_PAYLOAD_HEAD_BYTES = 256;
/** Longest detail of an entry (which row or point, what was expected). */
export const DEVICE_LOG_DETAIL_MAX = 128;

/**
 * A rejected message or part of one, newest first. `detail` says where, in the message's own terms: a
 * point as `temp` (one-row message) or `[2].temp` (the third row of a list), a row as `[2]`, then after
 * `: ` what was wrong when it helps (the declared type, the count over the limit). `payloadHead` is the
 * payload's first 256 bytes as text; bytes that are not printable UTF-8 appear as `\xNN`.
 */
export interface DeviceRejectionView {
  id: string;
  devid: string;
  /** When the server received the message, epoch ms. */
  time: number;
  topic: string;
  reason: DeviceRejectionReason;
  detail: string;
  payloadHead: string;
}

/**
 * GET /devices/{devid}/rejections: the list (kept 7 days) and `recentCount`, the rejections of the last 7
 * days counted to the hour — those beyond the per-minute entries included, so it can exceed `totalCount`.
 */
export type DeviceRejectionPage = ListResult<DeviceRejectionView> & { recentCount: number };

/** GET /devices/{devid}/rejections: list parameters, `devtype`, filter `{reason}`. */
export const deviceRejectionListQuerySchema = listQuerySchema.extend({
  devtype: devtypeNameSchema.optional(),
  filter: listFilterOf({ reason: deviceRejectionReasonSchema.optional() }),
});
/** A parsed rejection list query. */
export type DeviceRejectionListQuery = z.output<typeof deviceRejectionListQuerySchema>;

/** What happened on a device's MQTT connection (the embedded broker's gate). */
export const DEVICE_CONNECTION_EVENTS = [
  'connected',
  'disconnected',
  'connect_refused',
  'topic_refused',
] as const;
/** A connection log event. */
export type DeviceConnectionEvent = (typeof DEVICE_CONNECTION_EVENTS)[number];
/** Schema of a connection log event. */
export const deviceConnectionEventSchema = z.enum(DEVICE_CONNECTION_EVENTS, { error: M.listFilterInvalid });

/**
 * Why a sign-in or a topic was refused: NO_CREDENTIALS (no id or secret), WRONG_SECRET, LOCKED_OUT (too
 * many wrong secrets within a minute), CLIENT_ID_REJECTED (a client id that is not the device's),
 * PUBLISH_REFUSED and SUBSCRIBE_REFUSED (a topic outside the device's own; `detail` names it).
 */
export const DEVICE_CONNECTION_REASONS = [
  'NO_CREDENTIALS',
  'WRONG_SECRET',
  'LOCKED_OUT',
  'CLIENT_ID_REJECTED',
  'PUBLISH_REFUSED',
  'SUBSCRIBE_REFUSED',
] as const;
/** Why a connection or topic was refused. */
export type DeviceConnectionReason = (typeof DEVICE_CONNECTION_REASONS)[number];

/**
 * One connection log entry, newest first. Sign-ins refused for an id that names no device are only logged
 * by the server, never kept here.
 */
export interface DeviceConnectionView {
  id: string;
  devid: string;
  time: number;
  event: DeviceConnectionEvent;
  clientId: string;
  remoteAddress: string;
  /** Set on refusals. */
  reason: DeviceConnectionReason | null;
  detail: string;
}

/** GET /devices/{devid}/connections (kept 7 days). */
export type DeviceConnectionPage = ListResult<DeviceConnectionView>;

/** GET /devices/{devid}/connections: list parameters, `devtype`, filter `{event}`. */
export const deviceConnectionListQuerySchema = listQuerySchema.extend({
  devtype: devtypeNameSchema.optional(),
  filter: listFilterOf({ event: deviceConnectionEventSchema.optional() }),
});
/** A parsed connection log query. */
export type DeviceConnectionListQuery = z.output<typeof deviceConnectionListQuerySchema>;
