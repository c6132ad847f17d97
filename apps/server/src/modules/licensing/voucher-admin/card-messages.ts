import { MESSAGE_TYPES, type CouponExtension, type CouponType } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/kysely';
import { serverTextColumns } from '../../accounts/messages/server-text';

// Rows per insert statement: well below either engine's parameter limit.
const INSERT_CHUNK = 500;

/** What an issued card is, for the message its user receives. */
export interface IssuedCard {
  type: CouponType;
  extension: CouponExtension;
  validUntil: number;
}

/** Tells each user, in a gift-voucher message (type 3), about the card they were given. */
export async function sendCardMessages(
  trx: Db,
  userIds: readonly string[],
  card: IssuedCard,
  now: number,
): Promise<void> {
  const { count, unit } = card.extension;
  const until = new Date(card.validUntil).toISOString().slice(0, 10);
  const content =
    `You received a ${card.type} card: it adds ${count} ${unit}${count === 1 ? '' : 's'} to a licence ` +
    `and can be used until ${until} (UTC). Find it under card vouchers.`;
  const text = serverTextColumns({
    key: 'cardReceived',
    params: { cardType: card.type, unit, count, validUntil: card.validUntil },
  });
  const rows = userIds.map((userId) => ({
    id: randomUUID(),
    userId,
    type: MESSAGE_TYPES.survey,
    title: 'Card voucher received',
    content,
    ...text,
    createdAt: now,
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('messages')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}
