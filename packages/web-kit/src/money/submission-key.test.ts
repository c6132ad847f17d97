import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '@fleetkey/contract';
import { createSubmissionKeys, newIdempotencyKey } from './submission-key';

describe('submission idempotency keys', () => {
  it('makes keys the server accepts, different each time', () => {
    const a = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(a).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('reuses the key when the same values are sent again and makes a new one when they change', () => {
    const keyOf = createSubmissionKeys();
    const first = keyOf({ amount: 1999, payType: 'transfer' });
    expect(keyOf({ amount: 1999, payType: 'transfer' })).toBe(first);
    const changed = keyOf({ amount: 2000, payType: 'transfer' });
    expect(changed).not.toBe(first);
    expect(keyOf({ amount: 2000, payType: 'transfer' })).toBe(changed);
  });
});
