import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { notRun } from './summary';

// The PostgreSQL scenarios each run on a database of their own, made for the scenario and dropped after it.

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs `run` on a new database of the bench's PostgreSQL (BENCH_DATABASE_URL) and drops it afterwards. With
 * no PostgreSQL there, the scenario is recorded as not run and answers the line that says why.
 */
export async function onScratchDatabase(
  figure: string,
  run: (url: string) => Promise<string[]>,
): Promise<string[]> {
  const name = `fk_bench_${randomBytes(6).toString('hex')}`;
  try {
    await adminQuery(`create database ${name}`);
  } catch (error) {
    notRun(figure, `no PostgreSQL at ${ADMIN_URL}`);
    return [`${figure}: not run — no PostgreSQL at ${ADMIN_URL} (${String(error)}); set BENCH_DATABASE_URL`];
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}
