import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

describe('the history date picker in Chinese', () => {
  it('has the Chinese calendar rules loaded (weeks from Monday), not English ones', async () => {
    expect(dayjs.Ls['zh-cn']).toBeUndefined();
    await import('./HistoryToolbar');
    expect(dayjs.Ls['zh-cn']?.weekStart).toBe(1);
  });
});
