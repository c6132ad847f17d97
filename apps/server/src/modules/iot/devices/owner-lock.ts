import { isUniqueViolation } from '../../../db/engine';
import type { Db } from '../../../db/kysely';
import { AppError } from '../../../platform/errors/app-error';

/**
 * Runs `work` in one transaction that first upserts the user's lock row. Every "count, then create" (the
 * 8000/8001 limits) and every gateway relinking of one user queues behind it, from any server node, so
 * two concurrent requests can neither pass a limit together nor build a gateway loop.
 */
export function withOwnerLock<T>(
  db: Db,
  userId: string,
  now: number,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('deviceOwnerLocks')
      .values({ userId, lockedAt: now })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ lockedAt: now }))
      .execute();
    return work(trx);
  });
}

/**
 * For a failed create: the lock orders one user's requests only, so another user may take the same id
 * between the check and the insert; the primary key refuses it, and the client hears DEVICE_EXISTS.
 */
export function rethrowTakenId(error: unknown): never {
  throw isUniqueViolation(error) ? AppError.of('DEVICE_EXISTS') : error;
}
