import mqtt, { type MqttClient } from 'mqtt';
import { StartupError } from '../../startup-error';
import { topicMatches, type BusHandler, type ExternalBus } from './bus';

const CONNECT_TIMEOUT_MS = 10_000;

/** How the server meets an external broker. */
export interface ExternalBrokerOptions {
  url: string;
  /** Client id of the persistent ingest session; it must stay the same across restarts of this node. */
  ingestClientId: string;
  /** Shared-subscription group: several nodes then split the ingest instead of each taking all of it. */
  sharedGroup: string | undefined;
}

/** Connects the server to an external broker (Mosquitto, EMQX…); unreachable is a StartupError. */
export async function connectExternalBroker({
  url,
  ingestClientId,
  sharedGroup,
}: ExternalBrokerOptions): Promise<ExternalBus> {
  // Publishing and live subscriptions: a clean session, nothing kept while the server is away.
  const client = await connected(
    mqtt.connect(url, {
      clientId: `fleetkey-server-${process.pid}-${Math.random().toString(16).slice(2, 10)}`,
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectPeriod: 2_000,
    }),
    url,
  );
  const handlers: { filter: string; handler: BusHandler }[] = [];
  client.on('message', (topic, payload) => {
    for (const { filter, handler } of handlers) if (topicMatches(filter, topic)) handler(topic, payload);
  });
  let ingestClient: MqttClient | undefined;

  return {
    url,
    mode: 'external',
    publish: async (topic, payload, qos = 0) => {
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
        reconnectPeriod: 2_000,
      });
      // Set before the connection opens: the broker delivers what it kept for this session at once.
      // mqtt.js sends the PUBACK when this callback is called, so a message is acknowledged only once
      // the handler has stored it; a failure leaves it unacknowledged for the broker to send again.
      ingestClient.handleMessage = (packet, callback) => {
        const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
        handler(packet.topic, payload).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      };
      await connected(ingestClient, url);
      const share = (filter: string) => (sharedGroup ? `$share/${sharedGroup}/${filter}` : filter);
      await ingestClient.subscribeAsync(filters.map(share), { qos: 1 });
    },
    close: async () => {
      // Forced: whatever the ingest session has not acknowledged stays with the broker for next time.
      await ingestClient?.endAsync(true);
      await client.endAsync();
    },
  };
}

async function connected(client: MqttClient, url: string): Promise<MqttClient> {
  await new Promise<void>((resolve, reject) => {
    const fail = (reason: string) => {
      client.end(true);
      reject(new StartupError('MQTT_URL', `cannot connect to the broker at ${url} (${reason})`));
    };
    const timer = setTimeout(() => fail('timed out'), CONNECT_TIMEOUT_MS);
    client.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    client.once('error', (error) => {
      clearTimeout(timer);
      fail(error.message);
    });
  });
  return client;
}
