import type { ListResult, UserLogView } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userLogsRepository } from '../src/modules/accounts/user-logs/user-logs.repository';
import { testEngines } from './support/databases';
import { signedInUser } from './support/licence-rows';
import { startTestServer, type TestServer } from './support/test-server';

describe.each(testEngines)("the user's own log ($name)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  async function write(userId: string, contents: string[]): Promise<void> {
    const start = server.clock.now();
    for (const [i, content] of contents.entries())
      await userLogsRepository(server.db).insert({
        userId,
        content,
        ip: '10.0.0.7',
        text: { key: 'withdrewApplication', params: { applyId: content } },
        createdAt: start + i * 1000,
      });
  }

  it("lists only one's own entries, newest first, paged", async () => {
    const { client, user } = await signedInUser(server);
    const other = await signedInUser(server);
    await write(user.id, ['first', 'second', 'third']);
    await write(other.user.id, ['not mine']);

    const all = await client.get<ListResult<UserLogView>>('/logs');
    expect(all.totalCount).toBe(3);
    expect(all.result.map((e) => e.content)).toEqual(['third', 'second', 'first']);
    expect(all.result[0]).toEqual({
      id: expect.any(String),
      content: 'third',
      ip: '10.0.0.7',
      createdAt: expect.any(Number),
      textKey: 'withdrewApplication',
      textParams: { applyId: 'third' },
    });
    await expect(
      client.get<ListResult<UserLogView>>('/logs', { query: { skip: 1, limit: 1 } }),
    ).resolves.toMatchObject({
      totalCount: 3,
      result: [{ content: 'second' }],
    });
    await expect(
      client.get<ListResult<UserLogView>>('/logs', { query: { descend: false, limit: 1 } }),
    ).resolves.toMatchObject({
      result: [{ content: 'first' }],
    });
    await expect(client.get('/logs', { query: { aggregation: 'count' } })).resolves.toEqual({
      totalCount: 3,
      count: 3,
      result: [],
    });
  });

  it('answers only the English content for an entry written before text keys', async () => {
    const { client, user } = await signedInUser(server);
    await server.db
      .insertInto('userLogs')
      .values({
        id: randomUUID(),
        userId: user.id,
        content: 'withdrew application 7',
        ip: '10.0.0.8',
        createdAt: server.clock.now(),
        textKey: null,
        textParams: null,
      })
      .execute();
    const logs = await client.get<ListResult<UserLogView>>('/logs');
    expect(logs.result).toEqual([
      {
        id: expect.any(String),
        content: 'withdrew application 7',
        ip: '10.0.0.8',
        createdAt: expect.any(Number),
      },
    ]);
  });

  it('answers bad paging with 400 and no session with 401', async () => {
    const { client } = await signedInUser(server);
    for (const query of [{ limit: 0 }, { skip: 'x' }, { aggregation: 'sum' }, { filter: '{' }]) {
      await expect(client.get('/logs', { query })).rejects.toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    await expect(server.newClient().get('/logs')).rejects.toMatchObject({ status: 401 });
  });
});
