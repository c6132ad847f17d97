import { describe, expect, it } from 'vitest';
import { addMonthsUtc, isCouponUsable } from '@fleetkey/contract';
import { couponHint, couponUsableFrom } from './coupon-rule';

const DAY = 86_400_000;
const now = new Date(Date.UTC(2025, 0, 15, 12));

describe('couponHint', () => {
  it('allows a card with exactly six months left and refuses one with a day more', () => {
    const sixMonths = addMonthsUtc(now, 6).getTime();
    expect(couponHint(sixMonths, now)).toEqual({ usable: true });
    expect(couponHint(sixMonths + DAY, now).usable).toBe(false);
  });

  it('allows a card on an expired licence (it has nothing left)', () => {
    expect(couponHint(now.getTime() - DAY, now)).toEqual({ usable: true });
  });

  it('names the first day the rule lets a card in', () => {
    const expiredAt = Date.UTC(2025, 11, 1, 12);
    const hint = couponHint(expiredAt, now);
    if (hint.usable) throw new Error('expected the rule to refuse');
    expect(hint.from.toISOString()).toBe('2025-06-01T12:00:00.000Z');
    expect(isCouponUsable(expiredAt, hint.from)).toBe(true);
    expect(isCouponUsable(expiredAt, new Date(hint.from.getTime() - DAY))).toBe(false);
  });

  it('finds the first day across a month end (31 August is six months after 28 February)', () => {
    const expiredAt = Date.UTC(2025, 7, 31);
    const from = couponUsableFrom(expiredAt);
    expect(isCouponUsable(expiredAt, from)).toBe(true);
    expect(isCouponUsable(expiredAt, new Date(from.getTime() - DAY))).toBe(false);
  });
});
