import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
} from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { databasePing, kyselyOn, sqliteConnectionOf, sqliteDatabaseOnFile } from './engine';

/** A PostgreSQL-like dialect whose connection never answers (a hung network). */
function hungDialect(): Dialect {
  const connection: DatabaseConnection = {
    executeQuery: () => new Promise(() => {}),
    streamQuery: () => {
      throw new Error('the ping does not stream');
    },
  };
  return {
    createAdapter: () => new PostgresAdapter(),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createDriver: () => ({
      init: async () => {},
      acquireConnection: async () => connection,
      beginTransaction: async () => {},
      commitTransaction: async () => {},
      rollbackTransaction: async () => {},
      releaseConnection: async () => {},
      destroy: async () => {},
    }),
  };
}

describe('databasePing', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'fleetkey-ping-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('answers on SQLite while a transaction holds the connection, and throws once the file is closed', async () => {
    const db = sqliteDatabaseOnFile(path.join(folder, 'ping.db'));
    const ping = databasePing(db, 2_000);
    await expect(ping()).resolves.toBeUndefined();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction().execute(() => held);
    // Kysely's transaction holds its one connection until `held` settles: the health check does not queue behind it.
    await expect(ping()).resolves.toBeUndefined();
    release();
    await transaction;
    sqliteConnectionOf(db)?.close();
    await expect(ping()).rejects.toThrow();
  });

  it('gives up after its time when the database does not answer', async () => {
    const db = kyselyOn(hungDialect());
    const began = performance.now();
    await expect(databasePing(db, 50)()).rejects.toThrow('no answer in 50 ms');
    expect(performance.now() - began).toBeGreaterThanOrEqual(45);
    await db.destroy();
  });
});
