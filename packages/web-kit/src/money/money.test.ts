import { describe, expect, it } from 'vitest';
import { fenToYuanText, formatFen, parseYuan } from './money';

describe('money in fen', () => {
  it('writes fen as yuan with the currency sign and grouped digits', () => {
    expect(formatFen(12345)).toBe('¥123.45');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(100)).toBe('¥1.00');
    expect(formatFen(123456789)).toBe('¥1,234,567.89');
    expect(formatFen(-12345)).toBe('-¥123.45');
    expect(formatFen(-5)).toBe('-¥0.05');
  });

  it('writes yuan digits for an input without grouping when asked', () => {
    expect(fenToYuanText(123456789, false)).toBe('1234567.89');
    expect(fenToYuanText(-100)).toBe('-1.00');
  });

  it('reads typed yuan as exact integer fen, where floating point would be off by one', () => {
    expect(parseYuan('19.99')).toBe(1999);
    // 19.99 * 100 is 1998.9999999999998 and 1.1 * 100 is 110.00000000000001 in floating point.
    expect(19.99 * 100).not.toBe(1999);
    expect(parseYuan('1.1')).toBe(110);
    expect(parseYuan('0.29')).toBe(29);
    expect(parseYuan('4.35')).toBe(435);
    expect(parseYuan('1,000.5')).toBe(100050);
    expect(parseYuan(' 123 ')).toBe(12300);
    expect(parseYuan('0.')).toBe(0);
    expect(parseYuan('-5')).toBe(-500);
    expect(parseYuan('+2.5')).toBe(250);
  });

  it('adds read amounts exactly: 0.1 + 0.2 yuan is 30 fen', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const sum = (parseYuan('0.1') ?? NaN) + (parseYuan('0.2') ?? NaN);
    expect(sum).toBe(30);
    expect(formatFen(sum)).toBe('¥0.30');
  });

  it('round-trips every cent of a range through text', () => {
    for (let fen = -1000; fen <= 100_000; fen += 7) expect(parseYuan(fenToYuanText(fen))).toBe(fen);
  });

  it('refuses what is not an amount of at most two decimals', () => {
    for (const bad of [
      '',
      '.',
      'abc',
      '1.234',
      '1e3',
      '12..3',
      '¥12',
      '--1',
      '0x10',
      'NaN',
      '99999999999999999',
    ])
      expect(parseYuan(bad), bad).toBeNull();
  });
});
