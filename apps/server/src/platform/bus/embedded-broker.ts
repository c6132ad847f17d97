import {
  Aedes,
  type AedesPublishPacket,
  type AuthenticateError,
  type AuthErrorCode,
  type Client,
} from 'aedes';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { StartupError } from '../../startup-error';
import type { BrokerGate, BrokerSession, BusHandler, ConnectRefusal, EmbeddedBus } from './bus';
import { holdAcks, type HeldAcks } from './held-acks';
import { listenMqttOverWebSocket } from './mqtt-websocket';

// MQTT CONNACK return codes: 3 server unavailable (the database did not answer), and one per refusal.
const SERVER_UNAVAILABLE: AuthErrorCode = 3;
const REFUSALS: Record<ConnectRefusal, { code: AuthErrorCode; message: string }> = {
  identifierRejected: { code: 2, message: 'identifier rejected' },
  badCredentials: { code: 4, message: 'bad user name or password' },
  notAuthorized: { code: 5, message: 'not authorized' },
};

/** Where the embedded broker listens: TCP always, MQTT over WebSocket when `ws` is given (port 0 = free). */
export interface EmbeddedBrokerOptions {
  port: number;
  host: string;
  ws?: { port: number; path: string } | undefined;
  /** When `port` is taken, listen on the next free one above it instead of failing. */
  nextFreePort?: boolean;
}

/** Ports tried above a taken default before giving up. */
const NEXT_PORTS_TRIED = 100;

type Deliver = (packet: AedesPublishPacket, done: () => void) => void;

/** Starts the in-process Aedes broker; a taken port is a StartupError. Clients wait until a gate is attached. */
export async function startEmbeddedBroker({
  port,
  host,
  ws,
  nextFreePort = false,
}: EmbeddedBrokerOptions): Promise<EmbeddedBus> {
  // Device ids (up to 64 characters) are often used as client ids; MQTT 3.1.1 lets a broker accept longer than 23.
  const broker = await Aedes.createBroker({ maxClientsIdLength: 128 });
  const gateAttached = holdUntilGate(broker);
  // Acknowledgements and forwarded messages are small writes: sent at once, not held back by Nagle's algorithm.
  const server = createServer({ noDelay: true }, broker.handle);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await listenFrom(server, port, host, nextFreePort && port !== 0 ? NEXT_PORTS_TRIED : 0).catch(
    async (error: NodeJS.ErrnoException) => {
      await closeBroker(broker);
      throw new StartupError('MQTT_PORT', describeListenError(error, port, 'MQTT_PORT'));
    },
  );
  const wsServer = ws
    ? await listenMqttOverWebSocket(broker, ws.port, host, ws.path).catch(
        async (error: NodeJS.ErrnoException) => {
          await closeServer(server);
          await closeBroker(broker);
          throw new StartupError('MQTT_WS_PORT', describeListenError(error, ws.port, 'MQTT_WS_PORT'));
        },
      )
    : undefined;
  const connectHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const delivers = new Map<string, Map<BusHandler, Deliver>>();
  const startedAt = Date.now();

  return {
    url: `mqtt://${connectHost}:${(server.address() as AddressInfo).port}`,
    port: (server.address() as AddressInfo).port,
    wsUrl:
      wsServer && ws
        ? `ws://${connectHost}:${(wsServer.address() as AddressInfo).port}${ws.path}`
        : undefined,
    mode: 'embedded',
    // In the same process: reachable for as long as the server runs.
    link: () => ({ up: true, since: startedAt }),
    attachGate: (gate) => {
      attachGate(broker, gate);
      gateAttached();
    },
    publish: (topic, payload, qos = 0) =>
      new Promise((resolve, reject) => {
        const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
        broker.publish({ cmd: 'publish', topic, payload: body, qos, retain: false, dup: false }, (error) =>
          error ? reject(error) : resolve(),
        );
      }),
    subscribe: (filter, handler) =>
      new Promise((resolve) => {
        const deliver: Deliver = (packet, done) => {
          handler(
            packet.topic,
            Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload),
          );
          done();
        };
        const handlers = delivers.get(filter) ?? new Map<BusHandler, Deliver>();
        handlers.set(handler, deliver);
        delivers.set(filter, handlers);
        broker.subscribe(filter, deliver, resolve);
      }),
    unsubscribe: (filter, handler) =>
      new Promise((resolve) => {
        const handlers = delivers.get(filter);
        const deliver = handlers?.get(handler);
        if (!handlers || !deliver) return resolve();
        handlers.delete(handler);
        if (handlers.size === 0) delivers.delete(filter);
        broker.unsubscribe(filter, deliver, resolve);
      }),
    close: async () => {
      // Stop accepting first; the listeners finish closing once the broker has dropped every client.
      const listeners = [closeServer(server), ...(wsServer ? [closeServer(wsServer)] : [])];
      await closeBroker(broker);
      // A device that connected as the server began to stop waits for a CONNACK that never comes (the gate
      // answers nobody then) and is no broker client yet, so the broker's close leaves it: dropped here, or the
      // listener would wait for it to give up (30 s for MQTT.js) before the server could stop.
      for (const socket of sockets) socket.destroy();
      wsServer?.closeAllConnections();
      await Promise.all(listeners);
    },
  };
}

// Until the gate is attached (the server is still starting), a connecting client waits for it rather than
// being refused: a refusal is final to many clients (MQTT.js stops reconnecting), so a restart would
// strand them. A broker closed before then drops the waiting clients with the rest.
function holdUntilGate(broker: Aedes): () => void {
  let attached: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (attached = resolve));
  broker.authenticate = (client, username, password, done) => {
    void gate.then(() => broker.authenticate(client, username, password, done));
  };
  return attached;
}

/** Routes the broker's questions to the gate; each client's session lives as long as its connection. */
function attachGate<S extends BrokerSession>(broker: Aedes, gate: BrokerGate<S>): void {
  const sessions = new WeakMap<Client, S>();
  broker.authenticate = (client, username, password, done) => {
    const remoteAddress = (client.conn as Partial<Socket>).remoteAddress;
    gate.authenticate({ clientId: client.id, username, password, remoteAddress }).then(
      (session) => {
        if (typeof session === 'string') {
          const { code, message } = REFUSALS[session];
          return done(
            Object.assign(new Error(message), { returnCode: code }) satisfies AuthenticateError,
            false,
          );
        }
        sessions.set(client, session);
        done(null, true);
      },
      (error: unknown) => done(Object.assign(toError(error), { returnCode: SERVER_UNAVAILABLE }), false),
    );
  };
  const acks = new WeakMap<Client, HeldAcks>();
  broker.authorizePublish = (client, packet, done) => {
    const session = client && sessions.get(client);
    if (!session) return done(new Error('not authorized'));
    const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
    const { qos, dup, messageId } = packet;
    const stored = gate.acceptPublish(session, packet.topic, payload, { qos, dup });
    if (!stored) return done(new Error('not authorized'));
    if (qos !== 1 || messageId === undefined) {
      stored.then(
        () => done(null),
        (error: unknown) => done(toError(error)),
      );
      return;
    }
    // Forwarded at once as QoS 0, which Aedes does not acknowledge: the PUBACK goes out once stored.
    packet.qos = 0;
    let held = acks.get(client);
    if (!held) {
      held = holdAcks(client.conn, () => client.close());
      acks.set(client, held);
    }
    held.hold(messageId, stored, () => done(null));
  };
  broker.authorizeSubscribe = (client, subscription, done) => {
    const session = sessions.get(client);
    // A null subscription is refused in the SUBACK (0x80); the client stays connected.
    done(null, session && gate.maySubscribe(session, subscription.topic) ? subscription : null);
  };
  broker.on('client', (client) => {
    const session = sessions.get(client);
    if (session) gate.connected(session, () => client.close());
  });
  broker.on('subscribe', (subscriptions, client) => {
    const session = sessions.get(client);
    if (session)
      gate.subscribed(
        session,
        subscriptions.map((subscription) => subscription.topic),
      );
  });
  broker.on('clientDisconnect', (client) => {
    const session = sessions.get(client);
    if (session) gate.disconnected(session);
  });
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function describeListenError(error: NodeJS.ErrnoException, port: number, setting: string): string {
  return error.code === 'EADDRINUSE'
    ? `port ${port} is already in use — set ${setting} to a free port${setting === 'MQTT_PORT' ? ', or MQTT_URL to use the broker already running there' : ''}`
    : `cannot listen on port ${port} (${error.message})`;
}

/** Listens on `port`, or while it is taken on each of the next `tries` ports; the first error otherwise. */
async function listenFrom(server: Server, port: number, host: string, tries: number): Promise<void> {
  for (let next = port; ; next++) {
    try {
      return await listen(server, next, host);
    } catch (error) {
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!taken || next - port >= tries) throw error;
    }
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: { close(callback: () => void): unknown }): Promise<void> {
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

function closeBroker(broker: Aedes): Promise<void> {
  return new Promise((resolve) => broker.close(() => resolve()));
}
