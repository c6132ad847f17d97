import { LANGUAGES } from '@fleetkey/contract';
import type { Language } from '@fleetkey/contract';
import { readStored, STORAGE_KEYS, writeStored } from '../storage';

/** Language used when none was chosen. */
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Narrows any string to a console language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first console language among the browser's preferred ones (`zh-CN` → zh, `en-GB` → en), if any. */
export function browserLanguage(
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language | undefined {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}

/** The remembered language; until the user picks one, the browser's; else the default (Chinese). */
export function readLanguage(): Language {
  const stored = readStored(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : (browserLanguage() ?? DEFAULT_LANGUAGE);
}

/** Remembers the language for the next visit (both consoles share it). */
export function storeLanguage(language: Language): void {
  writeStored(STORAGE_KEYS.language, language);
}

/** The value of `<html lang>` for a console language. */
export function htmlLang(language: Language): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}
