import type { ApiClient } from '@fleetkey/api-client';
import type { ListResult, OplogView, RoleView } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { governedAdmin, linkedRole, superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

describe.each(testEngines)('the operation log: GET /sys/oplogs ($name)', (engine) => {
  let server: TestServer;
  let keeper: ApiClient;
  let auditor: ApiClient;
  let auditorId: string;
  let start: number;
  beforeAll(async () => {
    server = await startTestServer(engine);
    keeper = await superAdmin(server);
    const governed = await governedAdmin(server, keeper, 'auditor');
    auditor = governed.client;
    auditorId = governed.admin.id;
    await linkedRole(keeper, auditorId, 'auditing', [
      { type: 'permission', id: 'oplogs', permit: 'read' },
      { type: 'permission', id: 'config', permit: 'write' },
    ]);
    start = server.clock.now();
  });
  afterAll(() => server.close());

  const list = (query: Record<string, string | number>) =>
    auditor.get<ListResult<OplogView>>('/sys/oplogs', { query });

  it('records each write with its administrator, content, IP and time', async () => {
    const before = server.clock.now();
    await auditor.put('/sys/config', { body: { client: { message: 'hello 100% of you' } } });
    const [entry] = (await list({ adminId: auditorId, from: before })).result;
    expect(entry).toMatchObject({
      adminId: auditorId,
      adminName: 'auditor',
      content: 'updated system config: client.message',
      ip: '127.0.0.1',
    });
    expect(entry?.createdAt).toBeGreaterThanOrEqual(before);
  });

  it('filters by administrator, time range and text, and pages', async () => {
    server.clock.advance(60_000);
    const later = server.clock.now();
    await keeper.post('/roles', { body: { name: 'Nightshift' } });
    // Apart in time, so the order of the two entries is theirs, not a tie's.
    server.clock.advance(1000);
    await keeper.post('/roles', { body: { name: 'Dayshift' } });

    const byKeeper = await list({ adminId: (await keeperId()) ?? '', from: later });
    expect(byKeeper.result.map((e) => e.content)).toEqual([
      'created role Dayshift',
      'created role Nightshift',
    ]);

    const early = await list({ from: start, to: later });
    expect(early.result.map((e) => e.content)).toContain('updated system config: client.message');
    expect(early.result.map((e) => e.content)).not.toContain('created role Dayshift');

    const text = await list({ search: 'NIGHTSHIFT' });
    expect(text.result.map((e) => e.content)).toEqual(['created role Nightshift']);
    await expect(list({ search: '%' })).resolves.toMatchObject({ totalCount: 0 });

    const firstPage = await list({ from: later, limit: 1, descend: 'false' });
    expect(firstPage).toMatchObject({ totalCount: 2, result: [{ content: 'created role Nightshift' }] });
    const secondPage = await list({ from: later, limit: 1, skip: 1, descend: 'false' });
    expect(secondPage.result.map((e) => e.content)).toEqual(['created role Dayshift']);
  });

  it('has no entry for a write that was refused', async () => {
    const role = await keeper.post<RoleView>('/roles', { body: { name: 'Pinned' } });
    await keeper.put('/board_role', { body: { boardId: 'b1', roleId: role.id } });
    const count = (await list({})).totalCount;
    await expect(keeper.delete(`/roles/${role.id}`)).rejects.toMatchObject({ code: 'ROLE_IN_USE' });
    await expect(keeper.post('/roles', { body: { name: 'pinned' } })).rejects.toMatchObject({
      code: 'NAME_IN_USE',
    });
    expect((await list({})).totalCount).toBe(count);
  });

  it.each([
    ['a time that is not a number', { from: 'yesterday' }],
    ['a negative time', { to: -1 }],
    ['a pattern character in the search', { search: 'a|b' }],
    ['a zero limit', { limit: 0 }],
  ])('refuses %s with 400', async (_case, query) => {
    await expect(list(query)).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  async function keeperId() {
    const admins = await keeper.get<ListResult<{ id: string; username: string }>>('/admins');
    return admins.result.find((a) => a.username === 'keeper')?.id;
  }
});
