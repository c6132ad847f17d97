import { describe, expect, it } from 'vitest';
import { uploadPercent } from './upload-state';

describe('upload percent', () => {
  it('reports upload progress as whole percents, keeping 100 for the answer', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(505, 1000)).toBe(50);
    expect(uploadPercent(1000, 1000)).toBe(99);
    expect(uploadPercent(10, 0)).toBe(0);
  });
});
