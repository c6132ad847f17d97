import { describe, expect, it } from 'vitest';
import { validityLabel } from './coupon-labels';

describe('validityLabel', () => {
  it('reads the spec validity periods in their own units', () => {
    expect(validityLabel(7)).toEqual({ key: 'coupons.validity.day', count: 7 });
    expect(validityLabel(31)).toEqual({ key: 'coupons.validity.month', count: 1 });
    expect(validityLabel(62)).toEqual({ key: 'coupons.validity.month', count: 2 });
    expect(validityLabel(186)).toEqual({ key: 'coupons.validity.quarter', count: 2 });
  });

  it('reads any other period in days', () => {
    expect(validityLabel(40)).toEqual({ key: 'coupons.validity.day', count: 40 });
  });
});
