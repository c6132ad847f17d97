import type { LicenceOwner, LicenceView, ListResult, MessageView, UserLogView } from '@fleetkey/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminsService } from '../src/modules/accounts/admins/admins.service';
import { grantRegistrationTrial } from '../src/modules/licensing/licences/registration-trial';
import { passwordLogin, registerUser } from './support/accounts';
import { testEngines } from './support/databases';
import { addLicence, levelUser, setLevel, trail } from './support/licences';
import { startTestServer, type TestServer } from './support/test-server';

type LicencePage = ListResult<LicenceView>;
const DAY = 86_400_000;

describe.each(testEngines)('the users’ licences ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());
  afterEach(() => vi.restoreAllMocks());

  it('gives a new registration one 3-month trial licence and a welcome message with its text key', async () => {
    const { mobile, user } = await registerUser(server);
    const client = server.newClient();
    await passwordLogin(client, mobile);
    const page = await client.get<LicencePage>('/licences');
    expect(page.totalCount).toBe(1);
    const [trial] = page.result;
    expect(trial).toMatchObject({
      edition: 2,
      duration: 1,
      status: 0,
      useStatus: 'unused',
      bindDevice: null,
    });
    const months =
      new Date(trial?.expiredAt ?? 0).getUTCMonth() - new Date(trial?.startsAt ?? 0).getUTCMonth();
    expect((months + 12) % 12).toBe(3);
    const messages = await client.get<ListResult<MessageView>>('/messages');
    expect(messages.result).toContainEqual(
      expect.objectContaining({
        title: 'Welcome to Fleetkey',
        textKey: 'registrationTrial',
        textParams: { months: 3, licenceNo: trial?.licenseId },
      }),
    );
    const rewards = await server.db.selectFrom('rewards').selectAll().where('userId', '=', user.id).execute();
    expect(rewards.map((r) => r.kind)).toEqual(['registrationTrial']);
  });

  it('gives the registration trial once when 20 grants for one account race', async () => {
    const { user } = await levelUser(server);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        server.db.transaction().execute((trx) => grantRegistrationTrial(trx, user.id, server.clock.now())),
      ),
    );
    const { messages } = await trail(server, user.id);
    expect(messages.map((m) => m.title)).toEqual(['Welcome to Fleetkey']);
    const licences = await server.db
      .selectFrom('licences')
      .select('edition')
      .where('userId', '=', user.id)
      .execute();
    expect(licences).toEqual([{ edition: 2 }]);
  });

  it('derives the use status at the expiry boundary: unused at expiredAt, expired one millisecond later', async () => {
    const { client, user } = await levelUser(server);
    const t = server.clock.now();
    const unbound = await addLicence(server, user.id, { expiredAt: t });
    const bound = await addLicence(server, user.id, { expiredAt: t, deviceId: 'dev-b', deviceName: 'B' });
    const statusAt = async (now: number) => {
      vi.spyOn(server.clock, 'now').mockReturnValue(now);
      const page = await client.get<LicencePage>('/licences');
      return Object.fromEntries(page.result.map((l) => [l.id, l.useStatus]));
    };
    await expect(statusAt(t)).resolves.toEqual({ [unbound.id]: 'unused', [bound.id]: 'inUse' });
    await expect(statusAt(t + 1)).resolves.toEqual({ [unbound.id]: 'expired', [bound.id]: 'expired' });
  });

  it('filters by use status with the same boundary as the status itself', async () => {
    const { client, user } = await levelUser(server);
    const t = server.clock.now();
    const unused = await addLicence(server, user.id, { expiredAt: t + DAY });
    const inUse = await addLicence(server, user.id, { deviceId: 'd1', deviceName: 'one' });
    const expired = await addLicence(server, user.id, {
      expiredAt: t - 1,
      deviceId: 'd2',
      deviceName: 'two',
    });
    const ids = async (useStatus: string) =>
      (await client.get<LicencePage>('/licences', { query: { useStatus } })).result.map((l) => l.id);
    vi.spyOn(server.clock, 'now').mockReturnValue(t);
    await expect(ids('unused')).resolves.toEqual([unused.id]);
    await expect(ids('inUse')).resolves.toEqual([inUse.id]);
    await expect(ids('expired')).resolves.toEqual([expired.id]);
    await expect(client.get('/licences', { query: { useStatus: 'gone' } })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('pages the list newest first and counts with aggregation=count', async () => {
    const { client, user } = await levelUser(server);
    const t = server.clock.now();
    for (let i = 0; i < 7; i++) await addLicence(server, user.id, { createdAt: t + i });
    const first = await client.get<LicencePage>('/licences', { query: { limit: 5 } });
    expect(first.totalCount).toBe(7);
    expect(first.result.map((l) => l.createdAt)).toEqual([6, 5, 4, 3, 2].map((i) => t + i));
    const second = await client.get<LicencePage>('/licences', { query: { limit: 5, skip: 5 } });
    expect(second.result.map((l) => l.createdAt)).toEqual([t + 1, t]);
    await expect(client.get('/licences', { query: { aggregation: 'count' } })).resolves.toMatchObject({
      count: 7,
    });
  });

  it('shows the info panel of one’s own account: company, account manager, level and a page of licences', async () => {
    const { client, user } = await levelUser(server, 4);
    await server.db
      .updateTable('users')
      .set({
        company: 'Acme',
        aeName: 'Wang Fang',
        aeMobile: '8613800000000',
        enterprise: '{"industry":"IoT"}',
      })
      .where('id', '=', user.id)
      .execute();
    for (let i = 0; i < 6; i++) await addLicence(server, user.id);
    const panel = await client.get<LicencePage & { owner: LicenceOwner }>(`/licences/${user.id}`, {
      query: { skip: 5, limit: 5 },
    });
    expect(panel.owner).toEqual({
      id: user.id,
      name: user.name,
      username: user.username,
      company: 'Acme',
      industry: 'IoT',
      AEName: 'Wang Fang',
      AEMobile: '8613800000000',
      level: 4,
    });
    expect(panel).toMatchObject({ totalCount: 6 });
    expect(panel.result).toHaveLength(1);
  });

  it('refuses another user’s panel with 403 and lets an administrator read it', async () => {
    const owner = await levelUser(server);
    const stranger = await levelUser(server);
    await expect(stranger.client.get(`/licences/${owner.user.id}`)).rejects.toMatchObject({ status: 403 });
    await adminsService(server.db, server.clock).create('panelreader', 'Reader123', false);
    const admin = server.newClient();
    await admin.post('/auth/admin/login', { body: { user: 'panelreader', password: 'Reader123' } });
    await expect(admin.get(`/licences/${owner.user.id}`)).resolves.toMatchObject({
      owner: { id: owner.user.id },
      totalCount: 0,
    });
  });

  it('answers 404 for another user’s licence, as for one that does not exist', async () => {
    const owner = await levelUser(server, 5);
    const stranger = await levelUser(server, 5);
    const licence = await addLicence(server, owner.user.id, { deviceId: 'dev-x', deviceName: 'X' });
    for (const call of [
      () => stranger.client.get(`/licences/cdkey/${licence.id}`),
      () =>
        stranger.client.put(`/licences/bind/${licence.id}`, { query: { deviceId: 'd', deviceName: 'd' } }),
      () => stranger.client.put(`/licences/unbind/${licence.id}`),
      () => stranger.client.get(`/licences/offline/${licence.id}`),
      () => stranger.client.get('/licences/cdkey/no-such-licence'),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect((await stranger.client.get<LicencePage>('/licences')).totalCount).toBe(0);
  });

  it('shows the owner the cd-key a device presents', async () => {
    const { client, user } = await levelUser(server);
    const licence = await addLicence(server, user.id);
    await expect(client.get(`/licences/cdkey/${licence.id}`)).resolves.toEqual({ cdkey: licence.cdkey });
    expect(licence.cdkey).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('asks for a new licence with POST /licences like an application of type 2', async () => {
    const { client, user } = await levelUser(server);
    const created = await client.post('/licences', { body: { duration: 2, name: 'Line3', edition: 3 } });
    expect(created).toMatchObject({
      type: 2,
      duration: 2,
      edition: 3,
      state: 'pending',
      payload: { name: 'Line3' },
    });
    const { messages, logs } = await trail(server, user.id);
    expect(messages[0]).toMatchObject({
      type: 1,
      title: 'Application received',
      textKey: 'applicationReceived',
    });
    expect(logs.map((l) => l.content)).toEqual([
      'applied for a new licence "Line3" (professional edition, 6 months)',
    ]);
    const asked = { request: 'newLicence', name: 'Line3', edition: 'professional', months: 6 };
    expect(JSON.parse(messages[0]?.textParams ?? '')).toEqual(asked);
    const answered = await client.get<ListResult<UserLogView>>('/logs');
    expect(answered.result[0]).toMatchObject({ textKey: 'appliedFor', textParams: asked });
  });

  it('asks anyone signed out to sign in, and never answers 500 to bad input', async () => {
    const anonymous = server.newClient();
    await expect(anonymous.get('/licences')).rejects.toMatchObject({ status: 401 });
    await expect(anonymous.put('/licences/unbind/x')).rejects.toMatchObject({ status: 401 });
    const { client, user } = await levelUser(server);
    await setLevel(server, user.id, 7);
    for (const call of [
      () => client.get('/licences', { query: { limit: '0' } }),
      () => client.get('/licences', { query: { filter: '[1' } }),
      () => client.get(`/licences/${user.id}`, { query: { skip: '-1' } }),
      () => client.get(`/licences/cdkey/${'x'.repeat(37)}`),
      () => client.post('/licences', { body: { duration: 9, name: 'A1' } }),
      () => client.post('/licences', { body: 'not json' }),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 400 });
    }
  });
});
