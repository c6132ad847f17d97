import type { ApiClient } from '@fleetkey/api-client';
import type { SessionUser } from '@fleetkey/contract';
import type { Insertable } from 'kysely';
import type { LicencesTable } from '../../src/db/schema';
import { newLicenceRow } from '../../src/modules/licensing/licences/new-licence';
import type { TestServer } from './test-server';

// Licence-test helpers: accounts from the test-only session route (no registration, so no trial licence
// unless a test asks for one), levels and licence rows written straight into the database (administrators
// edit levels in a later issue).

/** A signed-in main account with no licences yet, at the given level. */
export async function levelUser(
  server: TestServer,
  level = 0,
): Promise<{ client: ApiClient; user: SessionUser }> {
  const client = server.newClient();
  const user = await client.post<SessionUser>('/test/session', { body: { role: 0 } });
  if (level !== 0) await setLevel(server, user.id, level);
  return { client, user };
}

export async function setLevel(server: TestServer, userId: string, level: number): Promise<void> {
  await server.db.updateTable('users').set({ level }).where('id', '=', userId).execute();
}

/** A new licence of the user (edition 3, 1 year from the server's now unless told); answers its row. */
export async function addLicence(
  server: TestServer,
  userId: string,
  fields: Partial<Insertable<LicencesTable>> = {},
): Promise<Insertable<LicencesTable>> {
  const row = { ...newLicenceRow({ userId, edition: 3, duration: 3 }, server.clock.now()), ...fields };
  await server.db.insertInto('licences').values(row).execute();
  return row;
}

/** Several licences of the user; answers their ids. */
export async function addLicences(server: TestServer, userId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await addLicence(server, userId)).id);
  return ids;
}

/** The stored licence row. */
export function licenceRow(server: TestServer, id: string) {
  return server.db.selectFrom('licences').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The user's messages (newest first) and log entries, as stored. */
export async function trail(server: TestServer, userId: string) {
  const messages = await server.db
    .selectFrom('messages')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .execute();
  const logs = await server.db.selectFrom('userLogs').selectAll().where('userId', '=', userId).execute();
  return { messages, logs };
}
