import { describe, expect, it } from 'vitest';
import { batchExtension, couponBatchCreateSchema, couponIssueSchema } from './voucher-admin-calls';

const batch = { type: 'month', validityDays: 31, count: 10 };

describe('voucher administration calls', () => {
  it('gives each card type its usual extension unless one is asked for', () => {
    expect(batchExtension('day')).toEqual({ unit: 'day', count: 7 });
    expect(batchExtension('quarter')).toEqual({ unit: 'month', count: 3 });
    expect(batchExtension('gift', { unit: 'day', count: 10 })).toEqual({ unit: 'day', count: 10 });
  });

  it('bounds the extension by its unit', () => {
    const withExtension = (unit: string, count: number) =>
      couponBatchCreateSchema.safeParse({ ...batch, extension: { unit, count } }).success;
    expect(withExtension('month', 36)).toBe(true);
    expect(withExtension('month', 37)).toBe(false);
    expect(withExtension('day', 366)).toBe(true);
    expect(withExtension('day', 0)).toBe(false);
  });

  it('takes only the validity periods of the spec and 1–1000 cards', () => {
    expect(couponBatchCreateSchema.safeParse({ ...batch, validityDays: 30 }).success).toBe(false);
    expect(couponBatchCreateSchema.safeParse({ ...batch, count: 1001 }).success).toBe(false);
    expect(couponBatchCreateSchema.safeParse({ ...batch, count: 1000 }).success).toBe(true);
  });

  it('names recipients by user id or by mobile, not both and not neither', () => {
    expect(couponIssueSchema.safeParse({ userIds: ['u-1'] }).success).toBe(true);
    expect(couponIssueSchema.safeParse({ mobiles: ['8613912345678'] }).success).toBe(true);
    expect(couponIssueSchema.safeParse({}).success).toBe(false);
    expect(couponIssueSchema.safeParse({ userIds: ['u-1'], mobiles: ['8613912345678'] }).success).toBe(false);
  });
});
