import { LIVE_CLOSE_CODES, LIVE_SOCKET_PATH } from '@fleetkey/contract';
import type { LiveClientMessage, LiveMessageType, LiveNotify, LiveServerMessage } from '@fleetkey/contract';

// The real-time socket's client (iot-console.md §4 "Real-time socket", "Live subscription"): it logs in
// when the socket opens, keeps the subscriptions it was asked for and sends them again after every
// reconnect, reconnects with growing delays after an error or a drop, and stays closed once asked to.

/** The part of a WebSocket the client uses (the browser's WebSocket, or a test double). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** Where the connection stands: `reconnecting` waits for the next try; `closed` is final. */
export type LiveState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** A live connection as screens use it (the client below, or a fake in tests). */
export interface LiveConnection {
  /** Starts a device's feed (again after every reconnect) until unsubscribed. */
  subscribe(devid: string, options?: { devtype?: string; events?: LiveMessageType[] }): void;
  unsubscribe(devid: string): void;
  addListener(listener: (message: LiveNotify) => void): void;
  removeListener(listener: (message: LiveNotify) => void): void;
  /** Follows the state; returns the function that stops following. */
  onStateChange(listener: (state: LiveState, reason?: string) => void): () => void;
  /** Reconnects at once (resetting the delay), keeping the subscriptions. */
  refresh(): void;
  /** Closes for good, telling the server why. */
  close(message?: string): void;
}

/** Options of the live client. */
export interface LiveClientOptions {
  /** ws(s):// address of the socket; see liveSocketUrl. */
  url: string;
  createSocket?: (url: string) => SocketLike;
  /** First reconnect delay; each failure doubles it up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Interval of keep-alive pings while open. */
  pingIntervalMs?: number;
  /** A refused request (not the user's device, …). */
  onServerError?: (error: { code: string; message: string; devid?: string }) => void;
}

const OPEN = 1;

/** The socket address on an origin (`http://host` → `ws://host/ws`). */
export function liveSocketUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}${LIVE_SOCKET_PATH}`;
}

/** The delay before reconnect try `attempt` (0-based): initial × 2^attempt, at most max. */
export function reconnectDelay(attempt: number, initialMs: number, maxMs: number): number {
  return Math.min(maxMs, initialMs * 2 ** attempt);
}

/** Creates a live connection and starts connecting. */
export function createLiveClient(options: LiveClientOptions): LiveConnection {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const initialMs = options.initialDelayMs ?? 500;
  const maxMs = options.maxDelayMs ?? 10_000;
  const pingMs = options.pingIntervalMs ?? 25_000;
  const subscriptions = new Map<string, { devtype?: string; events?: LiveMessageType[] }>();
  const listeners = new Set<(message: LiveNotify) => void>();
  const stateListeners = new Set<(state: LiveState, reason?: string) => void>();
  let socket: SocketLike | null = null;
  let loggedIn = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;
  let finished = false;

  const setState = (state: LiveState, reason?: string) => stateListeners.forEach((l) => l(state, reason));
  const send = (message: LiveClientMessage) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };
  const sendSubscribe = (devid: string) => {
    const sub = subscriptions.get(devid);
    if (sub && loggedIn) send({ type: 'subscribe', devid, ...sub });
  };

  const onMessage = (raw: unknown) => {
    let message: LiveServerMessage;
    try {
      message = JSON.parse(String(raw)) as LiveServerMessage;
    } catch {
      return; // Not this protocol's; the server never sends such frames.
    }
    if (message.type === 'login') {
      loggedIn = true;
      attempt = 0;
      setState('open');
      for (const devid of subscriptions.keys()) sendSubscribe(devid);
    } else if (message.type === 'notify') {
      listeners.forEach((listener) => listener(message));
    } else if (message.type === 'error') {
      options.onServerError?.(message);
    }
  };

  const drop = (code?: number, reason?: string) => {
    clearInterval(ping);
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      socket.close(code, reason);
    }
    socket = null;
    loggedIn = false;
  };

  const scheduleReconnect = (reason?: string) => {
    drop();
    clearTimeout(retry);
    setState('reconnecting', reason);
    retry = setTimeout(connect, reconnectDelay(attempt, initialMs, maxMs));
    attempt += 1;
  };

  function connect() {
    if (finished) return;
    setState('connecting');
    const next = createSocket(options.url);
    socket = next;
    next.onopen = () => {
      send({ type: 'login' });
      ping = setInterval(() => send({ type: 'ping' }), pingMs);
    };
    next.onmessage = (event) => onMessage(event.data);
    // An error is followed by a close; reconnecting on the close alone avoids a double reconnect.
    next.onerror = () => undefined;
    next.onclose = (event) => {
      if (event.code === LIVE_CLOSE_CODES.unauthorized) {
        // Without a session no retry can succeed: the console's sign-in flow takes over.
        finished = true;
        drop();
        setState('closed', event.reason);
      } else {
        scheduleReconnect(event.reason);
      }
    };
  }

  connect();
  return {
    subscribe(devid, sub = {}) {
      subscriptions.set(devid, sub);
      sendSubscribe(devid);
    },
    unsubscribe(devid) {
      if (subscriptions.delete(devid) && loggedIn) send({ type: 'unsubscribe', devid });
    },
    addListener: (listener) => void listeners.add(listener),
    removeListener: (listener) => void listeners.delete(listener),
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    refresh() {
      if (finished) return;
      clearTimeout(retry);
      attempt = 0;
      drop();
      connect();
    },
    close(message) {
      if (finished) return;
      finished = true;
      clearTimeout(retry);
      send({ type: 'close', message });
      drop(LIVE_CLOSE_CODES.normal, message);
      setState('closed', message);
    },
  };
}
