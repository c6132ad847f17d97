import { randomBytes, randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { ApiClient } from '@fleetkey/api-client';
import type { SessionUser } from '@fleetkey/contract';
import type { CouponsTable } from '../../src/db/schema';
import { passwordLogin, registerUser } from './accounts';
import type { TestServer } from './test-server';

// Rows written straight into the test server's database, so card, message and billing tests do not
// depend on the licence routes.

/**
 * A registered user signed in on a client of their own, with an empty message centre: registration's
 * welcome message is removed so a test's counts are of its own messages only.
 */
export async function signedInUser(server: TestServer): Promise<{ client: ApiClient; user: SessionUser }> {
  const { mobile, user } = await registerUser(server);
  await server.db.deleteFrom('messages').where('userId', '=', user.id).execute();
  const client = server.newClient();
  await passwordLogin(client, mobile);
  return { client, user };
}

/** A trial licence of the user expiring at `expiredAt`; answers its id. */
export async function insertLicence(server: TestServer, userId: string, expiredAt: number): Promise<string> {
  const id = randomUUID();
  const now = server.clock.now();
  await server.db
    .insertInto('licences')
    .values({
      id,
      licenceNo: `L${randomBytes(8).toString('hex')}`,
      cdkey: randomBytes(24).toString('hex'),
      userId,
      edition: 2,
      duration: 1,
      startsAt: now,
      expiredAt,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/** A coupon card of the user: a two-month gift card valid for 186 days unless told otherwise; answers its id. */
export async function insertCoupon(
  server: TestServer,
  userId: string,
  fields: Partial<Insertable<CouponsTable>> = {},
): Promise<string> {
  const id = randomUUID();
  const now = server.clock.now();
  await server.db
    .insertInto('coupons')
    .values({
      id,
      userId,
      type: 'gift',
      extensionUnit: 'month',
      extensionCount: 2,
      validityDays: 186,
      validUntil: now + 186 * 86_400_000,
      source: 'test',
      batchId: null,
      usedAt: null,
      usedLicenceId: null,
      createdAt: now,
      ...fields,
    })
    .execute();
  return id;
}

/** The licence's stored expiry. */
export async function licenceExpiry(server: TestServer, licenceId: string): Promise<number> {
  const row = await server.db
    .selectFrom('licences')
    .select('expiredAt')
    .where('id', '=', licenceId)
    .executeTakeFirstOrThrow();
  return row.expiredAt;
}
