import { applymentReviewApi, type ApiClient } from '@fleetkey/api-client';
import {
  addMonthsUtc,
  type ListResult,
  type MessageView,
  type ReviewFilters,
  type ReviewRecord,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin, registerUser } from './support/accounts';
import { apply, enterpriseInfo } from './support/applyments';
import { governedAdmin, linkedRole, superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { addLicence, levelUser, licenceRow, trail } from './support/licences';
import { startTestServer, type TestServer } from './support/test-server';

const DAY = 86_400_000;
const after = (ms: number, months: number) => addMonthsUtc(new Date(ms), months).getTime();
// Letters only, so a search for it passes the search rule and matches nothing else.
const uniqueWord = (prefix: string) =>
  `${prefix}${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;

describe.each(testEngines)('application review ($name)', (engine) => {
  let server: TestServer;
  let keeper: ApiClient;
  let review: ReturnType<typeof applymentReviewApi>;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    keeper = await superAdmin(server);
    review = applymentReviewApi(keeper);
  });
  afterAll(() => server.close());

  const pass = (id: string, remark?: string) =>
    review.decide(id, { result: 'passed', ...(remark ? { remark } : {}) });
  const deny = (id: string, remark?: string) =>
    review.decide(id, { result: 'rejected', ...(remark ? { remark } : {}) });
  const latestOplog = () =>
    server.db.selectFrom('oplogs').selectAll().orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
  const userLicences = (userId: string) =>
    server.db.selectFrom('licences').selectAll().where('userId', '=', userId).execute();
  const applicationRow = (id: string) =>
    server.db.selectFrom('applyments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('passes a new-licence request: the licence issued with its edition and duration, a message, an oplog entry', async () => {
    const { client, user } = await levelUser(server);
    const applied = await apply(client, { type: 2, duration: 2, edition: 3, name: 'Alpha', industry: 'IoT' });
    const record = await pass(applied.id, 'welcome');

    const [licence] = await userLicences(user.id);
    const examinTime = record.examinTime ?? 0;
    expect(licence).toMatchObject({
      edition: 3,
      duration: 2,
      name: 'Alpha',
      industry: 'IoT',
      startsAt: examinTime,
      expiredAt: after(examinTime, 6),
      deviceId: null,
    });
    expect(record).toMatchObject({
      id: applied.id,
      applicant: { id: user.id, username: user.username },
      applyType: 2,
      applyPeriod: 2,
      edition: 3,
      licence: { id: licence?.id, licenceNo: licence?.licenceNo },
      examinResult: 'passed',
      examiner: 'keeper',
      remark: 'welcome',
    });
    const { messages } = await trail(server, user.id);
    expect(messages[0]).toMatchObject({
      type: 1,
      title: 'Application approved',
      content: expect.stringContaining(`licence ${licence?.licenceNo ?? '?'} was issued`),
    });
    expect(messages[0]?.content).toContain('Remark: welcome');
    const inbox = await client.get<ListResult<MessageView>>('/messages');
    expect(inbox.result[0]).toMatchObject({
      textKey: 'applicationApprovedRemark',
      textParams: {
        request: 'newLicence',
        name: 'Alpha',
        edition: 'professional',
        months: 6,
        change: 'issued',
        licenceNo: licence?.licenceNo,
        expiredAt: after(examinTime, 6),
        remark: 'welcome',
      },
    });
    const entry = await latestOplog();
    expect(entry).toMatchObject({
      adminName: 'keeper',
      content: `passed application ${applied.id} of user ${user.username}: a new licence "Alpha" (professional edition, 6 months)`,
      textKey: 'passedApplication',
    });
    expect(JSON.parse(entry.textParams ?? 'null')).toEqual({
      applyId: applied.id,
      username: user.username,
      request: 'newLicence',
      name: 'Alpha',
      edition: 'professional',
      months: 6,
    });
    // Decided, the request no longer blocks an identical one.
    await expect(apply(client, { type: 2, duration: 1, name: 'Alpha' })).resolves.toMatchObject({
      state: 'pending',
    });
  });

  it('extends a renewal from the current expiry, and an expired licence from the decision', async () => {
    const { client, user } = await levelUser(server);
    const now = server.clock.now();
    const running = await addLicence(server, user.id, { expiredAt: now + 30 * DAY });
    const lapsed = await addLicence(server, user.id, { expiredAt: now - 10 * DAY });
    const first = await apply(client, { type: 1, licenceId: running.id, duration: 1 });
    const second = await apply(client, { type: 1, licenceId: lapsed.id, duration: 3 });
    expect((await licenceRow(server, running.id)).status).toBe(1);

    await pass(first.id);
    const decided = await pass(second.id);
    expect((await licenceRow(server, running.id)).expiredAt).toBe(after(running.expiredAt, 3));
    expect((await licenceRow(server, running.id)).status).toBe(0);
    expect((await licenceRow(server, lapsed.id)).expiredAt).toBe(after(decided.examinTime ?? 0, 12));
    expect(decided.licence).toMatchObject({ id: lapsed.id, expiredAt: after(decided.examinTime ?? 0, 12) });
    const { messages } = await trail(server, user.id);
    expect(messages[0]?.content).toContain(`licence ${lapsed.licenceNo} now runs until`);
    expect(messages[0]?.textKey).toBe('applicationApproved');
    expect(JSON.parse(messages[0]?.textParams ?? '')).toEqual({
      request: 'renew',
      licenceNo: lapsed.licenceNo,
      months: 12,
      change: 'renewed',
      expiredAt: after(decided.examinTime ?? 0, 12),
    });
  });

  it('passes an unbind: the device freed and the unbind counted', async () => {
    const { client, user } = await levelUser(server);
    const licence = await addLicence(server, user.id, {
      deviceId: 'dev-7',
      deviceName: 'seven',
      boundAt: server.clock.now(),
      unbindCount: 1,
    });
    const applied = await apply(client, { type: 0, licenceId: licence.id });
    expect((await licenceRow(server, licence.id)).status).toBe(2);
    await pass(applied.id);
    expect(await licenceRow(server, licence.id)).toMatchObject({
      deviceId: null,
      deviceName: null,
      boundAt: null,
      unbindCount: 2,
      status: 0,
    });
    const { messages } = await trail(server, user.id);
    expect(messages[0]?.content).toContain(`licence ${licence.licenceNo} was unbound from device dev-7`);
    expect(JSON.parse(messages[0]?.textParams ?? '')).toMatchObject({
      request: 'unbind',
      change: 'unbound',
      deviceId: 'dev-7',
      unbindsLeft: 1,
    });
  });

  it('refuses to pass an unbind whose licence was unbound meanwhile, leaving it pending', async () => {
    const { client, user } = await levelUser(server);
    const licence = await addLicence(server, user.id, { deviceId: 'dev-8', deviceName: 'eight' });
    const applied = await apply(client, { type: 0, licenceId: licence.id });
    await server.db
      .updateTable('licences')
      .set({ deviceId: null, deviceName: null })
      .where('id', '=', licence.id)
      .execute();
    await expect(pass(applied.id)).rejects.toMatchObject({ status: 409, code: 'LICENCE_NOT_BOUND' });
    expect(await applicationRow(applied.id)).toMatchObject({ state: 'pending', examinedAt: null });
    await expect(deny(applied.id)).resolves.toMatchObject({ examinResult: 'rejected' });
  });

  it('passes a company-info audit: enterprise approved and saved, the trial extended 3 months once', async () => {
    const { client, user } = await levelUser(server);
    const now = server.clock.now();
    const trial = await addLicence(server, user.id, { edition: 2, duration: 1, expiredAt: now + 20 * DAY });
    const other = await addLicence(server, user.id, { edition: 3 });
    const company = uniqueWord('Acme');
    const first = await apply(client, { type: 3, enterprise: enterpriseInfo(company) });
    expect(await pass(first.id)).toMatchObject({ applyType: 3, company, licence: null });

    const account = await server.db
      .selectFrom('users')
      .select(['enterpriseStatus', 'enterprise', 'company'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ enterpriseStatus: 'passed', company });
    expect(JSON.parse(account.enterprise)).toMatchObject(enterpriseInfo(company));
    expect((await licenceRow(server, trial.id)).expiredAt).toBe(after(trial.expiredAt, 3));
    expect((await licenceRow(server, other.id)).expiredAt).toBe(other.expiredAt);
    const { messages } = await trail(server, user.id);
    expect(messages[0]?.content).toContain(`trial licence ${trial.licenceNo} was extended by 3 months`);
    expect(JSON.parse(messages[0]?.textParams ?? '')).toEqual({
      request: 'companyInfo',
      change: 'companyApprovedTrialExtended',
      trialLicenceNo: trial.licenceNo,
      trialMonths: 3,
      expiredAt: after(trial.expiredAt, 3),
    });

    // A second approved audit saves the new information but extends nothing again.
    const renamed = uniqueWord('Beta');
    const second = await apply(client, { type: 3, enterprise: enterpriseInfo(renamed) });
    await pass(second.id);
    expect((await licenceRow(server, trial.id)).expiredAt).toBe(after(trial.expiredAt, 3));
    const again = await server.db
      .selectFrom('users')
      .select('company')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(again.company).toBe(renamed);
    const secondMessage = (await trail(server, user.id)).messages[0];
    expect(secondMessage?.content).not.toContain('extended');
    expect(JSON.parse(secondMessage?.textParams ?? '')).toEqual({
      request: 'companyInfo',
      change: 'companyApproved',
    });
  });

  it('denies with no effect but the record, a message with the remark and an oplog entry', async () => {
    const { client, user } = await levelUser(server);
    const licence = await addLicence(server, user.id);
    const applied = await apply(client, { type: 1, licenceId: licence.id, duration: 2 });
    const record = await deny(applied.id, 'not paid');
    expect(record).toMatchObject({ examinResult: 'rejected', remark: 'not paid', examiner: 'keeper' });
    expect(await licenceRow(server, licence.id)).toMatchObject({ expiredAt: licence.expiredAt, status: 0 });
    const { messages } = await trail(server, user.id);
    expect(messages[0]).toMatchObject({ title: 'Application rejected', type: 1 });
    expect(messages[0]?.content).toContain('was rejected; nothing was changed. Remark: not paid');
    const inbox = await client.get<ListResult<MessageView>>('/messages');
    expect(inbox.result[0]).toMatchObject({
      textKey: 'applicationRejectedRemark',
      textParams: { request: 'renew', licenceNo: licence.licenceNo, months: 6, remark: 'not paid' },
    });
    expect((await latestOplog()).content).toBe(
      `denied application ${applied.id} of user ${user.username}: a renewal of licence ${licence.licenceNo} by 6 months`,
    );
  });

  it('refuses a second decision with 409 APPLICATION_DECIDED and an unknown id with 404', async () => {
    const { client, user } = await levelUser(server);
    const licence = await addLicence(server, user.id);
    const applied = await apply(client, { type: 1, licenceId: licence.id, duration: 1 });
    await pass(applied.id);
    await expect(pass(applied.id)).rejects.toMatchObject({ status: 409, code: 'APPLICATION_DECIDED' });
    await expect(deny(applied.id)).rejects.toMatchObject({ status: 409, code: 'APPLICATION_DECIDED' });
    expect((await licenceRow(server, licence.id)).expiredAt).toBe(after(licence.expiredAt, 3));
    expect(
      (await trail(server, user.id)).messages.filter((m) => m.title === 'Application approved'),
    ).toHaveLength(1);
    await expect(pass(randomUUID())).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('lets exactly one of two administrators deciding at once win, and applies the effect once', async () => {
    const deciders: ApiClient[] = [];
    for (const name of ['deciderone', 'decidertwo']) {
      const { client, admin } = await governedAdmin(server, keeper, name);
      await linkedRole(keeper, admin.id, `${name}role`, [
        { type: 'permission', id: 'applications', permit: 'write' },
      ]);
      deciders.push(client);
    }
    const { client, user } = await levelUser(server);
    const licence = await addLicence(server, user.id);
    const renewal = await apply(client, { type: 1, licenceId: licence.id, duration: 2 });
    const fresh = await apply(client, { type: 2, duration: 1, name: 'Raced' });

    for (const applied of [renewal, fresh]) {
      const settled = await Promise.allSettled(
        deciders.map((decider) => applymentReviewApi(decider).decide(applied.id, { result: 'passed' })),
      );
      expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
      const [lost] = settled.filter((s) => s.status === 'rejected');
      expect(lost?.reason).toMatchObject({ status: 409, code: 'APPLICATION_DECIDED' });
    }
    expect((await licenceRow(server, licence.id)).expiredAt).toBe(after(licence.expiredAt, 6));
    expect((await userLicences(user.id)).filter((l) => l.name === 'Raced')).toHaveLength(1);
    const approvals = (await trail(server, user.id)).messages.filter(
      (m) => m.title === 'Application approved',
    );
    expect(approvals).toHaveLength(2);
    const oplogs = await server.db
      .selectFrom('oplogs')
      .select('content')
      .where('content', 'like', `passed application ${renewal.id}%`)
      .execute();
    expect(oplogs).toHaveLength(1);
  });

  describe('lists', () => {
    let mobile: string;
    let userId: string;
    let company: string;
    let auditCompany: string;
    const ids: Record<'unbind' | 'renew' | 'fresh' | 'audit', string> = {
      unbind: '',
      renew: '',
      fresh: '',
      audit: '',
    };
    beforeAll(async () => {
      const registered = await registerUser(server);
      mobile = registered.mobile;
      userId = registered.user.id;
      company = uniqueWord('Zeta');
      auditCompany = uniqueWord('Omega');
      await server.db.updateTable('users').set({ company }).where('id', '=', userId).execute();
      const client = server.newClient();
      await passwordLogin(client, mobile);
      const bound = await addLicence(server, userId, { deviceId: 'dev-l', deviceName: 'listed' });
      // A second between requests, so the order by time is never a tie.
      const later = <T>(value: T) => {
        server.clock.advance(1000);
        return value;
      };
      ids.unbind = later((await apply(client, { type: 0, licenceId: bound.id })).id);
      ids.renew = later((await apply(client, { type: 1, licenceId: bound.id, duration: 1 })).id);
      ids.fresh = later((await apply(client, { type: 2, duration: 3, name: 'Listed' })).id);
      ids.audit = later((await apply(client, { type: 3, enterprise: enterpriseInfo(auditCompany) })).id);
    });

    const listIds = async (filters: ReviewFilters) =>
      (await review.list({ search: mobile.slice(-8), ...filters })).result.map((r) => r.id);

    it('lists pending personal applications newest first, by type, and company audits on their own tab', async () => {
      expect(await listIds({ stage: 'pending' })).toEqual([ids.fresh, ids.renew, ids.unbind]);
      expect(await listIds({ stage: 'pending', descend: false })).toEqual([ids.unbind, ids.renew, ids.fresh]);
      expect(await listIds({ stage: 'pending', type: 1 })).toEqual([ids.renew]);
      expect(await listIds({ stage: 'pending', type: 0 })).toEqual([ids.unbind]);
      expect(await listIds({ stage: 'pending', kind: 'company' })).toEqual([ids.audit]);

      const page = await review.list({ stage: 'pending', search: mobile.slice(-8) }, { limit: 1 });
      expect(page.totalCount).toBe(3);
      const [fresh] = page.result;
      expect(fresh).toMatchObject({
        id: ids.fresh,
        applicant: { id: userId, mobile },
        company,
        applyType: 2,
        applyPeriod: 3,
        edition: 2,
        licence: null,
        payload: { name: 'Listed' },
        examinTime: null,
        examinResult: null,
        examiner: null,
      });
    });

    it('searches the applicant’s user name, mobile and company, and the audit’s submitted company', async () => {
      const [audit] = (await review.list({ stage: 'pending', kind: 'company', search: auditCompany })).result;
      expect(audit).toMatchObject({ id: ids.audit, company: auditCompany });
      const byCompany = await review.list({ stage: 'pending', search: company.toLowerCase() });
      expect(byCompany.result.map((r) => r.id).sort()).toEqual([ids.fresh, ids.renew, ids.unbind].sort());
      const [first] = byCompany.result;
      const byUsername = await review.list({ stage: 'pending', search: first?.applicant.username ?? '?' });
      expect(byUsername.totalCount).toBe(3);
      await expect(review.list({ stage: 'pending', search: uniqueWord('none') })).resolves.toMatchObject({
        totalCount: 0,
      });
    });

    it('lists examined applications by result and type, newest decision first, and exports them as CSV', async () => {
      await pass(ids.renew, 'ok');
      server.clock.advance(1000);
      await deny(ids.unbind);
      expect(await listIds({ stage: 'examined' })).toEqual([ids.unbind, ids.renew]);
      expect(await listIds({ stage: 'examined', sort: 'applyTime' })).toEqual([ids.renew, ids.unbind]);
      expect(await listIds({ stage: 'examined', result: 'passed' })).toEqual([ids.renew]);
      expect(await listIds({ stage: 'examined', result: 'rejected' })).toEqual([ids.unbind]);
      expect(await listIds({ stage: 'examined', type: 2 })).toEqual([]);
      expect(await listIds({ stage: 'pending' })).toEqual([ids.fresh]);

      const file = await review.exportCsv({ stage: 'examined', result: 'passed', search: mobile.slice(-8) });
      expect(file.fileName).toBe('examination-records.csv');
      const [header, row, end] = (await file.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(header).toBe(
        'applicant,username,mobile,company,applyType,applyPeriod,edition,licence,applyTime,examinTime,examinResult,examiner,remark',
      );
      const [record] = (await review.list({ stage: 'examined', result: 'passed', search: mobile.slice(-8) }))
        .result;
      expect(row?.split(',')).toEqual([
        record?.applicant.name,
        record?.applicant.username,
        mobile,
        company,
        'renew',
        '3 months',
        '',
        record?.licence?.licenceNo,
        new Date(record?.applyTime ?? 0).toISOString(),
        new Date(record?.examinTime ?? 0).toISOString(),
        'passed',
        'keeper',
        'ok',
      ]);
      expect(end).toBe('');
    });

    it('answers the review list at its static path, not as /applyments/{userId}', async () => {
      await expect(keeper.get('/applyments/review')).rejects.toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      await expect(
        keeper.get<ListResult<ReviewRecord>>('/applyments/review', { query: { stage: 'pending' } }),
      ).resolves.toMatchObject({
        result: expect.arrayContaining([expect.objectContaining({ id: ids.fresh })]),
      });
    });
  });

  it('refuses contradictory or malformed filters and decisions with 400', async () => {
    for (const query of [
      {},
      { stage: 'later' },
      { stage: 'pending', kind: 'company', type: '1' },
      { stage: 'pending', result: 'passed' },
      { stage: 'examined', type: '3' },
      { stage: 'examined', search: 'x'.repeat(65) },
      { stage: 'examined', sort: 'name' },
    ]) {
      await expect(keeper.get('/applyments/review', { query })).rejects.toMatchObject({ status: 400 });
    }
    await expect(keeper.get('/applyments/review/export', { query: { stage: 'x' } })).rejects.toMatchObject({
      status: 400,
    });
    const { client } = await levelUser(server);
    const applied = await apply(client, { type: 2, duration: 1, name: 'Malformed' });
    for (const body of [{}, { result: 'maybe' }, { result: 'passed', remark: 'x'.repeat(257) }]) {
      await expect(keeper.patch(`/applyments/status/${applied.id}`, { body })).rejects.toMatchObject({
        status: 400,
      });
    }
    expect((await applicationRow(applied.id)).state).toBe('pending');
  });

  it('lets a read-only administrator list and export but not decide (403), and refuses users (403)', async () => {
    const { client: reader, admin } = await governedAdmin(server, keeper, 'reviewreader');
    await linkedRole(keeper, admin.id, 'reviewreaders', [
      { type: 'permission', id: 'applications', permit: 'read' },
    ]);
    const { client, user } = await levelUser(server);
    const applied = await apply(client, { type: 2, duration: 1, name: 'Guarded' });
    const readOnly = applymentReviewApi(reader);
    await expect(readOnly.list({ stage: 'pending', search: user.username })).resolves.toMatchObject({
      totalCount: 1,
    });
    await expect(readOnly.exportCsv({ stage: 'pending' })).resolves.toMatchObject({
      fileName: 'examination-records.csv',
    });
    await expect(readOnly.decide(applied.id, { result: 'passed' })).rejects.toMatchObject({ status: 403 });

    const own = applymentReviewApi(client);
    await expect(own.list({ stage: 'pending' })).rejects.toMatchObject({ status: 403 });
    await expect(own.exportCsv({ stage: 'pending' })).rejects.toMatchObject({ status: 403 });
    await expect(own.decide(applied.id, { result: 'passed' })).rejects.toMatchObject({ status: 403 });
    await expect(
      applymentReviewApi(server.newClient()).decide(applied.id, { result: 'passed' }),
    ).rejects.toMatchObject({ status: 401 });
    expect((await applicationRow(applied.id)).state).toBe('pending');
    expect(await userLicences(user.id)).toHaveLength(0);
  });
});
