import { Kysely, CamelCasePlugin } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../src/config';
import { createDialect } from '../src/db/engine';
import { listPage } from '../src/db/paging';
import { testEngines } from './support/databases';

interface Row {
  id: number;
  name: string;
  score: number;
}

describe.each(testEngines)('listPage ($name)', (engine) => {
  let db: Kysely<{ items: Row }>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fleetkey-paging-'));
    const scratch = await engine.create(dir);
    db = new Kysely({
      dialect: createDialect(parseDatabaseUrl(scratch.url, dir)),
      plugins: [new CamelCasePlugin()],
    });
    await db.schema
      .createTable('items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(20)', (c) => c.notNull())
      .addColumn('score', 'integer', (c) => c.notNull())
      .execute();
    // 25 rows; scores repeat so the tie-breaker decides order within a score.
    await db
      .insertInto('items')
      .values(Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `item${i + 1}`, score: i % 5 })))
      .execute();
    cleanup = async () => {
      await db.destroy();
      await scratch.drop();
      await rm(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanup());

  const all = () => db.selectFrom('items').select(['id', 'name', 'score']);

  it('answers the total of matching rows with one window of them', async () => {
    const page = await listPage(all(), { skip: 5, limit: 5, descend: false }, 'id');
    expect(page.totalCount).toBe(25);
    expect(page.result.map((r) => r.id)).toEqual([6, 7, 8, 9, 10]);
  });

  it('orders descending by default direction given, with the tie-breaker keeping pages apart', async () => {
    const first = await listPage(all(), { skip: 0, limit: 3, descend: true }, 'score', 'id');
    const second = await listPage(all(), { skip: 3, limit: 3, descend: true }, 'score', 'id');
    expect(first.result.map((r) => [r.score, r.id])).toEqual([
      [4, 25],
      [4, 20],
      [4, 15],
    ]);
    expect(second.result.map((r) => [r.score, r.id])).toEqual([
      [4, 10],
      [4, 5],
      [3, 24],
    ]);
  });

  it('counts only the filtered rows', async () => {
    const page = await listPage(all().where('score', '=', 2), { skip: 0, limit: 100, descend: true }, 'id');
    expect(page.totalCount).toBe(5);
    expect(page.result).toHaveLength(5);
  });

  it('answers aggregation=count with the count and no rows', async () => {
    const page = await listPage(all(), { skip: 0, limit: 10, descend: true, aggregation: 'count' }, 'id');
    expect(page).toEqual({ totalCount: 25, count: 25, result: [] });
  });
});
