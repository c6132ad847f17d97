import { z } from 'zod';
import type { CommandReply } from './command-calls';
import type { DeviceStatus } from './device-status';
import type { DashboardDeviceStatus, DeviceTableStatus } from './devices';
import { devtypeNameSchema } from './devtype-calls';
import type { DeviceEventType } from './event-calls';
import type { TelemetryRow } from './telemetry-calls';
import { deviceIdSchema } from './validation/device';
import { VALIDATION_MESSAGES as M } from './validation/keys';

// The real-time socket (iot-console.md §4 "Real-time socket", "Live subscription"; §7 WebSocket).
// Connect to `/ws` on the server's origin (or the WS_PORT listener). The browser's session cookie signs the
// socket in; a `login` message must come first either way and is answered before anything else. Then the
// client subscribes per device and receives `notify` messages. Every message is one JSON text frame.

/** Path of the real-time socket on the server's origin. */
export const LIVE_SOCKET_PATH = '/ws';
/** Most devices one socket may watch at once. */
export const LIVE_SUBSCRIPTIONS_MAX = 100;
/** Largest message a client may send, in bytes. */
export const LIVE_CLIENT_MESSAGE_MAX_BYTES = 4096;
/** Message types a subscription can carry; the live page subscribes with ['data', 'event']. */
export const LIVE_MESSAGE_TYPES = ['data', 'event', 'status', 'cmd_reply'] as const;
/** A message type of a device topic. */
export type LiveMessageType = (typeof LIVE_MESSAGE_TYPES)[number];
/** What a subscription carries when it names nothing. */
export const LIVE_DEFAULT_TYPES: readonly LiveMessageType[] = ['data', 'event', 'status'];

/** WebSocket close codes the server uses (4000–4999 are the application's). */
export const LIVE_CLOSE_CODES = {
  /** The client closed with a `close` message. */
  normal: 1000,
  /** The server is shutting down; reconnect later. */
  shutdown: 1001,
  /** A message that is not valid JSON of this protocol, or too large. */
  protocol: 4400,
  /** No session (login refused) or the session ended (sign-out, expiry). */
  unauthorized: 4401,
  /** No `login` within LIVE_LOGIN_TIMEOUT_MS of opening. */
  loginTimeout: 4408,
} as const;
/** How long the server waits for the `login` message after the socket opens. */
export const LIVE_LOGIN_TIMEOUT_MS = 10_000;

/** Client → server messages. */
export const liveClientMessageSchema = z.discriminatedUnion(
  'type',
  [
    /**
     * Signs the socket in. The browser's cookie is enough (`token` absent); other clients may send the
     * session cookie's value as `token`.
     */
    z.object({ type: z.literal('login'), token: z.string().max(256).optional() }),
    /** Starts (or changes) the live feed of one of the user's devices. */
    z.object({
      type: z.literal('subscribe'),
      devid: deviceIdSchema,
      devtype: devtypeNameSchema.optional(),
      events: z.array(z.enum(LIVE_MESSAGE_TYPES)).min(1).max(LIVE_MESSAGE_TYPES.length).optional(),
    }),
    /** Stops a device's feed. */
    z.object({ type: z.literal('unsubscribe'), devid: deviceIdSchema }),
    /** Keeps idle proxies from closing the socket; answered with `pong`. */
    z.object({ type: z.literal('ping') }),
    /** Closes the socket; the server answers with `close` and closes with `message` as the reason. */
    z.object({ type: z.literal('close'), message: z.string().max(123).optional() }),
  ],
  { error: M.invalidType },
);
/** A message the client sends. */
export type LiveClientMessage = z.input<typeof liveClientMessageSchema>;

/** Payload of a `notify` per message type. */
export interface LivePayloads {
  /** The rows as they will be stored (a row without a device time carries the receive time). */
  data: TelemetryRow[];
  event: {
    type: DeviceEventType;
    code: string;
    desc: string;
    data: Record<string, unknown> | null;
    time: number;
  };
  /** The one stored status and its two console readings (contract device-status.ts). */
  status: { status: DeviceStatus; tableStatus: DeviceTableStatus; dashboardStatus: DashboardDeviceStatus };
  /** The device's reply as sent; `id` is the command's request id. */
  cmd_reply: CommandReply;
}

/** A live message of a watched device; `topic` is dev/{devtype}/{devid}/{msgtype}. */
export type LiveNotify = {
  [T in LiveMessageType]: {
    type: 'notify';
    topic: string;
    devtype: string;
    devid: string;
    msgtype: T;
    payload: LivePayloads[T];
    /** When the server received it, epoch ms. */
    time: number;
  };
}[LiveMessageType];

/** Server → client messages. */
export type LiveServerMessage =
  | { type: 'login'; ok: true; user: { id: string; username: string } }
  | { type: 'subscribed'; devid: string; devtype: string; events: LiveMessageType[] }
  | { type: 'unsubscribed'; devid: string }
  | { type: 'pong' }
  | LiveNotify
  /** A refused request; the socket stays open (code NOT_FOUND: not the user's device; VALIDATION_FAILED…). */
  | { type: 'error'; code: string; message: string; devid?: string }
  /** Sent just before the server closes the socket; the WebSocket close frame carries the same message. */
  | { type: 'close'; code: number; message: string };

/** The parts of a device topic dev/{devtype}/{devid}/{msgtype}, or null for any other topic. */
export function parseDeviceTopic(
  topic: string,
): { devtype: string; devid: string; msgtype: LiveMessageType } | null {
  const parts = topic.split('/');
  if (parts.length !== 4 || parts[0] !== 'dev') return null;
  const [, devtype, devid, msgtype] = parts as [string, string, string, string];
  return (LIVE_MESSAGE_TYPES as readonly string[]).includes(msgtype)
    ? { devtype, devid, msgtype: msgtype as LiveMessageType }
    : null;
}

/**
 * What a device publishes on its topics: the live types, plus `attributes` (the firmware it runs),
 * `ota_progress` (how an update goes; contract firmware-calls.ts) and `can` (raw CAN frames; contract
 * can-frame-calls.ts). The last three are not shown live as such (decoded CAN signals are, as `data`).
 */
export const DEVICE_UPLINK_TYPES = [...LIVE_MESSAGE_TYPES, 'attributes', 'ota_progress', 'can'] as const;
/** A message type a device publishes. */
export type DeviceUplinkType = (typeof DEVICE_UPLINK_TYPES)[number];

/** The parts of a topic a device publishes to, dev/{devtype}/{devid}/{type}, or null for any other topic. */
export function parseDeviceUplink(
  topic: string,
): { devtype: string; devid: string; msgtype: DeviceUplinkType } | null {
  const parts = topic.split('/');
  if (parts.length !== 4 || parts[0] !== 'dev') return null;
  const [, devtype, devid, msgtype] = parts as [string, string, string, string];
  return (DEVICE_UPLINK_TYPES as readonly string[]).includes(msgtype)
    ? { devtype, devid, msgtype: msgtype as DeviceUplinkType }
    : null;
}
