import {
  MESSAGE_TYPES,
  isCouponUsable,
  type CouponStatus,
  type CouponUseResult,
  type CouponView,
  type ListResult,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import type { ListWindow } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { messagesRepository } from '../../accounts/messages/messages.repository';
import { userLogsRepository } from '../../accounts/user-logs/user-logs.repository';
import { couponLicencesRepository } from './coupon-licences.repository';
import { couponStatus, couponToView } from './coupon-view';
import { couponsRepository } from './coupons.repository';
import { extendedExpiry } from './extension';

/** Who uses a card, and from where (for their log). */
export interface CardUser {
  userId: string;
  ip: string;
}

/** The users' coupon cards: listing them and using one on a licence. */
export function couponsService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return {
    async list(
      userId: string,
      query: ListWindow & { status?: CouponStatus | undefined },
    ): Promise<ListResult<CouponView>> {
      const now = clock.now();
      const page = await couponsRepository(db).list(userId, query, now);
      return { ...page, result: page.result.map((card) => couponToView(card, now)) };
    },

    /**
     * Uses the user's card on the user's licence: the licence is extended by the card, the card is marked
     * used, and a message and a log entry are written — all in one transaction, so all or none happen.
     */
    async use({ userId, ip }: CardUser, couponId: string, licenceId: string): Promise<CouponUseResult> {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const coupons = couponsRepository(trx);
        const licences = couponLicencesRepository(trx);
        const card = await coupons.findOwn(couponId, userId);
        if (!card) throw AppError.of('NOT_FOUND');
        const status = couponStatus(card, now);
        if (status === 'used') throw AppError.of('COUPON_USED');
        if (status === 'expired') throw AppError.of('COUPON_EXPIRED');

        const licence = await licences.lockOwn(licenceId, userId, now);
        if (!licence) throw AppError.of('NOT_FOUND');
        if (!isCouponUsable(licence.expiredAt, new Date(now))) throw AppError.of('COUPON_NOT_USABLE');
        // Concurrent uses of this card all passed the checks above; the conditional update lets one through.
        if (!(await coupons.markUsed(card.id, licence.id, now))) throw AppError.of('COUPON_USED');

        const expiredAt = extendedExpiry(licence.expiredAt, now, card);
        await licences.setExpiredAt(licence.id, expiredAt, now);
        const added = `${card.extensionCount} ${card.extensionUnit}${card.extensionCount === 1 ? '' : 's'}`;
        const until = new Date(expiredAt).toISOString().slice(0, 10);
        const used = {
          cardType: card.type,
          unit: card.extensionUnit,
          count: card.extensionCount,
          licenceNo: licence.licenceNo,
        };
        await messagesRepository(trx).insert({
          userId,
          type: MESSAGE_TYPES.system,
          title: 'Card used',
          content: `A ${card.type} card added ${added} to licence ${licence.licenceNo}; it now runs until ${until} (UTC).`,
          text: { key: 'cardUsed', params: { ...used, expiredAt } },
          createdAt: now,
        });
        await userLogsRepository(trx).insert({
          userId,
          ip,
          content: `used a ${card.type} card (${added}) on licence ${licence.licenceNo}`,
          text: { key: 'usedCard', params: used },
          createdAt: now,
        });
        return { id: licence.id, expiredAt };
      });
    },
  };
}
