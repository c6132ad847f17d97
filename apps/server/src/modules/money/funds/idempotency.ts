import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@fleetkey/contract';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/kysely';
import { AppError } from '../../../platform/errors/app-error';

/** The Idempotency-Key a money-moving call carries; 400 IDEMPOTENCY_KEY_REQUIRED when absent or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
  if (!parsed.success) throw AppError.of('IDEMPOTENCY_KEY_REQUIRED');
  return parsed.data;
}

/** A call to make once per key: what it is, and a digest of what it asks (never of a password). */
export interface IdempotentCall {
  ownerId: string;
  key: string;
  operation: string;
  request: unknown;
}

/**
 * Claims the key for a call inside the caller's transaction, naming the order or refund it will make.
 * Answers null when the key is new (the caller goes on to make `resultId`), or the id made by the first
 * call under the key (the caller answers that instead). A different call under a used key is refused
 * (409 IDEMPOTENCY_KEY_REUSED). Two calls at once: on PostgreSQL the second's insert waits for the first
 * transaction and then sees its row; on SQLite transactions run one at a time.
 */
export async function claimIdempotencyKey(
  trx: Db,
  call: IdempotentCall,
  resultId: string,
  now: number,
): Promise<string | null> {
  const digest = createHash('sha256')
    .update(JSON.stringify([call.operation, call.request]))
    .digest('hex');
  const inserted = await trx
    .insertInto('fundRequests')
    .values({
      ownerId: call.ownerId,
      idempotencyKey: call.key,
      operation: call.operation,
      requestDigest: digest,
      resultId,
      createdAt: now,
    })
    .onConflict((conflict) => conflict.columns(['ownerId', 'idempotencyKey']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows) === 1) return null;
  const earlier = await trx
    .selectFrom('fundRequests')
    .selectAll()
    .where('ownerId', '=', call.ownerId)
    .where('idempotencyKey', '=', call.key)
    .executeTakeFirstOrThrow();
  if (earlier.operation !== call.operation || earlier.requestDigest !== digest) {
    throw AppError.of('IDEMPOTENCY_KEY_REUSED');
  }
  return earlier.resultId;
}

/** Forgets a claimed key whose call failed after its transaction (a gateway that did not answer). */
export async function releaseIdempotencyKey(db: Db, ownerId: string, key: string): Promise<void> {
  await db
    .deleteFrom('fundRequests')
    .where('ownerId', '=', ownerId)
    .where('idempotencyKey', '=', key)
    .execute();
}
