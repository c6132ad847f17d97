import {
  EMAIL_BIND_REWARD_CARDS,
  EMAIL_BIND_REWARD_CARD_MONTHS,
  MESSAGE_TYPES,
  REWARD_CARD_VALIDITY_DAYS,
} from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/kysely';
import { messagesRepository } from '../../accounts/messages/messages.repository';
import { REWARD_KINDS, rewardsRepository } from '../rewards/rewards.repository';
import { couponsRepository } from './coupons.repository';

const DAY_MS = 86_400_000;

/**
 * Gives the e-mail binding reward (licence-portal.md §9): EMAIL_BIND_REWARD_CARDS gift cards of
 * EMAIL_BIND_REWARD_CARD_MONTHS months each and a message. Runs inside the binding's transaction; the
 * rewards claim makes it once per account, even when binds race.
 */
export async function grantEmailBindReward(trx: Db, userId: string, now: number): Promise<void> {
  if (!(await rewardsRepository(trx).claim(userId, REWARD_KINDS.emailBind, now))) return;
  await couponsRepository(trx).insertMany(
    Array.from({ length: EMAIL_BIND_REWARD_CARDS }, () => ({
      id: randomUUID(),
      userId,
      type: 'gift' as const,
      extensionUnit: 'month' as const,
      extensionCount: EMAIL_BIND_REWARD_CARD_MONTHS,
      validityDays: REWARD_CARD_VALIDITY_DAYS,
      validUntil: now + REWARD_CARD_VALIDITY_DAYS * DAY_MS,
      source: REWARD_KINDS.emailBind,
      batchId: null,
      usedAt: null,
      usedLicenceId: null,
      createdAt: now,
    })),
  );
  await messagesRepository(trx).insert({
    userId,
    type: MESSAGE_TYPES.survey,
    title: 'E-mail binding reward',
    content:
      `Thank you for binding your e-mail: ${EMAIL_BIND_REWARD_CARDS} renewal cards of ` +
      `${EMAIL_BIND_REWARD_CARD_MONTHS} months each are in your card vouchers, valid for ${REWARD_CARD_VALIDITY_DAYS} days.`,
    text: {
      key: 'emailBindReward',
      params: {
        cards: EMAIL_BIND_REWARD_CARDS,
        months: EMAIL_BIND_REWARD_CARD_MONTHS,
        validityDays: REWARD_CARD_VALIDITY_DAYS,
      },
    },
    createdAt: now,
  });
}
