import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Empty } from 'antd';
import { STORAGE_KEYS } from '../storage';
import { LanguageSwitch } from '../shell/LanguageSwitch';
import { renderConsole } from '../test/render-console';
import { createI18n, mergeMessages } from './create-i18n';
import { browserLanguage, readLanguage } from './language-store';

function Screen() {
  return (
    <>
      <LanguageSwitch />
      <Empty />
    </>
  );
}

describe('language', () => {
  it("follows the browser's language until the user picks one, and Chinese for any other", () => {
    expect(browserLanguage(['en-US', 'en'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'zh-TW'])).toBe('zh');
    expect(browserLanguage(['fr-FR', 'de'])).toBeUndefined();
    Object.defineProperty(window.navigator, 'languages', { configurable: true, value: ['en-GB'] });
    try {
      expect(readLanguage()).toBe('en');
      localStorage.setItem(STORAGE_KEYS.language, 'zh');
      expect(readLanguage()).toBe('zh');
    } finally {
      Object.defineProperty(window.navigator, 'languages', { configurable: true, value: ['zh-CN', 'zh'] });
    }
  });

  it('defaults to Chinese in a Chinese browser, with antd in Chinese too', () => {
    expect(readLanguage()).toBe('zh');
    renderConsole(<Screen />);
    expect(screen.getByTestId('language-switch').textContent).toContain('中文');
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
  });

  it('switches from the language menu, is remembered, and antd follows', async () => {
    renderConsole(<Screen />);
    fireEvent.click(screen.getByTestId('language-switch'));
    fireEvent.click(await screen.findByTestId('language-en'));

    await waitFor(() => expect(screen.getAllByText('No data').length).toBeGreaterThan(0));
    expect(screen.getByTestId('language-switch').textContent).toContain('English');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(createI18n({ zh: {}, en: {} }).language).toBe('en');
  });

  it('ignores an unknown stored language', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    expect(readLanguage()).toBe('zh');
  });

  it('merges app texts over web-kit texts key by key', () => {
    const i18n = createI18n({ zh: { common: { ok: '好' } }, en: { app: { name: 'App' } } }, 'zh');
    expect(i18n.t('common.ok')).toBe('好');
    expect(i18n.t('common.cancel')).toBe('取消');
    expect(mergeMessages({ a: { b: '1', c: '2' } }, { a: { c: '3' } })).toEqual({ a: { b: '1', c: '3' } });
  });
});
