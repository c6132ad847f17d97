import { describe, expect, it } from 'vitest';
import { flattenEntries } from '@fleetkey/web-kit';
import { flattenKeys, groupsNamedAsText, menuLabelKeys, textAt } from '@fleetkey/web-kit/testing';
import signInEn from '../locales/sign-in/en.json';
import signInZh from '../locales/sign-in/zh.json';
import { CONSOLE_TEXTS } from '../test/console-texts';
import { IOT_MENU } from '../features/shell/menu';
import { IOT_ROUTES } from './routes';

const { en, zh } = CONSOLE_TEXTS;
// The console's own source files (tests aside), for the keys they name.
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('IoT console texts', () => {
  it('have the same keys in Chinese and English', () => {
    expect(flattenKeys(signInZh)).toEqual(flattenKeys(signInEn));
    expect(flattenKeys(zh)).toEqual(flattenKeys(en));
  });

  it('have zh and en titles for every route and labels for every menu entry', () => {
    for (const key of ['app.name', ...IOT_ROUTES.map((r) => r.titleKey), ...menuLabelKeys(IOT_MENU)]) {
      expect(typeof textAt(zh, key), `zh ${key}`).toBe('string');
      expect(typeof textAt(en, key), `en ${key}`).toBe('string');
    }
  });

  it('reach every route from the menu', () => {
    const targets = new Set(flattenEntries(IOT_MENU).map((e) => e.to));
    for (const route of IOT_ROUTES) expect(targets.has(route.path), route.path).toBe(true);
  });

  it('name a text, never a group of texts, in every t() call', () => {
    expect(groupsNamedAsText(SOURCES, zh)).toEqual([]);
    expect(groupsNamedAsText(SOURCES, en)).toEqual([]);
  });
});
