import { describe, expect, it } from 'vitest';
import { flattenEntries } from '@fleetkey/web-kit';
import { flattenKeys, groupsNamedAsText, menuLabelKeys, textAt } from '@fleetkey/web-kit/testing';
import signInEn from '../locales/sign-in/en.json';
import signInZh from '../locales/sign-in/zh.json';
import { CONSOLE_TEXTS } from '../test/console-texts';
import { licenceMenu } from '../features/shell/menu';
import { LICENCE_ROUTES } from './routes';

const everything = () => true;
const { en, zh } = CONSOLE_TEXTS;
// The console's own source files (tests aside), for the keys they name.
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('licence portal texts', () => {
  it('have the same keys in Chinese and English', () => {
    expect(flattenKeys(signInZh)).toEqual(flattenKeys(signInEn));
    expect(flattenKeys(zh)).toEqual(flattenKeys(en));
  });

  it('have zh and en titles for every route and labels for every menu entry', () => {
    const keys = [
      'app.name',
      ...LICENCE_ROUTES.map((r) => r.titleKey),
      ...menuLabelKeys(licenceMenu(0, everything)),
      ...menuLabelKeys(licenceMenu(1, everything)),
    ];
    for (const key of keys) {
      expect(typeof textAt(zh, key), `zh ${key}`).toBe('string');
      expect(typeof textAt(en, key), `en ${key}`).toBe('string');
    }
  });

  it('link every menu entry to a route of the table', () => {
    const paths = new Set(LICENCE_ROUTES.map((r) => r.path));
    for (const entry of flattenEntries(licenceMenu(0, everything))) {
      expect(paths.has((entry.to ?? '').split('?')[0] ?? ''), entry.key).toBe(true);
    }
  });

  it('name a text, never a group of texts, in every t() call', () => {
    expect(groupsNamedAsText(SOURCES, zh)).toEqual([]);
    expect(groupsNamedAsText(SOURCES, en)).toEqual([]);
  });
});
