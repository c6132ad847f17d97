import type { ApplyData, ApplymentView, ListResult } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, enterpriseInfo } from './support/applyments';
import { testEngines } from './support/databases';
import { addLicence, levelUser, licenceRow, trail } from './support/licences';
import { startTestServer, type TestServer } from './support/test-server';

type ApplymentPage = ListResult<ApplymentView>;
const enterprise = enterpriseInfo('Acme-Embedded');

describe.each(testEngines)('the users’ applications ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const status = async (licenceId: string) => (await licenceRow(server, licenceId)).status;

  it('files a renewal: pending, licence status 1, a "received" message and a log entry', async () => {
    const { client, user } = await levelUser(server);
    const licence = await addLicence(server, user.id);
    const created = await apply(client, { type: 1, licenceId: licence.id, duration: 3 });
    expect(created).toMatchObject({ type: 1, licenceId: licence.id, duration: 3, state: 'pending' });
    expect(await status(licence.id)).toBe(1);
    const { messages, logs } = await trail(server, user.id);
    expect(messages).toEqual([
      expect.objectContaining({
        type: 1,
        title: 'Application received',
        content: expect.stringContaining(`a renewal of licence ${licence.licenceNo} by 12 months`),
      }),
    ]);
    expect(logs.map((l) => l.content)).toEqual([
      `applied for a renewal of licence ${licence.licenceNo} by 12 months`,
    ]);
  });

  it('refuses a second identical pending request with 409 APPLICATION_PENDING, even when 10 race', async () => {
    const { client, user } = await levelUser(server);
    const licence = await addLicence(server, user.id);
    const settled = await Promise.allSettled(
      Array.from({ length: 10 }, () => apply(client, { type: 1, licenceId: licence.id, duration: 1 })),
    );
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
    for (const s of settled.filter((r) => r.status === 'rejected'))
      expect(s.reason).toMatchObject({ status: 409, code: 'APPLICATION_PENDING' });
    await expect(apply(client, { type: 1, licenceId: licence.id, duration: 2 })).rejects.toMatchObject({
      code: 'APPLICATION_PENDING',
    });
    const { messages } = await trail(server, user.id);
    expect(messages).toHaveLength(1);
  });

  it('keeps the status in step: renewal 1, unbind 2, both 3, and back as requests are withdrawn', async () => {
    const { client, user } = await levelUser(server);
    const licence = await addLicence(server, user.id, { deviceId: 'dev-1', deviceName: 'one' });
    const renewal = await apply(client, { type: 1, licenceId: licence.id, duration: 1 });
    const unbind = await apply(client, { type: 0, licenceId: licence.id });
    expect(unbind.payload).toMatchObject({ deviceId: 'dev-1' });
    expect(await status(licence.id)).toBe(3);
    await client.delete(`/applyments/${user.id}`, { query: { applyId: renewal.id } });
    expect(await status(licence.id)).toBe(2);
    await client.delete(`/applyments/${user.id}`, { query: { applyId: unbind.id } });
    expect(await status(licence.id)).toBe(0);
    await expect(client.get<ApplymentPage>('/applyments/')).resolves.toMatchObject({ totalCount: 0 });
    const { logs } = await trail(server, user.id);
    expect(logs.map((l) => l.content)).toContain(`withdrew application ${renewal.id}`);
  });

  it('refuses an unbind request for an unbound licence and at the unbind limit', async () => {
    const { client, user } = await levelUser(server);
    const unbound = await addLicence(server, user.id);
    const spent = await addLicence(server, user.id, {
      deviceId: 'dev-9',
      deviceName: 'nine',
      unbindCount: 3,
    });
    await expect(apply(client, { type: 0, licenceId: unbound.id })).rejects.toMatchObject({
      status: 409,
      code: 'LICENCE_NOT_BOUND',
    });
    await expect(apply(client, { type: 0, licenceId: spent.id })).rejects.toMatchObject({
      status: 409,
      code: 'UNBIND_LIMIT',
    });
    expect(await status(spent.id)).toBe(0);
  });

  it('answers 404 for a renewal or unbind of another user’s licence', async () => {
    const owner = await levelUser(server);
    const stranger = await levelUser(server);
    const licence = await addLicence(server, owner.user.id, { deviceId: 'dev-o', deviceName: 'o' });
    await expect(
      apply(stranger.client, { type: 1, licenceId: licence.id, duration: 1 }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(apply(stranger.client, { type: 0, licenceId: licence.id })).rejects.toMatchObject({
      status: 404,
    });
    expect(await status(licence.id)).toBe(0);
  });

  it('takes new-licence requests at /applyments/, /apply and /licences, refusing a double submit', async () => {
    const { client, user } = await levelUser(server);
    await apply(client, { type: 2, duration: 1, name: 'Alpha' });
    await client.post('/apply', { body: { duration: 2, name: 'Beta', edition: 4 } });
    await client.post('/licences', { body: { duration: 3, name: 'Gamma' } });
    await expect(client.post('/apply', { body: { duration: 3, name: 'Alpha' } })).rejects.toMatchObject({
      code: 'APPLICATION_PENDING',
    });
    const data = await client.get<ApplyData>('/apply/data');
    expect(data).toEqual({ durations: [1, 2, 3], editions: [1, 2, 3, 4], pendingNewLicences: 3, level: 0 });
    const mine = await client.get<ApplymentPage>(`/applyments/${user.id}`, { query: { state: 'pending' } });
    expect(mine.result.map((a) => a.payload.name).sort()).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('files a company-info audit once at a time', async () => {
    const { client } = await levelUser(server);
    await expect(apply(client, { type: 3, enterprise })).resolves.toMatchObject({
      type: 3,
      payload: { enterprise: { company: 'Acme-Embedded' } },
    });
    await expect(apply(client, { type: 3, enterprise })).rejects.toMatchObject({
      code: 'APPLICATION_PENDING',
    });
    await expect(
      apply(client, { type: 3, enterprise: { ...enterprise, company: '_bad' } }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it('changes the duration of a pending renewal, and refuses other kinds and decided ones', async () => {
    const { client, user } = await levelUser(server);
    const licence = await addLicence(server, user.id, { deviceId: 'dev-d', deviceName: 'd' });
    const renewal = await apply(client, { type: 1, licenceId: licence.id, duration: 1 });
    const unbind = await apply(client, { type: 0, licenceId: licence.id });
    const put = (applyId: string, duration: number) =>
      client.put<ApplymentView>(`/applyments/${user.id}`, { body: { applyId, duration } });
    await expect(put(renewal.id, 3)).resolves.toMatchObject({ id: renewal.id, duration: 3 });
    await expect(put(unbind.id, 3)).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    await expect(put('no-such-application', 2)).rejects.toMatchObject({ status: 404 });
    await server.db
      .updateTable('applyments')
      .set({ state: 'passed', pendingKey: null })
      .where('id', '=', renewal.id)
      .execute();
    await expect(put(renewal.id, 2)).rejects.toMatchObject({ status: 409, code: 'APPLICATION_DECIDED' });
    await expect(
      client.delete(`/applyments/${user.id}`, { query: { applyId: renewal.id } }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'APPLICATION_DECIDED',
    });
  });

  it('keeps each user to their own applications: 403 for another user’s path, 404 for their ids', async () => {
    const owner = await levelUser(server);
    const stranger = await levelUser(server);
    const mine = await apply(owner.client, { type: 2, duration: 1, name: 'Mine' });
    await expect(stranger.client.get(`/applyments/${owner.user.id}`)).rejects.toMatchObject({ status: 403 });
    await expect(
      stranger.client.put(`/applyments/${owner.user.id}`, { body: { applyId: mine.id, duration: 2 } }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      stranger.client.delete(`/applyments/${owner.user.id}`, { query: { applyId: mine.id } }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      stranger.client.delete(`/applyments/${stranger.user.id}`, { query: { applyId: mine.id } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(stranger.client.get<ApplymentPage>('/applyments/')).resolves.toMatchObject({
      totalCount: 0,
    });
    await expect(owner.client.get<ApplymentPage>('/applyments/')).resolves.toMatchObject({ totalCount: 1 });
  });

  it('answers bad input with 400, never 500', async () => {
    const { client, user } = await levelUser(server);
    for (const call of [
      () => apply(client, { type: 9 }),
      () => apply(client, { type: 1, licenceId: 'x', duration: 4 }),
      () => apply(client, { type: 2, duration: 1, name: '_x' }),
      () => apply(client, { type: 0 }),
      () => client.post('/applyments/', { body: [] }),
      () => client.get('/applyments/', { query: { state: 'lost' } }),
      () => client.delete(`/applyments/${user.id}`),
      () => client.put(`/applyments/${user.id}`, { body: { applyId: 'a', duration: 0 } }),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 400 });
    }
    await expect(
      server.newClient().post('/apply', { body: { duration: 1, name: 'Anon' } }),
    ).rejects.toMatchObject({
      status: 401,
    });
  });
});
