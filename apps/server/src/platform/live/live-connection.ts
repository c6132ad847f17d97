import {
  LIVE_CLOSE_CODES,
  LIVE_DEFAULT_TYPES,
  LIVE_LOGIN_TIMEOUT_MS,
  LIVE_SUBSCRIPTIONS_MAX,
  liveClientMessageSchema,
  type LiveMessageType,
  type LiveServerMessage,
} from '@fleetkey/contract';
import type { Duplex } from 'node:stream';
import type { RawData, WebSocket } from 'ws';
import { corkPerTurn } from '../cork-per-turn';
import type { LiveHub, LiveListener } from './live-hub';
import type { DeviceScope } from '../auth/iot-actor';

// A socket whose client reads too slowly stops getting notifies until it catches up, rather than
// growing the server's memory: live data is a view, the history keeps everything.
const SEND_BUFFER_MAX_BYTES = 1_048_576;
/** How often a signed-in socket checks that its session still exists (sign-out, expiry). */
const LIVE_SESSION_RECHECK_MS = 60_000;

/** A text frame's content (ws hands it over as one buffer, fragments, or an ArrayBuffer). */
function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}

/** Who a socket signed in as, and whose devices it may watch. */
export interface LiveUser {
  id: string;
  username: string;
  scope: DeviceScope;
}

/** What a socket needs from the rest of the server. */
export interface LiveConnectionDeps {
  hub: LiveHub;
  /** The user of a session token, or null. */
  userOfToken(token: string): Promise<LiveUser | null>;
  /** The device of that id (and type, when given) in the user's scope, or null when it is not. */
  deviceOf(user: LiveUser, devid: string, devtype: string | undefined): Promise<{ devtype: string } | null>;
}

interface Watch {
  devtype: string;
  events: Set<LiveMessageType>;
  stop: () => Promise<void>;
}

/**
 * Speaks the real-time socket protocol (contract live-socket.ts) on one socket, which runs on `transport`
 * (the upgraded connection). `cookieToken` is the session token the upgrade request carried, used by a
 * `login` without its own token.
 */
export function serveLiveConnection(
  socket: WebSocket,
  transport: Duplex,
  deps: LiveConnectionDeps,
  cookieToken: string | undefined,
): {
  shutdown(message: string): void;
} {
  let token: string | undefined;
  let user: LiveUser | null = null;
  const watches = new Map<string, Watch>();
  let queue = Promise.resolve();

  const cork = corkPerTurn(transport);
  const send = (message: LiveServerMessage) => {
    if (socket.readyState !== socket.OPEN) return;
    const frame = JSON.stringify(message);
    cork(frame.length);
    socket.send(frame);
  };
  const close = (code: number, message: string) => {
    send({ type: 'close', code, message });
    socket.close(code, message);
  };
  const loginTimer = setTimeout(
    () => close(LIVE_CLOSE_CODES.loginTimeout, 'login expected'),
    LIVE_LOGIN_TIMEOUT_MS,
  );
  const sessionTimer = setInterval(() => {
    if (!token) return;
    void deps.userOfToken(token).then((still) => {
      if (!still) close(LIVE_CLOSE_CODES.unauthorized, 'session ended');
    });
  }, LIVE_SESSION_RECHECK_MS);
  sessionTimer.unref();

  const unwatch = async (devid: string) => {
    const watch = watches.get(devid);
    if (!watch) return;
    watches.delete(devid);
    await watch.stop();
  };

  async function login(given: string | undefined): Promise<void> {
    const candidate = given ?? cookieToken;
    user = candidate ? await deps.userOfToken(candidate) : null;
    if (!user) return close(LIVE_CLOSE_CODES.unauthorized, 'login failed: no session');
    token = candidate;
    clearTimeout(loginTimer);
    send({ type: 'login', ok: true, user: { id: user.id, username: user.username } });
  }

  async function subscribe(
    devid: string,
    devtype: string | undefined,
    events: readonly LiveMessageType[],
  ): Promise<void> {
    if (!user) return send({ type: 'error', code: 'UNAUTHORIZED', message: 'login first', devid });
    if (!watches.has(devid) && watches.size >= LIVE_SUBSCRIPTIONS_MAX) {
      return send({
        type: 'error',
        code: 'VALIDATION_FAILED',
        message: `at most ${LIVE_SUBSCRIPTIONS_MAX} devices`,
        devid,
      });
    }
    const device = await deps.deviceOf(user, devid, devtype);
    if (!device) return send({ type: 'error', code: 'NOT_FOUND', message: 'no such device', devid });
    await unwatch(devid);
    const wanted = new Set(events);
    const listener: LiveListener = (notify) => {
      if (wanted.has(notify.msgtype) && socket.bufferedAmount < SEND_BUFFER_MAX_BYTES) send(notify);
    };
    const stop = await deps.hub.watch(device.devtype, devid, listener);
    watches.set(devid, { devtype: device.devtype, events: wanted, stop });
    send({ type: 'subscribed', devid, devtype: device.devtype, events: [...wanted] });
  }

  async function receive(raw: string): Promise<void> {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return close(LIVE_CLOSE_CODES.protocol, 'message is not JSON');
    }
    const parsed = liveClientMessageSchema.safeParse(data);
    if (!parsed.success)
      return send({ type: 'error', code: 'VALIDATION_FAILED', message: 'unknown or invalid message' });
    const message = parsed.data;
    switch (message.type) {
      case 'login':
        return login(message.token);
      case 'subscribe':
        return subscribe(message.devid, message.devtype, message.events ?? LIVE_DEFAULT_TYPES);
      case 'unsubscribe':
        await unwatch(message.devid);
        return send({ type: 'unsubscribed', devid: message.devid });
      case 'ping':
        return send({ type: 'pong' });
      case 'close':
        return close(LIVE_CLOSE_CODES.normal, message.message ?? 'closed by client');
    }
  }

  // Messages are handled one after another, so a subscribe and the unsubscribe after it keep their order.
  socket.on('message', (data, isBinary) => {
    const raw = isBinary ? '' : textOf(data);
    queue = queue.then(() => receive(raw)).catch(() => close(LIVE_CLOSE_CODES.protocol, 'internal error'));
  });
  socket.on('close', () => {
    clearTimeout(loginTimer);
    clearInterval(sessionTimer);
    for (const devid of [...watches.keys()]) void unwatch(devid);
  });

  return { shutdown: (message) => close(LIVE_CLOSE_CODES.shutdown, message) };
}
