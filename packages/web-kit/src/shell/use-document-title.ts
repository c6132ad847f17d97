import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../providers/console-context';

/** A screen's title and the product's name, translated; the browser tab reads `<title> · <product>`. */
export function useDocumentTitle(titleKey: string) {
  const { t } = useTranslation();
  const { appNameKey } = useConsole();
  const title = t(titleKey);
  const product = t(appNameKey);
  useEffect(() => {
    document.title = `${title} · ${product}`;
  }, [title, product]);
  return { title, product };
}
