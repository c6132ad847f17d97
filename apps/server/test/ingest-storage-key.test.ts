import type { DeviceRejectionPage } from '@fleetkey/contract';
import type { MqttClient } from 'mqtt';
import { describe, expect, it } from 'vitest';
import { ROW_MARKER } from '../src/modules/iot/telemetry/telemetry-rows';
import { testEngines } from './support/databases';
import { sharedServer } from './support/test-server';
import { publishAcknowledged, rejectionsWhen } from './support/device-logs';
import {
  clientsEndedAfterTests,
  connectDevice,
  deviceTopic,
  eventually,
  ownerWithDevice,
  type Owner,
} from './support/mqtt-devices';

// No acknowledged row is lost to a key clash: rows the server stamps are always new rows (moved to the next
// free millisecond when theirs is taken), rows with the device's own time merge last-write-wins and say so
// on the device's list, and a redelivered (DUP) time-less message is stored once.

const T = Date.UTC(2025, 2, 3, 4, 5, 6);

describe.each(testEngines)('the storage key of device rows ($name)', (engine) => {
  const setup = sharedServer(engine);
  const open = clientsEndedAfterTests();

  async function connected(): Promise<Owner & { mqtt: MqttClient; topic: string }> {
    const owner = await ownerWithDevice(setup.server);
    const mqtt = await connectDevice(setup.server.bus.url, owner.device);
    open.push(mqtt);
    return { ...owner, mqtt, topic: deviceTopic(owner.device, 'data') };
  }

  /** The device's stored points of one key: time and value, oldest first; and how many rows it has. */
  async function stored(devid: string, key: string) {
    const points = await setup.server.db
      .selectFrom('telemetry')
      .select(['ts', 'num', 'str'])
      .where('devid', '=', devid)
      .where('key', '=', key)
      .orderBy('ts')
      .execute();
    const rows = await setup.server.db
      .selectFrom('telemetry')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('devid', '=', devid)
      .where('key', '=', ROW_MARKER)
      .executeTakeFirstOrThrow();
    return { points: points.map((p) => ({ ts: Number(p.ts), value: p.num ?? p.str })), rows: Number(rows.n) };
  }

  it('keeps every time-less message of a burst as its own row', async () => {
    const owner = await connected();
    const count = 2_000;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        owner.mqtt.publishAsync(owner.topic, JSON.stringify({ seq: i }), { qos: 1 }),
      ),
    );
    const { points, rows } = await stored(owner.device.devid, 'seq');
    expect(new Set(points.map((p) => p.value)).size).toBe(count);
    expect(points).toHaveLength(count);
    expect(rows).toBe(count);
  });

  it('moves a stamped row off a millisecond the device named itself, keeping both', async () => {
    const owner = await connected();
    // The device names as its own times the 100 ms starting 300 ms from now, then sends time-less
    // messages across that span: each one stamped inside it must move to a free millisecond.
    const from = Date.now() + 300;
    const named = Array.from({ length: 100 }, (_, i) => ({ time: from + i, named: i }));
    await publishAcknowledged(owner.mqtt, owner.topic, JSON.stringify(named));
    let sent = 0;
    while (Date.now() < from + 400) {
      await publishAcknowledged(owner.mqtt, owner.topic, JSON.stringify({ seq: sent }));
      sent += 1;
    }
    const seq = await stored(owner.device.devid, 'seq');
    expect(seq.points.map((p) => p.value)).toEqual(Array.from({ length: sent }, (_, i) => i));
    expect(seq.rows).toBe(sent + 100);
    const own = await stored(owner.device.devid, 'named');
    expect(own.points).toEqual(named.map(({ time, named: value }) => ({ ts: time, value })));
    const times = new Set([...seq.points, ...own.points].map((p) => p.ts));
    expect(times.size).toBe(sent + 100);
  });

  it('stores a second row at the same time last-write-wins and lists the replaced points', async () => {
    const owner = await connected();
    await publishAcknowledged(owner.mqtt, owner.topic, JSON.stringify({ time: T, temp: 20, hum: 40 }));
    // The same bytes again (a redelivery) change nothing and say nothing.
    await publishAcknowledged(owner.mqtt, owner.topic, JSON.stringify({ time: T, temp: 20, hum: 40 }));
    await publishAcknowledged(
      owner.mqtt,
      owner.topic,
      JSON.stringify({ time: T, temp: 21, hum: 40, co2: 400 }),
    );

    expect((await stored(owner.device.devid, 'temp')).points).toEqual([{ ts: T, value: 21 }]);
    expect((await stored(owner.device.devid, 'co2')).points).toEqual([{ ts: T, value: 400 }]);
    expect((await stored(owner.device.devid, 'hum')).rows).toBe(1);
    const page: DeviceRejectionPage = await rejectionsWhen(owner.client, owner.device.devid, 1);
    expect(page.result).toEqual([
      expect.objectContaining({ reason: 'VALUES_REPLACED', detail: `time ${T}: temp` }),
    ]);
  });

  it('stores a redelivered (DUP) time-less message once, and an equal message that is not a redelivery again', async () => {
    const owner = await connected();
    const payload = JSON.stringify({ seq: 7 });
    await publishAcknowledged(owner.mqtt, owner.topic, payload);
    await owner.mqtt.publishAsync(owner.topic, payload, { qos: 1, dup: true });
    expect((await stored(owner.device.devid, 'seq')).rows).toBe(1);
    // The same reading sent again as a new message is a new row.
    await publishAcknowledged(owner.mqtt, owner.topic, payload);
    const again = await eventually(
      () => stored(owner.device.devid, 'seq'),
      (found) => found.rows === 2,
    );
    expect(again.points.map((p) => p.value)).toEqual([7, 7]);
  });
});
