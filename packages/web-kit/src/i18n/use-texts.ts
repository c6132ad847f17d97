import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@fleetkey/contract';
import type { AppResources } from './create-i18n';

/**
 * Adds the texts of a lazily loaded part of a console (the signed-in shell with its screens, the user
 * centre) to the console's i18n before that part first renders, so the sign-in page loads only its own.
 */
export function useTexts(resources: AppResources): void {
  const { i18n } = useTranslation();
  // During the first render, so the part's children find their texts at once; adding the same texts
  // again (StrictMode, a remount) changes nothing.
  useState(() => {
    for (const language of LANGUAGES) {
      i18n.addResourceBundle(language, 'translation', resources[language], true, true);
    }
  });
}
