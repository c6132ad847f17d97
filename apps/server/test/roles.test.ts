import type { ApiClient } from '@fleetkey/api-client';
import type { BoardRoleView, ListResult, RoleView, UserRoleView } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { governedAdmin, statusOf, superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { createdBoard, importedNode } from './support/nodes';
import { startTestServer, type TestServer } from './support/test-server';

const READ_OPLOGS = { type: 'permission', id: 'oplogs', permit: 'read' } as const;

describe.each(testEngines)('roles, administrators’ roles and boards’ roles ($name)', (engine) => {
  let server: TestServer;
  let keeper: ApiClient;
  let adminIds: string[];
  beforeAll(async () => {
    server = await startTestServer(engine);
    keeper = await superAdmin(server);
    adminIds = [];
    for (const name of ['ann', 'bob', 'cid'])
      adminIds.push((await governedAdmin(server, keeper, name)).admin.id);
  });
  afterAll(() => server.close());

  const createRole = (name: string, body: object = {}) =>
    keeper.post<RoleView>('/roles', { body: { name, ...body } });
  const oplog = () => server.db.selectFrom('oplogs').select(['adminName', 'content']).execute();

  it('creates a role with its permission tree, update date and no linked users, and logs it', async () => {
    const before = server.clock.now();
    const node = await importedNode(keeper, 'node-42');
    const role = await createRole('auditors', {
      description: 'reads the operation log',
      permissions: [READ_OPLOGS, { type: 'node', id: node.id, permit: 'write' }],
    });
    expect(role).toMatchObject({
      name: 'auditors',
      description: 'reads the operation log',
      userCount: 0,
      permissions: expect.arrayContaining([READ_OPLOGS, { type: 'node', id: node.id, permit: 'write' }]),
    });
    expect(role.updatedAt).toBeGreaterThanOrEqual(before);
    expect(role.updatedAt).toBeLessThanOrEqual(server.clock.now());
    await expect(keeper.get(`/roles/${role.id}`)).resolves.toEqual(role);
    expect(await oplog()).toContainEqual({ adminName: 'keeper', content: 'created role auditors' });
  });

  it.each([
    ['a one-letter name', { name: 'a' }],
    ['a name with an underscore', { name: 'role_admin' }],
    ['a Chinese name', { name: '管理员' }],
    ['a 33-character name', { name: 'R'.repeat(33) }],
    ['a one-character description', { name: 'okName', description: 'x' }],
    ['a 65-character description', { name: 'okName', description: 'd'.repeat(65) }],
    [
      'an item of an unknown type',
      { name: 'okName', permissions: [{ type: 'flow', id: 'x', permit: 'read' }] },
    ],
    ['an item twice', { name: 'okName', permissions: [READ_OPLOGS, READ_OPLOGS] }],
    ['a permission that does not exist', { name: 'okName', permissions: [{ ...READ_OPLOGS, id: 'nope' }] }],
    [
      'a node that does not exist',
      { name: 'okName', permissions: [{ type: 'node', id: 'nope', permit: 'read' }] },
    ],
    ['no body', undefined],
  ])('refuses %s with 400', async (_case, body) => {
    await expect(keeper.post('/roles', { body })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('keeps names unique ignoring case, also when created at the same moment', async () => {
    await createRole('Support');
    await expect(createRole('support')).rejects.toMatchObject({
      status: 409,
      code: 'NAME_IN_USE',
      message: 'name already used',
    });
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => statusOf(keeper, 'POST', '/roles', { name: 'Racers' })),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
  });

  it('renames, re-describes and replaces the tree; a taken name is refused', async () => {
    const role = await createRole('editors', { permissions: [READ_OPLOGS] });
    server.clock.advance(1000);
    const updated = await keeper.put<RoleView>(`/roles/${role.id}`, {
      body: { name: 'Editors2', description: 'changed', permissions: [] },
    });
    expect(updated).toMatchObject({ name: 'Editors2', description: 'changed', permissions: [] });
    expect(updated.updatedAt).toBeGreaterThanOrEqual(role.updatedAt + 1000);
    await expect(keeper.put(`/roles/${role.id}`, { body: { name: 'SUPPORT' } })).rejects.toMatchObject({
      code: 'NAME_IN_USE',
    });
    await expect(keeper.put(`/roles/${role.id}`, { body: { name: 'editors2' } })).resolves.toMatchObject({
      name: 'editors2',
    });
  });

  it('creates a batch of roles together, or none when one name is taken', async () => {
    const created = await keeper.post<RoleView[]>('/roles/batch', {
      body: { roles: [{ name: 'batchOne' }, { name: 'batchTwo', permissions: [READ_OPLOGS] }] },
    });
    expect(created.map((r) => r.name)).toEqual(['batchOne', 'batchTwo']);
    await expect(
      keeper.post('/roles/batch', { body: { roles: [{ name: 'batchThree' }, { name: 'BATCHONE' }] } }),
    ).rejects.toMatchObject({ code: 'NAME_IN_USE' });
    await expect(
      keeper.post('/roles/batch', { body: { roles: [{ name: 'twice' }, { name: 'Twice' }] } }),
    ).rejects.toMatchObject({ code: 'NAME_IN_USE' });
    const found = await keeper.get<ListResult<RoleView>>('/roles', { query: { search: 'batch' } });
    expect(found.result.map((r) => r.name).sort()).toEqual(['batchOne', 'batchTwo']);
  });

  it('links administrators to roles, counts them, moves and removes links', async () => {
    const [ann = '', bob = '', cid = ''] = adminIds;
    const role = await createRole('linked');
    const other = await createRole('linkedOther');
    const link = await keeper.post<UserRoleView>('/user_roles', { body: { adminId: ann, roleId: role.id } });
    expect(link).toMatchObject({ adminId: ann, adminName: 'ann', roleId: role.id, roleName: 'linked' });
    await expect(
      keeper.post('/user_roles', { body: { adminId: ann, roleId: role.id } }),
    ).rejects.toMatchObject({
      status: 409,
    });
    const batch = await keeper.post<UserRoleView[]>('/user_roles/batch', {
      body: { roleId: role.id, adminIds: [ann, bob, cid] },
    });
    expect(batch.map((l) => l.adminName)).toEqual(['ann', 'bob', 'cid']);
    expect(batch.find((l) => l.adminId === ann)?.id).toBe(link.id);
    await expect(keeper.get(`/roles/${role.id}`)).resolves.toMatchObject({ userCount: 3 });

    const moved = await keeper.put<UserRoleView>(`/user_roles/${link.id}`, { body: { roleId: other.id } });
    expect(moved).toMatchObject({ id: link.id, adminId: ann, roleName: 'linkedOther' });
    const ofRole = await keeper.get<ListResult<UserRoleView>>('/user_roles', { query: { roleId: role.id } });
    expect(ofRole.result.map((l) => l.adminName).sort()).toEqual(['bob', 'cid']);
    const ofAnn = await keeper.get<ListResult<UserRoleView>>('/user_roles', { query: { adminId: ann } });
    expect(ofAnn.result.map((l) => l.roleName)).toEqual(['linkedOther']);

    await keeper.delete(`/user_roles/${link.id}`);
    await expect(keeper.get(`/roles/${other.id}`)).resolves.toMatchObject({ userCount: 0 });
    await expect(
      keeper.post('/user_roles/batch', { body: { roleId: role.id, adminIds: [ann, 'nobody'] } }),
    ).rejects.toMatchObject({ status: 404, data: { adminIds: ['nobody'] } });
  });

  it('refuses to delete a role with linked administrators, then deletes it once unlinked', async () => {
    const role = await createRole('doomed', { permissions: [READ_OPLOGS] });
    const link = await keeper.post<UserRoleView>('/user_roles', {
      body: { adminId: adminIds[0], roleId: role.id },
    });
    await expect(keeper.delete(`/roles/${role.id}`)).rejects.toMatchObject({
      status: 409,
      code: 'ROLE_IN_USE',
      data: { admins: 1, boards: 0, licences: 0 },
    });
    await keeper.delete(`/user_roles/${link.id}`);
    await keeper.delete(`/roles/${role.id}`);
    await expect(keeper.get(`/roles/${role.id}`)).rejects.toMatchObject({ status: 404 });
    const items = await server.db
      .selectFrom('rolePermissions')
      .where('roleId', '=', role.id)
      .selectAll()
      .execute();
    expect(items).toEqual([]);
    expect(await oplog()).toContainEqual({ adminName: 'keeper', content: 'deleted role doomed' });
  });

  it('exports the searched view as CSV: a header, then each role’s cells with its items', async () => {
    const node = await importedNode(keeper, 'n-7');
    const role = await createRole('csvRole', {
      description: 'exported',
      permissions: [READ_OPLOGS, { type: 'node', id: node.id, permit: 'write' }],
    });
    await keeper.post('/user_roles', { body: { adminId: adminIds[1], roleId: role.id } });
    const file = await keeper.getFile('/roles/export', { query: { search: 'csvrole' } });
    expect(file.fileName).toBe('roles.csv');
    const lines = (await file.blob.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'name,description,permissions,linked users,updated',
      `csvRole,exported,node/${node.id}:write permission/oplogs:read,1,${new Date(role.updatedAt).toISOString()}`,
    ]);
  });

  it('sets, lists and clears a board’s role; a role on a board cannot be deleted', async () => {
    const role = await createRole('boardRole');
    const { id: boardId } = await createdBoard(keeper, 'board-7');
    const set = await keeper.put<BoardRoleView>('/board_role', { body: { boardId, roleId: role.id } });
    expect(set).toMatchObject({ boardId, roleId: role.id, roleName: 'boardRole' });
    await expect(keeper.delete(`/roles/${role.id}`)).rejects.toMatchObject({
      code: 'ROLE_IN_USE',
      data: { admins: 0, boards: 1, licences: 0 },
    });
    const listed = await keeper.get<ListResult<BoardRoleView>>('/board_role', { query: { roleId: role.id } });
    expect(listed.result.map((b) => b.boardId)).toEqual([boardId]);
    await expect(keeper.put('/board_role', { body: { boardId, roleId: null } })).resolves.toBeNull();
    await expect(
      keeper.put('/board_role', { body: { boardId: 'board-8', roleId: 'nope' } }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      keeper.put('/board_role', { body: { boardId: 'not-a-board', roleId: role.id } }),
    ).rejects.toMatchObject({ status: 404 });
    await keeper.delete(`/roles/${role.id}`);
  });
});
