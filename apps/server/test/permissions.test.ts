import type { ApiClient } from '@fleetkey/api-client';
import { ADMIN_RESOURCES, type ListResult, type PermissionView, type RoleView } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

describe.each(testEngines)('the permission catalogue: /permission ($name)', (engine) => {
  let server: TestServer;
  let keeper: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine);
    keeper = await superAdmin(server);
  });
  afterAll(() => server.close());

  const create = (body: object) => keeper.post<PermissionView>('/permission', { body });

  it('holds one undeletable system permission per console resource, keyed by it', async () => {
    const system = await keeper.get<ListResult<PermissionView>>('/permission', {
      query: { type: 'system', limit: 100 },
    });
    expect(system.result.map((p) => p.key).sort()).toEqual([...ADMIN_RESOURCES].sort());
    expect(system.result.every((p) => p.id === p.key)).toBe(true);
    await expect(keeper.delete('/permission/roles')).rejects.toMatchObject({
      status: 409,
      code: 'SYSTEM_PERMISSION',
    });
    await expect(keeper.put('/permission/roles', { body: { key: 'groups' } })).rejects.toMatchObject({
      code: 'SYSTEM_PERMISSION',
    });
    await expect(
      keeper.put('/permission/roles', { body: { desc: 'roles and groups', name: 'roles' } }),
    ).resolves.toMatchObject({ id: 'roles', desc: 'roles and groups', type: 'system' });
  });

  it('adds a feature permission with every field of the list, and finds it by search', async () => {
    const permission = await create({
      name: 'Export flows',
      key: 'flow_export',
      desc: 'export AWFlow projects',
      os: 'Linux',
      version: '3.0',
      details: 'exports as zip',
    });
    expect(permission).toMatchObject({
      name: 'Export flows',
      key: 'flow_export',
      desc: 'export AWFlow projects',
      os: 'Linux',
      version: '3.0',
      details: 'exports as zip',
      type: 'feature',
    });
    const found = await keeper.get<ListResult<PermissionView>>('/permission', {
      query: { search: 'EXPORT' },
    });
    expect(found.result.map((p) => p.id)).toEqual([permission.id]);
    await expect(keeper.get(`/permission/${permission.id}`)).resolves.toEqual(permission);
  });

  it('keeps names and keys unique ignoring case, resource names included', async () => {
    await create({ name: 'Pins', key: 'pins' });
    for (const body of [
      { name: 'pins', key: 'other_key' },
      { name: 'Other name', key: 'PINS' },
      { name: 'Licences', key: 'lic_feature' },
      { name: 'Licence feature', key: 'licences' },
    ]) {
      await expect(create(body)).rejects.toMatchObject({ status: 409, code: 'NAME_IN_USE' });
    }
  });

  it.each([
    ['a one-letter name', { name: 'P', key: 'p1' }],
    ['a key with a dot', { name: 'Dotted', key: 'a.b' }],
    ['a one-character description', { name: 'Short desc', key: 'short_desc', desc: 'x' }],
    ['a 33-character os', { name: 'Long os', key: 'long_os', os: 'o'.repeat(33) }],
  ])('refuses %s with 400', async (_case, body) => {
    await expect(create(body)).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('deletes a feature permission and takes it out of the roles that carried it', async () => {
    const permission = await create({ name: 'Temporary', key: 'temporary' });
    const role = await keeper.post<RoleView>('/roles', {
      body: {
        name: 'carrier',
        permissions: [
          { type: 'permission', id: permission.id, permit: 'read' },
          { type: 'permission', id: 'oplogs', permit: 'read' },
        ],
      },
    });
    await keeper.delete(`/permission/${permission.id}`);
    await expect(keeper.get(`/permission/${permission.id}`)).rejects.toMatchObject({ status: 404 });
    await expect(keeper.get<RoleView>(`/roles/${role.id}`)).resolves.toMatchObject({
      permissions: [{ type: 'permission', id: 'oplogs', permit: 'read' }],
    });
    const log = await server.db.selectFrom('oplogs').select(['adminName', 'content']).execute();
    expect(log).toContainEqual({ adminName: 'keeper', content: 'deleted permission Temporary (temporary)' });
  });

  it('exports the searched view as CSV: a header, then each matching permission’s cells', async () => {
    await create({ name: 'Csv export', key: 'csv_export', desc: '=formula, quoted', os: 'RTOS' });
    const file = await keeper.getFile('/permission/export', {
      query: { search: 'csv_exp', type: 'feature' },
    });
    expect(file.fileName).toBe('permissions.csv');
    const lines = (await file.blob.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('name,key,desc,os,version,details,type,updated');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toMatch(/^Csv export,csv_export,"'=formula, quoted",RTOS,,,feature,\d{4}-\d\d-\d\dT/);
  });
});
