import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueId } from './support/devices';
import { bundledEntry } from './support/server-bundle';
import { startShippedMosquitto, type ShippedMosquitto } from './support/shipped-mosquitto';

const run = promisify(execFile);

// npm run node:retire ends a retired node's ingest session, so the broker stops queueing for it.
describe.runIf(process.env.TEST_MQTT_URL)('node:retire', () => {
  let mosquitto: ShippedMosquitto;
  beforeAll(async () => {
    mosquitto = await startShippedMosquitto();
  });
  afterAll(() => mosquitto.close());

  it('ends the persistent session of a client id and what it queued', async () => {
    const clientId = uniqueId('retired-node');
    const node = await mqtt.connectAsync(mosquitto.url, { clientId, clean: false, reconnectPeriod: 0 });
    await node.subscribeAsync('dev/+/+/data', { qos: 1 });
    await node.endAsync();
    const device = await mqtt.connectAsync(mosquitto.url, { reconnectPeriod: 0 });
    await device.publishAsync('dev/meter/m1/data', '{"v":1}', { qos: 1 });
    await device.endAsync();

    const { stdout } = await run(process.execPath, [bundledEntry('node-retire'), '--client-id', clientId], {
      env: { ...process.env, MQTT_URL: mosquitto.url, DATA_DIR: '/tmp' },
    });
    expect(stdout).toContain(`ended the ingest session "${clientId}"`);

    const back = mqtt.connect(mosquitto.url, { clientId, clean: false, reconnectPeriod: 0 });
    const connack = await new Promise<{ sessionPresent: boolean }>((resolve) =>
      back.once('connect', resolve),
    );
    expect(connack.sessionPresent).toBe(false);
    await back.endAsync();
  });
});
