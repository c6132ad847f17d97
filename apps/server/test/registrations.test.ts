import type { ApiClient } from '@fleetkey/api-client';
import type { RegistDay } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { governedAdmin, linkedRole, statusOf, superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

// Registrations in 2024, long before anything the other tests (or the server's start) register.
const at = (iso: string) => Date.parse(iso);

describe.each(testEngines)('registrations per day: GET /regist ($name)', (engine) => {
  let server: TestServer;
  let keeper: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    keeper = await superAdmin(server);
    const times = [
      '2024-03-01T15:59:00Z',
      '2024-03-01T16:00:00Z',
      '2024-03-02T10:00:00Z',
      '2024-03-04T23:00:00Z',
    ];
    for (const [index, iso] of times.entries())
      await server.db
        .insertInto('users')
        .values({
          id: randomUUID(),
          username: `regist_${index}`,
          name: `regist ${index}`,
          mobile: `8613900${String(index).padStart(4, '0')}`,
          createdAt: at(iso),
          updatedAt: at(iso),
        })
        .execute();
  });
  afterAll(() => server.close());

  const days = (query: Record<string, string>) => keeper.get<RegistDay[]>('/regist', { query });

  it('counts each day of the range in the time zone asked for, days without registrations as 0', async () => {
    // 16:00Z is midnight in Shanghai: the second registration is on 2 March there, on 1 March in UTC.
    await expect(days({ from: '2024-03-01', to: '2024-03-04' })).resolves.toEqual([
      { date: '2024-03-01', count: 1 },
      { date: '2024-03-02', count: 2 },
      { date: '2024-03-03', count: 0 },
      { date: '2024-03-04', count: 0 },
    ]);
    await expect(days({ from: '2024-03-01', to: '2024-03-05', timeZone: 'UTC' })).resolves.toEqual([
      { date: '2024-03-01', count: 2 },
      { date: '2024-03-02', count: 1 },
      { date: '2024-03-03', count: 0 },
      { date: '2024-03-04', count: 1 },
      { date: '2024-03-05', count: 0 },
    ]);
    await expect(days({ from: '2024-03-05', to: '2024-03-05' })).resolves.toEqual([
      { date: '2024-03-05', count: 1 },
    ]);
  });

  it.each([
    ['an impossible day', { from: '2024-02-30', to: '2024-03-01' }, 'validation.invalidType'],
    [
      'a range that ends before it starts',
      { from: '2024-03-02', to: '2024-03-01' },
      'validation.rangeInvalid',
    ],
    ['a range over 366 days', { from: '2023-01-01', to: '2024-01-02' }, 'validation.outOfRange'],
    [
      'an unknown zone',
      { from: '2024-03-01', to: '2024-03-01', timeZone: 'Mars/Base' },
      'validation.timezoneInvalid',
    ],
  ])('refuses %s with 400', async (_case, query, message) => {
    await expect(days(query)).rejects.toMatchObject({
      status: 400,
      data: { fields: [expect.objectContaining({ message })] },
    });
  });

  it('needs users:read', async () => {
    const { client, admin } = await governedAdmin(server, keeper, 'registreader');
    await linkedRole(keeper, admin.id, 'registRole', [{ type: 'permission', id: 'oplogs', permit: 'read' }]);
    const path = '/regist?from=2024-03-01&to=2024-03-01';
    expect(await statusOf(client, 'GET', path)).toBe(403);
  });
});
