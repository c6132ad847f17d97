import { dbcApi, deviceGroupsApi, type ApiClient } from '@fleetkey/api-client';
import { CAN_DECODED_KIND } from '../src/modules/iot/dbc/ingest/can-ingest';
import { CAN_STRATEGY_TTL_MS } from '../src/modules/iot/dbc/ingest/bound-strategies';
import { provisionDevices, signIn, startSimulation } from '@fleetkey/device-sim';
import type { MqttClient } from 'mqtt';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { rejectionsWhen } from './support/device-logs';
import { createDevice, createType, uniqueId } from './support/devices';
import { connectDevice, deviceTopic, eventually } from './support/mqtt-devices';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 17, raw CAN frames in, physical values out, over real MQTT and HTTP: a device's frames on
// dev/{t}/{d}/can are stored raw and decoded with the strategy bound to it into ordinary points (history,
// live); unknown ids are counted; a strategy change applies to new frames only; a stored range decodes
// into a streamed CSV; a redelivered message is stored once; a sub-user sees only in-scope devices' frames.

const fixture = (name: string) =>
  readFile(new URL(`../../../packages/can/src/fixtures/${name}`, import.meta.url), 'utf8');

// Hand-built frames of battery-mux.dbc (the decoder's unit test works their values out):
// BMS_Pack (1713): PackCurrent −100 A, StateOfCharge 80 %, PackVoltage 401.25 V, PackTemperature −10 °C.
const PACK = '18fca0506 4f60000'.replace(/\s/g, '');
// BMS_CellVoltages (1712) group 0: Cell1Voltage 3.692 V, Cell2Voltage 3.7 V.
const CELLS_0 = '006c0e740e000000';

describe.each(testEngines)('CAN ingest ($name)', { timeout: 60_000 }, (engine) => {
  let server: TestServer;
  let owner: ApiClient;
  let devtype: string;
  let device: { devid: string; devsecret: string; devtype: string };
  let other: { devid: string; devsecret: string; devtype: string };
  let mqtt: MqttClient;
  let strategyId: string;
  const t0 = Date.now() - 60_000;

  const points = async (devid: string, key: string) =>
    server.db
      .selectFrom('telemetry')
      .select(['ts', 'num'])
      .where('devid', '=', devid)
      .where('key', '=', key)
      .orderBy('ts')
      .execute();
  const send = (frames: object[], options: { dup?: boolean } = {}) =>
    mqtt.publishAsync(deviceTopic(device, 'can'), JSON.stringify(frames), { qos: 1, ...options });

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    owner = await signIn(server.origin, {});
    ({ devtype } = await createType(owner, uniqueId('bms')));
    device = { ...(await createDevice(owner, devtype)), devtype };
    other = { ...(await createDevice(owner, devtype)), devtype };
    await dbcApi(owner).upload(new Blob([await fixture('battery-mux.dbc')]), 'battery.dbc');
    const strategy = await dbcApi(owner).strategies.create({
      name: 'Pack',
      dbc: 'battery.dbc',
      devtype,
      signals: [
        { message: 'BMS_Pack', signal: 'PackCurrent', point: 'current' },
        { message: 'BMS_Pack', signal: 'StateOfCharge', point: 'soc' },
        { message: 'BMS_CellVoltages', signal: 'Cell1Voltage', point: 'cell1' },
      ],
    });
    strategyId = strategy.id;
    await dbcApi(owner).strategies.bind({ strategyId });
    mqtt = await connectDevice(server.bus.url, device);
  });
  afterAll(async () => {
    await mqtt?.endAsync();
    await server.close();
  });

  it('stores the frames raw and their bound signals as points at the frames’ times; unknown ids are counted', async () => {
    await send([
      { time: t0, id: 1713, data: PACK },
      { time: t0 + 1, id: 1712, data: CELLS_0 },
      { time: t0 + 2, id: 0x7ff, data: '00' },
    ]);
    expect(await points(device.devid, 'current')).toEqual([{ ts: t0, num: -100 }]);
    expect(await points(device.devid, 'soc')).toEqual([{ ts: t0, num: 80 }]);
    const [cell] = await points(device.devid, 'cell1');
    expect(cell?.ts).toBe(t0 + 1);
    expect(cell?.num).toBeCloseTo(3.692, 10);
    // Signals the strategy does not name are not stored as points.
    expect(await points(device.devid, 'PackVoltage')).toEqual([]);
    const traffic = await dbcApi(owner).traffic(device.devid, { from: t0, to: t0 + 1000 });
    expect(traffic).toEqual({
      frames: 3,
      unknown: 1,
      first: t0,
      last: t0 + 2,
      strategy: { id: strategyId, name: 'Pack', dbc: 'battery.dbc' },
    });
  });

  it('counts as unknown only frames a bound strategy did not know, not those that came before one', async () => {
    const { devtype: bare } = await createType(owner, uniqueId('bare'));
    const lone = { ...(await createDevice(owner, bare)), devtype: bare };
    const loneMqtt = await connectDevice(server.bus.url, lone);
    try {
      const sendLone = (frames: object[]) =>
        loneMqtt.publishAsync(deviceTopic(lone, 'can'), JSON.stringify(frames), { qos: 1 });
      await sendLone([
        { time: t0, id: 1713, data: PACK },
        { time: t0 + 1, id: 0x7ff, data: '00' },
      ]);
      const range = { from: t0, to: t0 + 1000 };
      expect(await dbcApi(owner).traffic(lone.devid, range)).toMatchObject({
        frames: 2,
        unknown: 0,
        strategy: null,
      });

      const { id } = await dbcApi(owner).strategies.create({
        name: uniqueId('late'),
        dbc: 'battery.dbc',
        devtype: bare,
        signals: [{ message: 'BMS_Pack', signal: 'StateOfCharge', point: 'soc' }],
      });
      await dbcApi(owner).strategies.bind({ strategyId: id });
      server.clock.advance(CAN_STRATEGY_TTL_MS);
      await sendLone([
        { time: t0 + 2, id: 1713, data: PACK },
        { time: t0 + 3, id: 0x7ff, data: '00' },
      ]);
      expect(await dbcApi(owner).traffic(lone.devid, range)).toMatchObject({ frames: 4, unknown: 1 });
    } finally {
      await loneMqtt.endAsync();
    }
  });

  it('stores a redelivered message once', async () => {
    const frames = [{ time: t0 + 100, id: 1713, data: PACK }];
    await send(frames);
    await send(frames, { dup: true });
    const traffic = await dbcApi(owner).traffic(device.devid, { from: t0 + 100, to: t0 + 101 });
    expect(traffic.frames).toBe(1);
  });

  it('keeps the good frames of a message and tells the owner which frame was refused', async () => {
    await send([
      { time: t0 + 200, id: 1713, data: PACK },
      { time: t0 + 201, id: 1713, data: 'zz' },
      { time: t0 + 202, id: 0x20000000, data: '00' },
    ]);
    expect((await dbcApi(owner).traffic(device.devid, { from: t0 + 200, to: t0 + 300 })).frames).toBe(1);
    const rejections = await rejectionsWhen(owner, device.devid, 2);
    expect(rejections.result.map((row) => `${row.reason} ${row.detail}`).sort()).toEqual([
      'CAN_FRAME_INVALID [1]: data',
      'CAN_FRAME_INVALID [2]: id',
    ]);
  });

  it('shows decoded signals to live watchers as the device’s data', async () => {
    // The live page's feed is the node's bus subscription to the device's topics (platform/live).
    const heard = new Promise<{ topic: string; payload: Buffer }>((resolve) => {
      void server.bus.subscribe(`dev/${devtype}/${device.devid}/${CAN_DECODED_KIND}`, (topic, payload) =>
        resolve({ topic, payload }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await send([{ time: t0 + 300, id: 1713, data: PACK }]);
    const { payload } = await heard;
    expect(JSON.parse(payload.toString())).toEqual([{ time: t0 + 300, current: -100, soc: 80 }]);
  });

  it('applies a strategy change to new frames only', async () => {
    await dbcApi(owner).strategies.update(strategyId, {
      name: 'Pack',
      dbc: 'battery.dbc',
      devtype,
      signals: [{ message: 'BMS_Pack', signal: 'StateOfCharge', point: 'charge' }],
    });
    server.clock.advance(CAN_STRATEGY_TTL_MS);
    await send([{ time: t0 + 400, id: 1713, data: PACK }]);
    expect(await points(device.devid, 'charge')).toEqual([{ ts: t0 + 400, num: 80 }]);
    // What was decoded before stays as it was, and nothing more is decoded under the old names.
    expect((await points(device.devid, 'soc')).map((row) => row.ts)).toEqual([
      t0,
      t0 + 100,
      t0 + 200,
      t0 + 300,
    ]);
    expect((await points(device.devid, 'current')).some((row) => row.ts === t0 + 400)).toBe(false);
  });

  it('streams a stored range decoded with a chosen DBC as CSV', async () => {
    const { blob, fileName } = await dbcApi(owner).document(device.devid, {
      dbc: 'battery.dbc',
      from: t0,
      to: t0 + 2,
    });
    expect(fileName).toBe(`${device.devid}-battery-${t0}-${t0 + 2}.csv`);
    const lines = (await blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('time,id,extended,message,signal,raw,value,unit,label');
    const iso = new Date(t0).toISOString();
    expect(lines.slice(1, 5)).toEqual([
      `${iso},0x6B1,false,BMS_Pack,PackCurrent,-1000,-100,A,`,
      `${iso},0x6B1,false,BMS_Pack,StateOfCharge,160,80,%,`,
      `${iso},0x6B1,false,BMS_Pack,PackVoltage,1605,401.25,V,`,
      `${iso},0x6B1,false,BMS_Pack,PackTemperature,-10,-10,degC,`,
    ]);
    // The cells frame (group 0: the multiplexor and two cells); the frame at t0 + 2 is past the range.
    expect(lines.slice(5).map((line) => line.split(',')[4])).toEqual([
      'CellGroup',
      'Cell1Voltage',
      'Cell2Voltage',
    ]);
  });

  it('shows a sub-user only the frames of devices in its scope', async () => {
    const groupId = (await deviceGroupsApi(owner).create({ name: uniqueId('fleet') })).id;
    await deviceGroupsApi(owner).addDevices(groupId, [other.devid]);
    const profile = await createProfile(owner, { dbc: ['read'] }, [groupId]);
    const { client: scoped } = await signedInSubuser(server, owner, profile.id);
    const range = { from: t0, to: t0 + 1000 };
    await expect(dbcApi(scoped).traffic(device.devid, range)).rejects.toMatchObject({ status: 404 });
    await expect(
      dbcApi(scoped).document(device.devid, { ...range, dbc: 'battery.dbc' }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await dbcApi(scoped).traffic(other.devid, range)).frames).toBe(0);
  });

  it('decodes every frame the simulator sends from a DBC', async () => {
    const client = await signIn(server.origin, {});
    const simtype = uniqueId('simbms');
    const devices = await provisionDevices(client, { count: 2, devtype: simtype, prefix: uniqueId('can') });
    await dbcApi(client).upload(new Blob([await fixture('battery-mux.dbc')]), 'battery.dbc');
    const { id } = await dbcApi(client).strategies.create({
      name: 'All pack',
      dbc: 'battery.dbc',
      devtype: simtype,
      signals: [{ message: 'BMS_Pack', signal: 'StateOfCharge', point: 'soc' }],
    });
    await dbcApi(client).strategies.bind({ strategyId: id });
    const simulation = await startSimulation({
      brokerUrl: server.bus.url,
      devices,
      rate: 20,
      can: { dbcText: await fixture('battery-mux.dbc'), framesPerMessage: 10 },
    });
    await eventually(
      () => Promise.resolve(simulation.stats().acked),
      (acked) => acked >= 10,
    );
    await simulation.stop();
    const { acked, sent } = simulation.stats();
    expect(acked).toBe(sent);
    const range = { from: Date.now() - 600_000, to: Date.now() + 60_000 };
    let frames = 0;
    for (const { devid } of devices) frames += (await dbcApi(client).traffic(devid, range)).frames;
    expect(frames).toBe(acked * 10);
    // The DBC's two messages take turns: half the frames are BMS_Pack, each one stored soc value.
    let soc = 0;
    for (const { devid } of devices) soc += (await points(devid, 'soc')).length;
    expect(soc).toBe(acked * 5);
    for (const { devid } of devices) {
      for (const { num } of await points(devid, 'soc')) {
        expect(num).toBeGreaterThanOrEqual(0);
        expect(num).toBeLessThanOrEqual(100);
      }
    }
  });
});
