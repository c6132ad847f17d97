import { describe, expect, it } from 'vitest';
import { payOrderQuerySchema } from './fund-calls';
import { listQuerySchema } from './lists';
import { accessProfileParamsSchema } from './subuser-calls';

const order = (addition: string) => payOrderQuerySchema.safeParse({ pay_type: 'gateway', addition });

describe('strict number parsing of amounts and ids', () => {
  it.each(['0x64', '1e2', ' 100', '100 ', '+100', '0b1100100', '', '100.', 'Infinity'])(
    'refuses the amount %j',
    (addition) => {
      expect(order(addition).success).toBe(false);
    },
  );

  it('reads a plain decimal amount', () => {
    expect(order('100').data?.addition).toBe(100);
  });

  it.each(['0x1', '1e0', ' 1', '1 '])('refuses the id %j', (id) => {
    expect(accessProfileParamsSchema.safeParse({ id }).success).toBe(false);
  });

  it('reads a plain id, and list numbers only in decimal', () => {
    expect(accessProfileParamsSchema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(listQuerySchema.safeParse({ skip: '0x10' }).success).toBe(false);
    expect(listQuerySchema.parse({ skip: '16' }).skip).toBe(16);
  });
});
