import { describe, expect, it } from 'vitest';
import { flattenKeys } from '../test/locale-keys';
import en from './locales/en.json';
import zh from './locales/zh.json';

describe('user-centre locales', () => {
  it('have the same keys in Chinese and English', () => {
    expect(flattenKeys(zh)).toEqual(flattenKeys(en));
  });
});
