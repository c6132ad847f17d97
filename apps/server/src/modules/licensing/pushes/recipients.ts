import type { UnknownRecipients } from '@fleetkey/contract';
import type { Db } from '../../../db/kysely';
import { AppError } from '../../../platform/errors/app-error';

/** Users named by mobile or by id: a ticket's targets, a card issue's recipients. */
export type Recipients = { mobiles: readonly string[] } | { userIds: readonly string[] };

// A mainland number typed without its calling code (13800000001) also names the account stored as
// 8613800000001: administrators paste lists from wherever they keep them.
const MAINLAND_NATIONAL = /^1[3-9]\d{9}$/;
const storedForms = (typed: string) => (MAINLAND_NATIONAL.test(typed) ? [typed, `86${typed}`] : [typed]);

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
      .where('mobile', 'in', mobiles.flatMap(storedForms))
      .execute();
    const byMobile = new Map(rows.map((row) => [row.mobile, row.id]));
    // The number as typed first (a stored full number), then its mainland form.
    const idOf = (typed: string) =>
      storedForms(typed)
        .map((form) => byMobile.get(form))
        .find((id) => id !== undefined);
    const unknown = mobiles.filter((mobile) => idOf(mobile) === undefined);
    if (unknown.length > 0)
      throw AppError.of('RECIPIENTS_UNKNOWN', { mobiles: unknown } satisfies UnknownRecipients);
    return [...new Set(mobiles.map((mobile) => idOf(mobile) ?? ''))];
  }
  const { userIds } = recipients;
  const rows = await db.selectFrom('users').select('id').where('id', 'in', userIds).execute();
  const known = new Set(rows.map((row) => row.id));
  const unknown = userIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw AppError.of('RECIPIENTS_UNKNOWN', { userIds: unknown } satisfies UnknownRecipients);
  return [...userIds];
}
