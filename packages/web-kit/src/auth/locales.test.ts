import { describe, expect, it } from 'vitest';
import { ERROR_CODES, VALIDATION_MESSAGE_KEYS } from '@fleetkey/contract';
import { WEB_KIT_RESOURCES } from '../i18n/create-i18n';
import { flattenKeys, textAt } from '../test/locale-keys';
import en from './locales/en.json';
import zh from './locales/zh.json';

// Codes the auth screens can meet (licence-portal.md §8, iot-console.md §8) must read in both languages.
const AUTH_CODES = Object.values(ERROR_CODES).filter((code) =>
  /^(CAPTCHA|PASSWORD|LOGIN|FACTOR|INVALID|ACCOUNT|MOBILE|USER|EMAIL|CODE|RECOVER|SMS|VALIDATION|RATE)/.test(
    code,
  ),
);

describe('auth texts', () => {
  it('have the same keys in Chinese and English', () => {
    expect(flattenKeys(zh)).toEqual(flattenKeys(en));
  });

  it('translate every validation message key of the contract', () => {
    for (const tree of [WEB_KIT_RESOURCES.zh, WEB_KIT_RESOURCES.en]) {
      for (const key of VALIDATION_MESSAGE_KEYS) expect(typeof textAt(tree, key), key).toBe('string');
    }
  });

  it('map every error code the auth screens can meet', () => {
    expect(AUTH_CODES.length).toBeGreaterThan(20);
    for (const tree of [WEB_KIT_RESOURCES.zh, WEB_KIT_RESOURCES.en]) {
      for (const code of AUTH_CODES) expect(typeof textAt(tree, `errors.codes.${code}`), code).toBe('string');
    }
  });
});
