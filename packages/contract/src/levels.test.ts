import { describe, expect, it } from 'vitest';
import {
  LEVEL_MAX,
  LEVELS,
  NORMAL_USER_MAX_DEVICES,
  hasAutoRenew,
  hasOfflineLicence,
  levelSchema,
} from './levels';
import { issuesOf } from './validation/issues';
import { VALIDATION_MESSAGES as M } from './validation/keys';

describe('levels', () => {
  it('runs from 0 to 7', () => {
    expect(LEVELS[0]).toBe(0);
    expect(LEVELS.at(-1)).toBe(LEVEL_MAX);
    expect(LEVEL_MAX).toBe(7);
  });
  it('accepts 0 and 7 and rejects 8 and 1.5', () => {
    expect(issuesOf(levelSchema, 0)).toEqual([]);
    expect(issuesOf(levelSchema, 7)).toEqual([]);
    expect(issuesOf(levelSchema, 8)).toEqual([{ path: '', message: M.levelInvalid }]);
    expect(issuesOf(levelSchema, 1.5)).toEqual([{ path: '', message: M.levelInvalid }]);
  });
  it('grants free auto-renewal from level 4', () => {
    expect(hasAutoRenew(3)).toBe(false);
    expect(hasAutoRenew(4)).toBe(true);
  });
  it('grants the offline licence from level 5', () => {
    expect(hasOfflineLicence(4)).toBe(false);
    expect(hasOfflineLicence(5)).toBe(true);
  });
  it('caps a normal user at 20 devices', () => {
    expect(NORMAL_USER_MAX_DEVICES).toBe(20);
  });
});
