import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { antdLocale } from './antd-locale';

describe('the antd locale of a console language', () => {
  it('brings dayjs its Chinese rules with the Chinese texts: pickers start weeks on Monday', () => {
    expect(antdLocale('zh').locale).toBe('zh-cn');
    expect(dayjs.Ls['zh-cn']?.weekStart).toBe(1);
    expect(antdLocale('en').locale).toBe('en');
  });
});
