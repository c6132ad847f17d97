import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@fleetkey/contract';
import authEn from '../auth/locales/en.json';
import authZh from '../auth/locales/zh.json';
import webKitEn from './locales/en.json';
import webKitZh from './locales/zh.json';
import { htmlLang, readLanguage } from './language-store';

/** A nested message tree, as in the locale JSON files. */
export interface Messages {
  [key: string]: string | Messages;
}

/** An app's texts per language. */
export type AppResources = Record<Language, Messages>;

/** Deep merge of message trees; later trees win key by key. */
export function mergeMessages(...trees: Messages[]): Messages {
  const out: Messages = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] =
        typeof value === 'object' && typeof current === 'object' ? mergeMessages(current, value) : value;
    }
  }
  return out;
}

/** web-kit's own texts (shell, errors, common words) that every screen may need, sign-in included. */
// The auth screens' texts (with every validation key and server error code) live beside those screens;
// the user centre's arrive with it (USER_CENTRE_TEXTS).
export const WEB_KIT_RESOURCES: AppResources = {
  zh: mergeMessages(webKitZh, authZh),
  en: mergeMessages(webKitEn, authEn),
};

/**
 * Creates a console's i18next instance, initialised synchronously (the resources are bundled, so the
 * first render already has its texts): web-kit texts merged with the app's, the remembered language.
 * Texts of lazily loaded parts join later through `useTexts`.
 */
export function createI18n(resources: AppResources, language: Language = readLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      zh: { translation: mergeMessages(WEB_KIT_RESOURCES.zh, resources.zh) },
      en: { translation: mergeMessages(WEB_KIT_RESOURCES.en, resources.en) },
    },
    lng: language,
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes.
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(language);
  return instance;
}
