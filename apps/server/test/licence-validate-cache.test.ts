import type { LicenceValidation, LicenceView } from '@fleetkey/contract';
import type { ApiClient } from '@fleetkey/api-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/kysely';
import { LICENCE_CACHE_MS } from '../src/modules/licensing/licences/licence-lookup-cache';
import { testEngines } from './support/databases';
import { addLicence, levelUser } from './support/licences';
import { startTestServer, type TestServer } from './support/test-server';

// The validation lane keeps licence rows in memory; each test first validates (so the row is cached),
// then changes the licence, then expects the next validation to see the change.

describe.each(testEngines)('licence validation sees licence changes ($name)', (engine) => {
  let server: TestServer;
  let client: ApiClient;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      env: { LICENCE_VALIDATE_PER_KEY_PER_MINUTE: '1000', LICENCE_VALIDATE_PER_IP_PER_MINUTE: '1000' },
    });
    // Level 5 unbinds directly.
    ({
      client,
      user: { id: userId },
    } = await levelUser(server, 5));
  });
  afterAll(() => server.close());
  beforeEach(() => server.clock.advance(61_000));
  afterEach(() => vi.restoreAllMocks());

  const code = async (licenceKey: string, deviceId: string) => {
    const response = await fetch(`${server.origin}/v1/licences/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ licenceKey, deviceId }),
    });
    return ((await response.json()) as { data: LicenceValidation }).data;
  };
  const cachedValid = async (cdkey: string, deviceId: string) => {
    await expect(code(cdkey, deviceId)).resolves.toMatchObject({ code: 'VALID' });
    await expect(code(cdkey, deviceId)).resolves.toMatchObject({ code: 'VALID' });
  };

  it('sees an unbind and a bind to another device through the API at once', async () => {
    const { id, cdkey } = await addLicence(server, userId, { deviceId: 'dev-a', deviceName: 'a' });
    await cachedValid(cdkey, 'dev-a');
    await client.put<LicenceView>(`/licences/unbind/${id}`);
    await expect(code(cdkey, 'dev-a')).resolves.toMatchObject({ code: 'NOT_BOUND' });
    await client.put<LicenceView>(`/licences/bind/${id}`, { query: { deviceId: 'dev-b', deviceName: 'b' } });
    await expect(code(cdkey, 'dev-a')).resolves.toMatchObject({ code: 'DEVICE_MISMATCH' });
    await expect(code(cdkey, 'dev-b')).resolves.toMatchObject({ code: 'VALID' });
  });

  it('sees a renewal at once, and a cached row still expires on the millisecond', async () => {
    const { id, cdkey } = await addLicence(server, userId, { deviceId: 'dev-r', deviceName: 'r' });
    await cachedValid(cdkey, 'dev-r');
    const expiredAt = server.clock.now() + 500;
    await server.db.updateTable('licences').set({ expiredAt }).where('id', '=', id).execute();
    vi.spyOn(server.clock, 'now').mockReturnValue(expiredAt);
    await expect(code(cdkey, 'dev-r')).resolves.toMatchObject({ code: 'VALID', expiredAt });
    await expect(code(cdkey, 'dev-r')).resolves.toMatchObject({ code: 'VALID', expiredAt });
    vi.spyOn(server.clock, 'now').mockReturnValue(expiredAt + 1);
    await expect(code(cdkey, 'dev-r')).resolves.toEqual({ valid: false, code: 'EXPIRED' });
  });

  it('sees a deleted licence, and the licences of a deleted account, at once', async () => {
    const deleted = await addLicence(server, userId, { deviceId: 'dev-d', deviceName: 'd' });
    await cachedValid(deleted.cdkey, 'dev-d');
    await server.db.deleteFrom('licences').where('id', '=', deleted.id).execute();
    await expect(code(deleted.cdkey, 'dev-d')).resolves.toEqual({ valid: false, code: 'NOT_FOUND' });

    const { user } = await levelUser(server);
    const owned = await addLicence(server, user.id, { deviceId: 'dev-o', deviceName: 'o' });
    await cachedValid(owned.cdkey, 'dev-o');
    await server.db.deleteFrom('users').where('id', '=', user.id).execute();
    await expect(code(owned.cdkey, 'dev-o')).resolves.toEqual({ valid: false, code: 'NOT_FOUND' });
  });

  it('answers as before once a transaction that changed the licence rolls back', async () => {
    const { id, cdkey } = await addLicence(server, userId, { deviceId: 'dev-t', deviceName: 't' });
    await cachedValid(cdkey, 'dev-t');
    await expect(
      server.db.transaction().execute(async (trx) => {
        await trx.updateTable('licences').set({ deviceId: 'dev-x' }).where('id', '=', id).execute();
        // On SQLite's one connection this may read the uncommitted row: it must not outlive the rollback.
        await code(cdkey, 'dev-t');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expect(code(cdkey, 'dev-t')).resolves.toMatchObject({ code: 'VALID' });
  });

  it(`sees a change made by another node within ${LICENCE_CACHE_MS} ms`, async () => {
    const { id, cdkey } = await addLicence(server, userId, { deviceId: 'dev-n', deviceName: 'n' });
    await cachedValid(cdkey, 'dev-n');
    const otherNode = await openDatabase(server.config.database);
    try {
      await otherNode.updateTable('licences').set({ deviceId: null }).where('id', '=', id).execute();
    } finally {
      await otherNode.destroy();
    }
    server.clock.advance(LICENCE_CACHE_MS);
    await expect(code(cdkey, 'dev-n')).resolves.toMatchObject({ code: 'NOT_BOUND' });
  });
});
