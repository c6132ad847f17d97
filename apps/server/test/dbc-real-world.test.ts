import { dbcApi, type ApiClient } from '@fleetkey/api-client';
import { signIn } from '@fleetkey/device-sim';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { createDevice, createType, uniqueId } from './support/devices';
import { connectDevice, deviceTopic, eventually } from './support/mqtt-devices';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 33 through the running server: a DBC written the way real vehicle files are (opendbc's 29-bit ids
// without bit 31, comments naming nothing, a float signal, extended multiplexing) is stored with its
// warnings; the decode call reads it; MQTT ingest matches a 29-bit frame whichever way `ext` is sent.

const VEHICLE = [
  'VERSION ""',
  'BU_: ECU',
  '   Gateway',
  '// opendbc writes 29-bit ids without bit 31',
  'BO_ 419364864 Battery: 8 ECU',
  ' SG_ PackVoltage : 0|32@1- (1,0) [0|1000] "V" Gateway',
  ' SG_ Cycles : 32|16@1+ (1,0) [0|65535] "" Gateway',
  'BO_ 304 Selected: 8 ECU',
  ' SG_ Sel M : 0|8@1+ (1,0) [0|255] "" Gateway',
  ' SG_ Wide m1 : 8|8@1+ (1,0) [0|255] "" Gateway',
  'CM_ SG_ 304 "a generated comment naming no signal";',
  'CM_ SG_ 304 Gone "a comment on a signal that does not exist";',
  'SIG_VALTYPE_ 419364864 PackVoltage : 1;',
  'SG_MUL_VAL_ 304 Wide Sel 1-3;',
  '',
].join('\n');

describe.each(testEngines)('Real-world CAN databases ($name)', { timeout: 60_000 }, (engine) => {
  let server: TestServer;
  let owner: ApiClient;
  let device: { devid: string; devsecret: string; devtype: string };
  let mqtt: MqttClient;
  const t0 = Date.now() - 60_000;

  const points = (key: string) =>
    server.db
      .selectFrom('telemetry')
      .select(['ts', 'num'])
      .where('devid', '=', device.devid)
      .where('key', '=', key)
      .orderBy('ts')
      .execute();

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    owner = await signIn(server.origin, {});
    const { devtype } = await createType(owner, uniqueId('ev'));
    device = { ...(await createDevice(owner, devtype)), devtype };
    mqtt = await connectDevice(server.bus.url, device);
  });
  afterAll(async () => {
    await mqtt?.endAsync();
    await server.close();
  });

  it('stores a file with skipped statements and answers the warnings beside it', async () => {
    const stored = await dbcApi(owner).upload(new Blob([VEHICLE]), 'vehicle.dbc');
    expect(stored).toMatchObject({ name: 'vehicle.dbc', messageCount: 2, signalCount: 4 });
    expect(stored.warnings).toEqual([
      {
        line: 11,
        skipped: 'CM_ SG_ 304 "a generated comment "',
        reason: 'signal comment without a signal name',
      },
      {
        line: 12,
        skipped: 'CM_ SG_ 304 Gone "a comment on a signa"',
        reason: 'unknown signal Gone in Selected',
      },
    ]);
    const tree = await dbcApi(owner).analyse('vehicle.dbc');
    expect(tree.warnings).toEqual(stored.warnings);
    expect(tree.nodes.map((node) => node.name)).toEqual(['ECU', 'Gateway']);
    expect(tree.messages[0]).toMatchObject({ id: 0x18ff0000, extended: true });
  });

  it('decodes a float, a 29-bit id written without bit 31 and extended multiplexing; other ids are unknown', async () => {
    const sample = await dbcApi(owner).sample(device.devid, {
      dbc: 'vehicle.dbc',
      frames: [
        // PackVoltage 401.25 as an IEEE-754 float (0x43C8A000, little-endian), Cycles 7.
        { id: 0x18ff0000, data: '00A0C84307000000' },
        { id: 0x18ff0000, ext: false, data: '00A0C84307000000' },
        // Sel 3 lies in Wide's range 1-3; Sel 4 does not.
        { id: 304, data: '0309' },
        { id: 304, data: '0409' },
        // No J1939 in this database: another source address is another (unknown) message.
        { id: 0x18ff0001, data: '00A0C84307000000' },
      ],
    });
    expect(sample.unknown).toBe(1);
    for (const frame of sample.frames.slice(0, 2)) {
      expect(frame).toMatchObject({ message: 'Battery', extended: true });
      expect(frame.signals.map((signal) => [signal.signal, signal.value])).toEqual([
        ['PackVoltage', 401.25],
        ['Cycles', 7],
      ]);
    }
    expect(sample.frames[2]?.signals.map((signal) => signal.signal)).toEqual(['Sel', 'Wide']);
    expect(sample.frames[3]?.signals.map((signal) => signal.signal)).toEqual(['Sel']);
    expect(sample.frames[4]).toMatchObject({ message: null, extended: true });
  });

  it('ingests a 29-bit frame over MQTT whether ext is absent, true or false', async () => {
    const strategy = await dbcApi(owner).strategies.create({
      name: 'Battery',
      dbc: 'vehicle.dbc',
      devtype: device.devtype,
      signals: [{ message: 'Battery', signal: 'PackVoltage', point: 'voltage' }],
    });
    await dbcApi(owner).strategies.bind({ strategyId: strategy.id });
    const frames = [
      { time: t0, id: 0x18ff0000, data: '00A0C84307000000' },
      { time: t0 + 1, id: 0x18ff0000, ext: true, data: '00A0C84307000000' },
      { time: t0 + 2, id: 0x18ff0000, ext: false, data: '00A0C84307000000' },
    ];
    await mqtt.publishAsync(deviceTopic(device, 'can'), JSON.stringify(frames), { qos: 1 });
    const stored = await eventually(
      () => points('voltage'),
      (rows) => rows.length === 3,
    );
    expect(stored).toEqual([
      { ts: t0, num: 401.25 },
      { ts: t0 + 1, num: 401.25 },
      { ts: t0 + 2, num: 401.25 },
    ]);
    const traffic = await dbcApi(owner).traffic(device.devid, { from: t0, to: t0 + 10 });
    expect(traffic).toMatchObject({ frames: 3, unknown: 0 });
  });
});
