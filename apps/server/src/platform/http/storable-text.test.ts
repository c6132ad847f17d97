import { describe, expect, it } from 'vitest';
import { holdsUnstorableText, isUnstorable } from './storable-text';

describe('storable text', () => {
  it('finds NUL and unpaired surrogates anywhere in a string', () => {
    for (const text of [
      '\u0000',
      'a\u0000',
      '\ud800',
      'a\ud800b',
      '\udc00',
      'x\ude00',
      '\ud83d',
      '\ude00\ud83d',
    ])
      expect(isUnstorable(text), JSON.stringify(text)).toBe(true);
  });

  it('keeps paired surrogates, other control characters and ordinary text', () => {
    for (const text of ['', 'plain', '中文', '😀', 'a😀b😀', '\u0001\t\n', '\ufffd'])
      expect(isUnstorable(text), JSON.stringify(text)).toBe(false);
  });

  it('walks nested values and object keys', () => {
    expect(holdsUnstorableText({ a: [{ b: ['ok', 'x\u0000'] }] })).toBe(true);
    expect(holdsUnstorableText({ a: { ['k\ud800']: 1 } })).toBe(true);
    expect(holdsUnstorableText({ a: [1, true, null, 'ok', { b: '😀' }] })).toBe(false);
    expect(holdsUnstorableText(undefined)).toBe(false);
  });
});
