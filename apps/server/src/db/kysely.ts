import { sql, type Kysely } from 'kysely';
import type { DatabaseConfig } from '../config';
import { StartupError } from '../startup-error';
import { bindSqliteConnection, createDialect, describeConnectError, kyselyOn } from './engine';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { bindWriteWatch } from './write-watch';

export type Db = Kysely<Database>;

/** Opens the configured database, checks it answers, and runs pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  let db: Db | undefined;
  try {
    const dialect = createDialect(config);
    db = kyselyOn(dialect);
    bindSqliteConnection(db, dialect);
    bindWriteWatch(db, dialect);
    await sql`select 1`.execute(db);
  } catch (error) {
    await db?.destroy();
    throw new StartupError('DATABASE_URL', describeConnectError(config, error));
  }
  await migrateToLatest(db);
  return db;
}
