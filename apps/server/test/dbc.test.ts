import { dbcApi, deviceGroupsApi, type ApiClient } from '@fleetkey/api-client';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { apiRefusal } from './support/outcome';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 17, CAN databases over real HTTP: upload (streamed, named by the file; the same name is refused
// unless the upload says to replace it), list, the parsed tree, the text, delete; a DBC with a mistake
// answers 400 with its line; decoding pasted frames for a device; a sub-user's grants and device scope.

const fixture = (name: string) =>
  readFile(new URL(`../../../packages/can/src/fixtures/${name}`, import.meta.url), 'utf8');

describe.each(testEngines)('CAN databases ($name)', { timeout: 60_000 }, (engine) => {
  let server: TestServer;
  let owner: ApiClient;
  let j1939: string;
  let devtype: string;
  const devices: Record<'inside' | 'outside', string> = { inside: '', outside: '' };
  let groupId: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    ({ client: owner } = await signedInUser(server));
    j1939 = await fixture('j1939-engine.dbc');
    ({ devtype } = await createType(owner, uniqueId('truck')));
    devices.inside = (await createDevice(owner, devtype)).devid;
    devices.outside = (await createDevice(owner, devtype)).devid;
    groupId = (await deviceGroupsApi(owner).create({ name: 'Fleet A' })).id;
    await deviceGroupsApi(owner).addDevices(groupId, [devices.inside]);
  });
  afterAll(() => server.close());

  it('stores an uploaded DBC, lists it and answers its tree and its text', async () => {
    const api = dbcApi(owner);
    const created = await api.upload(new Blob([j1939]), 'engine.dbc');
    expect(created).toMatchObject({
      name: 'engine.dbc',
      size: Buffer.byteLength(j1939),
      messageCount: 3,
      signalCount: 6,
    });
    expect((await api.list()).map((file) => file.name)).toEqual(['engine.dbc']);
    const { warnings, ...file } = created;
    expect(warnings).toEqual([]);
    expect(await api.get('engine.dbc')).toEqual(file);
    const tree = await api.analyse('engine.dbc');
    expect(tree.messages[0]).toMatchObject({ name: 'EEC1', id: 0x0cf00400, extended: true, pgn: 61444 });
    expect(tree.messages[0]?.signals[0]).toMatchObject({ name: 'EngineSpeed', factor: 0.125, unit: 'rpm' });
    expect(await api.origin('engine.dbc')).toBe(j1939);
  });

  it('refuses a file uploaded again under the same name with 409 NAME_IN_USE, keeping the first', async () => {
    const api = dbcApi(owner);
    const first = await api.upload(new Blob([await fixture('battery-mux.dbc')]), 'kept.dbc');
    const refused = await apiRefusal(
      api.upload(new Blob([await fixture('powertrain-motorola.dbc')]), 'kept.dbc'),
    );
    expect(refused).toMatchObject({
      status: 409,
      code: 'NAME_IN_USE',
      data: { field: 'file', name: 'kept.dbc' },
    });
    expect(await api.get('kept.dbc')).toMatchObject({
      sha256: first.sha256,
      messageCount: first.messageCount,
    });
    expect(await api.origin('kept.dbc')).toBe(await fixture('battery-mux.dbc'));
    const unclear = owner.postFile('/dbc/file', new Blob([j1939]), 'kept.dbc', { query: { replace: 'yes' } });
    expect(await apiRefusal(unclear)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('replaces a file of the same name when the upload says replace=true', async () => {
    const api = dbcApi(owner);
    await api.upload(new Blob([await fixture('battery-mux.dbc')]), 'replaced.dbc');
    const again = await api.upload(new Blob([await fixture('powertrain-motorola.dbc')]), 'replaced.dbc', {
      replace: true,
    });
    expect(again.messageCount).toBe(2);
    expect((await api.analyse('replaced.dbc')).messages.map((message) => message.name)).toEqual([
      'EngineData',
      'SteeringSensor',
    ]);
  });

  it('refuses a DBC with no usable message with 400 naming the line, and keeps nothing', async () => {
    const api = dbcApi(owner);
    const broken = 'VERSION ""\n\nBO_ 100 Foo 8 ECU\n SG_ Bar : 0|8@1+ (1,0) [0|1] "" X\n';
    const refused = await apiRefusal(api.upload(new Blob([broken]), 'broken.dbc'));
    expect(refused).toMatchObject({ status: 400, code: 'DBC_INVALID', data: { line: 3 } });
    expect((refused.data as { reason: string }).reason).toMatch(/no usable message/);
    expect(await apiRefusal(api.get('broken.dbc'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('refuses a file not named *.dbc, an empty upload and a name that does not exist', async () => {
    const api = dbcApi(owner);
    expect(await apiRefusal(api.upload(new Blob([j1939]), 'engine.txt'))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(await apiRefusal(api.upload(new Blob([]), 'empty.dbc'))).toMatchObject({ status: 400 });
    expect(await apiRefusal(api.analyse('nothing.dbc'))).toMatchObject({ status: 404 });
    expect(await apiRefusal(api.origin('../etc.dbc'))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('decodes pasted frames with a chosen DBC, counting unknown ids', async () => {
    const sample = await dbcApi(owner).sample(devices.inside, {
      dbc: 'engine.dbc',
      frames: [
        // EngineSpeed 0x1F40 × 0.125 = 1000 rpm; torque 0x8C − 125 = 15 %.
        { time: 1_700_000_000_000, id: 0x0cf00400, data: 'F3 7D 8C 40 1F FF FF FF' },
        // ET1 from source address 3, matched by its PGN: coolant 0x7D − 40 = 85 °C.
        { id: 0x18feee03, ext: true, data: '7d50000000000000' },
        { id: 0x123, data: '00' },
      ],
    });
    expect(sample.unknown).toBe(1);
    expect(sample.frames[0]).toMatchObject({ message: 'EEC1', extended: true, time: 1_700_000_000_000 });
    expect(sample.frames[0]?.signals.slice(0, 2)).toEqual([
      { signal: 'EngineSpeed', raw: 8000, value: 1000, unit: 'rpm', label: null },
      { signal: 'ActualEnginePercentTorque', raw: 140, value: 15, unit: '%', label: null },
    ]);
    expect(sample.frames[1]?.signals[0]).toMatchObject({ signal: 'EngineCoolantTemp', value: 85 });
    expect(sample.frames[2]).toMatchObject({ message: null, extended: false, signals: [] });
    const badHex = await apiRefusal(
      dbcApi(owner).sample(devices.inside, { dbc: 'engine.dbc', frames: [{ id: 1, data: 'XYZ' }] }),
    );
    expect(badHex).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('gives a sub-user what its grants allow, and decodes only for devices in its scope', async () => {
    const reader = await signedInSubuser(
      server,
      owner,
      (await createProfile(owner, { dbc: ['read'] }, [groupId])).id,
    );
    const api = dbcApi(reader.client);
    expect((await api.list()).map((file) => file.name)).toContain('engine.dbc');
    expect(await apiRefusal(api.upload(new Blob([j1939]), 'mine.dbc'))).toMatchObject({ status: 403 });
    expect(await apiRefusal(api.remove('engine.dbc'))).toMatchObject({ status: 403 });
    const frames = [{ id: 0x0cf00400, data: 'F37D8C401FFFFFFF' }];
    expect((await api.sample(devices.inside, { dbc: 'engine.dbc', frames })).unknown).toBe(0);
    expect(await apiRefusal(api.sample(devices.outside, { dbc: 'engine.dbc', frames }))).toMatchObject({
      status: 404,
    });
    const stranger = await signedInSubuser(
      server,
      owner,
      (await createProfile(owner, { devices: ['read'] })).id,
    );
    expect(await apiRefusal(dbcApi(stranger.client).list())).toMatchObject({ status: 403 });
  });

  it('saves strategies whose signals are in the DBC, and binds them to a type or its devices', async () => {
    const api = dbcApi(owner).strategies;
    const created = await api.create({
      name: 'Engine basics',
      dbc: 'engine.dbc',
      devtype,
      intervalMs: 1000,
      signals: [
        { message: 'EEC1', signal: 'EngineSpeed', point: 'rpm' },
        { message: 'ET1', signal: 'EngineCoolantTemp' },
      ],
    });
    expect(created.signals).toEqual([
      { message: 'EEC1', signal: 'EngineSpeed', point: 'rpm' },
      { message: 'ET1', signal: 'EngineCoolantTemp', point: 'EngineCoolantTemp' },
    ]);
    expect(await api.get(created.id)).toEqual(created);
    const refusedStrategy = (name: string, dbc: string, signal: string) =>
      apiRefusal(api.create({ name, dbc, devtype, signals: [{ message: 'EEC1', signal }] }));
    const wrong = await refusedStrategy('Wrong', 'engine.dbc', 'Nope');
    expect(wrong).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(wrong.data)).toContain('signals.0.signal');
    const noFile = await refusedStrategy('Gone', 'gone.dbc', 'EngineSpeed');
    expect(JSON.stringify(noFile.data)).toContain('"path":"dbc"');

    expect(await api.bind({ strategyId: created.id })).toEqual([
      { strategyId: created.id, devtype, devid: null },
    ]);
    await api.bind({ strategyId: created.id, devids: [devices.inside] });
    expect(await api.bindings()).toEqual([
      { strategyId: created.id, devtype, devid: null },
      { strategyId: created.id, devtype, devid: devices.inside },
    ]);
    // Unbinding the type leaves the device's own binding; unbinding again is a no-op.
    const afterUnbind = [{ strategyId: created.id, devtype, devid: devices.inside }];
    expect(await api.unbind({ strategyId: created.id })).toEqual(afterUnbind);
    expect(await api.unbind({ strategyId: created.id })).toEqual(afterUnbind);
    expect(await api.bindings()).toEqual(afterUnbind);
    const renamed = await api.update(created.id, {
      ...created,
      name: 'Engine',
      signals: created.signals.slice(0, 1),
    });
    expect(renamed).toMatchObject({ name: 'Engine', intervalMs: 1000 });
    // A DBC a strategy decodes with is not deleted.
    expect(await apiRefusal(dbcApi(owner).remove('engine.dbc'))).toMatchObject({
      status: 409,
      code: 'DBC_IN_USE',
    });
  });

  it('lets a scoped sub-user bind only devices of its scope, never the whole type', async () => {
    const writer = await signedInSubuser(
      server,
      owner,
      (await createProfile(owner, { dbc: ['read', 'write'] }, [groupId])).id,
    );
    const api = dbcApi(writer.client).strategies;
    const [strategy] = await api.list();
    if (!strategy) throw new Error('no strategy');
    expect(await apiRefusal(api.bind({ strategyId: strategy.id }))).toMatchObject({ status: 403 });
    expect(await apiRefusal(api.bind({ strategyId: strategy.id, devids: [devices.outside] }))).toMatchObject({
      status: 400,
    });
    expect(await api.bind({ strategyId: strategy.id, devids: [devices.inside] })).toContainEqual({
      strategyId: strategy.id,
      devtype,
      devid: devices.inside,
    });
    expect(await apiRefusal(api.unbind({ strategyId: strategy.id }))).toMatchObject({ status: 403 });
    expect(
      await apiRefusal(api.unbind({ strategyId: strategy.id, devids: [devices.outside] })),
    ).toMatchObject({
      status: 400,
    });
    expect(await api.unbind({ strategyId: strategy.id, devids: [devices.inside] })).not.toContainEqual(
      expect.objectContaining({ devid: devices.inside }),
    );
    await dbcApi(owner).strategies.remove(strategy.id);
    expect(await dbcApi(owner).strategies.bindings()).toEqual([]);
  });

  it('deletes a file', async () => {
    const api = dbcApi(owner);
    await api.remove('replaced.dbc');
    expect(await apiRefusal(api.get('replaced.dbc'))).toMatchObject({ status: 404 });
    expect(await apiRefusal(api.remove('replaced.dbc'))).toMatchObject({ status: 404 });
  });
});
