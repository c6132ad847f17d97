import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageCountsRepository } from '../src/modules/money/usage/usage-counts.repository';
import { testEngines, type TestEngine } from './support/databases';
import { connectDevice, deviceTopic, ownerWithDevice, type Owner } from './support/mqtt-devices';
import { startTcpProxy, throughProxy, type TcpProxy } from './support/tcp-proxy';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 20: usage counts survive a flush that fails because the database is away — kept in memory, added
// once it is back, never twice — and a flush retried after its commit was not heard adds nothing.

describe.runIf(process.env.TEST_DATABASE_URL)(
  'usage counts through a database outage',
  { timeout: 60_000 },
  () => {
    const postgres = testEngines.find((engine) => engine.name === 'postgres') as TestEngine;
    let proxy: TcpProxy;
    let server: TestServer;
    let owner: Owner;
    let device: MqttClient;

    const flush = () => server.newClient().post('/testing/funds/flush-usage');
    const counted = () =>
      server.db
        .selectFrom('deviceUsage')
        .select(['messages', 'points'])
        .where('devid', '=', owner.device.devid)
        .executeTakeFirst();
    const publish = async (count: number) => {
      for (let i = 0; i < count; i++)
        await device.publishAsync(deviceTopic(owner.device, 'data'), JSON.stringify({ a: i, b: i }), {
          qos: 1,
        });
    };

    beforeAll(async () => {
      proxy = await startTcpProxy(Number(new URL(process.env.TEST_DATABASE_URL ?? '').port || 5432));
      server = await startTestServer(
        throughProxy(postgres, () => proxy),
        {
          env: { FUNDS_USAGE_FLUSH_MS: '0', FUNDS_CLOSE_TICK_MS: '0' },
        },
      );
      owner = await ownerWithDevice(server);
      device = await connectDevice(server.bus.url, owner.device);
    });
    afterAll(async () => {
      await device?.endAsync();
      await proxy.restore();
      await server.close();
      await proxy.close();
    });

    it('keeps the counts of a failed flush and adds them once when the database is back', async () => {
      // A first flush, so the device's owner and zone are known and the next one fails at its write.
      await publish(1);
      await flush();
      await publish(20);

      await proxy.cut();
      await expect(flush()).rejects.toMatchObject({ status: expect.any(Number) });
      await proxy.restore();

      await publish(5);
      await flush();
      expect(await counted()).toEqual({ messages: 26, points: 52 });
      await flush();
      expect(await counted()).toEqual({ messages: 26, points: 52 });
    });

    it('adds a flush whose commit was not heard once, when it is tried again', async () => {
      const counts = usageCountsRepository(server.db);
      const row = {
        devid: owner.device.devid,
        day: '2026-01-01',
        ownerId: owner.userId,
        messages: 7,
        points: 9,
      };
      expect(await counts.add('flush-retried', Date.now(), [row])).toBe(true);
      expect(await counts.add('flush-retried', Date.now(), [row])).toBe(false);
      const stored = await server.db
        .selectFrom('deviceUsage')
        .select(['messages', 'points'])
        .where('devid', '=', owner.device.devid)
        .where('day', '=', '2026-01-01')
        .executeTakeFirst();
      expect(stored).toEqual({ messages: 7, points: 9 });
    });
  },
);
