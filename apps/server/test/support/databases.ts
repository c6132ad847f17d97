import { randomBytes } from 'node:crypto';
import { copyFile } from 'node:fs/promises';
import { inject, type ProvidedContext } from 'vitest';
import { adminQuery, databaseUrl } from './postgres-admin';

/** An engine the integration suite runs on, with a way to make and drop a scratch database. */
export interface TestEngine {
  name: 'sqlite' | 'postgres';
  /**
   * A fresh database for one test file, at the latest migration when the run prepared templates
   * (database-templates.ts; the integration project does), else empty; the returned function drops it.
   */
  create(dir: string): Promise<{ url: string; drop: () => Promise<void> }>;
}

/** The run's migrated templates; none in projects without that global setup (the device kit's). */
const templates = (): ProvidedContext['databaseTemplates'] | undefined => inject('databaseTemplates');

const sqlite: TestEngine = {
  name: 'sqlite',
  async create(dir) {
    const file = `${dir}/test.db`;
    const template = templates()?.sqliteFile;
    if (template) await copyFile(template, file);
    return { url: `sqlite:${file}`, drop: () => Promise.resolve() };
  },
};

function postgres(adminUrl: string): TestEngine {
  return {
    name: 'postgres',
    async create() {
      const name = `fk_test_${randomBytes(6).toString('hex')}`;
      const template = templates()?.postgresName;
      await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
      // A commit returns before its WAL reaches the disk: what the tests restart is the server, never
      // PostgreSQL, so nothing they check depends on that flush, while a suite creating and filling databases
      // side by side made each flush wait its turn (a test of 1,500 one-message commits took 4 s alone and
      // over 60 s beside the rest).
      await adminQuery(adminUrl, `alter database ${name} set synchronous_commit = off`);
      return {
        url: databaseUrl(adminUrl, name),
        drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
      };
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (each run gets its own database). */
export const testEngines: TestEngine[] = process.env.TEST_DATABASE_URL
  ? [sqlite, postgres(process.env.TEST_DATABASE_URL)]
  : [sqlite];
