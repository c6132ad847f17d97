import { ADMIN_RESOURCES, type ListResult, type PermissionView, type RoleView } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { sharedServerWithKeeper } from './support/admins';
import { testEngines } from './support/databases';

describe.each(testEngines)('the permission catalogue: /permission ($name)', (engine) => {
  const setup = sharedServerWithKeeper(engine);

  const create = (body: object) => setup.keeper.post<PermissionView>('/permission', { body });

  it('holds one undeletable system permission per console resource, keyed by it', async () => {
    const system = await setup.keeper.get<ListResult<PermissionView>>('/permission', {
      query: { type: 'system', limit: 100 },
    });
    expect(system.result.map((p) => p.key).sort()).toEqual([...ADMIN_RESOURCES].sort());
    expect(system.result.every((p) => p.id === p.key)).toBe(true);
    await expect(setup.keeper.delete('/permission/roles')).rejects.toMatchObject({
      status: 409,
      code: 'SYSTEM_PERMISSION',
    });
    await expect(setup.keeper.put('/permission/roles', { body: { key: 'groups' } })).rejects.toMatchObject({
      code: 'SYSTEM_PERMISSION',
    });
    await expect(
      setup.keeper.put('/permission/roles', { body: { desc: 'roles and groups', name: 'roles' } }),
    ).resolves.toMatchObject({ id: 'roles', desc: 'roles and groups', type: 'system' });
  });

  it('adds a feature permission with every field of the list, and finds it by search', async () => {
    const fields = {
      name: 'Export flows',
      key: 'flow_export',
      desc: 'export AWFlow projects',
      os: 'Linux',
      version: '3.0',
      details: 'exports as zip',
    };
    const permission = await create(fields);
    expect(permission).toMatchObject({ ...fields, type: 'feature' });
    const found = await setup.keeper.get<ListResult<PermissionView>>('/permission', {
      query: { search: 'EXPORT' },
    });
    expect(found.result.map((p) => p.id)).toEqual([permission.id]);
    await expect(setup.keeper.get(`/permission/${permission.id}`)).resolves.toEqual(permission);
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
    const role = await setup.keeper.post<RoleView>('/roles', {
      body: {
        name: 'carrier',
        permissions: [
          { type: 'permission', id: permission.id, permit: 'read' },
          { type: 'permission', id: 'oplogs', permit: 'read' },
        ],
      },
    });
    await setup.keeper.delete(`/permission/${permission.id}`);
    await expect(setup.keeper.get(`/permission/${permission.id}`)).rejects.toMatchObject({ status: 404 });
    await expect(setup.keeper.get<RoleView>(`/roles/${role.id}`)).resolves.toMatchObject({
      permissions: [{ type: 'permission', id: 'oplogs', permit: 'read' }],
    });
    const log = await setup.server.db.selectFrom('oplogs').select(['adminName', 'content']).execute();
    expect(log).toContainEqual({ adminName: 'keeper', content: 'deleted permission Temporary (temporary)' });
  });

  it('exports the searched view as CSV: a header, then each matching permission’s cells', async () => {
    await create({ name: 'Csv export', key: 'csv_export', desc: '=formula, quoted', os: 'RTOS' });
    const file = await setup.keeper.getFile('/permission/export', {
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
