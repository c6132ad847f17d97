import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@fleetkey/contract';
import { htmlLang, isLanguage, DEFAULT_LANGUAGE, storeLanguage } from './language-store';

/** The current language and a setter that switches, remembers it and updates `<html lang>`. */
export function useLanguage(): {
  language: Language;
  setLanguage: (language: Language) => void;
  toggleLanguage: () => void;
} {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    (next: Language) => {
      storeLanguage(next);
      document.documentElement.lang = htmlLang(next);
      void i18n.changeLanguage(next);
    },
    [i18n],
  );
  const toggleLanguage = useCallback(
    () => setLanguage(language === 'zh' ? 'en' : 'zh'),
    [language, setLanguage],
  );
  return { language, setLanguage, toggleLanguage };
}
