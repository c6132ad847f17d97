import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import { StartupError } from '../../startup-error';
import { AppError } from '../errors/app-error';
import { acknowledgeWhenStored } from './acknowledge-when-stored';
import { topicMatches, type BusHandler, type ExternalBus } from './bus';
import { keepConnected, type LinkState } from './keep-connected';
import { takeOverSession } from './take-over-session';

const CONNECT_TIMEOUT_MS = 10_000;

/** How the server meets an external broker. */
export interface ExternalBrokerOptions {
  url: string;
  /** Client id of the persistent ingest session; it must stay the same across restarts of this node. */
  ingestClientId: string;
  /** Shared-subscription group: several nodes then split the ingest instead of each taking all of it. */
  sharedGroup: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * Connects the server to an external broker (Mosquitto, EMQX…): unreachable at start is a StartupError;
 * lost later, both clients reconnect for as long as the server runs, and `link()` says so meanwhile.
 */
export async function connectExternalBroker({
  url,
  ingestClientId,
  sharedGroup,
  log,
}: ExternalBrokerOptions): Promise<ExternalBus> {
  // Publishing and live subscriptions: a clean session, nothing kept while the server is away.
  const client = await connected(
    mqtt.connect(url, {
      clientId: `fleetkey-server-${process.pid}-${Math.random().toString(16).slice(2, 10)}`,
      connectTimeout: CONNECT_TIMEOUT_MS,
    }),
    url,
  );
  const publisherLink = keepConnected(client, 'MQTT broker (publisher)', log);
  let ingestLink: (() => LinkState) | undefined;
  const handlers: { filter: string; handler: BusHandler }[] = [];
  client.on('message', (topic, payload) => {
    for (const { filter, handler } of handlers) if (topicMatches(filter, topic)) handler(topic, payload);
  });
  let ingestClient: MqttClient | undefined;
  let store: ((packet: IPublishPacket) => Promise<void>) | undefined;

  return {
    url,
    mode: 'external',
    link: () => {
      const links = [publisherLink(), ...(ingestLink ? [ingestLink()] : [])];
      const down = links.filter((link) => !link.up);
      return down.length === 0
        ? { up: true, since: Math.max(...links.map((link) => link.since)) }
        : { up: false, since: Math.min(...down.map((link) => link.since)) };
    },
    publish: async (topic, payload, qos = 0) => {
      // Offline, MQTT.js would hold the message until the broker is back: the caller is told at once.
      if (!client.connected) throw AppError.of('BROKER_UNAVAILABLE');
      await client.publishAsync(topic, payload, { qos });
    },
    subscribe: async (filter, handler) => {
      handlers.push({ filter, handler });
      await client.subscribeAsync(filter, { qos: 1 });
    },
    unsubscribe: async (filter, handler) => {
      const index = handlers.findIndex((entry) => entry.filter === filter && entry.handler === handler);
      if (index < 0) return;
      handlers.splice(index, 1);
      if (!handlers.some((entry) => entry.filter === filter)) await client.unsubscribeAsync(filter);
    },
    ingest: async (filters, handler) => {
      ingestClient = mqtt.connect(url, {
        clientId: ingestClientId,
        clean: false,
        connectTimeout: CONNECT_TIMEOUT_MS,
      });
      // Set before the connection opens: the broker delivers what it kept for this session at once. A
      // message is acknowledged only once the handler has stored it; a failure leaves it unacknowledged
      // for the broker to send again.
      store = (packet) =>
        handler(
          packet.topic,
          Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload),
          packet.dup,
        );
      acknowledgeWhenStored(ingestClient, store);
      await connected(ingestClient, url);
      ingestLink = keepConnected(ingestClient, 'MQTT broker (ingest session)', log);
      const share = (filter: string) => (sharedGroup ? `$share/${sharedGroup}/${filter}` : filter);
      await ingestClient.subscribeAsync(filters.map(share), { qos: 1 });
    },
    takeOver: (clientId) => {
      if (!store) throw new Error('takeOver before ingest');
      return takeOverSession(url, clientId, store);
    },
    close: async () => {
      // Forced: whatever the ingest session has not acknowledged stays with the broker for next time.
      await ingestClient?.endAsync(true);
      await client.endAsync();
    },
  };
}

/** Waits for the first connection; the listeners it adds are removed once it settles. */
async function connected(client: MqttClient, url: string): Promise<MqttClient> {
  await new Promise<void>((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      client.off('connect', onConnect);
      client.off('error', onError);
    };
    const fail = (reason: string) => {
      settle();
      client.end(true);
      reject(new StartupError('MQTT_URL', `cannot connect to the broker at ${url} (${reason})`));
    };
    const onConnect = () => {
      settle();
      resolve();
    };
    const onError = (error: Error) => fail(error.message);
    const timer = setTimeout(() => fail('timed out'), CONNECT_TIMEOUT_MS);
    client.on('connect', onConnect);
    client.on('error', onError);
  });
  return client;
}
