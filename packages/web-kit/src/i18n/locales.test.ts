import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import zh from './locales/zh.json';
import { flattenKeys } from '../test/locale-keys';

describe('web-kit locales', () => {
  it('have the same keys in Chinese and English', () => {
    expect(flattenKeys(zh)).toEqual(flattenKeys(en));
  });

  it('have a text for every key', () => {
    for (const tree of [zh, en]) {
      for (const key of flattenKeys(tree)) expect(key.length).toBeGreaterThan(0);
    }
  });
});
