import type {
  AggregationProtocolView,
  AwpxStatistic,
  DevBoardFacet,
  DevBoardStatistics,
  DevBoardUploadView,
  DevBoardView,
  ListResult,
  PinImportResult,
  PinMapView,
  PinModelView,
  ThreeElementsView,
  UserProtocolView,
} from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { governedAdmin, linkedRole, statusOf, sharedServerWithKeeper } from './support/admins';
import { testEngines } from './support/databases';
import { signedInUser } from './support/licence-rows';
import { fileForm } from './support/file-form';
import { refusal } from './support/outcome';

const board = (serial: string, extra: Record<string, string> = {}) => ({
  serial,
  model: 'AWP-S3',
  uid: `UID-${serial}`,
  name: `Board ${serial}`,
  industry: 'robotics',
  company: 'Acme',
  ...extra,
});

const protocol = {
  name: 'Boiler meter',
  protocolId: 'modbus-rtu',
  version: '1.0',
  fields: [
    { name: 'temperature', offset: 0, length: 2, dataType: 'int16', scale: 0.1, unit: '°C' },
    { name: 'pressure', offset: 2, length: 4, dataType: 'float32' },
  ],
};

describe.each(testEngines)('AWPin development boards, pins, uploads and AWPX ($name)', (engine) => {
  const setup = sharedServerWithKeeper(engine, { env: { OUTBOX_API: '1' } });

  const save = (body: Record<string, unknown>) => setup.keeper.post<DevBoardView>('/develop_board', { body });
  const list = (query: Record<string, string> = {}) =>
    setup.keeper.get<ListResult<DevBoardView>>('/develop_board', { query });
  const oplog = async () =>
    (await setup.server.db.selectFrom('oplogs').select('content').execute()).map((r) => r.content);
  const today = () => new Date(setup.server.clock.now()).toISOString().slice(0, 10);

  it('creates, lists, searches, filters, edits and deletes development boards, logging each write', async () => {
    const a = await save(board('SN-A1'));
    const b = await save(board('SN-B2', { model: 'AWP-C6', company: 'Globex', industry: 'energy' }));
    expect(a).toMatchObject({ serial: 'SN-A1', model: 'AWP-S3', uid: 'UID-SN-A1', useTimes: 0, uploads: 0 });

    expect((await list({ search: 'sn-b' })).result.map((r) => r.serial)).toEqual(['SN-B2']);
    expect((await list({ model: 'AWP-S3' })).result.map((r) => r.serial)).toContain('SN-A1');
    expect((await list({ company: 'Globex' })).result.map((r) => r.serial)).toEqual(['SN-B2']);
    const page = await list({ limit: '1', skip: '0' });
    expect(page.result).toHaveLength(1);
    expect(page.totalCount).toBeGreaterThanOrEqual(2);

    const edited = await save({ ...board('SN-A1'), id: a.id, name: 'Renamed' });
    expect(edited).toMatchObject({ id: a.id, name: 'Renamed' });

    const taken = await refusal(save(board('sn-a1')));
    expect(taken).toMatchObject({ status: 409, code: 'SERIAL_IN_USE' });

    const triples = await setup.keeper.get<ThreeElementsView[]>('/three_elements', {
      query: { search: 'UID-SN-B' },
    });
    expect(triples).toEqual([{ id: b.id, serial: 'SN-B2', model: 'AWP-C6', uid: 'UID-SN-B2' }]);
    const series = await setup.keeper.get<DevBoardFacet[]>('/serie');
    expect(series.map((s) => s.value)).toEqual(expect.arrayContaining(['AWP-S3', 'AWP-C6']));
    expect((await setup.keeper.get<DevBoardFacet[]>('/industry')).map((s) => s.value)).toContain('energy');
    expect(await setup.keeper.get<DevBoardFacet[]>('/client_data')).toContainEqual({
      value: 'Globex',
      boards: 1,
      uses: 0,
    });

    await setup.keeper.delete('/develop_board', { body: { ids: [b.id] } });
    expect((await list({ search: 'SN-B2' })).result).toEqual([]);
    const missing = await refusal(setup.keeper.delete('/develop_board', { body: { ids: [a.id, b.id] } }));
    expect(missing).toMatchObject({ status: 404 });
    expect((await list({ search: 'SN-A1' })).result).toHaveLength(1);

    expect(await oplog()).toEqual(
      expect.arrayContaining([
        'created development board SN-A1 (AWP-S3)',
        'updated development board SN-A1: name',
        'deleted development boards SN-B2',
      ]),
    );
  });

  it('refuses a board without its identity triple, naming each missing field', async () => {
    const error = await refusal(save({ name: 'no triple' }));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    const paths = (error!.data.fields as { path: string }[]).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['serial', 'model', 'uid']));
  });

  it('stores a file uploaded for a board, lists it, downloads the same bytes and deletes it', async () => {
    const target = await save(board('SN-UP'));
    const stored = await setup.keeper.post<DevBoardUploadView>('/develop_board/upload', {
      query: { id: target.id },
      body: fileForm('firmware.bin', 'firmware bytes'),
    });
    expect(stored).toMatchObject({
      boardId: target.id,
      serial: 'SN-UP',
      fileName: 'firmware.bin',
      size: 14,
      uploader: 'keeper',
    });

    const listed = await setup.keeper.get<ListResult<DevBoardUploadView>>('/develop_board/uploads', {
      query: { boardId: target.id },
    });
    expect(listed.result.map((u) => u.id)).toEqual([stored.id]);
    expect((await list({ search: 'SN-UP' })).result[0]?.uploads).toBe(1);

    const file = await setup.keeper.getFile(`/develop_board/uploads/${stored.id}`);
    expect(await file.blob.text()).toBe('firmware bytes');

    const unknown = await refusal(
      setup.keeper.post('/develop_board/upload', { query: { id: 'nope' }, body: fileForm('x.bin', 'x') }),
    );
    expect(unknown).toMatchObject({ status: 404 });

    await setup.keeper.delete(`/develop_board/uploads/${stored.id}`);
    expect(await statusOf(setup.keeper, 'GET', `/develop_board/uploads/${stored.id}`)).toBe(404);
    expect(await oplog()).toEqual(
      expect.arrayContaining([
        'uploaded file firmware.bin (14 bytes) for development board SN-UP',
        'deleted uploaded files firmware.bin',
      ]),
    );
  });

  it('saves a model pin map whole and refuses a pin number twice', async () => {
    const map = await setup.keeper.put<PinMapView>('/pins', {
      body: {
        model: 'AWP-S3',
        pins: [
          { pin: 2, name: 'GPIO2', functions: ['GPIO', 'ADC1_2'], voltage: '3.3V' },
          { pin: 1, name: 'VCC', voltage: '3.3V', notes: 'power in' },
        ],
      },
    });
    expect(map.pins.map((p) => [p.pin, p.name, p.functions])).toEqual([
      [1, 'VCC', []],
      [2, 'GPIO2', ['GPIO', 'ADC1_2']],
    ]);
    const twice = await refusal(
      setup.keeper.put('/pins', {
        body: {
          model: 'AWP-S3',
          pins: [
            { pin: 1, name: 'A' },
            { pin: 1, name: 'B' },
          ],
        },
      }),
    );
    expect(twice?.data.fields).toContainEqual({
      location: 'body',
      path: 'pins.1.pin',
      message: 'validation.duplicate',
    });
    expect((await setup.keeper.get<PinMapView>('/pins', { query: { model: 'awp-s3' } })).pins).toHaveLength(
      2,
    );
  });

  it('imports a pin file all or nothing: one bad row names itself and leaves every map as it was', async () => {
    const bad = {
      pins: [
        { model: 'AWP-S3', pin: 1, name: 'CHANGED' },
        { model: 'AWP-X9', pin: 5, name: 'TX', functions: 'UART1_TX, GPIO5' },
        { model: 'AWP-X9', pin: 0, name: 'zero' },
        { model: 'AWP-X9', pin: 6 },
      ],
    };
    const error = await refusal(
      setup.keeper.post('/pins_upload', { body: fileForm('pins.json', JSON.stringify(bad)) }),
    );
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(error?.data.fields).toEqual(
      expect.arrayContaining([
        { location: 'body', path: 'pins.2.pin', message: 'validation.outOfRange' },
        { location: 'body', path: 'pins.3.name', message: 'validation.required' },
      ]),
    );
    expect((await setup.keeper.get<PinMapView>('/pins', { query: { model: 'AWP-S3' } })).pins[0]?.name).toBe(
      'VCC',
    );
    expect((await setup.keeper.get<PinMapView>('/pins', { query: { model: 'AWP-X9' } })).pins).toEqual([]);

    const empty = await refusal(setup.keeper.post('/pins_upload', { body: fileForm('pins.json', '') }));
    expect(empty?.data.fields).toContainEqual({
      location: 'body',
      path: 'file',
      message: 'validation.fileEmpty',
    });

    const good = { pins: bad.pins.slice(0, 2) };
    const result = await setup.keeper.post<PinImportResult>('/pins_upload', {
      body: fileForm('pins.json', JSON.stringify(good)),
    });
    expect(result).toEqual({ models: ['AWP-S3', 'AWP-X9'], pins: 2 });
    const x9 = await setup.keeper.get<PinMapView>('/pins', { query: { model: 'AWP-X9' } });
    expect(x9.pins).toEqual([
      { pin: 5, name: 'TX', functions: ['UART1_TX', 'GPIO5'], voltage: '', notes: '' },
    ]);
    const models = await setup.keeper.get<PinModelView[]>('/pins/models');
    expect(models.map((m) => [m.model, m.pins])).toEqual(
      expect.arrayContaining([
        ['AWP-S3', 1],
        ['AWP-X9', 1],
      ]),
    );
    const file = await setup.keeper.getFile('/pins_download', { query: { model: 'AWP-X9' } });
    expect(JSON.parse(await file.blob.text())).toEqual({ pins: [{ model: 'AWP-X9', ...x9.pins[0] }] });

    await setup.keeper.delete('/pins', { query: { model: 'AWP-X9' } });
    expect(await statusOf(setup.keeper, 'DELETE', '/pins?model=AWP-X9')).toBe(404);
    expect(await oplog()).toEqual(
      expect.arrayContaining([
        'imported pin file pins.json (2 pins of AWP-S3, AWP-X9)',
        'deleted the pin map of AWP-X9',
      ]),
    );
  });

  it('counts the uses the desktop client reports per board, industry, company and day, and exports them', async () => {
    const one = await save(board('ST-1', { company: 'Initech', industry: 'energy' }));
    await save(board('ST-2', { company: 'Initech', industry: 'mining' }));
    await save(board('ST-3', { company: 'Umbrella', industry: 'energy' }));
    const { client } = await signedInUser(setup.server);
    const use = (serial: string) =>
      client.post<DevBoardView>('/client_data', { body: { serial, model: 'AWP-S3', uid: `UID-${serial}` } });
    for (const serial of ['ST-1', 'ST-1', 'ST-1', 'ST-2', 'ST-3']) await use(serial);
    expect((await use('ST-1')).useTimes).toBe(4);
    const wrong = await refusal(
      client.post('/client_data', { body: { serial: 'ST-1', model: 'AWP-S3', uid: 'other' } }),
    );
    expect(wrong).toMatchObject({ status: 404 });

    const range = { from: today(), to: today(), timeZone: 'UTC' };
    const stats = await setup.keeper.get<DevBoardStatistics>('/develop_board/statistics', { query: range });
    expect(stats).toMatchObject({ uses: 6, activeBoards: 3 });
    expect(stats.byBoard[0]).toMatchObject({ label: 'ST-1', uses: 4 });
    expect(stats.byIndustry).toEqual([
      { label: 'energy', uses: 5 },
      { label: 'mining', uses: 1 },
    ]);
    expect(stats.byCompany).toEqual([
      { label: 'Initech', uses: 5 },
      { label: 'Umbrella', uses: 1 },
    ]);
    expect(stats.byDay).toEqual([{ label: today(), uses: 6 }]);

    const csv = await (
      await setup.keeper.getFile('/develop_board/statistics/export', { query: range })
    ).blob.text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('serial,model,uid,name,industry,company,uses,useTimes');
    expect(lines).toContain('ST-1,AWP-S3,UID-ST-1,Board ST-1,energy,Initech,4,4');
    expect(lines).toContain('ST-3,AWP-S3,UID-ST-3,Board ST-3,energy,Umbrella,1,1');

    const yesterday = new Date(setup.server.clock.now() - 86_400_000).toISOString().slice(0, 10);
    const before = await setup.keeper.get<DevBoardStatistics>('/develop_board/statistics', {
      query: { from: yesterday, to: yesterday, timeZone: 'UTC' },
    });
    expect(before).toMatchObject({ uses: 0, activeBoards: 0, byBoard: [] });
    expect(
      await statusOf(setup.keeper, 'GET', `/develop_board/statistics?from=${today()}&to=${yesterday}`),
    ).toBe(400);
    expect(one.useTimes).toBe(0);
  });

  it('saves a user protocol by name, validates it, and shows it to the administrators with the statistics', async () => {
    const { client, user } = await signedInUser(setup.server);
    const created = await client.post<UserProtocolView>('/awpx/user_protocol', { body: protocol });
    expect(created).toMatchObject({
      userId: user.id,
      name: 'Boiler meter',
      protocolName: 'Modbus RTU',
      byteOrder: 'big',
    });
    expect(created.fields[1]).toMatchObject({ name: 'pressure', scale: 1, unit: '' });

    const replaced = await client.post<UserProtocolView>('/awpx/user_protocol', {
      body: { ...protocol, version: '1.1' },
    });
    expect(replaced).toMatchObject({ id: created.id, version: '1.1' });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...protocol, protocolId: 'nope' }, 'protocolId', 'validation.invalidOption'],
      [{ ...protocol, fields: [] }, 'fields', 'validation.required'],
      [
        { ...protocol, fields: [{ name: 'a', offset: 0, length: 3, dataType: 'int16' }] },
        'fields.0.length',
        'validation.outOfRange',
      ],
      [
        { ...protocol, fields: [protocol.fields[0], { ...protocol.fields[0], name: 'Temperature' }] },
        'fields.1.name',
        'validation.duplicate',
      ],
      [
        { ...protocol, fields: [{ name: 'a', offset: 0, length: 1, dataType: 'int128' }] },
        'fields.0.dataType',
        'validation.invalidOption',
      ],
    ];
    for (const [body, path, message] of cases) {
      const error = await refusal(client.post('/awpx/user_protocol', { body }));
      expect(error, path).toMatchObject({ status: 400 });
      expect(error?.data.fields, path).toContainEqual({ location: 'body', path, message });
    }

    const other = await signedInUser(setup.server);
    expect((await other.client.get<ListResult<UserProtocolView>>('/awpx/user_protocol')).result).toEqual([]);
    const own = await client.get<ListResult<UserProtocolView>>('/awpx/user_protocol');
    expect(own.result.map((p) => p.id)).toEqual([created.id]);

    const records = await setup.keeper.get<ListResult<UserProtocolView>>('/awpx/user_protocol', {
      query: { protocolId: 'modbus-rtu' },
    });
    expect(records.result.map((p) => p.id)).toContain(created.id);
    const catalogue = await setup.keeper.get<AggregationProtocolView[]>('/awpx/aggregation_protocol');
    expect(catalogue.find((p) => p.id === 'modbus-rtu')).toMatchObject({
      name: 'Modbus RTU',
      userProtocols: 1,
    });

    const statistic = await setup.keeper.get<AwpxStatistic>('/awpx/statistic', {
      query: { from: today(), to: today(), timeZone: 'UTC' },
    });
    expect(statistic).toMatchObject({ userProtocols: 1, users: 1 });
    expect(statistic.byProtocol.find((p) => p.protocolId === 'modbus-rtu')).toMatchObject({
      userProtocols: 1,
      users: 1,
    });
    expect(statistic.byDay).toEqual([{ label: today(), uses: 1 }]);
    expect(await statusOf(setup.keeper, 'POST', '/awpx/user_protocol', protocol)).toBe(403);
  });

  it('refuses every new write to a read-only administrator, and lets them read', async () => {
    const { client, admin } = await governedAdmin(setup.server, setup.keeper, 'reader');
    const read = (resource: string) => ({
      type: 'permission' as const,
      id: resource,
      permit: 'read' as const,
    });
    await linkedRole(
      setup.keeper,
      admin.id,
      'awpinReaders',
      ['devboards', 'pinmaps', 'boarduploads', 'awpx'].map(read),
    );
    const target = await save(board('SN-RO'));
    const writes: [Parameters<typeof statusOf>[1], string, unknown][] = [
      ['POST', '/develop_board', board('SN-RO2')],
      ['POST', '/develop_board', { ...board('SN-RO'), id: target.id, name: 'x' }],
      ['DELETE', '/develop_board', { ids: [target.id] }],
      ['POST', `/develop_board/upload?id=${target.id}`, {}],
      ['DELETE', '/develop_board/uploads/any', undefined],
      ['DELETE', '/develop_board/uploads_batch_del', { ids: ['any'] }],
      ['PUT', '/pins', { model: 'AWP-S3', pins: [] }],
      ['DELETE', '/pins?model=AWP-S3', undefined],
      ['POST', '/pins_upload', {}],
      ['POST', '/awpx/user_protocol', protocol],
    ];
    for (const [method, path, body] of writes)
      expect(await statusOf(client, method, path, body), `${method} ${path}`).toBe(403);
    expect((await list({ search: 'SN-RO' })).result.map((r) => r.name)).toEqual(['Board SN-RO']);
    expect((await setup.keeper.get<PinMapView>('/pins', { query: { model: 'AWP-S3' } })).pins).toHaveLength(
      1,
    );

    for (const path of [
      '/develop_board',
      '/develop_board/uploads',
      '/pins/models',
      '/awpx/aggregation_protocol',
      '/awpx/user_protocol',
      '/industry',
    ])
      expect(await statusOf(client, 'GET', path), path).toBe(200);
  });
});
