import type { ApiClient } from '@fleetkey/api-client';
import type {
  DatasetFieldInput,
  DatasetView,
  DeviceGroupDetail,
  ProjectDataPage,
  ProjectDataView,
  ProjectDetail,
} from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { sharedServer } from './support/test-server';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { createProfile, signedInSubuser } from './support/subusers';
import { failure, type Outcome } from './support/outcome';
import { fileForm } from './support/file-form';

// Project data sets over real HTTP (issue 18): records checked against the schema per field type, unique
// values, device references within the caller's scope, the optimistic version of an element update, the
// all-or-nothing import naming bad rows, the export read back, and filtered, sorted pages.

const SITES: DatasetFieldInput[] = [
  { name: 'code', type: 'text', required: true, unique: true, max: 12 },
  { name: 'capacity', type: 'number', min: 0, max: 1000 },
  { name: 'active', type: 'boolean' },
  { name: 'opened', type: 'date', min: '2000-01-01' },
  { name: 'kind', type: 'enum', options: ['solar', 'wind'] },
  { name: 'gateway', type: 'device' },
  { name: 'place', type: 'location' },
  { name: 'tags', type: 'text', multiple: true },
];

describe.each(testEngines)('project data ($name)', (engine) => {
  const setup = sharedServer(engine, { env: { OUTBOX_API: '1' } });

  const account = async () => {
    const { client } = await signedInUser(setup.server);
    const { devtype } = await createType(client, uniqueId('pump'));
    const devids = [(await createDevice(client, devtype)).devid, (await createDevice(client, devtype)).devid];
    const project = await client.post<ProjectDetail>('/projects', { body: { name: uniqueId('plant') } });
    const dataset = await client.post<DatasetView>(`/projects/${project.id}/datasets`, {
      body: { name: 'sites', fields: SITES },
    });
    return { client, devids, project, dataset };
  };
  const create = (client: ApiClient, datasetid: string, values: object) =>
    client.post<ProjectDataView>('/project_datas', { body: { datasetid, values } });
  const fieldErrors = (result: Outcome) =>
    (
      ('data' in result
        ? (result.data as { fields?: { path: string; message: string }[] }).fields
        : undefined) ?? []
    ).map((field) => `${field.path} ${field.message}`);

  it('declares a data set per project and refuses a bad schema', async () => {
    const { client, project, dataset } = await account();
    expect(dataset).toMatchObject({ name: 'sites', schemaVersion: 1, records: 0 });
    expect(dataset.fields[0]).toMatchObject({ name: 'code', required: true, unique: true, multiple: false });
    expect(await client.get<DatasetView[]>(`/projects/${project.id}/datasets`)).toHaveLength(1);
    const bad = async (fields: object[]) =>
      failure(client.post(`/projects/${project.id}/datasets`, { body: { name: uniqueId('x'), fields } }));
    expect(await bad([{ name: 'kind', type: 'enum' }])).toMatchObject({ status: 400 });
    expect(await bad([{ name: 'spot', type: 'location', unique: true }])).toMatchObject({ status: 400 });
    expect(await bad([{ name: '9lives', type: 'text' }])).toMatchObject({ status: 400 });
    expect(await bad([{ name: 'n', type: 'number', min: 5, max: 1 }])).toMatchObject({ status: 400 });
    expect(
      await failure(
        client.post(`/projects/${project.id}/datasets`, { body: { name: 'sites', fields: SITES } }),
      ),
    ).toMatchObject({ status: 409, code: 'DATASET_NAME_TAKEN' });
  });

  it('validates each field type against the schema', async () => {
    const { client, dataset, devids } = await account();
    const good = await create(client, dataset.id, {
      code: 'S-1',
      capacity: 12.5,
      active: true,
      opened: '2020-02-29',
      kind: 'solar',
      gateway: devids[0],
      place: { lat: 31.2, lng: 121.5 },
      tags: ['roof', 'north'],
    });
    expect(good).toMatchObject({
      version: 1,
      values: { code: 'S-1', capacity: 12.5, tags: ['roof', 'north'] },
    });

    const cases: [object, string][] = [
      [{}, 'values.code validation.required'],
      [{ code: 'x'.repeat(13) }, 'values.code validation.outOfRange'],
      [{ code: 'a', capacity: '12' }, 'values.capacity validation.invalidType'],
      [{ code: 'a', capacity: 1001 }, 'values.capacity validation.outOfRange'],
      [{ code: 'a', active: 'yes' }, 'values.active validation.invalidType'],
      [{ code: 'a', opened: '2021-02-30' }, 'values.opened validation.invalidType'],
      [{ code: 'a', opened: '1999-12-31' }, 'values.opened validation.outOfRange'],
      [{ code: 'a', kind: 'coal' }, 'values.kind validation.invalidOption'],
      [{ code: 'a', place: { lat: 91, lng: 0 } }, 'values.place validation.gpsInvalid'],
      [{ code: 'a', tags: 'roof' }, 'values.tags validation.invalidType'],
      [{ code: 'a', gateway: 'no-such-device' }, 'values.gateway validation.deviceUnknown'],
    ];
    for (const [values, expected] of cases) {
      const result = await failure(create(client, dataset.id, values));
      expect(result, expected).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(fieldErrors(result), expected).toContain(expected);
    }
    expect(await failure(create(client, dataset.id, { code: 'a', color: 'red' }))).toMatchObject({
      status: 400,
    });
    const page = await client.get<ProjectDataPage>('/project_datas', { query: { datasetid: dataset.id } });
    expect(page.totalCount).toBe(1);
  });

  it('keeps unique values unique, also for concurrent writers', async () => {
    const { client, dataset } = await account();
    await create(client, dataset.id, { code: 'U-1' });
    expect(await failure(create(client, dataset.id, { code: 'U-1' }))).toMatchObject({
      status: 409,
      code: 'PROJECT_DATA_UNIQUE',
      data: { fields: ['code'] },
    });
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => failure(create(client, dataset.id, { code: 'U-2' }))),
    );
    expect(racing.filter((result) => 'succeeded' in result)).toHaveLength(1);
    for (const result of racing.filter((each) => !('succeeded' in each)))
      expect(result).toMatchObject({ status: 409, code: 'PROJECT_DATA_UNIQUE' });
  });

  it('refuses a device reference outside a scoped sub-user’s groups', async () => {
    const { client, dataset, devids } = await account();
    const [inside, outside] = devids as [string, string];
    const scope = await client.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Scope' } });
    await client.post(`/device_groups/${scope.id}`, { body: { devids: [inside] } });
    const profile = await createProfile(client, { projects: ['read', 'write'] }, [scope.id]);
    const { client: scoped } = await signedInSubuser(setup.server, client, profile.id);

    expect(await create(scoped, dataset.id, { code: 'in', gateway: inside })).toMatchObject({
      values: { gateway: inside },
    });
    const refused = await failure(create(scoped, dataset.id, { code: 'out', gateway: outside }));
    expect(refused).toMatchObject({ status: 400 });
    expect(fieldErrors(refused)).toEqual(['values.gateway validation.deviceUnknown']);
    // The main account reaches every device of its own.
    expect(await create(client, dataset.id, { code: 'out', gateway: outside })).toMatchObject({ version: 1 });
    // Another account reaches neither the data set nor the device.
    const other = await account();
    expect(await failure(create(other.client, dataset.id, { code: 'z' }))).toMatchObject({ status: 404 });
    expect(
      await failure(create(other.client, other.dataset.id, { code: 'z', gateway: inside })),
    ).toMatchObject({ status: 400 });
  });

  it('takes Chinese field names and refuses a blank record, on create and on update', async () => {
    const { client, project } = await account();
    const notes = await client.post<DatasetView>(`/projects/${project.id}/datasets`, {
      body: {
        name: uniqueId('notes'),
        fields: [
          { name: '站点名称', type: 'text' },
          { name: '标签', type: 'text', multiple: true },
        ],
      },
    });
    expect(notes.fields.map((field) => field.name)).toEqual(['站点名称', '标签']);
    const bad = await failure(
      client.post(`/projects/${project.id}/datasets`, {
        body: { name: uniqueId('x'), fields: [{ name: '站 点', type: 'text' }] },
      }),
    );
    expect(fieldErrors(bad)).toEqual(['fields.0.name validation.fieldNameInvalid']);
    // Blank text, an empty list and no key at all are each "no value": a record of nothing is refused.
    for (const values of [{}, { 站点名称: '  ' }, { 标签: [] }]) {
      const blank = await failure(create(client, notes.id, values));
      expect(blank).toMatchObject({ status: 400 });
      expect(fieldErrors(blank)).toEqual(['values validation.recordEmpty']);
    }
    const record = await create(client, notes.id, { 站点名称: '北站' });
    expect(record.values).toEqual({ 站点名称: '北站' });
    expect(
      await failure(
        client.put(`/project_datas/${record.id}`, { body: { values: { 站点名称: '' }, version: 1 } }),
      ),
    ).toMatchObject({ status: 400 });
  });

  it('updates one element of an array field, refusing a stale version with 409', async () => {
    const { client, dataset } = await account();
    const record = await create(client, dataset.id, { code: 'T-1', tags: ['a', 'b'] });
    const first = await client.put<ProjectDataView>(`/project_datas/${record.id}/1`, {
      body: { field: 'tags', value: 'B', version: 1 },
    });
    expect(first).toMatchObject({ version: 2, values: { tags: ['a', 'B'] } });
    // A second editor still holding version 1 cannot overwrite silently.
    expect(
      await failure(
        client.put(`/project_datas/${record.id}/0`, { body: { field: 'tags', value: 'A', version: 1 } }),
      ),
    ).toMatchObject({ status: 409, code: 'PROJECT_DATA_STALE', data: { version: 2 } });
    expect(
      await failure(
        client.put(`/project_datas/${record.id}`, { body: { values: { code: 'T-9' }, version: 1 } }),
      ),
    ).toMatchObject({ status: 409, code: 'PROJECT_DATA_STALE' });
    expect(await client.get<ProjectDataView>(`/project_datas/${record.id}`)).toMatchObject({
      version: 2,
      values: { code: 'T-1', tags: ['a', 'B'] },
    });
    // Appending at the end; past it is out of range; a scalar field has no elements.
    expect(
      await client.put<ProjectDataView>(`/project_datas/${record.id}/2`, {
        body: { field: 'tags', value: 'c', version: 2 },
      }),
    ).toMatchObject({ version: 3, values: { tags: ['a', 'B', 'c'] } });
    expect(
      await failure(
        client.put(`/project_datas/${record.id}/5`, { body: { field: 'tags', value: 'x', version: 3 } }),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await failure(
        client.put(`/project_datas/${record.id}/0`, { body: { field: 'code', value: 'x', version: 3 } }),
      ),
    ).toMatchObject({ status: 400 });
  });

  it('imports 10,000 rows all or nothing, naming the 3 bad rows', async () => {
    const { client, dataset } = await account();
    const lines = ['code,capacity,active,opened,kind,tags'];
    for (let i = 0; i < 10_000; i += 1)
      lines.push(
        `C-${i},${i % 1000},${i % 2 === 0},2024-01-${String((i % 28) + 1).padStart(2, '0')},solar,a|b`,
      );
    lines[101] = 'C-100,abc,true,2024-01-01,solar,';
    lines[5001] = 'C-5000,5,true,2024-01-01,coal,';
    lines[9001] = 'C-1,5,true,2024-01-01,wind,';
    const refused = await failure(
      client.post(`/project_datas/import`, {
        query: { datasetid: dataset.id },
        body: fileForm('sites.csv', lines.join('\r\n')),
      }),
    );
    expect(refused).toMatchObject({ status: 400, code: 'PROJECT_DATA_ROWS_INVALID' });
    expect('data' in refused && (refused.data as { rows: unknown[] }).rows).toEqual([
      { row: 102, field: 'capacity', message: 'validation.invalidType' },
      { row: 5002, field: 'kind', message: 'validation.invalidOption' },
      { row: 9002, field: 'code', message: 'validation.duplicate' },
    ]);
    expect(
      (await client.get<ProjectDataPage>('/project_datas', { query: { datasetid: dataset.id } })).totalCount,
    ).toBe(0);

    lines[101] = 'C-100,100,true,2024-01-01,solar,';
    lines[5001] = 'C-5000,5,true,2024-01-01,wind,';
    lines[9001] = 'C-9000,5,true,2024-01-01,wind,';
    expect(
      await client.post('/project_datas/import', {
        query: { datasetid: dataset.id },
        body: fileForm('sites.csv', lines.join('\r\n')),
      }),
    ).toEqual({ imported: 10_000 });
    expect(
      (await client.get<ProjectDataPage>('/project_datas', { query: { datasetid: dataset.id } })).totalCount,
    ).toBe(10_000);
  });

  it('exports CSV that imports back unchanged', async () => {
    const { client, project, dataset, devids } = await account();
    await create(client, dataset.id, {
      code: '-minus',
      capacity: -0,
      active: false,
      opened: '2021-05-06',
      kind: 'wind',
      gateway: devids[0],
      place: { lat: -33.8, lng: 151.2 },
      tags: ['x, y', 'z'],
    });
    await create(client, dataset.id, { code: 'plain', capacity: 7 });
    const file = await client.getFile('/project_datas/export', {
      query: { datasetid: dataset.id, sort: 'code' },
    });
    expect(file.fileName).toBe('sites.csv');
    const copy = await client.post<DatasetView>(`/projects/${project.id}/datasets`, {
      body: { name: 'copy', fields: SITES },
    });
    await client.post('/project_datas/import', {
      query: { datasetid: copy.id },
      body: fileForm('sites.csv', await file.blob.text()),
    });
    const values = async (id: string) =>
      (
        await client.get<ProjectDataPage>('/project_datas', {
          query: { datasetid: id, sort: 'code', descend: 'false' },
        })
      ).result.map((record) => record.values);
    expect(await values(copy.id)).toEqual(await values(dataset.id));
    const xlsx = await client.getFile('/project_datas/export', {
      query: { datasetid: dataset.id, format: 'xlsx' },
    });
    expect(xlsx.fileName).toBe('sites.xlsx');
    expect(new Uint8Array(await xlsx.blob.arrayBuffer()).subarray(0, 2)).toEqual(
      new Uint8Array([0x50, 0x4b]),
    );
  });

  it('filters, sorts and pages records', async () => {
    const { client, dataset } = await account();
    for (let i = 0; i < 12; i += 1)
      await create(client, dataset.id, {
        code: `F-${String(i).padStart(2, '0')}`,
        capacity: (i * 7) % 12,
        kind: i % 3 === 0 ? 'wind' : 'solar',
        active: i % 2 === 0,
      });
    const list = (query: Record<string, string>) =>
      client.get<ProjectDataPage>('/project_datas', { query: { datasetid: dataset.id, ...query } });
    const solar = await list({
      filter: JSON.stringify({ kind: 'solar', capacity: { gte: 2 } }),
      sort: 'capacity',
      descend: 'false',
      skip: '1',
      limit: '3',
    });
    const all = [...Array(12).keys()]
      .filter((i) => i % 3 !== 0 && (i * 7) % 12 >= 2)
      .map((i) => (i * 7) % 12)
      .sort((a, b) => a - b);
    expect(solar.totalCount).toBe(all.length);
    expect(solar.result.map((record) => record.values.capacity)).toEqual(all.slice(1, 4));
    const named = await list({ filter: JSON.stringify({ code: { contains: 'f-1' } }), sort: 'code' });
    expect(named.result.map((record) => record.values.code)).toEqual(['F-11', 'F-10']);
    const active = await list({ filter: JSON.stringify({ active: true }), aggregation: 'count' });
    expect(active).toMatchObject({ count: 6 });
    // Two equalities are counted by intersecting their index ranges: the same records whichever key comes
    // first, and a range on a third field checked on the intersection.
    const solarActive = [2, 4, 8, 10];
    for (const filter of [
      { kind: 'solar', active: true },
      { active: true, kind: 'solar' },
    ]) {
      const page = await list({ filter: JSON.stringify(filter), sort: 'code', descend: 'false' });
      expect(page.totalCount).toBe(solarActive.length);
      expect(page.result.map((record) => record.values.code)).toEqual(
        solarActive.map((i) => `F-${String(i).padStart(2, '0')}`),
      );
    }
    const ranged = await list({
      filter: JSON.stringify({ active: true, kind: 'solar', capacity: { gte: 5 } }),
      aggregation: 'count',
    });
    expect(ranged).toMatchObject({ count: solarActive.filter((i) => (i * 7) % 12 >= 5).length });
    const none = await list({ filter: JSON.stringify({ kind: 'wind', active: true, code: 'F-03' }) });
    expect(none).toMatchObject({ totalCount: 0, result: [] });
    expect(await failure(list({ filter: JSON.stringify({ place: 1 }) }))).toMatchObject({ status: 400 });
    expect(await failure(list({ sort: 'tags' }))).toMatchObject({ status: 400 });
    expect(await failure(list({ filter: JSON.stringify({ capacity: 'many' }) }))).toMatchObject({
      status: 400,
    });

    const ids = named.result.map((record) => record.id);
    expect(await client.post('/project_datas/batch/delete', { body: { ids } })).toEqual({ deleted: 2 });
    expect((await list({})).totalCount).toBe(10);
  });
});
