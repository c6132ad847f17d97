import type { ApiClient } from '@fleetkey/api-client';
import { licenceAdminApi } from '@fleetkey/api-client';
import type { LicenceAdminRow, ListResult, RoleView } from '@fleetkey/contract';
import type { Insertable } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LicencesTable } from '../src/db/schema';
import { governedAdmin, linkedRole, statusOf, superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { addLicence, levelUser, licenceRow } from './support/licences';
import { startTestServer, type TestServer } from './support/test-server';

// Licence administration (licence-portal.md §2 LicenceAdmin, §7 Licences): the aggregate list with the
// admin fields, its filters, sorts and CSV, and the administrators' writes on a licence.

type Page = ListResult<LicenceAdminRow>;
const DAY = 86_400_000;

describe.each(testEngines)(
  'licence administration: /licences_aggregate/ and /licences/* ($name)',
  (engine) => {
    let server: TestServer;
    let keeper: ApiClient;
    let api: ReturnType<typeof licenceAdminApi>;
    beforeAll(async () => {
      server = await startTestServer(engine);
      keeper = await superAdmin(server);
      api = licenceAdminApi(keeper);
    });
    afterAll(() => server.close());

    const ids = (page: Page) => page.result.map((row) => row.id);
    const oplog = () => server.db.selectFrom('oplogs').select(['adminName', 'content']).execute();
    /** A user with a tagged name (so a search finds them) and an account manager. */
    const owner = async (tag: string) => {
      const { user } = await levelUser(server);
      await server.db
        .updateTable('users')
        .set({ name: `${tag} owner`, aeName: 'Wang Fang', aeMobile: '8613900000009' })
        .where('id', '=', user.id)
        .execute();
      return user;
    };
    const licence = (userId: string, fields: Partial<Insertable<LicencesTable>> = {}) =>
      addLicence(server, userId, fields);

    it('lists licences with the admin fields: device, times, use status, edition, role, user and AE contact', async () => {
      const user = await owner('fields');
      const role = await keeper.post<RoleView>('/roles', { body: { name: 'fieldsGroup' } });
      const row = await licence(user.id, {
        name: 'Line A',
        alias: 'press-1',
        remark: 'spare',
        deviceId: 'dev-fields',
        deviceName: 'Press',
        roleId: role.id,
      });
      const page = await api.list({ userId: user.id });
      expect(page).toEqual({
        totalCount: 1,
        result: [
          {
            id: row.id,
            licenceNo: row.licenceNo,
            name: 'Line A',
            alias: 'press-1',
            remark: 'spare',
            device: { deviceId: 'dev-fields', deviceName: 'Press' },
            startsAt: row.startsAt,
            expiredAt: row.expiredAt,
            createdAt: row.createdAt,
            useStatus: 'inUse',
            edition: 3,
            status: 0,
            role: { id: role.id, name: 'fieldsGroup' },
            user: { id: user.id, username: user.username, name: 'fields owner', mobile: null },
            AEName: 'Wang Fang',
            AEMobile: '8613900000009',
          },
        ],
      });
    });

    it('filters by use status, edition, status and user', async () => {
      const user = await owner('filters');
      const now = server.clock.now();
      const created = (days: number) => ({ createdAt: now - days * DAY });
      const unused = await licence(user.id, { edition: 1, ...created(3) });
      const inUse = await licence(user.id, {
        edition: 2,
        deviceId: 'dev-f1',
        deviceName: 'one',
        status: 1,
        ...created(2),
      });
      const expired = await licence(user.id, { edition: 4, expiredAt: now - DAY, status: 3, ...created(1) });
      const of = async (query: Parameters<typeof api.list>[0]) =>
        ids(await api.list({ userId: user.id, descend: false, ...query }));
      expect(await of({})).toEqual([unused.id, inUse.id, expired.id]);
      expect(await of({ useStatus: 'unused' })).toEqual([unused.id]);
      expect(await of({ useStatus: 'inUse' })).toEqual([inUse.id]);
      expect(await of({ useStatus: 'expired' })).toEqual([expired.id]);
      expect(await of({ edition: 2 })).toEqual([inUse.id]);
      expect(await of({ edition: 3 })).toEqual([]);
      expect(await of({ status: 3 })).toEqual([expired.id]);
      expect(await of({ status: 0 })).toEqual([unused.id]);
      expect(await of({ status: 1, useStatus: 'inUse', edition: 2 })).toEqual([inUse.id]);
    });

    it('searches licence number, user name, the user’s name, device id, alias and name, ignoring case', async () => {
      const user = await owner('Searcher');
      const other = await owner('bystander');
      const byNo = await licence(other.id);
      const byDevice = await licence(other.id, { deviceId: 'SRCHdev77', deviceName: 'x' });
      const byAlias = await licence(other.id, { alias: 'srchalias' });
      const byName = await licence(other.id, { name: 'Srch licence' });
      const owned = await licence(user.id);
      const found = async (search: string) => ids(await api.list({ search }));
      expect(await found(byNo.licenceNo.toLowerCase())).toEqual([byNo.id]);
      expect(await found('srch%')).toEqual([]);
      expect(await found('srchdev77')).toEqual([byDevice.id]);
      expect(await found('ALIAS')).toEqual([byAlias.id]);
      expect(await found('srch licence')).toEqual([byName.id]);
      expect(new Set(await found('srch'))).toEqual(new Set([byDevice.id, byAlias.id, byName.id]));
      expect(await found('searcher owner')).toEqual([owned.id]);
      expect(await found(user.username.toUpperCase())).toEqual([owned.id]);
    });

    it('sorts by creation and by expiry both ways, and pages without overlap', async () => {
      const user = await owner('sorting');
      const now = server.clock.now();
      const first = await licence(user.id, { createdAt: now - 3 * DAY, expiredAt: now + 30 * DAY });
      const second = await licence(user.id, { createdAt: now - 2 * DAY, expiredAt: now + 10 * DAY });
      const third = await licence(user.id, { createdAt: now - DAY, expiredAt: now + 20 * DAY });
      const order = async (sort: 'createdAt' | 'expiredAt', descend: boolean) =>
        ids(await api.list({ userId: user.id, sort, descend }));
      expect(await order('createdAt', true)).toEqual([third.id, second.id, first.id]);
      expect(await order('createdAt', false)).toEqual([first.id, second.id, third.id]);
      expect(await order('expiredAt', true)).toEqual([first.id, third.id, second.id]);
      expect(await order('expiredAt', false)).toEqual([second.id, third.id, first.id]);
      const pages = [];
      for (const skip of [0, 1, 2])
        pages.push(await api.list({ userId: user.id, skip, limit: 1, descend: false }));
      expect(pages.map((page) => page.totalCount)).toEqual([3, 3, 3]);
      expect(pages.flatMap(ids)).toEqual([first.id, second.id, third.id]);
    });

    it.each([
      ['an edition of 5', { edition: 5 }],
      ['a status of 4', { status: 4 }],
      ['an unknown use status', { useStatus: 'lost' }],
      ['an unknown sort', { sort: 'name' }],
    ])('refuses a list with %s with 400', async (_case, query) => {
      await expect(keeper.get('/licences_aggregate/', { query })).rejects.toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    });

    it('updates the remark, edition, expiry and name, each alone, and logs each change', async () => {
      const user = await owner('update');
      const row = await licence(user.id);
      const expiry = Date.UTC(2031, 5, 30);
      await expect(api.update(row.id, { remark: 'moved to site B' })).resolves.toMatchObject({
        remark: 'moved to site B',
        edition: 3,
      });
      await expect(api.update(row.id, { type: 4 })).resolves.toMatchObject({ edition: 4 });
      await expect(api.update(row.id, { expiredAt: expiry })).resolves.toMatchObject({ expiredAt: expiry });
      await expect(api.update(row.id, { name: 'Renamed' })).resolves.toMatchObject({ name: 'Renamed' });
      expect(await licenceRow(server, row.id)).toMatchObject({
        remark: 'moved to site B',
        edition: 4,
        expiredAt: expiry,
        name: 'Renamed',
      });
      const contents = (await oplog()).map((entry) => entry.content);
      for (const field of ['remark', 'type', 'expiredAt', 'name'])
        expect(contents).toContain(`updated licence ${row.licenceNo}: ${field}`);
    });

    it('clears the remark with an empty one and takes several changes at once', async () => {
      const user = await owner('several');
      const row = await licence(user.id, { remark: 'old' });
      await expect(api.update(row.id, { remark: '', type: 1, name: 'Both' })).resolves.toMatchObject({
        remark: '',
        edition: 1,
        name: 'Both',
      });
    });

    it.each([
      ['nothing to change', '', undefined],
      ['an edition of 5', '?type=5', undefined],
      ['an edition as text', '?type=pro', undefined],
      ['an expiry that is not a number', '?expiredAt=tomorrow', undefined],
      ['a negative expiry', '?expiredAt=-1', undefined],
      ['an expiry after the year 9999', '?expiredAt=253402300800000', undefined],
      ['a one-character name', '?name=A', undefined],
      ['a name ending with an underscore', '?name=Line_', undefined],
      ['a remark over 256 characters', '', { remark: 'r'.repeat(257) }],
      ['a remark that is not text', '', { remark: 5 }],
    ])('refuses an update with %s with 400 and changes nothing', async (_case, query, body) => {
      const user = await owner('badupdate');
      const row = await licence(user.id);
      await expect(
        keeper.put(`/licences/update/${row.id}${query}`, body ? { body } : {}),
      ).rejects.toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(await licenceRow(server, row.id)).toMatchObject({ edition: 3, name: '', remark: '' });
    });

    it('answers 404 to an update, a role or a delete of an unknown licence', async () => {
      const missing = randomUUID();
      await expect(api.update(missing, { remark: 'x' })).rejects.toMatchObject({ status: 404 });
      await expect(api.assignRole(missing, null)).rejects.toMatchObject({ status: 404 });
      await expect(api.remove(missing)).rejects.toMatchObject({ status: 404 });
    });

    it('deletes a licence with its applications and logs it; the user’s panel no longer has it', async () => {
      const { client, user } = await levelUser(server);
      const row = await licence(user.id);
      await client.post('/applyments/', { body: { type: 1, licenceId: row.id, duration: 1 } });
      await api.remove(row.id);
      await expect(api.list({ userId: user.id })).resolves.toEqual({ totalCount: 0, result: [] });
      const left = await server.db
        .selectFrom('applyments')
        .select('id')
        .where('licenceId', '=', row.id)
        .execute();
      expect(left).toEqual([]);
      expect(await oplog()).toContainEqual({
        adminName: 'keeper',
        content: `deleted licence ${row.licenceNo} of user ${user.username}`,
      });
      await expect(api.remove(row.id)).rejects.toMatchObject({ status: 404 });
    });

    it('assigns a role and clears it with null, logging both; an unknown role is 404', async () => {
      const user = await owner('roles');
      const row = await licence(user.id);
      const role = await keeper.post<RoleView>('/roles', { body: { name: 'plantGroup' } });
      await expect(api.assignRole(row.id, role.id)).resolves.toMatchObject({
        role: { id: role.id, name: 'plantGroup' },
      });
      // The role is in use now: deleting it is refused while the licence points at it.
      await expect(keeper.delete(`/roles/${role.id}`)).rejects.toMatchObject({ code: 'ROLE_IN_USE' });
      await expect(api.assignRole(row.id, randomUUID())).rejects.toMatchObject({ status: 404 });
      expect((await licenceRow(server, row.id)).roleId).toBe(role.id);
      await expect(api.assignRole(row.id, null)).resolves.toMatchObject({ role: null });
      expect((await licenceRow(server, row.id)).roleId).toBeNull();
      const contents = (await oplog()).map((entry) => entry.content);
      expect(contents).toContain(`assigned role plantGroup to licence ${row.licenceNo}`);
      expect(contents).toContain(`cleared the role of licence ${row.licenceNo}`);
    });

    it.each([
      ['no role id', {}],
      ['an empty role id', { roleId: '' }],
      ['a numeric role id', { roleId: 7 }],
    ])('refuses a role assignment with %s with 400', async (_case, body) => {
      const user = await owner('badrole');
      const row = await licence(user.id);
      await expect(keeper.put(`/licences/role/${row.id}`, { body })).rejects.toMatchObject({ status: 400 });
    });

    it('exports the filtered, sorted view as CSV: a header and one line per licence', async () => {
      const user = await owner('csvowner');
      const now = server.clock.now();
      const older = await licence(user.id, {
        createdAt: now - DAY,
        alias: '=cmd',
        deviceId: 'd1',
        deviceName: 'D, one',
      });
      const newer = await licence(user.id, { edition: 1 });
      // Left out by the status filter.
      await licence(user.id, { status: 2 });
      const file = await api.exportCsv({
        userId: user.id,
        status: 0,
        descend: true,
        sort: 'createdAt',
      });
      expect(file.fileName).toBe('licences.csv');
      const lines = (await file.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'licenceNo,name,alias,ownerUsername,ownerName,mobile,deviceId,deviceName,edition,status,useStatus,role,startsAt,expiredAt,createdAt,AEName,AEMobile,remark',
      );
      expect(lines).toHaveLength(4);
      const iso = (ms: number) => new Date(ms).toISOString();
      expect(lines[1]).toMatch(
        new RegExp(`^${newer.licenceNo},,,${user.username},csvowner owner,,,,1,0,unused,,`),
      );
      expect(lines[2]).toBe(
        [
          older.licenceNo,
          '',
          "'=cmd",
          user.username,
          'csvowner owner',
          '',
          'd1',
          '"D, one"',
          3,
          0,
          'inUse',
          '',
          iso(older.startsAt),
          iso(older.expiredAt),
          iso(now - DAY),
          'Wang Fang',
          '8613900000009',
          '',
        ].join(','),
      );
    });

    it('answers 403 to an ordinary user, and to a read-only administrator on every write', async () => {
      const { client, user } = await levelUser(server);
      const row = await licence(user.id);
      expect(await statusOf(client, 'GET', '/licences_aggregate/')).toBe(403);
      expect(await statusOf(client, 'GET', '/licences_aggregate/export')).toBe(403);
      expect(await statusOf(client, 'DELETE', `/licences/${row.id}`)).toBe(403);
      const reader = await governedAdmin(server, keeper, 'licreader');
      await linkedRole(keeper, reader.admin.id, 'licreaders', [
        { type: 'permission', id: 'licences', permit: 'read' },
      ]);
      expect(await statusOf(reader.client, 'GET', '/licences_aggregate/')).toBe(200);
      expect(await statusOf(reader.client, 'PUT', `/licences/update/${row.id}?name=Nope`)).toBe(403);
      expect(await statusOf(reader.client, 'PUT', `/licences/role/${row.id}`, { roleId: null })).toBe(403);
      expect(await statusOf(reader.client, 'DELETE', `/licences/${row.id}`)).toBe(403);
      expect((await licenceRow(server, row.id)).name).toBe('');
    });
  },
);
