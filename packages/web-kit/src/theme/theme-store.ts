import { readStored, STORAGE_KEYS, writeStored } from '../storage';

/** The two consoles; each remembers its own theme colour. */
export type AppId = 'licence' | 'iot';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** True for a `#RRGGBB` colour. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** The remembered theme colour of an app, else its default. */
export function readThemeColor(appId: AppId, fallback: string): string {
  const stored = readStored(STORAGE_KEYS.theme(appId));
  return isHexColor(stored) ? stored.toUpperCase() : fallback;
}

/** Remembers an app's theme colour. */
export function storeThemeColor(appId: AppId, color: string): void {
  if (isHexColor(color)) writeStored(STORAGE_KEYS.theme(appId), color.toUpperCase());
}

/** The swatch test id of a colour: `theme-color-F5222D`. */
export function themeColorTestId(color: string): string {
  return `theme-color-${color.replace('#', '').toUpperCase()}`;
}
