import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue, type ValueFormat } from '../format';

/**
 * formatValue with true and false in the console's language (是/否, Yes/No): the one formatter every data
 * table, card and result shows values by.
 */
export function useFormatValue(): ValueFormat {
  const { t } = useTranslation();
  return useCallback(
    (value: unknown) => formatValue(value, { yes: t('values.yes'), no: t('values.no') }),
    [t],
  );
}
