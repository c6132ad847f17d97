import mqtt from 'mqtt';
import { StartupError } from '../../startup-error';
import { topicMatches, type Bus, type BusHandler } from './bus';

const CONNECT_TIMEOUT_MS = 10_000;

/** Connects the server to an external broker (Mosquitto, EMQX…) at `url`; unreachable is a StartupError. */
export async function connectExternalBroker(url: string): Promise<Bus> {
  const client = mqtt.connect(url, {
    clientId: `fleetkey-server-${process.pid}-${Math.random().toString(16).slice(2, 10)}`,
    connectTimeout: CONNECT_TIMEOUT_MS,
    reconnectPeriod: 2_000,
  });
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

  const handlers: { filter: string; handler: BusHandler }[] = [];
  client.on('message', (topic, payload) => {
    for (const { filter, handler } of handlers) if (topicMatches(filter, topic)) handler(topic, payload);
  });

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
    close: async () => {
      await client.endAsync();
    },
  };
}
