import { Aedes } from 'aedes';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { StartupError } from '../../startup-error';
import type { Bus, BusHandler } from './bus';

/** Starts the in-process Aedes broker on `port` (0 = any free port); a taken port is a StartupError. */
export async function startEmbeddedBroker(port: number, host: string): Promise<Bus> {
  const broker = await Aedes.createBroker();
  const server = createServer(broker.handle);
  await listen(server, port, host).catch(async (error: NodeJS.ErrnoException) => {
    await closeBroker(broker);
    throw new StartupError(
      'MQTT_PORT',
      error.code === 'EADDRINUSE'
        ? `port ${port} is already in use — set MQTT_PORT to a free port, or MQTT_URL to use the broker already running there`
        : `cannot listen on port ${port} (${error.message})`,
    );
  });
  const bound = (server.address() as AddressInfo).port;
  const connectHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;

  return {
    url: `mqtt://${connectHost}:${bound}`,
    mode: 'embedded',
    publish: (topic, payload, qos = 0) =>
      new Promise((resolve, reject) => {
        const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
        broker.publish({ cmd: 'publish', topic, payload: body, qos, retain: false, dup: false }, (error) =>
          error ? reject(error) : resolve(),
        );
      }),
    subscribe: (filter, handler: BusHandler) =>
      new Promise((resolve) => {
        broker.subscribe(
          filter,
          (packet, done) => {
            handler(
              packet.topic,
              Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload),
            );
            done();
          },
          resolve,
        );
      }),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeBroker(broker);
    },
  };
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

function closeBroker(broker: Aedes): Promise<void> {
  return new Promise((resolve) => broker.close(() => resolve()));
}
