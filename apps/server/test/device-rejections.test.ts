import {
  DEVICE_LOG_ENTRIES_PER_MINUTE,
  TELEMETRY_PAYLOAD_MAX_BYTES,
  type DeviceEventPage,
  type DeviceRejectionView,
  type TelemetryPage,
} from '@fleetkey/contract';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/devices';
import { testEngines } from './support/databases';
import { publishAcknowledged, rejectionsOf, rejectionsWhen } from './support/device-logs';
import {
  connectDevice,
  deviceTopic,
  eventually,
  ownerWithDevice,
  storedStatus,
  type Owner,
} from './support/mqtt-devices';
import { startTestServer, type TestServer } from './support/test-server';

// Every way a device message can be refused leaves its reason on the device's rejection list, the message
// is still acknowledged (QoS 1), and what could be stored of it is stored.

const T = Date.UTC(2025, 0, 2, 3, 4, 5);
const DAY = 86_400_000;

describe.each(testEngines)('rejected device messages ($name)', (engine) => {
  let server: TestServer;
  let url: string;
  const open: MqttClient[] = [];
  beforeAll(async () => {
    server = await startTestServer(engine);
    if (server.bus.mode !== 'embedded') throw new Error('expected the embedded broker');
    url = server.bus.url;
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.endAsync()));
    await server.close();
  });

  /** An owner with a connected device. */
  async function connected(): Promise<Owner & { mqtt: MqttClient }> {
    const owner = await ownerWithDevice(server);
    const mqtt = await connectDevice(url, owner.device);
    open.push(mqtt);
    return { ...owner, mqtt };
  }

  const rows = (owner: Owner) =>
    owner.client.get<TelemetryPage>(`/devices/${owner.device.devid}/data`, { query: { descend: true } });

  /** Sends `payload` on the device's `kind` topic, acknowledged, and answers the one rejection it left. */
  /** A data message of one row at each of these times, with v = 1, 2, … in order. */
  const rowsAt = (...times: number[]) => JSON.stringify(times.map((time, i) => ({ time, v: i + 1 })));

  async function rejectedOnce(owner: Owner & { mqtt: MqttClient }, kind: string, payload: string | Buffer) {
    await publishAcknowledged(owner.mqtt, deviceTopic(owner.device, kind), payload);
    const page = await rejectionsWhen(owner.client, owner.device.devid, 1);
    expect(page.result).toHaveLength(1);
    expect(owner.mqtt.connected).toBe(true);
    return page.result[0] as DeviceRejectionView;
  }

  it('keeps a message that is not JSON, with its topic and payload head', async () => {
    const owner = await connected();
    const rejection = await rejectedOnce(owner, 'data', 'not json');
    expect(rejection).toMatchObject({
      devid: owner.device.devid,
      topic: deviceTopic(owner.device, 'data'),
      reason: 'MALFORMED_JSON',
      payloadHead: 'not json',
    });
    expect(rejection.time).toBeGreaterThan(Date.now() - 60_000);
  });

  it('rejects a 300 KB payload, keeping its first 256 bytes', async () => {
    const owner = await connected();
    const big = JSON.stringify({ blob: 'x'.repeat(300_000) });
    const rejection = await rejectedOnce(owner, 'data', big);
    expect(rejection.reason).toBe('PAYLOAD_TOO_LARGE');
    expect(rejection.detail).toBe(`${Buffer.byteLength(big)} > ${TELEMETRY_PAYLOAD_MAX_BYTES}`);
    expect(rejection.payloadHead).toBe(big.slice(0, 256));
  });

  it('rejects 101 rows as a whole', async () => {
    const owner = await connected();
    const list = Array.from({ length: 101 }, (_, i) => ({ time: T + i, v: i }));
    const rejection = await rejectedOnce(owner, 'data', JSON.stringify(list));
    expect(rejection).toMatchObject({ reason: 'TOO_MANY_ROWS', detail: '101 > 100' });
    expect((await rows(owner)).totalCount).toBe(0);
  });

  it.each([65, 1000])('rejects a row of %i points, storing the other rows of the message', async (count) => {
    const owner = await connected();
    const wide = Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, i]));
    const rejection = await rejectedOnce(
      owner,
      'data',
      JSON.stringify([
        { time: T, ok: 1 },
        { time: T + 1, ...wide },
      ]),
    );
    expect(rejection).toMatchObject({ reason: 'TOO_MANY_POINTS', detail: `[1]: ${count} > 64` });
    expect((await rows(owner)).result).toEqual([{ time: T, isodate: new Date(T).toISOString(), ok: 1 }]);
  });

  it('keeps the good values of a row with one bad value, rejecting that point by name', async () => {
    const owner = await connected();
    const rejection = await rejectedOnce(
      owner,
      'data',
      JSON.stringify({ time: T, volts: 230, bad: { x: 1 }, on: true }),
    );
    expect(rejection).toMatchObject({ reason: 'VALUE_INVALID', detail: 'bad' });
    expect((await rows(owner)).result).toEqual([
      { time: T, isodate: new Date(T).toISOString(), volts: 230, on: 1 },
    ]);
  });

  it('rejects a point with a name no point may have, keeping the others', async () => {
    const owner = await connected();
    const rejection = await rejectedOnce(owner, 'data', JSON.stringify({ time: T, 'bad-name': 1, ok: 2 }));
    expect(rejection).toMatchObject({ reason: 'POINT_NAME_INVALID', detail: 'bad-name' });
    expect((await rows(owner)).result).toEqual([{ time: T, isodate: new Date(T).toISOString(), ok: 2 }]);
  });

  it('rejects a row that is not an object, storing the rows beside it', async () => {
    const owner = await connected();
    const rejection = await rejectedOnce(owner, 'data', JSON.stringify([42, { time: T, v: 1 }]));
    expect(rejection).toMatchObject({ reason: 'ROW_INVALID', detail: '[0]' });
    expect((await rows(owner)).totalCount).toBe(1);
  });

  it('rejects a row stamped in the year 2100, so it cannot top the recent data', async () => {
    const owner = await connected();
    const future = Date.UTC(2100, 0, 1);
    const rejection = await rejectedOnce(owner, 'data', rowsAt(future, T));
    expect(rejection).toMatchObject({ reason: 'TIME_IN_FUTURE', detail: `[0].time: ${future}` });
    const newest = await rows(owner);
    expect(newest.result.map((row) => row.time)).toEqual([T]);
  });

  it('takes a row up to a day ahead of the server clock, and rejects one just past it', async () => {
    const owner = await connected();
    const now = server.clock.now();
    // A minute inside the day: the message takes a moment to arrive.
    const withinDay = now + DAY - 60_000;
    const pastDay = now + DAY + 60_000;
    const rejection = await rejectedOnce(owner, 'data', rowsAt(withinDay, pastDay));
    expect(rejection).toMatchObject({ reason: 'TIME_IN_FUTURE', detail: `[1].time: ${pastDay}` });
    expect((await rows(owner)).result.map((row) => row.time)).toEqual([withinDay]);
  });

  it('rejects a row stamped before 2000-01-01', async () => {
    const owner = await connected();
    const old = Date.UTC(1999, 11, 31, 23, 59, 59);
    const rejection = await rejectedOnce(owner, 'data', JSON.stringify({ time: old, v: 1 }));
    expect(rejection).toMatchObject({ reason: 'TIME_TOO_OLD', detail: `time: ${old}` });
  });

  it('rejects a row whose time is not epoch milliseconds', async () => {
    const owner = await connected();
    const rejection = await rejectedOnce(owner, 'data', JSON.stringify({ time: 'yesterday', v: 1 }));
    expect(rejection).toMatchObject({ reason: 'TIME_INVALID', detail: 'time: yesterday' });
  });

  it('rejects an event without a code, storing no event', async () => {
    const owner = await connected();
    const rejection = await rejectedOnce(owner, 'event', JSON.stringify({ type: 'error', desc: 'boom' }));
    expect(rejection).toMatchObject({
      reason: 'EVENT_INVALID',
      detail: 'code',
      topic: deviceTopic(owner.device, 'event'),
    });
    const events = await owner.client.get<DeviceEventPage>(`/devices/${owner.device.devid}/event`);
    expect(events.totalCount).toBe(0);
  });

  it('rejects the status banana, leaving the stored status as it was', async () => {
    const owner = await connected();
    await eventually(
      () => storedStatus(server, owner.device.devid),
      (row) => row.status === 'online',
    );
    const rejection = await rejectedOnce(owner, 'status', 'banana');
    expect(rejection).toMatchObject({ reason: 'STATUS_INVALID', detail: 'banana', payloadHead: 'banana' });
    expect((await storedStatus(server, owner.device.devid)).status).toBe('online');
  });

  it('shows a binary payload safely, byte by byte', async () => {
    const owner = await connected();
    const rejection = await rejectedOnce(owner, 'data', Buffer.from([0x7b, 0xff, 0x00, 0x41]));
    expect(rejection).toMatchObject({ reason: 'MALFORMED_JSON', payloadHead: '{\\xff\\x00A' });
  });

  it(`keeps ${DEVICE_LOG_ENTRIES_PER_MINUTE} entries a minute of a device sending garbage, counting them all`, async () => {
    const owner = await connected();
    const sent = DEVICE_LOG_ENTRIES_PER_MINUTE + 5;
    for (let i = 0; i < sent; i++)
      await publishAcknowledged(owner.mqtt, deviceTopic(owner.device, 'data'), `garbage ${i}`);
    const page = await eventually(
      () => rejectionsOf(owner.client, owner.device.devid),
      (answer) => answer.recentCount >= sent,
    );
    expect(page.totalCount).toBe(DEVICE_LOG_ENTRIES_PER_MINUTE);
    expect(page.recentCount).toBe(sent);
    // Newest first: the last kept entry is the 20th message.
    expect(page.result[0]?.payloadHead).toBe(`garbage ${DEVICE_LOG_ENTRIES_PER_MINUTE - 1}`);
    const counted = await rejectionsOf(owner.client, owner.device.devid, { aggregation: 'count' });
    expect(counted).toMatchObject({
      totalCount: DEVICE_LOG_ENTRIES_PER_MINUTE,
      result: [],
      recentCount: sent,
    });
  });

  it('pages the list newest first and filters it by reason', async () => {
    const owner = await connected();
    for (const payload of ['one', JSON.stringify({ time: T, bad: null }), 'three'])
      await publishAcknowledged(owner.mqtt, deviceTopic(owner.device, 'data'), payload);
    await rejectionsWhen(owner.client, owner.device.devid, 3);
    const first = await rejectionsOf(owner.client, owner.device.devid, { limit: '2' });
    expect(first.totalCount).toBe(3);
    expect(first.result.map((r) => r.payloadHead)).toEqual(['three', JSON.stringify({ time: T, bad: null })]);
    const second = await rejectionsOf(owner.client, owner.device.devid, { limit: '2', skip: '2' });
    expect(second.result.map((r) => r.payloadHead)).toEqual(['one']);
    const filtered = await rejectionsOf(owner.client, owner.device.devid, {
      filter: JSON.stringify({ reason: 'VALUE_INVALID' }),
    });
    expect(filtered.result.map((r) => r.reason)).toEqual(['VALUE_INVALID']);
  });

  it("answers 404 to another user and to nobody's device, 401 without a session", async () => {
    const owner = await connected();
    await rejectedOnce(owner, 'data', 'not json');
    const { client: stranger } = await signedInUser(server);
    await expect(rejectionsOf(stranger, owner.device.devid)).rejects.toMatchObject({ status: 404 });
    await expect(rejectionsOf(owner.client, 'no-such-device')).rejects.toMatchObject({ status: 404 });
    await expect(rejectionsOf(server.newClient(), owner.device.devid)).rejects.toMatchObject({ status: 401 });
  });

  it('forgets the rejections of a deleted device', async () => {
    const owner = await connected();
    await rejectedOnce(owner, 'data', 'not json');
    await owner.client.delete(`/devices/${owner.device.devid}`);
    const left = await server.db
      .selectFrom('deviceRejections')
      .select('id')
      .where('devid', '=', owner.device.devid)
      .execute();
    expect(left).toEqual([]);
  });
});
