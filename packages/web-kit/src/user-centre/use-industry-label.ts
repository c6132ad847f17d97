import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTexts } from '../i18n/use-texts';
import { industryLabel } from './enterprise-options';
import { USER_CENTRE_TEXTS } from './texts';

/**
 * An industry as the screens show it: a listed one in the reader's language, others as stored. The industry
 * names come with the user centre's texts, which this loads wherever the screen is (an administrator's drawer
 * or chart showed the raw key `userCentre.industries.automotive` before).
 */
export function useIndustryLabel(): (value: string) => string {
  useTexts(USER_CENTRE_TEXTS);
  const { t } = useTranslation();
  return useCallback((value: string) => industryLabel(value, t), [t]);
}
