import { describe, expect, it } from 'vitest';
import {
  acknowledgements,
  connectedDevices,
  storedOnce,
  storedSeqs,
  twoIngestNodes,
} from './support/ingest-nodes';

// Two server processes sharing one ingest group on Mosquitto; one is killed (SIGKILL) and stays down. The
// broker keeps routing a share of the messages to the dead node's persistent session: the survivor takes
// that session over, so every message a device was told was received is stored within 30 s of the kill
// (with the default INGEST_TAKEOVER_AFTER_MS), and none twice. Then the killed node starts again under load
// while the survivor holds its session: it waits for the survivor to let go (which stores and acknowledges
// what it was storing first), so nothing is stored twice. The tests print their figures.

const DEVICES = 5;
const PER_DEVICE = 80;
const GROUP = 'fleetkey-takeover';
const WAIT_LIMIT_MS = 30_000;

describe.runIf(process.env.TEST_MQTT_URL && process.env.TEST_DATABASE_URL)(
  'a node killed for good (PostgreSQL, shipped Mosquitto)',
  () => {
    const setup = twoIngestNodes(GROUP, ['survivor', 'victim'], 240_000);

    it('stores every acknowledged message within 30 s of the kill, none twice', async () => {
      const { devices, nodes, databaseUrl } = setup;
      devices.push(...(await connectedDevices(nodes[0].origin, setup.mosquitto.url, DEVICES)));
      const acked = acknowledgements(devices);
      const publish = (from: number, to: number) =>
        Promise.all(
          devices.flatMap((device) =>
            Array.from({ length: to - from }, (_, i) =>
              device.client
                .publishAsync(device.topic, JSON.stringify({ seq: from + i }), { qos: 1 })
                .then(() => acked.add(device.devid, from + i)),
            ),
          ),
        );
      // Half before the kill, half after it: both nodes' sessions get a share of each.
      await publish(0, PER_DEVICE / 2);
      await nodes[1].kill('SIGKILL');
      const killedAt = Date.now();
      await publish(PER_DEVICE / 2, PER_DEVICE);

      const ackedCount = acked.count();
      const stored = await storedOnce(
        databaseUrl,
        devices,
        acked.allStored,
        WAIT_LIMIT_MS - (Date.now() - killedAt),
      );
      const tookMs = Date.now() - killedAt;
      // A little longer, so a late second copy would show.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const after = await storedSeqs(databaseUrl, devices);
      console.log(
        `one of two nodes killed for good: acknowledged ${ackedCount}, stored ${stored.distinct} ` +
          `${(tookMs / 1000).toFixed(1)} s after the kill, duplicates ${after.duplicates}`,
      );
      expect(acked.allStored(stored)).toBe(true);
      expect(after.distinct).toBe(ackedCount);
      expect(after.duplicates).toBe(0);
    }, 120_000);

    it('the killed node, started again under load while its session is held, waits for it: none twice', async () => {
      const { devices, nodes, databaseUrl } = setup;
      const acked = acknowledgements(devices);
      let next = PER_DEVICE;
      let sending = true;
      // A steady stream, so that the survivor is storing messages of the held session when it lets go.
      const load = (async () => {
        while (sending) {
          const seq = next++;
          await Promise.all(
            devices.map((device) =>
              device.client
                .publishAsync(device.topic, JSON.stringify({ seq }), { qos: 1 })
                .then(() => acked.add(device.devid, seq)),
            ),
          );
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await nodes[1].start();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      sending = false;
      await load;

      const ackedCount = acked.count();
      const stored = await storedOnce(databaseUrl, devices, acked.allStored, WAIT_LIMIT_MS);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const after = await storedSeqs(databaseUrl, devices);
      const waited = nodes[1].lines().some((line) => line.includes('waiting for it to let go'));
      console.log(
        `the killed node started again while its session was held: acknowledged ${ackedCount} more, ` +
          `stored ${after.distinct - PER_DEVICE * DEVICES} of them, duplicates ${after.duplicates}, waited ${waited}`,
      );
      expect(waited).toBe(true);
      expect(acked.allStored(stored)).toBe(true);
      expect(after.duplicates).toBe(0);
    }, 120_000);
  },
);
