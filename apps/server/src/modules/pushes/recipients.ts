import type { UnknownRecipients } from '@fleetkey/contract';
import type { Db } from '../../db/kysely';
import { AppError } from '../../platform/errors/app-error';

/** Users named by full mobile (as stored) or by id: a ticket's targets, a card issue's recipients. */
export type Recipients = { mobiles: readonly string[] } | { userIds: readonly string[] };

/**
 * The ids of the named users, in the order named; 400 RECIPIENTS_UNKNOWN listing every name that is no
 * user's, so the administrator can fix the list and nothing is sent to part of it.
 */
export async function resolveRecipients(db: Db, recipients: Recipients): Promise<string[]> {
  if ('mobiles' in recipients) {
    const { mobiles } = recipients;
    const rows = await db
      .selectFrom('users')
      .select(['id', 'mobile'])
      .where('mobile', 'in', mobiles)
      .execute();
    const byMobile = new Map(rows.map((row) => [row.mobile, row.id]));
    const unknown = mobiles.filter((mobile) => !byMobile.has(mobile));
    if (unknown.length > 0)
      throw AppError.of('RECIPIENTS_UNKNOWN', { mobiles: unknown } satisfies UnknownRecipients);
    return mobiles.map((mobile) => byMobile.get(mobile) ?? '');
  }
  const { userIds } = recipients;
  const rows = await db.selectFrom('users').select('id').where('id', 'in', userIds).execute();
  const known = new Set(rows.map((row) => row.id));
  const unknown = userIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw AppError.of('RECIPIENTS_UNKNOWN', { userIds: unknown } satisfies UnknownRecipients);
  return [...userIds];
}
