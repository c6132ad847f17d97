import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@fleetkey/contract';
import { textAt } from '@fleetkey/web-kit/testing';
// Error texts load with the sign-in screens: a refusal can be shown anywhere.
import en from '../../locales/sign-in/en.json';
import zh from '../../locales/sign-in/zh.json';

// The refusals the licence, card and application calls can answer (licence-portal.md §8, issue 4).
const LICENCE_CODES = [
  ERROR_CODES.LEVEL_TOO_LOW,
  ERROR_CODES.UNBIND_LIMIT,
  ERROR_CODES.LICENCE_DEVICE_LIMIT,
  ERROR_CODES.APPLICATION_PENDING,
  ERROR_CODES.APPLICATION_DECIDED,
  ERROR_CODES.LICENCE_ALREADY_BOUND,
  ERROR_CODES.LICENCE_NOT_BOUND,
  ERROR_CODES.DEVICE_ALREADY_BOUND,
  ERROR_CODES.LICENCE_EXPIRED,
  ERROR_CODES.COUPON_NOT_USABLE,
  ERROR_CODES.COUPON_USED,
  ERROR_CODES.COUPON_EXPIRED,
];

describe('licence error texts', () => {
  it('read every licence, card and application refusal in both languages', () => {
    for (const tree of [zh, en]) {
      for (const code of LICENCE_CODES)
        expect(typeof textAt(tree, `errors.codes.${code}`), code).toBe('string');
    }
  });
});
