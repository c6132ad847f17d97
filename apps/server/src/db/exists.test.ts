import Sqlite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exists } from './exists';

interface Tables {
  marks: { ownerId: string; n: number };
}

describe('exists', () => {
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: new Sqlite(':memory:') }),
    plugins: [new CamelCasePlugin()],
  });
  beforeAll(async () => {
    await db.schema.createTable('marks').addColumn('owner_id', 'text').addColumn('n', 'integer').execute();
    await db
      .insertInto('marks')
      .values([
        { ownerId: 'a', n: 1 },
        { ownerId: 'a', n: 2 },
      ])
      .execute();
  });
  afterAll(() => db.destroy());

  it('is true when rows match, one or several', async () => {
    await expect(exists(db.selectFrom('marks').where('n', '=', 2))).resolves.toBe(true);
    await expect(exists(db.selectFrom('marks').where('ownerId', '=', 'a'))).resolves.toBe(true);
  });

  it('is false when no row matches all the conditions', async () => {
    await expect(exists(db.selectFrom('marks').where('ownerId', '=', 'b'))).resolves.toBe(false);
    await expect(exists(db.selectFrom('marks').where('ownerId', '=', 'a').where('n', '>', 2))).resolves.toBe(
      false,
    );
  });
});
