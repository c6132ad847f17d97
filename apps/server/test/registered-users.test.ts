import type { ApiClient } from '@fleetkey/api-client';
import { guestsApi } from '@fleetkey/api-client';
import type { GuestRow, GuestSort, ListResult } from '@fleetkey/contract';
import type { Insertable } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsersTable } from '../src/db/schema';
import { governedAdmin, linkedRole, statusOf, superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { addLicence, levelUser } from './support/licences';
import { startTestServer, type TestServer } from './support/test-server';

// The registered-user list (licence-portal.md §2 RegisterList, §3 "Registered user row"): its filters,
// search, sorts and paging, the licence count, level changes and the CSV of the view. The users are
// written straight into the database so every time, level and name is known.

type Page = ListResult<GuestRow>;
const T0 = Date.UTC(2025, 0, 1);
const HOUR = 3_600_000;

let sequence = 0;
/** A user row with known fields; the name, user name and e-mail carry `tag` so a search finds the set. */
function userRow(tag: string, fields: Partial<Insertable<UsersTable>> = {}): Insertable<UsersTable> {
  sequence += 1;
  return {
    id: randomUUID(),
    username: `${tag}_${sequence}`,
    name: `${tag} person ${sequence}`,
    mobile: `86150${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(4, '0')}`,
    email: `${tag}${sequence}@example.com`,
    createdAt: T0 + sequence * HOUR,
    updatedAt: T0 + sequence * HOUR,
    ...fields,
  };
}

describe.each(testEngines)('registered users: /guests list, level and export ($name)', (engine) => {
  let server: TestServer;
  let keeper: ApiClient;
  const ids = (page: Page) => page.result.map((row) => row.id);
  const insert = async (...rows: Insertable<UsersTable>[]) => {
    // One by one: a multi-row insert would write NULL, not the default, where rows differ in columns.
    for (const row of rows) await server.db.insertInto('users').values(row).execute();
    return rows;
  };

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    keeper = await superAdmin(server);
  });
  afterAll(() => server.close());

  const list = (query: Record<string, string | number | boolean>) => keeper.get<Page>('/guests', { query });

  it('answers the registered user row: contact, times, licence count, level, remark and company', async () => {
    const [row] = await insert(
      userRow('rowcheck', {
        level: 5,
        remark: 'key account',
        lastLoginAt: T0 + 5 * HOUR,
        enterprise: JSON.stringify({ company: 'Acme-Embedded', industry: 'IoT' }),
      }),
    );
    if (!row) throw new Error('no row');
    await addLicence(server, row.id);
    await addLicence(server, row.id);
    const page = await list({ search: 'rowcheck' });
    expect(page).toEqual({
      totalCount: 1,
      result: [
        {
          id: row.id,
          username: row.username,
          name: row.name,
          mobile: row.mobile,
          email: row.email,
          role: 0,
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
          lastLoginAt: T0 + 5 * HOUR,
          level: 5,
          remark: 'key account',
          licenceCount: 2,
          company: 'Acme-Embedded',
        },
      ],
    });
  });

  it('counts licences per user on the page, zero for none', async () => {
    const [a, b] = await insert(userRow('counts'), userRow('counts'));
    if (!a || !b) throw new Error('no rows');
    for (let i = 0; i < 3; i++) await addLicence(server, a.id);
    const page = await list({ search: 'counts' });
    const count = (id: string) => page.result.find((row) => row.id === id)?.licenceCount;
    expect([count(a.id), count(b.id)]).toEqual([3, 0]);
  });

  it('filters by level and searches user name, name, mobile and e-mail ignoring case', async () => {
    const rows = await insert(
      userRow('lvl', { level: 3 }),
      userRow('lvl', { level: 3, name: 'Zhang Wei' }),
      userRow('lvl', { level: 4 }),
    );
    const [first, second, third] = rows.map((row) => row.id);
    expect(ids(await list({ search: 'lvl', level: 3, descend: false }))).toEqual([first, second]);
    expect(ids(await list({ search: 'lvl', level: 4 }))).toEqual([third]);
    await expect(list({ search: 'lvl', level: 7 })).resolves.toEqual({ totalCount: 0, result: [] });
    expect(ids(await list({ search: 'ZHANG WEI' }))).toEqual([second]);
    expect(ids(await list({ search: rows[2]?.mobile?.slice(-7) ?? '' }))).toEqual([third]);
    expect(ids(await list({ search: (rows[0]?.email ?? '').toUpperCase() }))).toEqual([first]);
    expect(ids(await list({ search: rows[1]?.username ?? '' }))).toEqual([second]);
  });

  it('sorts by each column both ways; who never signed in is last newest-first and first oldest-first', async () => {
    const rows = await insert(
      userRow('sorts', { username: 'sorts_c', level: 2, updatedAt: T0 + 30 * HOUR, lastLoginAt: null }),
      userRow('sorts', {
        username: 'sorts_a',
        level: 6,
        updatedAt: T0 + 10 * HOUR,
        lastLoginAt: T0 + 2 * HOUR,
      }),
      userRow('sorts', {
        username: 'sorts_b',
        level: 0,
        updatedAt: T0 + 20 * HOUR,
        lastLoginAt: T0 + 9 * HOUR,
      }),
    );
    const [c, a, b] = rows.map((row) => row.id);
    const expected: Record<GuestSort, (string | undefined)[]> = {
      createdAt: [b, a, c],
      updatedAt: [c, b, a],
      lastLoginAt: [b, a, c],
      level: [a, c, b],
      username: [c, b, a],
    };
    for (const [sort, order] of Object.entries(expected)) {
      expect(ids(await list({ search: 'sorts', sort })), sort).toEqual(order);
      expect(ids(await list({ search: 'sorts', sort, descend: false })), sort).toEqual([...order].reverse());
    }
  });

  // With a level the list reads the matches' ids in one pass; without, it counts and pages separately.
  it.each([
    ['a search', {}],
    ['a search within a level', { level: 5 }],
  ])(
    'pages %s without overlap and counts every match; aggregation=count answers the count only',
    async (_case, filter) => {
      const tag = 'level' in filter ? 'pagelvl' : 'paging';
      const rows = await insert(...Array.from({ length: 5 }, () => userRow(tag, { level: 5 })));
      const seen: string[] = [];
      for (const skip of [0, 2, 4, 6]) {
        const page = await list({ search: tag, ...filter, skip, limit: 2, descend: false });
        expect(page.totalCount).toBe(5);
        seen.push(...ids(page));
      }
      expect(seen).toEqual(rows.map((row) => row.id));
      await expect(list({ search: tag, ...filter, aggregation: 'count' })).resolves.toMatchObject({
        totalCount: 5,
        result: [],
      });
    },
  );

  it.each([
    ['a level of 8', { level: 8 }],
    ['a level of -1', { level: -1 }],
    ['an unknown sort', { sort: 'mobile' }],
  ])('refuses %s with 400', async (_case, query) => {
    await expect(list(query)).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('matches pattern characters literally: % and _ are text, not wildcards', async () => {
    const [discount] = await insert(
      userRow('pct', { name: 'pct 50%_off' }),
      userRow('pct', { name: 'pct 50x-off' }),
    );
    expect(ids(await list({ search: '50%_off' }))).toEqual([discount?.id]);
    await expect(list({ search: 'pct%' })).resolves.toEqual({ totalCount: 0, result: [] });
  });

  it('changes a level and records it in the operation log', async () => {
    const [row] = await insert(userRow('level', { level: 1 }));
    if (!row) throw new Error('no row');
    const updated = await guestsApi(keeper).setLevel(row.id, 6);
    expect(updated).toMatchObject({ id: row.id, level: 6, licenceCount: 0 });
    expect(updated.updatedAt).toBeGreaterThan(row.updatedAt);
    expect(ids(await list({ search: row.username, level: 6 }))).toEqual([row.id]);
    const entries = await server.db.selectFrom('oplogs').select(['adminName', 'content', 'ip']).execute();
    expect(entries).toContainEqual({
      adminName: 'keeper',
      content: `changed level of user ${row.username} from 1 to 6`,
      ip: expect.any(String),
    });
  });

  it.each([
    ['a level of 8', { level: 8 }],
    ['a level of 2.5', { level: 2.5 }],
    ['a level as text', { level: '3' }],
    ['no level', {}],
  ])('refuses %s with 400', async (_case, body) => {
    const [row] = await insert(userRow('badlevel'));
    await expect(keeper.put(`/guests/${row?.id ?? ''}/level`, { body })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('answers 404 to the level of an unknown user', async () => {
    await expect(guestsApi(keeper).setLevel(randomUUID(), 3)).rejects.toMatchObject({ status: 404 });
  });

  it('needs levels:write for a level: users:write alone, or read only, gets 403', async () => {
    const [row] = await insert(userRow('gate', { level: 2 }));
    if (!row) throw new Error('no row');
    const writer = await governedAdmin(server, keeper, 'userwriter');
    await linkedRole(keeper, writer.admin.id, 'userwriters', [
      { type: 'permission', id: 'users', permit: 'write' },
    ]);
    const reader = await governedAdmin(server, keeper, 'reader');
    await linkedRole(keeper, reader.admin.id, 'readers', [
      { type: 'permission', id: 'users', permit: 'read' },
      { type: 'permission', id: 'levels', permit: 'read' },
    ]);
    expect(await statusOf(writer.client, 'PUT', `/guests/${row.id}/level`, { level: 4 })).toBe(403);
    expect(await statusOf(writer.client, 'PUT', `/guests/${row.id}`, { remark: 'ok' })).toBe(200);
    expect(await statusOf(reader.client, 'PUT', `/guests/${row.id}/level`, { level: 4 })).toBe(403);
    expect(await statusOf(reader.client, 'PUT', `/guests/${row.id}`, { remark: 'no' })).toBe(403);
    expect(await statusOf(reader.client, 'GET', '/guests')).toBe(200);
    const stored = await server.db
      .selectFrom('users')
      .select(['level', 'remark'])
      .where('id', '=', row.id)
      .execute();
    expect(stored).toEqual([{ level: 2, remark: 'ok' }]);
  });

  it('answers 403 to an ordinary user on the list, the export and a level change', async () => {
    const { client, user } = await levelUser(server);
    expect(await statusOf(client, 'GET', '/guests')).toBe(403);
    expect(await statusOf(client, 'GET', '/guests/export')).toBe(403);
    expect(await statusOf(client, 'PUT', `/guests/${user.id}/level`, { level: 7 })).toBe(403);
  });

  it('exports the filtered, sorted view as CSV: a header and one line per user', async () => {
    const [old, young] = await insert(
      userRow('csvset', { level: 4, remark: 'says "hi", twice', lastLoginAt: T0 }),
      userRow('csvset', { level: 4, enterprise: JSON.stringify({ company: 'Beta' }) }),
      userRow('csvset', { level: 1 }),
    );
    if (!old || !young) throw new Error('no rows');
    await addLicence(server, young.id);
    const file = await guestsApi(keeper).exportCsv({ search: 'csvset', level: 4, descend: true });
    expect(file.fileName).toBe('users.csv');
    const lines = (await file.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      'username,name,mobile,email,company,registeredAt,lastLoginAt,updatedAt,licenceCount,level,remark',
      [
        young.username,
        young.name,
        young.mobile,
        young.email,
        'Beta',
        new Date(young.createdAt).toISOString(),
        '',
        new Date(young.updatedAt).toISOString(),
        1,
        4,
        '',
      ].join(','),
      [
        old.username,
        old.name,
        old.mobile,
        old.email,
        '',
        new Date(old.createdAt).toISOString(),
        new Date(T0).toISOString(),
        new Date(old.updatedAt).toISOString(),
        0,
        4,
        '"says ""hi"", twice"',
      ].join(','),
      '',
    ]);
  });
});
