import type { ApiClient } from '@fleetkey/api-client';
import type {
  BroadcastDetail,
  BroadcastView,
  ListResult,
  MessageView,
  TicketDetail,
  TicketView,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMobile, passwordLogin, registerUser } from './support/accounts';
import { governedAdmin, linkedRole, statusOf, superAdmin } from './support/admins';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

type Inbox = ListResult<MessageView> & { unreadCount: number };

describe.each(testEngines)('message pushes: broadcasts and tickets ($name)', (engine) => {
  let server: TestServer;
  let keeper: ApiClient;
  let reader: ApiClient;
  const users: { client: ApiClient; id: string; mobile: string }[] = [];
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
    keeper = await superAdmin(server);
    const governed = await governedAdmin(server, keeper, 'pushreader');
    reader = governed.client;
    await linkedRole(keeper, governed.admin.id, 'pushReading', [
      { type: 'permission', id: 'pushes', permit: 'read' },
    ]);
    for (let i = 0; i < 3; i++) {
      const { mobile, user } = await registerUser(server);
      const client = server.newClient();
      await passwordLogin(client, mobile);
      users.push({ client, id: user.id, mobile });
    }
  });
  afterAll(() => server.close());

  const user = (index: number) => {
    const found = users[index];
    if (!found) throw new Error(`no user ${index}`);
    return found;
  };
  const inbox = (client: ApiClient) => client.get<Inbox>('/messages', { query: { limit: 1000 } });
  const titles = async (client: ApiClient) => (await inbox(client)).result.map((m) => m.title);
  const latestOplog = async () =>
    server.db.selectFrom('oplogs').selectAll().orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
  const message = (title: string) => ({ type: 2, title, content: `${title}: the details` });

  it('sends a broadcast to every user of the platform in one write, counted and logged', async () => {
    const before = await Promise.all(users.map(({ client }) => inbox(client)));
    const userCount = await server.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();

    const sent = await keeper.post<BroadcastDetail>('/broadcasts', { body: message('Release 3.1') });
    expect(sent).toMatchObject({
      type: 2,
      title: 'Release 3.1',
      recipientCount: Number(userCount.n),
      adminName: 'keeper',
      recalledAt: null,
      readCount: 0,
    });

    for (const [index, { client }] of users.entries()) {
      const after = await inbox(client);
      expect(after.result.find((m) => m.title === 'Release 3.1')).toMatchObject({
        type: 2,
        content: 'Release 3.1: the details',
        read: false,
      });
      expect(after.unreadCount).toBe((before[index]?.unreadCount ?? 0) + 1);
    }
    await expect(latestOplog()).resolves.toMatchObject({
      adminName: 'keeper',
      content: 'sent broadcast "Release 3.1" to every user',
    });
  });

  it('lists broadcasts with search, type filter and paging, and counts reads in the detail', async () => {
    const sent = await keeper.post<BroadcastView>('/broadcasts', {
      body: { type: 1, title: 'Maintenance tonight', content: 'From 22:00 to 23:00' },
    });
    const found = await reader.get<ListResult<BroadcastView>>('/broadcasts', {
      query: { search: 'maintenance' },
    });
    expect(found.result.map((b) => b.id)).toEqual([sent.id]);
    await expect(reader.get('/broadcasts', { query: { type: 3 } })).resolves.toMatchObject({ totalCount: 0 });
    await expect(reader.get('/broadcasts', { query: { limit: 1 } })).resolves.toMatchObject({
      totalCount: 2,
      result: [{ id: sent.id }],
    });

    const first = user(0).client;
    const own = (await inbox(first)).result.find((m) => m.title === 'Maintenance tonight');
    await first.put(`/messages/read/${own?.id ?? ''}`);
    await expect(reader.get(`/broadcasts/${sent.id}`)).resolves.toMatchObject({ readCount: 1 });
    await expect(reader.get(`/broadcasts/${randomUUID()}`)).rejects.toMatchObject({ status: 404 });
  });

  it('recalls a broadcast from every centre, read or not; a second recall is refused', async () => {
    const sent = await keeper.post<BroadcastView>('/broadcasts', { body: message('Wrong price list') });
    const [first, second] = [user(0).client, user(1).client];
    const firstCopy = (await inbox(first)).result.find((m) => m.title === 'Wrong price list');
    await first.put(`/messages/read/${firstCopy?.id ?? ''}`);
    const unreadBefore = (await inbox(second)).unreadCount;

    const recalled = await keeper.put<BroadcastDetail>(`/broadcasts/recall/${sent.id}`);
    expect(recalled).toMatchObject({ recalledBy: 'keeper', readCount: 0 });
    expect(recalled.recalledAt).toEqual(expect.any(Number));
    expect(await titles(first)).not.toContain('Wrong price list');
    expect(await titles(second)).not.toContain('Wrong price list');
    await expect(inbox(second)).resolves.toMatchObject({ unreadCount: unreadBefore - 1 });
    await expect(first.get(`/messages/${firstCopy?.id ?? ''}`)).rejects.toMatchObject({ status: 404 });
    await expect(latestOplog()).resolves.toMatchObject({ content: 'recalled broadcast "Wrong price list"' });

    await expect(keeper.put(`/broadcasts/recall/${sent.id}`)).rejects.toMatchObject({
      status: 409,
      code: 'BROADCAST_RECALLED',
      message: 'broadcast already recalled',
    });
    await expect(keeper.put(`/broadcasts/recall/${randomUUID()}`)).rejects.toMatchObject({ status: 404 });
  });

  it('pushes a ticket to users by mobile, and only to them', async () => {
    const [first, second, third] = [user(0), user(1), user(2)];
    const ticket = await keeper.post<TicketDetail>('/tickets/mobiles', {
      body: { ...message('Your renewal'), mobiles: [first.mobile, second.mobile, first.mobile] },
    });
    expect(ticket).toMatchObject({
      targetKind: 'mobiles',
      targets: [first.mobile, second.mobile],
      recipientCount: 2,
      adminName: 'keeper',
    });
    expect(await titles(first.client)).toContain('Your renewal');
    expect(await titles(second.client)).toContain('Your renewal');
    expect(await titles(third.client)).not.toContain('Your renewal');
    await expect(latestOplog()).resolves.toMatchObject({
      content: 'pushed "Your renewal" to 2 users by mobile',
    });
  });

  it('finds a mainland user by a mobile typed without 86 as well as with it', async () => {
    const first = user(0);
    expect(first.mobile.startsWith('86')).toBe(true);
    const ticket = await keeper.post<TicketDetail>('/tickets/mobiles', {
      body: { ...message('Without 86'), mobiles: [first.mobile.slice(2), first.mobile] },
    });
    expect(ticket).toMatchObject({ recipientCount: 1 });
    expect(await titles(first.client)).toContain('Without 86');
  });

  it('pushes a ticket to users by id', async () => {
    const third = user(2);
    const ticket = await keeper.post<TicketDetail>('/tickets/userIds', {
      body: { type: 3, title: 'Survey', content: 'Tell us how we do', userIds: [third.id] },
    });
    expect(ticket).toMatchObject({ targetKind: 'userIds', targets: [third.id], recipientCount: 1 });
    await expect(inbox(third.client)).resolves.toMatchObject({
      result: expect.arrayContaining([expect.objectContaining({ title: 'Survey', type: 3 })]),
    });
  });

  it('refuses unknown mobiles or ids with 400 listing them, and sends nothing', async () => {
    const tickets = async () => (await reader.get<ListResult<TicketView>>('/tickets')).totalCount;
    const before = await tickets();
    const stranger = newMobile();
    await expect(
      keeper.post('/tickets/mobiles', {
        body: { ...message('Nobody gets this'), mobiles: [user(0).mobile, stranger] },
      }),
    ).rejects.toMatchObject({ status: 400, code: 'RECIPIENTS_UNKNOWN', data: { mobiles: [stranger] } });
    const ghost = randomUUID();
    await expect(
      keeper.post('/tickets/userIds', { body: { ...message('Nobody gets this'), userIds: [ghost] } }),
    ).rejects.toMatchObject({ status: 400, code: 'RECIPIENTS_UNKNOWN', data: { userIds: [ghost] } });
    expect(await titles(user(0).client)).not.toContain('Nobody gets this');
    expect(await tickets()).toBe(before);
  });

  it('validates pushes at the edge', async () => {
    const mobiles = Array.from({ length: 1001 }, (_, i) => `8613900${String(i).padStart(6, '0')}`);
    for (const body of [
      { ...message('x'), title: '' },
      { ...message('x'), type: 4 },
      { ...message('x'), content: 'x'.repeat(2001) },
    ]) {
      await expect(keeper.post('/broadcasts', { body })).rejects.toMatchObject({ status: 400 });
    }
    await expect(
      keeper.post('/tickets/mobiles', { body: { ...message('x'), mobiles } }),
    ).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      keeper.post('/tickets/mobiles', { body: { ...message('x'), mobiles: [] } }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it('edits a ticket and the text of the messages it delivered, keeping their read state', async () => {
    const first = user(0);
    const ticket = await keeper.post<TicketDetail>('/tickets/userIds', {
      body: { ...message('Typo in titel'), userIds: [first.id] },
    });
    const copy = (await inbox(first.client)).result.find((m) => m.title === 'Typo in titel');
    await first.client.put(`/messages/read/${copy?.id ?? ''}`);

    const edited = await keeper.put<TicketDetail>(`/tickets/${ticket.id}`, {
      body: { title: 'Typo in title', content: 'Corrected' },
    });
    expect(edited).toMatchObject({ title: 'Typo in title', content: 'Corrected', readCount: 1 });
    await expect(first.client.get(`/messages/${copy?.id ?? ''}`)).resolves.toMatchObject({
      title: 'Typo in title',
      content: 'Corrected',
      read: true,
    });
    await expect(latestOplog()).resolves.toMatchObject({
      content: 'updated ticket "Typo in titel": title, content',
    });
    await expect(reader.get<TicketDetail>(`/tickets/${ticket.id}`)).resolves.toMatchObject({
      targets: [first.id],
      title: 'Typo in title',
    });
    const listed = await reader.get<ListResult<TicketView>>('/tickets', { query: { search: 'typo' } });
    expect(listed.result.map((t) => t.id)).toEqual([ticket.id]);
    await expect(keeper.put(`/tickets/${ticket.id}`, { body: {} })).rejects.toMatchObject({ status: 400 });
    await expect(keeper.put(`/tickets/${randomUUID()}`, { body: { title: 'x' } })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('lets a read-only administrator read but not push or recall, and users do neither', async () => {
    const sent = await keeper.post<BroadcastView>('/broadcasts', { body: message('Kept') });
    const ticket = await keeper.post<TicketView>('/tickets/userIds', {
      body: { ...message('Kept too'), userIds: [user(0).id] },
    });
    const writes = [
      ['POST', '/broadcasts', message('Forged')],
      ['PUT', `/broadcasts/recall/${sent.id}`, undefined],
      ['POST', '/tickets/mobiles', { ...message('Forged'), mobiles: [user(0).mobile] }],
      ['POST', '/tickets/userIds', { ...message('Forged'), userIds: [user(0).id] }],
      ['PUT', `/tickets/${ticket.id}`, { title: 'Forged' }],
    ] as const;
    for (const [method, path, body] of writes) {
      expect(await statusOf(reader, method, path, body), `${method} ${path}`).toBe(403);
      expect(await statusOf(user(0).client, method, path, body), `${method} ${path}`).toBe(403);
    }
    for (const path of ['/broadcasts', `/broadcasts/${sent.id}`, '/tickets', `/tickets/${ticket.id}`]) {
      expect(await statusOf(reader, 'GET', path), path).toBe(200);
      expect(await statusOf(user(0).client, 'GET', path), path).toBe(403);
    }
    expect(await titles(user(0).client)).not.toContain('Forged');
    await expect(reader.get(`/broadcasts/${sent.id}`)).resolves.toMatchObject({ recalledAt: null });
  });
});
