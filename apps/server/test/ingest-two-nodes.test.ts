import { describe, expect, it } from 'vitest';
import { acknowledgements, connectedDevices, storedOnce, twoIngestNodes } from './support/ingest-nodes';

// Two server processes sharing one PostgreSQL database and one ingest group on Mosquitto (the shipped
// configuration): every message a device was told was received is stored exactly once — with no fault at
// all, while devices send time-less messages the two nodes stamp in the same milliseconds, and when one
// node is killed with SIGKILL under load and started again. Each test prints its figures.

const DEVICES = 10;
const GROUP = 'fleetkey-two-nodes';
const TEST_TIMEOUT_MS = 180_000;

describe.runIf(process.env.TEST_MQTT_URL && process.env.TEST_DATABASE_URL)(
  'two nodes sharing one ingest group (PostgreSQL, shipped Mosquitto)',
  () => {
    const setup = twoIngestNodes(GROUP, ['node-a', 'node-b'], 90_000);

    it(
      'stores 10,000 time-less messages as 10,000 rows',
      async () => {
        const group = await connectedDevices(setup.nodes[0].origin, setup.mosquitto.url, DEVICES);
        setup.devices.push(...group);
        const perDevice = 10_000 / DEVICES;
        await Promise.all(
          group.flatMap((device) =>
            Array.from({ length: perDevice }, (_, seq) =>
              device.client.publishAsync(device.topic, JSON.stringify({ seq }), { qos: 1 }),
            ),
          ),
        );
        const stored = await storedOnce(
          setup.databaseUrl,
          group,
          (figures) => figures.rows >= 10_000,
          60_000,
        );
        console.log(
          `two nodes, time-less: sent 10000, acknowledged 10000, stored ${stored.rows} rows ` +
            `(${stored.distinct} distinct), duplicates ${stored.duplicates}`,
        );
        expect(stored.distinct).toBe(10_000);
        expect(stored.rows).toBe(10_000);
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'loses and duplicates nothing when one node is killed (SIGKILL) under load and started again',
      async () => {
        const group = await connectedDevices(setup.nodes[0].origin, setup.mosquitto.url, DEVICES);
        setup.devices.push(...group);
        let sent = 0;
        const acked = acknowledgements(group);
        const inFlight: Promise<void>[] = [];
        let seq = 0;
        const timer = setInterval(() => {
          const i = seq++;
          for (const device of group) {
            sent += 1;
            inFlight.push(
              device.client
                .publishAsync(device.topic, JSON.stringify({ seq: i, v: i % 7 }), { qos: 1 })
                .then(() => acked.add(device.devid, i)),
            );
          }
        }, 5);
        const victim = setup.nodes[1];
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await victim.kill('SIGKILL');
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await victim.start();
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        clearInterval(timer);
        await Promise.all(inFlight);

        const ackedCount = acked.count();
        const stored = await storedOnce(setup.databaseUrl, group, acked.allStored, 60_000);
        console.log(
          `two nodes, one killed under load: sent ${sent}, acknowledged ${ackedCount}, ` +
            `stored ${stored.rows} rows (${stored.distinct} distinct), duplicates ${stored.duplicates}`,
        );
        expect(acked.allStored(stored)).toBe(true);
        expect(stored.distinct).toBe(ackedCount);
        expect(stored.duplicates).toBe(0);
      },
      TEST_TIMEOUT_MS,
    );
  },
);
