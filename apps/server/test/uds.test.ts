import { deviceGroupsApi, udsApi, type ApiClient } from '@fleetkey/api-client';
import type { AccountActivityView, ListResult, UdsDtcDataView } from '@fleetkey/contract';
import { parseDtcOption, startSimulation } from '@fleetkey/device-sim';
import type { MqttClient } from 'mqtt';
import writeExcelFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { apiRefusal } from './support/outcome';
import { createDevice } from './support/devices';
import {
  connectDevice,
  deviceTopic,
  eventually,
  ownerWithDevice,
  storedStatus,
  type Owner,
} from './support/mqtt-devices';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 17, UDS diagnostics over real HTTP and MQTT: the DTC catalogue (CRUD, search, import all-or-nothing,
// export), channel/ECU lists, a device that receives the raw UDS request as a `uds` command and answers with
// hand-built ECU responses, the parsed answers listed with the catalogue's descriptions, and sub-user scope.

const csv = (lines: string[]) => new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' });

interface UdsCommand {
  id: string;
  cmd: string;
  params: { channel: string; ecu: string; action: string; request: string };
}

/**
 * A connected device whose ECU answers each request with `answer(request)` (hex), recording what it heard.
 */
async function diagnosingDevice(
  server: TestServer,
  owner: Owner,
  answer: (request: string) => string,
): Promise<{ client: MqttClient; heard: UdsCommand[] }> {
  const client = await connectDevice(server.bus.url, owner.device);
  await client.subscribeAsync(deviceTopic(owner.device, 'cmd/#'), { qos: 1 });
  await client.publishAsync(deviceTopic(owner.device, 'status'), 'online', { qos: 1 });
  await eventually(
    () => storedStatus(server, owner.device.devid),
    (row) => row.status === 'online',
  );
  const heard: UdsCommand[] = [];
  client.on('message', (topic, payload) => {
    const command = JSON.parse(payload.toString()) as UdsCommand;
    heard.push({ ...command, cmd: topic.split('/').at(-1) ?? '' });
    const reply = { id: command.id, code: 0, data: { response: answer(command.params.request) } };
    void client.publishAsync(deviceTopic(owner.device, 'cmd_reply'), JSON.stringify(reply), { qos: 1 });
  });
  return { client, heard };
}

/** The answer to one command, once the device's reply has been stored. */
function answerOf(client: ApiClient, devid: string, command: string): Promise<UdsDtcDataView> {
  return eventually(
    async () => (await udsApi(client).data(devid, { command })).result[0],
    (answer) => answer !== undefined,
  ) as Promise<UdsDtcDataView>;
}

describe.each(testEngines)('UDS diagnostics ($name)', { timeout: 60_000 }, (engine) => {
  let server: TestServer;
  let owner: Owner;

  beforeAll(async () => {
    // The outbox lets sub-users solve the sign-in captcha.
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    owner = await ownerWithDevice(server);
  });
  afterAll(() => server.close());

  it('keeps a catalogue of DTCs in hex and SAE form, searchable, one entry per code', async () => {
    const api = udsApi(owner.client).codes;
    const misfire = await api.create({
      code: 'P0301',
      descriptionZh: '1 缸失火',
      descriptionEn: 'Cylinder 1 misfire detected',
      severity: 'high',
      action: 'Check spark plug and coil of cylinder 1',
    });
    expect(misfire).toMatchObject({ code: '0x030100', sae: 'P0301', severity: 'high' });
    const lost = await api.create({ code: '0xC10000', descriptionEn: 'Lost communication with ECM/PCM' });
    expect(lost).toMatchObject({ code: '0xC10000', sae: 'U0100', severity: 'medium', descriptionZh: '' });
    expect(await apiRefusal(api.create({ code: 'p0301', descriptionEn: 'again' }))).toMatchObject({
      status: 409,
      code: 'UDS_ERROR_CODE_EXISTS',
    });
    expect(await apiRefusal(api.create({ code: 'P4301', descriptionEn: 'x' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      data: { fields: [{ path: 'code', message: 'validation.udsCodeInvalid' }] },
    });
    const all = await api.list();
    expect(all.result.map((entry) => entry.sae)).toEqual(['P0301', 'U0100']);
    expect((await api.list({ search: 'misfire' })).result.map((e) => e.sae)).toEqual(['P0301']);
    expect((await api.list({ search: 'u01' })).result.map((e) => e.sae)).toEqual(['U0100']);
    expect((await api.list({ search: '0xC10000' })).result.map((e) => e.sae)).toEqual(['U0100']);
    const edited = await api.update(lost.id, {
      code: 'U0100',
      descriptionZh: '与发动机控制模块通信丢失',
      descriptionEn: 'Lost communication with ECM/PCM "A"',
      severity: 'critical',
    });
    expect(edited).toMatchObject({
      sae: 'U0100',
      severity: 'critical',
      descriptionZh: '与发动机控制模块通信丢失',
    });
    expect(await apiRefusal(api.update(lost.id, { code: 'P0301', descriptionEn: 'clash' }))).toMatchObject({
      status: 409,
    });
    const other = await ownerWithDevice(server);
    expect(await apiRefusal(udsApi(other.client).codes.remove(misfire.id))).toMatchObject({ status: 404 });
    expect((await udsApi(other.client).codes.list()).totalCount).toBe(0);
  });

  it('imports nothing from a file with bad rows, naming each, and imports a good file whole', async () => {
    const mine = await ownerWithDevice(server);
    const api = udsApi(mine.client);
    const bad = await apiRefusal(
      api.file.import(
        csv([
          'code,description_zh,description_en,severity,action',
          'P0420,催化转化器效率低,Catalyst efficiency below threshold,medium,Check catalyst',
          'Q0420,,Not a code,low,',
          'P0171,,,low,',
          'P0420,,Repeated,low,',
          'B1A12,,Body fault,fatal,',
        ]),
        'codes.csv',
      ),
    );
    expect(bad).toMatchObject({ status: 400, code: 'UDS_IMPORT_INVALID' });
    expect((bad.data as { rows: unknown[] }).rows).toEqual([
      { row: 3, field: 'code', message: 'validation.udsCodeInvalid' },
      { row: 4, field: 'description_en', message: 'validation.required' },
      { row: 5, field: 'code', message: 'validation.duplicate' },
      { row: 6, field: 'severity', message: 'validation.invalidOption' },
    ]);
    expect((await api.codes.list()).totalCount).toBe(0);

    await api.codes.create({ code: 'P0420', descriptionEn: 'old text' });
    const imported = await api.file.import(
      csv([
        'description_en,code,severity',
        'Catalyst efficiency below threshold,0x042000,medium',
        'System too lean,P0171,low',
      ]),
      'codes.csv',
    );
    expect(imported).toEqual({ added: 1, updated: 1 });
    const exported = Buffer.from(await (await api.file.export()).blob.arrayBuffer());
    // A BOM first, so Excel reads the Chinese descriptions as UTF-8.
    expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(exported.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'code,description_zh,description_en,severity,action',
      '0x017100,,System too lean,low,',
      '0x042000,,Catalyst efficiency below threshold,medium,',
      '',
    ]);
    // The XLSX download reads back through the import: the same two entries, replaced in place.
    const workbook = (await api.file.export('xlsx')).blob;
    expect(
      Buffer.from(await workbook.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect(await api.file.import(workbook, 'codes.xlsx')).toEqual({ added: 0, updated: 2 });
    const spreadsheet = await writeExcelFile(
      [
        ['code', 'description_en', 'description_zh'],
        ['U0100', 'Lost communication with ECM/PCM', '与发动机控制模块通信丢失'],
        ['P0AFF', '', ''],
      ].map((row) => row.map((value) => ({ type: String, value }))),
    ).toBuffer();
    const badSheet = await apiRefusal(api.file.import(new Blob([spreadsheet]), 'codes.xlsx'));
    expect((badSheet.data as { rows: unknown[] }).rows).toEqual([
      { row: 3, field: 'description_en', message: 'validation.required' },
    ]);
    expect((await api.codes.list()).totalCount).toBe(2);
  });

  it('keeps the codes each channel/ECU reports, only codes of the catalogue', async () => {
    const api = udsApi(owner.client).channel;
    const set = await api.set({ channel: 'can0', ecu: '0x7e0', codes: ['P0301', 'U0100'] });
    expect(set).toMatchObject({ channel: 'can0', ecu: '0x7E0' });
    expect(set.codes.map((code) => code.sae)).toEqual(['P0301', 'U0100']);
    expect((await api.get('can0', '0x7E0')).codes).toHaveLength(2);
    expect((await api.get('can1', '0x7E0')).codes).toHaveLength(0);
    expect(
      await apiRefusal(api.set({ channel: 'can0', ecu: '0x7E0', codes: ['P0301', 'P0999'] })),
    ).toMatchObject({
      status: 400,
      data: { fields: [{ path: 'codes.1', message: 'validation.udsCodeUnknown' }] },
    });
    expect(await apiRefusal(api.get('can0', '7E0'))).toMatchObject({ status: 400 });
    await api.clear('can0', '0x7E0');
    expect((await api.get('can0', '0x7E0')).codes).toHaveLength(0);
  });

  it("sends 19 02 to the device and lists the ECU's DTCs with status bits and the catalogue's text", async () => {
    // P0301 status 0x2F, U0100 status 0x09, P0171 (not in this catalogue) status 0x24.
    const device = await diagnosingDevice(server, owner, (request) =>
      request.startsWith('19') ? '5902FF0301002FC1000009017100' + '24' : '54',
    );
    const sent = await udsApi(owner.client).command({
      devid: owner.device.devid,
      channel: 'can0',
      ecu: '0x7E0',
      action: 'read',
    });
    expect(sent).toMatchObject({ action: 'read', request: '1902FF', ecu: '0x7E0', channel: 'can0' });
    const answer = await answerOf(owner.client, owner.device.devid, sent.id);
    expect(device.heard[0]).toMatchObject({
      id: sent.id,
      cmd: 'uds',
      params: { channel: 'can0', ecu: '0x7E0', action: 'read', request: '1902FF' },
    });
    expect(answer).toMatchObject({
      commandId: sent.id,
      outcome: 'positive',
      availabilityMask: 0xff,
      response: '5902FF0301002FC1000009017100' + '24',
      nrc: null,
    });
    expect(answer.dtcs).toEqual([
      {
        code: '0x030100',
        sae: 'P0301',
        status: 0x2f,
        bits: [
          'testFailed',
          'testFailedThisOperationCycle',
          'pendingDTC',
          'confirmedDTC',
          'testFailedSinceLastClear',
        ],
        entry: {
          descriptionZh: '1 缸失火',
          descriptionEn: 'Cylinder 1 misfire detected',
          severity: 'high',
          action: 'Check spark plug and coil of cylinder 1',
        },
      },
      {
        code: '0xC10000',
        sae: 'U0100',
        status: 0x09,
        bits: ['testFailed', 'confirmedDTC'],
        entry: expect.objectContaining({ severity: 'critical' }) as unknown,
      },
      {
        code: '0x017100',
        sae: 'P0171',
        status: 0x24,
        bits: ['pendingDTC', 'testFailedSinceLastClear'],
        entry: null,
      },
    ]);

    const cleared = await udsApi(owner.client).command({
      devid: owner.device.devid,
      channel: 'can0',
      ecu: '0x7E0',
      action: 'clear',
    });
    expect(cleared.request).toBe('14FFFFFF');
    expect(await answerOf(owner.client, owner.device.devid, cleared.id)).toMatchObject({
      action: 'clear',
      outcome: 'positive',
      dtcs: [],
    });
    const listed = await udsApi(owner.client).data(owner.device.devid);
    expect(listed.result.map((a) => a.action)).toEqual(['clear', 'read']);
    await device.client.endAsync();
  });

  it('records an ECU request in the activity log as a command sent to the device', async () => {
    const mine = await ownerWithDevice(server);
    const device = await diagnosingDevice(server, mine, () => '54');
    await udsApi(mine.client).command({
      devid: mine.device.devid,
      channel: 'can0',
      ecu: '0x7E0',
      action: 'clear',
    });
    const log = await mine.client.get<ListResult<AccountActivityView>>('/account_activities');
    expect(log.result.map(({ action, resource, target }) => ({ action, resource, target }))).toContainEqual({
      action: 'commandSent',
      resource: 'devices',
      target: mine.device.devid,
    });
    await device.client.endAsync();
  });

  it('stores a negative response with its NRC named, and a malformed one with its reason', async () => {
    const mine = await ownerWithDevice(server);
    const answers = ['7F1922', '5902FF030100'];
    const device = await diagnosingDevice(server, mine, () => answers.shift() ?? '');
    const body = {
      devid: mine.device.devid,
      channel: 'can1',
      ecu: '0x18DA00F1',
      action: 'read' as const,
      mask: 8,
    };
    const refused = await udsApi(mine.client).command(body);
    expect(refused.request).toBe('190208');
    expect(await answerOf(mine.client, mine.device.devid, refused.id)).toMatchObject({
      outcome: 'negative',
      ecu: '0x18DA00F1',
      nrc: 0x22,
      nrcName: 'conditionsNotCorrect',
      dtcs: [],
    });
    const garbled = await udsApi(mine.client).command(body);
    expect(await answerOf(mine.client, mine.device.devid, garbled.id)).toMatchObject({
      outcome: 'invalid',
      reason: '3 bytes of DTC records, not a multiple of 4',
    });
    await device.client.endAsync();
  });

  it('refuses a command to an offline device and validates the request', async () => {
    // A strict type declaring no commands: diagnostics are the platform's command, not the type's.
    const mine = await ownerWithDevice(server);
    await mine.client.put(`/devtype/${mine.devtype}`, { body: { mode: 'strict' } });
    const api = udsApi(mine.client);
    const body = { devid: mine.device.devid, channel: 'can0', ecu: '0x7E0', action: 'read' as const };
    expect(await apiRefusal(api.command(body))).toMatchObject({ status: 409, code: 'DEVICE_OFFLINE' });
    expect(await apiRefusal(api.command({ ...body, ecu: '7E0' }))).toMatchObject({ status: 400 });
    expect(await apiRefusal(api.command({ ...body, mask: 256 }))).toMatchObject({ status: 400 });
    expect(await apiRefusal(api.command({ ...body, devid: 'nobody-here' }))).toMatchObject({ status: 404 });
  });

  it("answers from the simulator's ECU: its DTCs by status mask, none after a clear", async () => {
    const mine = await ownerWithDevice(server);
    const simulation = await startSimulation({
      brokerUrl: server.bus.url,
      devices: [mine.device],
      rate: 0,
      dtcs: parseDtcOption('P0301:0x2F,U0100:0x09'),
    });
    await eventually(
      () => storedStatus(server, mine.device.devid),
      (row) => row.status === 'online',
    );
    const api = udsApi(mine.client);
    const ask = async (action: 'read' | 'clear', mask?: number) => {
      const sent = await api.command({
        devid: mine.device.devid,
        channel: 'can0',
        ecu: '0x7E0',
        action,
        mask,
      });
      return answerOf(mine.client, mine.device.devid, sent.id);
    };
    expect((await ask('read')).dtcs.map((d) => [d.sae, d.status])).toEqual([
      ['P0301', 0x2f],
      ['U0100', 0x09],
    ]);
    // Mask 0x04 (pendingDTC): only P0301 has that bit.
    expect((await ask('read', 0x04)).dtcs.map((d) => d.sae)).toEqual(['P0301']);
    expect(await ask('clear')).toMatchObject({ outcome: 'positive', response: '54' });
    expect(await ask('read')).toMatchObject({ outcome: 'positive', response: '5902FF', dtcs: [] });
    await simulation.stop();
  });

  it('gives a sub-user what its grants allow, on devices of its scope only', async () => {
    const inside = await createDevice(owner.client, owner.devtype);
    const groupId = (await deviceGroupsApi(owner.client).create({ name: 'Workshop' })).id;
    await deviceGroupsApi(owner.client).addDevices(groupId, [inside.devid]);
    const reader = await signedInSubuser(
      server,
      owner.client,
      (await createProfile(owner.client, { uds: ['read'], devices: ['read'] }, [groupId])).id,
    );
    const api = udsApi(reader.client);
    expect((await api.codes.list()).totalCount).toBe(2);
    expect((await api.data(inside.devid)).totalCount).toBe(0);
    expect(await apiRefusal(api.data(owner.device.devid))).toMatchObject({ status: 404 });
    expect(
      await apiRefusal(api.codes.create({ code: 'P0300', descriptionEn: 'Random misfire' })),
    ).toMatchObject({
      status: 403,
    });
    const command = { devid: inside.devid, channel: 'can0', ecu: '0x7E0', action: 'read' as const };
    expect(await apiRefusal(api.command(command))).toMatchObject({
      status: 403,
      data: { resource: 'devices', action: 'control' },
    });
    // Sending is device control; the request reads the diagnostics too.
    const blind = await signedInSubuser(
      server,
      owner.client,
      (await createProfile(owner.client, { devices: ['read', 'control'] }, [groupId])).id,
    );
    expect(await apiRefusal(udsApi(blind.client).command(command))).toMatchObject({
      status: 403,
      data: { resource: 'uds', action: 'read' },
    });
    const controller = await signedInSubuser(
      server,
      owner.client,
      (await createProfile(owner.client, { uds: ['read'], devices: ['read', 'control'] }, [groupId])).id,
    );
    expect(
      await apiRefusal(udsApi(controller.client).command({ ...command, devid: owner.device.devid })),
    ).toMatchObject({ status: 404 });
    const stranger = await signedInSubuser(
      server,
      owner.client,
      (await createProfile(owner.client, { devices: ['read'] })).id,
    );
    expect(await apiRefusal(udsApi(stranger.client).codes.list())).toMatchObject({ status: 403 });
  });
});
