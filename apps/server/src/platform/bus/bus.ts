import type { LinkState } from './keep-connected';
import type { TakenSession } from './take-over-session';

/** Handler of a message on a subscribed topic. */
export type BusHandler = (topic: string, payload: Buffer) => void;

/** The server's side of the device bus, the same whether the broker is embedded or external. */
export interface BusBase {
  /** Where devices connect: `mqtt://host:port`. */
  readonly url: string;
  /** Whether the server reaches the broker now (always, for the embedded one), and since when. */
  link(): LinkState;
  /** Throws BROKER_UNAVAILABLE (503) while the broker cannot be reached. */
  publish(topic: string, payload: Buffer | string, qos?: 0 | 1): Promise<void>;
  subscribe(filter: string, handler: BusHandler): Promise<void>;
  /** Removes one handler of a filter; the broker subscription ends with the filter's last handler. */
  unsubscribe(filter: string, handler: BusHandler): Promise<void>;
  close(): Promise<void>;
}

/** A client's CONNECT, as the gate judges it. */
export interface ConnectAttempt {
  clientId: string;
  username: string | undefined;
  password: Buffer | undefined;
  /** The client's address, when the transport tells it. */
  remoteAddress: string | undefined;
}

/**
 * Why the gate refused a connection; the broker answers with the MQTT 3.1.1 CONNACK code of the same
 * meaning (2 identifier rejected, 4 bad user name or password, 5 not authorized).
 */
export type ConnectRefusal = 'identifierRejected' | 'badCredentials' | 'notAuthorized';

/** A connected client the gate has let in; the gate's own session type extends it. */
export interface BrokerSession {
  readonly clientId: string;
}

/**
 * How the embedded broker asks the server about a client: who may connect, publish and subscribe, and
 * what happens to what they publish. An external broker asks the same questions over HTTP instead.
 */
export interface BrokerGate<S extends BrokerSession> {
  /** The session of a client that proved who it is, or why its connection is refused. */
  authenticate(attempt: ConnectAttempt): Promise<S | ConnectRefusal>;
  /**
   * Takes in a message: null, at once, when the client may not publish on the topic (nothing is forwarded and
   * the connection drops). Otherwise settles when it may be acknowledged: for QoS 1 only once the server holds
   * it durably (the broker forwards it at once and sends the PUBACK then). Rejecting leaves it unacknowledged
   * and drops the connection.
   */
  acceptPublish(session: S, topic: string, payload: Buffer, flags: PublishFlags): Promise<void> | null;
  /** Whether the client may subscribe to the filter. */
  maySubscribe(session: S, filter: string): boolean;
  /** The client's subscriptions to these filters are in place: what it is sent from now on, it hears. */
  subscribed(session: S, filters: readonly string[]): void;
  /** The client is connected; `disconnect` drops it (a secret renewed, the device deleted). */
  connected(session: S, disconnect: () => void): void;
  disconnected(session: S): void;
}

/** The in-process Aedes broker: devices connect to this server itself. */
export interface EmbeddedBus extends BusBase {
  readonly mode: 'embedded';
  /** The TCP port devices connect to (the next free one when MQTT_PORT was not set and 1883 was taken). */
  readonly port: number;
  /** MQTT over WebSocket, `ws://host:port/path`, when enabled. */
  readonly wsUrl: string | undefined;
  /** Lets the gate decide; until then every connection is refused. */
  attachGate<S extends BrokerSession>(gate: BrokerGate<S>): void;
}

/** An external broker (Mosquitto, EMQX): it authenticates devices itself (EMQX: over HTTP, see README). */
export interface ExternalBus extends BusBase {
  readonly mode: 'external';
  /**
   * Subscribes at QoS 1 on a persistent session (clean: false, a fixed client id), so the broker keeps
   * messages while the server is down; each message is acknowledged only after `handler` settles.
   */
  ingest(
    filters: readonly string[],
    handler: (topic: string, payload: Buffer, redelivered: boolean) => Promise<void>,
  ): Promise<void>;
  /**
   * Holds a silent node's ingest session (its client id) and stores what arrives on it through the ingest
   * handler; undefined when the broker keeps no such session. Only after `ingest`.
   */
  takeOver(clientId: string): Promise<TakenSession | undefined>;
}

/** What a PUBLISH packet says of itself beside its topic and payload. */
export interface PublishFlags {
  qos: number;
  /** DUP: a redelivery, which may have been received before. */
  dup: boolean;
}

/** The device bus. */
export type Bus = EmbeddedBus | ExternalBus;

/** MQTT topic filter match (`+` one level, `#` the rest). */
export function topicMatches(filter: string, topic: string): boolean {
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return true;
    if (i >= t.length) return false;
    if (f[i] !== '+' && f[i] !== t[i]) return false;
  }
  return f.length === t.length;
}
