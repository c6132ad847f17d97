import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/kysely';
import { adminQuery, databaseUrl } from './postgres-admin';

// Vitest's global setup: one database per engine brought to the latest migration before any file runs, which
// each file's scratch database then copies (a file copy for SQLite, CREATE DATABASE … TEMPLATE for
// PostgreSQL). Running every migration for each of ~250 scratch databases was about a sixth of the
// integration run's processor time. This setup is also the run's check that the migrations build an empty
// database on both engines; the server processes and the browser suite start from empty folders too.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file to copy, and a migrated PostgreSQL database to use as template (when on). */
    databaseTemplates: { sqliteFile: string; postgresName: string | null };
  }
}

export default async function prepareDatabaseTemplates(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fleetkey-template-'));
  const sqliteFile = path.join(dir, 'template.db');
  await (await openDatabase({ engine: 'sqlite', file: sqliteFile })).destroy();

  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgresName: string | null = null;
  if (adminUrl) {
    postgresName = `fk_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${postgresName}`);
    await (await openDatabase({ engine: 'postgres', url: databaseUrl(adminUrl, postgresName) })).destroy();
  }
  project.provide('databaseTemplates', { sqliteFile, postgresName });
  return async () => {
    if (adminUrl && postgresName)
      await adminQuery(adminUrl, `drop database if exists ${postgresName} with (force)`);
    await rm(dir, { recursive: true, force: true });
  };
}
