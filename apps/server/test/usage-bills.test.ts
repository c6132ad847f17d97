import { deviceGroupsApi, type ApiClient } from '@fleetkey/api-client';
import type { BillView, DeviceUsageView, FundAccountView, ListResult } from '@fleetkey/contract';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookEntry } from '../src/modules/money/funds/ledger';
import { dayIn } from '../src/modules/money/usage/usage-days';
import { testEngines } from './support/databases';
import { createDevice, uniqueId } from './support/devices';
import { connectDevice, deviceTopic, ownerWithDevice, type Owner } from './support/mqtt-devices';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 20, usage and bills: messages a device publishes are counted per day in the owner's zone once
// stored and flushed; GET /devices_message lists them within a sub-user's scope; the month close turns a
// month's usage into a bill and books its charge once, even when two nodes close at the same moment; what
// the balance cannot cover stays owed until money arrives; unpaid bills refuse new devices when configured.

const ZONE = 'Asia/Shanghai';
// Midnight starting 1 February 2026 in Shanghai (UTC+8).
const FEB_START = Date.UTC(2026, 0, 31, 16, 0);

describe.each(testEngines)('usage and bills ($name)', { timeout: 60_000 }, (engine) => {
  let server: TestServer;

  const closeMonths = (node: TestServer, at: number) =>
    node
      .newClient()
      .post<{ closed: number; settled: number }>('/testing/funds/close-months', { body: { at } });
  const flushUsage = () => server.newClient().post('/testing/funds/flush-usage');
  /** An open funds account with nothing in it, as POST /fund_account leaves one with no opening grant. */
  const openAccount = (ownerId: string) =>
    server.db
      .insertInto('fundAccounts')
      .values({
        ownerId,
        state: 'active',
        balance: 0,
        frozen: 0,
        creditLimit: 0,
        payPasswordHash: 'not used here',
        payPasswordFailures: 0,
        payPasswordLockedUntil: null,
        timeZone: ZONE,
        openedAt: Date.now(),
        updatedAt: Date.now(),
      })
      .execute();
  /** Money arriving: a recharge booked to the ledger as a confirmed order would book it. */
  const recharge = (ownerId: string, amount: number) =>
    server.db.transaction().execute((trx) =>
      bookEntry(trx, {
        ownerId,
        type: 'recharge',
        amount,
        reference: null,
        note: '',
        key: uniqueId('pay'),
        at: Date.now(),
      }),
    );
  /** January usage of an owner's devices, as flushes would have added it. */
  async function januaryUsage(ownerId: string, rows: { devid: string; day: string; messages: number }[]) {
    await server.db
      .insertInto('deviceUsage')
      .values(rows.map((row) => ({ ...row, ownerId, points: row.messages * 2 })))
      .execute();
  }
  const usageEntries = (ownerId: string) =>
    server.db
      .selectFrom('fundEntries')
      .select(['amount', 'idempotencyKey'])
      .where('ownerId', '=', ownerId)
      .where('type', '=', 'usage')
      .orderBy('createdAt')
      .orderBy('amount')
      .execute();

  beforeAll(async () => {
    server = await startTestServer(engine, {
      env: {
        OUTBOX_API: '1',
        FUNDS_USAGE_FLUSH_MS: '0',
        FUNDS_CLOSE_TICK_MS: '0',
        FUNDS_ARREARS: 'refuseNewDevices',
        FUNDS_TIME_ZONE: ZONE,
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  describe('metering', () => {
    let owner: Owner;
    let other: { devid: string; devsecret: string; devtype: string };
    let mqtt: MqttClient;
    let otherMqtt: MqttClient;

    beforeAll(async () => {
      owner = await ownerWithDevice(server);
      other = { ...(await createDevice(owner.client, owner.devtype)), devtype: owner.devtype };
      mqtt = await connectDevice(server.bus.url, owner.device);
      otherMqtt = await connectDevice(server.bus.url, other);
    });
    afterAll(async () => {
      await mqtt?.endAsync();
      await otherMqtt?.endAsync();
    });

    const usageOf = (client: ApiClient, devid?: string) =>
      client.get<ListResult<DeviceUsageView>>('/devices_message', { query: devid ? { devid } : {} });

    it('counts the messages and points a device published per day, added to by each flush', async () => {
      const topic = deviceTopic(owner.device, 'data');
      // QoS 1: each publish settles once the message is stored.
      await mqtt.publishAsync(topic, JSON.stringify({ voltage: 220, current: 3 }), { qos: 1 });
      await mqtt.publishAsync(topic, JSON.stringify({ voltage: 221 }), { qos: 1 });
      await mqtt.publishAsync(topic, JSON.stringify({ voltage: 222, current: 4, power: 900 }), { qos: 1 });
      const today = dayIn(Date.now(), ZONE);
      // Nothing is written per message: the counts wait for the flush.
      expect((await usageOf(owner.client)).result).toEqual([]);
      await flushUsage();
      expect((await usageOf(owner.client)).result).toEqual([
        { devid: owner.device.devid, devname: owner.device.devname, day: today, messages: 3, points: 6 },
      ]);

      await mqtt.publishAsync(topic, JSON.stringify({ voltage: 223 }), { qos: 1 });
      await flushUsage();
      expect((await usageOf(owner.client, owner.device.devid)).result[0]).toMatchObject({
        messages: 4,
        points: 7,
      });
    });

    it('lists a sub-user scoped to groups only the usage of devices in them', async () => {
      await otherMqtt.publishAsync(deviceTopic(other, 'data'), JSON.stringify({ voltage: 1 }), { qos: 1 });
      await flushUsage();
      const groupId = (await deviceGroupsApi(owner.client).create({ name: uniqueId('fleet') })).id;
      await deviceGroupsApi(owner.client).addDevices(groupId, [other.devid]);
      const profile = await createProfile(owner.client, { funds: ['read'] }, [groupId]);
      const { client: scoped } = await signedInSubuser(server, owner.client, profile.id);

      expect((await usageOf(owner.client)).totalCount).toBe(2);
      const seen = await usageOf(scoped);
      expect(seen.result.map((row) => row.devid)).toEqual([other.devid]);
      expect((await usageOf(scoped, owner.device.devid)).totalCount).toBe(0);
    });
  });

  describe('bills', () => {
    it('closes a month once it has ended in the zone: lines, total, the charge booked, the rest owed', async () => {
      const owner = await ownerWithDevice(server);
      const second = await createDevice(owner.client, owner.devtype);
      await openAccount(owner.userId);
      await recharge(owner.userId, 100);
      await januaryUsage(owner.userId, [
        { devid: owner.device.devid, day: '2026-01-05', messages: 900 },
        { devid: owner.device.devid, day: '2026-01-20', messages: 600 },
        { devid: second.devid, day: '2026-01-31', messages: 1 },
        // February's first day in Shanghai: not January's.
        { devid: second.devid, day: '2026-02-01', messages: 5000 },
      ]);

      // One millisecond before January ends in Shanghai, nothing closes.
      await closeMonths(server, FEB_START - 1);
      await expect(
        owner.client.get<BillView>('/bill', { query: { period: '2026-01' } }),
      ).resolves.toMatchObject({
        state: 'open',
        id: null,
      });
      await closeMonths(server, FEB_START);

      const bill = await owner.client.get<BillView>('/bill', { query: { period: '2026-01' } });
      expect(bill).toMatchObject({
        period: '2026-01',
        state: 'unpaid',
        timeZone: ZONE,
        prices: { deviceMonth: 100, perThousandMessages: 10 },
        // 1,500 messages: the device fee and two started thousands; 1 message: the fee and one thousand.
        total: 120 + 110,
        paid: 100,
        closedAt: FEB_START,
      });
      expect(bill.lines).toHaveLength(2);
      expect(bill.lines).toEqual(
        expect.arrayContaining([
          {
            devid: owner.device.devid,
            devname: owner.device.devname,
            activeDays: 2,
            messages: 1500,
            points: 3000,
            amount: 120,
          },
          {
            devid: second.devid,
            devname: second.devname,
            activeDays: 1,
            messages: 1,
            points: 2,
            amount: 110,
          },
        ]),
      );
      expect(await usageEntries(owner.userId)).toEqual([{ amount: -100, idempotencyKey: `bill:${bill.id}` }]);

      const list = await owner.client.get<ListResult<BillView>>('/bill');
      expect(list.result.map((row) => [row.period, row.state])).toEqual([
        [dayIn(Date.now(), ZONE).slice(0, 7), 'open'],
        ['2026-01', 'unpaid'],
      ]);

      // The account shows what the bill still owes.
      await expect(owner.client.get<FundAccountView>('/fund_account')).resolves.toMatchObject({
        unpaidBills: 130,
      });

      // Unpaid: a new device is refused (FUNDS_ARREARS with FUNDS_ARREARS=refuseNewDevices).
      await expect(createDevice(owner.client, owner.devtype)).rejects.toMatchObject({
        status: 409,
        code: 'FUNDS_ARREARS',
      });

      // Money arrives; the next pass pays the rest from it, as its own entry.
      await recharge(owner.userId, 500);
      await expect(closeMonths(server, FEB_START + 60_000)).resolves.toMatchObject({ closed: 0, settled: 1 });
      await expect(
        owner.client.get<BillView>('/bill', { query: { period: '2026-01' } }),
      ).resolves.toMatchObject({
        state: 'paid',
        paid: 230,
      });
      expect(await usageEntries(owner.userId)).toEqual([
        { amount: -100, idempotencyKey: `bill:${bill.id}` },
        { amount: -130, idempotencyKey: `bill:${bill.id}:100` },
      ]);
      await expect(createDevice(owner.client, owner.devtype)).resolves.toMatchObject({
        devtype: owner.devtype,
      });
      await expect(owner.client.get<FundAccountView>('/fund_account')).resolves.toMatchObject({
        unpaidBills: 0,
      });
    });

    it('bills an account without a funds account as unpaid', async () => {
      const owner = await ownerWithDevice(server);
      await januaryUsage(owner.userId, [{ devid: owner.device.devid, day: '2026-01-10', messages: 10 }]);
      await closeMonths(server, FEB_START);
      await expect(
        owner.client.get<BillView>('/bill', { query: { period: '2026-01' } }),
      ).resolves.toMatchObject({
        state: 'unpaid',
        total: 110,
        paid: 0,
      });
    });

    it('books one charge when two nodes close the same month at the same moment', async () => {
      const owner = await ownerWithDevice(server);
      await openAccount(owner.userId);
      await recharge(owner.userId, 10_000);
      await januaryUsage(owner.userId, [{ devid: owner.device.devid, day: '2026-01-15', messages: 2500 }]);
      // PostgreSQL: a second server on the same database; SQLite (one node by nature): two calls at once.
      const peer =
        engine.name === 'postgres'
          ? await startTestServer(engine, {
              databaseUrl: server.databaseUrl,
              env: { FUNDS_CLOSE_TICK_MS: '0' },
            })
          : server;
      try {
        const outcomes = await Promise.all([
          closeMonths(server, FEB_START),
          closeMonths(peer, FEB_START),
          closeMonths(server, FEB_START),
        ]);
        expect(outcomes.reduce((sum, outcome) => sum + outcome.closed, 0)).toBe(1);
      } finally {
        if (peer !== server) await peer.close();
      }
      const bills = await server.db
        .selectFrom('bills')
        .select(['id', 'total', 'paid', 'state'])
        .where('ownerId', '=', owner.userId)
        .execute();
      expect(bills).toEqual([{ id: expect.any(String), total: 130, paid: 130, state: 'paid' }]);
      expect(await usageEntries(owner.userId)).toEqual([
        { amount: -130, idempotencyKey: `bill:${bills[0]?.id}` },
      ]);
    });
  });
});
