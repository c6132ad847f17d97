import type { ApiClient } from '@fleetkey/api-client';
import type { ListResult, OplogView, RoleView } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin, registerUser } from './support/accounts';
import { governedAdmin, linkedRole, superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { createdBoard } from './support/nodes';
import { startTestServer, type TestServer } from './support/test-server';

describe.each(testEngines)('the operation log: GET /sys/oplogs ($name)', (engine) => {
  let server: TestServer;
  let keeper: ApiClient;
  let auditor: ApiClient;
  let auditorId: string;
  let start: number;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
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
      textKey: 'updatedSysConfig',
      textParams: { fields: 'client.message' },
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

  it('answers each entry with the key and values a console words it by, beside its English text', async () => {
    const { user } = await registerUser(server);
    server.clock.advance(60_000);
    const before = server.clock.now();
    await keeper.put('/users/enterprise_info/status/', { body: { userId: user.id, status: 'rejected' } });
    server.clock.advance(1000);
    await keeper.post('/coupons/batches', { body: { type: 'day', validityDays: 15, count: 3 } });

    const entries = (await list({ from: before, descend: 'false' })).result;
    expect(entries).toEqual([
      expect.objectContaining({
        content: `set enterprise status of ${user.username} to rejected`,
        textKey: 'rejectedCompanyInfo',
        textParams: { username: user.username },
      }),
      expect.objectContaining({
        content: 'created a batch of 3 day cards (15 days)',
        textKey: 'createdCardBatch',
        textParams: { count: 3, cardType: 'day', validityDays: 15, issued: 0 },
      }),
    ]);
  });

  it('answers no key for an entry from before keys, nor for a key this build does not know', async () => {
    const entry = {
      adminId: randomUUID(),
      adminName: 'veteran',
      content: 'did something long ago',
      ip: '10.0.0.1',
      createdAt: server.clock.now(),
    };
    await server.db
      .insertInto('oplogs')
      .values([
        { id: randomUUID(), ...entry, textKey: null, textParams: null },
        { id: randomUUID(), ...entry, textKey: 'somethingNewer', textParams: '{}' },
      ])
      .execute();

    const { result } = await list({ adminName: 'veteran' });
    expect(result).toHaveLength(2);
    for (const listed of result) {
      expect(listed.content).toBe('did something long ago');
      expect(listed).not.toHaveProperty('textKey');
      expect(listed).not.toHaveProperty('textParams');
    }
  });

  it('has no entry for a write that was refused', async () => {
    const role = await keeper.post<RoleView>('/roles', { body: { name: 'Pinned' } });
    const board = await createdBoard(keeper, 'b1');
    await keeper.put('/board_role', { body: { boardId: board.id, roleId: role.id } });
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
    ['a search past 64 characters', { search: 'x'.repeat(65) }],
    ['a zero limit', { limit: 0 }],
  ])('refuses %s with 400', async (_case, query) => {
    await expect(list(query)).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('finds entries by text in the administrator name when administrators cannot be listed', async () => {
    const byName = await list({ adminName: 'AUDIT' });
    expect(byName.totalCount).toBeGreaterThan(0);
    expect(new Set(byName.result.map((e) => e.adminName))).toEqual(new Set(['auditor']));
    await expect(list({ adminName: 'nobody' })).resolves.toMatchObject({ totalCount: 0 });
  });

  describe('GET /sys/oplogs/export', () => {
    const exportCsv = async (client: ApiClient, query: Record<string, string | number>) => {
      const file = await client.getFile('/sys/oplogs/export', { query });
      // Bytes, not blob.text(): text decoding would drop the BOM that spreadsheets need.
      const text = Buffer.from(await file.blob.arrayBuffer()).toString('utf8');
      return { fileName: file.fileName, lines: text.split('\r\n') };
    };

    it('answers an administrator who may only read the log a CSV file: the header, one line per entry', async () => {
      const { fileName, lines } = await exportCsv(auditor, { adminId: auditorId, search: 'system config' });
      const [entry] = (await list({ adminId: auditorId, search: 'system config' })).result;
      expect(fileName).toBe('oplogs.csv');
      expect(lines).toEqual([
        '\uFEFFadmin,content,ip,time',
        `auditor,updated system config: client.message,127.0.0.1,${new Date(entry?.createdAt ?? 0).toISOString()}`,
        '',
      ]);
    });

    it('applies the same filters and order as the list', async () => {
      const later = (await list({ search: 'Nightshift' })).result[0]?.createdAt ?? 0;
      const byTime = await exportCsv(auditor, { from: later, descend: 'false' });
      const listed = await list({ from: later, descend: 'false' });
      expect(byTime.lines.slice(1, -1).map((line) => line.split(',')[1])).toEqual(
        listed.result.map((e) => e.content),
      );
      expect(byTime.lines.slice(1, -1)).toHaveLength(listed.totalCount);

      const byText = await exportCsv(auditor, { search: 'NIGHTSHIFT' });
      expect(byText.lines.slice(1, -1)).toEqual([expect.stringMatching(/^keeper,created role Nightshift,/)]);

      const byName = await exportCsv(auditor, { adminName: 'keep', to: later });
      const keeperLines = byName.lines.slice(1, -1);
      expect(keeperLines).toEqual(
        expect.arrayContaining([expect.stringMatching(/^keeper,created administrator auditor,/)]),
      );
      expect(keeperLines.every((line) => line.startsWith('keeper,'))).toBe(true);
      expect(byName.lines.join()).not.toContain('Nightshift');
    });

    it('refuses a filter the list refuses with 400', async () => {
      await expect(exportCsv(auditor, { search: 'x'.repeat(65) })).rejects.toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    });

    it('is refused to a user of the platform and to an administrator without oplogs:read', async () => {
      const { mobile } = await registerUser(server);
      const user = server.newClient();
      await passwordLogin(user, mobile);
      await expect(exportCsv(user, {})).rejects.toMatchObject({ status: 403 });

      const stranger = await governedAdmin(server, keeper, 'stranger');
      await expect(exportCsv(stranger.client, {})).rejects.toMatchObject({ status: 403 });
      await expect(exportCsv(server.newClient(), {})).rejects.toMatchObject({ status: 401 });
    });
  });

  async function keeperId() {
    const admins = await keeper.get<ListResult<{ id: string; username: string }>>('/admins');
    return admins.result.find((a) => a.username === 'keeper')?.id;
  }
});
