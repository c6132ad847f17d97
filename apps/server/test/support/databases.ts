import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** An engine the integration suite runs on, with a way to make and drop a scratch database. */
export interface TestEngine {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty database for one test file; the returned function drops it. */
  create(dir: string): Promise<{ url: string; drop: () => Promise<void> }>;
}

const sqlite: TestEngine = {
  name: 'sqlite',
  create: (dir) => Promise.resolve({ url: `sqlite:${dir}/test.db`, drop: () => Promise.resolve() }),
};

function postgres(adminUrl: string): TestEngine {
  return {
    name: 'postgres',
    async create() {
      const name = `fk_test_${randomBytes(6).toString('hex')}`;
      await adminQuery(adminUrl, `create database ${name}`);
      // A commit returns before its WAL reaches the disk: what the tests restart is the server, never
      // PostgreSQL, so nothing they check depends on that flush, while a suite creating and filling databases
      // side by side made each flush wait its turn (a test of 1,500 one-message commits took 4 s alone and
      // over 60 s beside the rest).
      await adminQuery(adminUrl, `alter database ${name} set synchronous_commit = off`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
      };
    },
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (each run gets its own database). */
export const testEngines: TestEngine[] = process.env.TEST_DATABASE_URL
  ? [sqlite, postgres(process.env.TEST_DATABASE_URL)]
  : [sqlite];
