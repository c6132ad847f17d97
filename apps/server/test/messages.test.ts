import type { ListResult, MessageView } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesRepository } from '../src/modules/accounts/messages/messages.repository';
import { testEngines } from './support/databases';
import { signedInUser } from './support/licence-rows';
import { startTestServer, type TestServer } from './support/test-server';

type MessageList = ListResult<MessageView> & { unreadCount: number };

describe.each(testEngines)('the message centre ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  /** Leaves one message of each given type for the user, a second apart, oldest first; answers their ids. */
  async function leave(userId: string, types: (1 | 2 | 3)[]): Promise<string[]> {
    const start = server.clock.now();
    const ids: string[] = [];
    for (const [i, type] of types.entries()) {
      ids.push(
        await messagesRepository(server.db).insert({
          userId,
          type,
          title: `message ${i}`,
          content: `content ${i}`,
          text: { key: 'registrationTrial', params: { months: 3, licenceNo: `L-${i}` } },
          createdAt: start + i * 1000,
        }),
      );
    }
    return ids;
  }

  it('lists only the own messages, newest first, with the unread count, paged and filtered', async () => {
    const { client, user } = await signedInUser(server);
    const other = await signedInUser(server);
    const [first, second, third] = await leave(user.id, [1, 2, 3]);
    await leave(other.user.id, [1]);

    const all = await client.get<MessageList>('/messages');
    expect(all).toMatchObject({ totalCount: 3, unreadCount: 3 });
    expect(all.result.map((m) => m.id)).toEqual([third, second, first]);
    expect(all.result[0]).toEqual({
      id: third,
      type: 3,
      title: 'message 2',
      content: 'content 2',
      read: false,
      createdAt: expect.any(Number),
      textKey: 'registrationTrial',
      textParams: { months: 3, licenceNo: 'L-2' },
    });
    await expect(
      client.get<MessageList>('/messages', { query: { skip: 1, limit: 1 } }),
    ).resolves.toMatchObject({
      totalCount: 3,
      result: [{ id: second }],
    });
    await expect(
      client.get<MessageList>('/messages', { query: { descend: false, limit: 1 } }),
    ).resolves.toMatchObject({
      result: [{ id: first }],
    });
    await expect(client.get<MessageList>('/messages', { query: { type: 2 } })).resolves.toMatchObject({
      totalCount: 1,
      result: [{ id: second, type: 2 }],
    });
  });

  it('reads a message without marking it, marks one read, and counts the unread for the badge', async () => {
    const { client, user } = await signedInUser(server);
    const [first, second] = await leave(user.id, [1, 2]);
    await expect(client.get('/messages/unread')).resolves.toEqual({ count: 2 });
    await expect(client.get(`/messages/${first}`)).resolves.toMatchObject({ id: first, read: false });
    await expect(client.get('/messages/unread')).resolves.toEqual({ count: 2 });

    await expect(client.put(`/messages/read/${first}`)).resolves.toMatchObject({ id: first, read: true });
    await expect(client.put(`/messages/read/${first}`)).resolves.toMatchObject({ id: first, read: true });
    await expect(client.get('/messages/unread')).resolves.toEqual({ count: 1 });
    await expect(client.get<MessageList>('/messages', { query: { read: 'false' } })).resolves.toMatchObject({
      totalCount: 1,
      unreadCount: 1,
      result: [{ id: second }],
    });
    await expect(client.get<MessageList>('/messages', { query: { read: 'true' } })).resolves.toMatchObject({
      totalCount: 1,
      result: [{ id: first, read: true }],
    });
  });

  it('answers only the English text for a message without a key, or with a key or values it cannot read', async () => {
    const { client, user } = await signedInUser(server);
    const legacy = (id: string, textKey: string | null, textParams: string | null) => ({
      id,
      userId: user.id,
      type: 1,
      title: `title ${id}`,
      content: `content ${id}`,
      broadcastId: null,
      ticketId: null,
      readAt: null,
      createdAt: server.clock.now(),
      textKey,
      textParams,
    });
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    await server.db
      .insertInto('messages')
      .values([
        legacy(ids[0] ?? '', null, null),
        legacy(ids[1] ?? '', 'noSuchKey', '{}'),
        legacy(ids[2] ?? '', 'registrationTrial', '{"months":'),
      ])
      .execute();
    for (const id of ids) {
      const message = await client.get<MessageView>(`/messages/${id}`);
      expect(message).toEqual({
        id,
        type: 1,
        title: `title ${id}`,
        content: `content ${id}`,
        read: false,
        createdAt: expect.any(Number),
      });
    }
  });

  it("marks all of one's own messages read, and only one's own", async () => {
    const { client, user } = await signedInUser(server);
    const other = await signedInUser(server);
    const [read] = await leave(user.id, [1, 2, 3]);
    await leave(other.user.id, [1, 1]);
    await client.put(`/messages/read/${read}`);

    await expect(client.put('/messages/read/')).resolves.toEqual({ count: 2 });
    await expect(client.get('/messages/unread')).resolves.toEqual({ count: 0 });
    await expect(client.get<MessageList>('/messages')).resolves.toMatchObject({ unreadCount: 0 });
    await expect(client.put('/messages/read/')).resolves.toEqual({ count: 0 });
    await expect(other.client.get('/messages/unread')).resolves.toEqual({ count: 2 });
  });

  it("answers 404 for another user's message and an unknown one", async () => {
    const { client } = await signedInUser(server);
    const other = await signedInUser(server);
    const [theirs] = await leave(other.user.id, [1]);
    for (const id of [theirs, 'no-such-message']) {
      await expect(client.get(`/messages/${id}`)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
      await expect(client.put(`/messages/read/${id}`)).rejects.toMatchObject({ status: 404 });
    }
    await expect(other.client.get('/messages/unread')).resolves.toEqual({ count: 1 });
  });

  it('answers bad input with 400 and no session with 401, never 500', async () => {
    const { client } = await signedInUser(server);
    for (const query of [
      { type: 4 },
      { type: 'system' },
      { read: 'yes' },
      { limit: 1001 },
      { descend: 'no' },
    ]) {
      await expect(client.get('/messages', { query })).rejects.toMatchObject({ status: 400 });
    }
    await expect(client.get(`/messages/${'m'.repeat(37)}`)).rejects.toMatchObject({ status: 400 });
    await expect(client.put(`/messages/read/${'m'.repeat(37)}`)).rejects.toMatchObject({ status: 400 });
    const anonymous = server.newClient();
    for (const call of [
      () => anonymous.get('/messages'),
      () => anonymous.get('/messages/unread'),
      () => anonymous.put('/messages/read/'),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 401 });
    }
  });
});
