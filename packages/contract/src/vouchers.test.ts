import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPES, MESSAGE_TYPE_COLORS, messageTypeSchema } from './messages';
import { issuesOf } from './validation/issues';
import { VALIDATION_MESSAGES as M } from './validation/keys';
import {
  VALIDITY_DAYS,
  VALIDITY_LABELS,
  couponStatusSchema,
  couponTypeSchema,
  validityDaysSchema,
} from './vouchers';

describe('coupons', () => {
  it.each(['day', 'month', 'quarter', 'gift'])('accepts the coupon type %s', (type) => {
    expect(issuesOf(couponTypeSchema, type)).toEqual([]);
  });
  it('rejects an unknown coupon type', () => {
    expect(issuesOf(couponTypeSchema, 'year')).toEqual([{ path: '', message: M.invalidOption }]);
  });
  it.each(['unused', 'used', 'expired'])('accepts the coupon status %s', (status) => {
    expect(issuesOf(couponStatusSchema, status)).toEqual([]);
  });
  it('rejects an unknown coupon status', () => {
    expect(issuesOf(couponStatusSchema, 'pending')).toEqual([{ path: '', message: M.invalidOption }]);
  });
});

describe('validity periods', () => {
  it('offers 7, 15, 31, 62, 93 and 186 days', () => {
    expect(VALIDITY_DAYS).toEqual([7, 15, 31, 62, 93, 186]);
  });
  it('labels 31 as 1 month and 186 as 2 quarters', () => {
    expect(VALIDITY_LABELS[31].label).toBe('1 month');
    expect(VALIDITY_LABELS[186]).toEqual({ count: 2, unit: 'quarter', label: '2 quarters' });
  });
  it('rejects 30 days', () => {
    expect(issuesOf(validityDaysSchema, 30)).toEqual([{ path: '', message: M.invalidOption }]);
  });
});

describe('message types', () => {
  it('colours system green, product orange and survey grey', () => {
    expect(MESSAGE_TYPE_COLORS[MESSAGE_TYPES.system]).toBe('green');
    expect(MESSAGE_TYPE_COLORS[MESSAGE_TYPES.product]).toBe('orange');
    expect(MESSAGE_TYPE_COLORS[MESSAGE_TYPES.survey]).toBe('grey');
  });
  it('accepts types 1 to 3 and rejects 0', () => {
    expect(issuesOf(messageTypeSchema, 3)).toEqual([]);
    expect(issuesOf(messageTypeSchema, 0)).toEqual([{ path: '', message: M.invalidOption }]);
  });
});
