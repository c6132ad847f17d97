import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE_FIELD_COUNT,
  PROFILE_FIELD_WEIGHT,
  profileCompleteness,
} from './users';

describe('profileCompleteness', () => {
  it('weighs each of the nine fields 11.12 percent', () => {
    expect([PROFILE_FIELD_COUNT, PROFILE_FIELD_WEIGHT]).toEqual([9, 11.12]);
  });
  it.each([
    [0, 0],
    [1, 11],
    [2, 22],
    [3, 33],
    [4, 44],
    [5, 56],
    [6, 67],
    [7, 78],
    [8, 89],
    [9, 100],
  ])('shows %s filled fields as %s percent', (filled, percent) => {
    expect(profileCompleteness(filled)).toBe(percent);
  });
  it('never exceeds 100 or falls below 0', () => {
    expect(profileCompleteness(12)).toBe(100);
    expect(profileCompleteness(-1)).toBe(0);
  });
});

describe('account limits', () => {
  it('keeps passwords to 8-16 characters and avatars to 204800 bytes', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX, AVATAR_MAX_BYTES]).toEqual([8, 16, 204_800]);
  });
});
